// Site settings, ads, QR codes, the closed-site switch and the /upload/ files.
import { beforeAll, describe, expect, it } from 'vitest';
import { ADV_KEYWORD, ErrorCode, PHONE_PATTERN } from '@mall/rest-contract';
import { writeSeedImages } from '../../db/images';
import { buildSeedData } from '../../db/seed-data';
import { callOk, post, tempDirPerFile, testAppPerFile } from '../../test/harness';

const uploadDir = tempDirPerFile('mall-upload-');
beforeAll(() => writeSeedImages(uploadDir, buildSeedData().images.slice(0, 20)));
const t = testAppPerFile({ uploadDir });

describe('site settings', () => {
  it('website info is open with a hotline', async () => {
    const info = await callOk(t.app, '/api/website/info');
    expect(info).toMatchObject({ title: '消费帮扶特产商城', web_status: true });
    expect(info.web_phone1).toMatch(/^400-/);
    expect(info.logo).toMatch(/^\/upload\/.+\.svg$/);
  });

  it('copyright, default images, servicer and float layer', async () => {
    expect((await callOk(t.app, '/api/config/copyright')).icp).toContain('ICP');
    const images = await callOk(t.app, '/api/config/defaultimg');
    expect(Object.values(images).every((u) => u.startsWith('/upload/default/'))).toBe(true);
    expect(await callOk(t.app, '/api/config/servicer')).toMatchObject({ open: true, type: 'self' });
    const layer = await callOk(t.app, '/api/pc/floatLayer');
    expect(JSON.parse(layer.url)).toEqual({ url: '/coupon' });
  });

  it('wapqrcode: national site, a branch site, an unknown site', async () => {
    expect((await callOk(t.app, '/api/website/wapqrcode', { site_id: 0 })).web_qrcode).toBe('/upload/site/wap_qrcode.svg');
    expect((await callOk(t.app, '/api/website/wapqrcode', { site_id: 2 })).web_qrcode).toBe('/upload/website/2_qrcode.svg');
    expect((await post(t.app, '/api/website/wapqrcode', { site_id: 999 })).json.code).toBe(ErrorCode.NOT_FOUND);
    expect((await post(t.app, '/api/website/wapqrcode', { site_id: -1 })).json.code).toBe(ErrorCode.INVALID_INPUT);
  });
});

describe('adv/detail', () => {
  it('the top banner position is enabled with one ad', async () => {
    const top = await callOk(t.app, '/api/adv/detail', { keyword: ADV_KEYWORD.topBanner });
    expect(top.adv_position).toMatchObject({ keyword: 'NS_PC_INDEX_TOP', is_state: 1 });
    expect(top.adv_list).toHaveLength(1);
    expect(JSON.parse(top.adv_list[0].adv_url)).toHaveProperty('url');
  });

  it('the home carousel has at least 4 ads with backgrounds', async () => {
    const home = await callOk(t.app, '/api/adv/detail', { keyword: ADV_KEYWORD.homeCarousel });
    expect(home.adv_list.length).toBeGreaterThanOrEqual(4);
    expect(home.adv_list.every((a) => /^#[0-9a-f]{6}$/.test(a.background))).toBe(true);
  });

  it('an unknown keyword has no position and no ads', async () => {
    expect(await callOk(t.app, '/api/adv/detail', { keyword: 'NO_SUCH' })).toEqual({ adv_position: null, adv_list: [] });
  });
});

describe('the retired operator token', () => {
  it('no longer opens or closes the site (the console settings/web-status call does, with a role and an audit row)', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/admin/api/website/status', headers: { 'x-admin-token': 'test-admin-token' }, payload: { web_status: false } });
    expect(res.statusCode).toBe(404);
    expect((await callOk(t.app, '/api/website/info')).web_status).toBe(true);
  });
});

describe('/upload/', () => {
  it('serves seed images and their _mid variants as SVG', async () => {
    for (const url of ['/upload/site/logo.svg', '/upload/site/logo_mid.svg']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('image/svg+xml');
      expect(res.body).toContain('消费帮扶特产商城');
    }
    expect((await t.app.inject({ method: 'GET', url: '/upload/none.svg' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/upload/../package.json' })).statusCode).toBe(404);
  });
});

it('the phone pattern accepts the demo mobile', () => {
  expect(PHONE_PATTERN.test('13800138000')).toBe(true);
});
