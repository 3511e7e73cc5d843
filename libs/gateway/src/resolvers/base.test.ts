// The layout's site resolvers against the fake REST: the mobile site's QR code of a site.
import { ErrorCode } from '@mall/rest-contract';
import { describe, expect, it } from 'vitest';
import { fail, fakeRest, ok } from '../test/fake-rest';
import { graphqlOver } from '../test/post-graphql';

function setup() {
  const rest = fakeRest({
    '/api/website/wapqrcode': (body) =>
      body.site_id === 999
        ? fail(ErrorCode.NOT_FOUND, '站点不存在')
        : ok('/api/website/wapqrcode', { web_qrcode: body.site_id === 0 ? '/upload/site/wap_qrcode.svg' : `/upload/website/${String(body.site_id)}_qrcode.svg` }),
  });
  return graphqlOver(rest);
}

describe('wapQrcode', () => {
  it("answers a branch site's own code and the national one for site 0, without the shopper's token", async () => {
    const { rest, gql } = setup();
    const body = await gql('{ branch: wapQrcode(siteId: 2) national: wapQrcode(siteId: 0) }', {}, 'mall_token=t');
    expect(body.data).toEqual({ branch: '/upload/website/2_qrcode.svg', national: '/upload/site/wap_qrcode.svg' });
    expect(rest.calls.map((c) => c.body.site_id)).toEqual([2, 0]);
    expect(rest.calls.every((c) => c.body.token === undefined)).toBe(true);
  });

  it('refuses a negative site without a REST call and passes on an unknown one', async () => {
    const { rest, gql } = setup();
    const bad = await gql('{ wapQrcode(siteId: -1) }');
    expect(bad.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'siteId' });
    expect(rest.calls).toHaveLength(0);
    expect((await gql('{ wapQrcode(siteId: 999) }')).errors?.[0].message).toBe('站点不存在');
  });
});
