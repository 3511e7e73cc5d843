// Region resolvers against the fake REST: the branch-site cookies reach the REST body, mapping to
// camelCase, argument checks (no REST call), NOT_FOUND → null.
import { ErrorCode } from '@mall/rest-contract';
import { describe, expect, it } from 'vitest';
import { fail, fakeRest, ok } from '../test/fake-rest';
import { graphqlOver } from '../test/post-graphql';



function setup() {
  const rest = fakeRest({
    '/city/api/Website/detail': (body) =>
      body.site_id === 9
        ? fail(ErrorCode.NOT_FOUND, '分站不存在')
        : ok('/city/api/Website/detail', { site_id: 2, title: '赣州市分站', logo: '/upload/w.svg', type: 1, is_back_index: 1, site_area_id: 360700, web_domain: 'ganzhou', shortname: '赣南馆', welcome: '赣南脐橙之乡' }),
    '/city/api/Website/lists': () =>
      ok('/city/api/Website/lists', [{ site_id: 3, title: '保靖县分站', logo: '', website_type: 2, province_id: 430000, province_name: '湖南省', initial: 'B', parent_site_id: 1 }]),
    '/fupin/api/Region/info': () =>
      ok('/fupin/api/Region/info', {
        site: { site_id: 1, title: '湘西州分站', logo: '', type: 1, is_back_index: 1, site_area_id: 433100, web_domain: '', shortname: '湘西馆', welcome: '神秘湘西' },
        category_tree: [{ category_id: 1, category_name: '茶叶', level: 1, child_list: [{ category_id: 2, category_name: '绿茶', level: 2, child_list: [{ category_id: 3, category_name: '黄金茶', level: 3, child_list: [] }] }] }],
        children: [],
      }),
  });
  return graphqlOver(rest);
}

describe('region resolvers', () => {
  it('forwards the stored branch site in the REST body and maps the city detail', async () => {
    const { rest, gql } = setup();
    const body = await gql('{ website(id: 2) { id title type webDomain shortName welcome isBackIndex } }', {}, 'website_id=2; website_type=1; source_type=1');
    expect(body.data?.website).toEqual({ id: 2, title: '赣州市分站', type: 1, webDomain: 'ganzhou', shortName: '赣南馆', welcome: '赣南脐橙之乡', isBackIndex: 1 });
    expect(rest.calls[0].body).toMatchObject({ site_id: 2, website_id: 2, website_type: 1, source_type: 1 });
  });

  it('answers null for a missing site', async () => {
    const { gql } = setup();
    expect((await gql('{ website(id: 9) { id } }')).data?.website).toBeNull();
  });

  it('maps the 3-level category tree of a region hall', async () => {
    const { gql } = setup();
    const body = await gql('{ regionHall(siteId: 1) { site { shortName } categories { name level children { name children { id name level } } } } }');
    expect(body.data?.regionHall.categories[0].children[0].children[0]).toEqual({ id: 3, name: '黄金茶', level: 3 });
  });

  it('refuses bad arguments without a REST call', async () => {
    const { rest, gql } = setup();
    for (const q of ['{ website(id: 0) { id } }', '{ websites(type: 5) { id } }', '{ regionGoods(filter: { siteId: 1, categoryLevel: 4 }) { count } }', '{ shopList(page: 0) { count } }']) {
      const body = await gql(q);
      expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    expect(rest.calls).toHaveLength(0);
  });
});
