// The request pipeline: every contract endpoint answers with its response schema, and bad input of
// every kind gets a negative code with a Chinese message, never a 500.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  accountEndpoints,
  captchaEndpoints,
  chatEndpoints,
  endpoints,
  ErrorCode,
  orderEndpoints,
  orgEndpoints,
  promotionEndpoints,
  rankingEndpoints,
  regionEndpoints,
  shopApplyEndpoints,
  zoneEndpoints,
  type EndpointPath,
} from '@mall/rest-contract';
import { buildApp } from '../app';
import { buildSeedData } from '../db/seed-data';
import { callOk, createTestApp, login, post, TEST_CAPTCHA, testAppPerFile } from '../test/harness';

let token: string;
const t = testAppPerFile();
beforeAll(async () => {
  token = await login(t.app);
});

const seed = buildSeedData();
const onShelfSku = seed.skus.find((s) => seed.goods[s.goodsId - 1].isOnShelf)!.skuId;

/** A valid body per endpoint; `required` and `optional` calls get the demo member's token. */
function sampleBody(path: EndpointPath): Record<string, unknown> {
  const samples: Partial<Record<EndpointPath, Record<string, unknown>>> = {
    '/api/adv/detail': { keyword: 'NS_PC_INDEX' },
    '/api/website/wapqrcode': { site_id: 1 },
    '/api/pc/noticeAndArticle': { num: 3 },
    '/api/helpclass/lists': { class_num: 5, child_num: 3 },
    '/api/goodscategory/tree': { level: 3, template: 2 },
    '/api/goodssku/detail': { sku_id: onShelfSku },
    '/api/goodssku/page': { keyword: '脐橙', page: 1, page_size: 5 },
    '/api/goodssku/suggest': { keyword: '脐橙' },
    '/api/goodscategory/info': { category_id: 3 },
    '/manjian/api/manjian/info': { site_id: 1 },
    '/api/goodsevaluate/page': { goods_id: 1 },
    '/api/goodscollect/add': { sku_id: onShelfSku },
    '/api/goodscollect/delete': { goods_id: 1 },
    '/api/goodscollect/iscollect': { goods_id: 1 },
    '/api/goodsbrowse/add': { sku_id: onShelfSku },
    '/api/goodsbrowse/delete': { ids: [1] },
    '/api/shop/info': { site_id: 1 },
    '/api/shop/lists': { site_ids: [1, 2] },
    '/api/shop/page2_0': { keyword: '合作社' },
    '/api/shopmember/issubscribe': { site_id: 1 },
    '/api/shopmember/add': { site_id: 1 },
    '/api/shopmember/delete': { site_id: 1 },
    '/api/help/info': { id: 1 },
    '/api/notice/info': { id: 1 },
    '/api/article/info': { id: 1 },
  };
  return { app_type: 'pc', app_type_name: '电脑端', ...(endpoints[path].auth === 'none' ? {} : { token }), ...samples[path] };
}

describe('every endpoint', () => {
  // Login and logout change the session; they have their own tests in modules/account (login.test.ts). The account
  // calls (SMS codes, registration, member centre) have theirs in modules/account; cart writes,
  // checkout, payment and orders theirs in modules/cart and modules/order; so do the domains of
  // later issues (their valid bodies need their seeded rows): modules/ranking, zone, promotion, org,
  // region and chat; the proof-of-work captcha in modules/captcha; the shop application (its licence must be the
  // member's own upload) in modules/shop-apply. Bad input of every kind is still tried on every endpoint below.
  const ownSuites = [captchaEndpoints, accountEndpoints, orderEndpoints, rankingEndpoints, zoneEndpoints, promotionEndpoints, orgEndpoints, regionEndpoints, chatEndpoints, shopApplyEndpoints];
  const paths = (Object.keys(endpoints) as EndpointPath[]).filter(
    (p) => p !== '/api/login/login' && p !== '/api/login/logout' && !ownSuites.some((suite) => p in suite),
  );
  it.each(paths)('%s answers code 0 with its response schema', async (path) => {
    await callOk(t.app, path, sampleBody(path));
  });

  it.each(paths.filter((p) => endpoints[p].auth === 'none' && p !== '/api/captcha/captcha'))('%s also answers GET with a query', async (path) => {
    const query = new URLSearchParams(Object.entries(sampleBody(path)).map(([k, v]) => [k, String(v)]));
    const res = await t.app.inject({ method: 'GET', url: `${path}?${query}` });
    expect(res.statusCode).toBe(200);
    expect(endpoints[path].response.safeParse(res.json().data).success).toBe(true);
  });
});

describe('bad input', () => {
  it('wrong types are INVALID_INPUT with HTTP 200 and a Chinese message', async () => {
    const { res, json } = await post(t.app, '/api/pc/noticeAndArticle', { num: 'many' });
    expect(res.statusCode).toBe(200);
    expect(json).toMatchObject({ code: ErrorCode.INVALID_INPUT, data: null });
    expect(json.message).toMatch(/^参数错误：num/);
  });

  it('out-of-range numbers are refused', async () => {
    const { json } = await post(t.app, '/api/goodscategory/tree', { level: 4 });
    expect(json.code).toBe(ErrorCode.INVALID_INPUT);
  });

  it('over-long strings are refused', async () => {
    const { json } = await post(t.app, '/api/adv/detail', { keyword: 'K'.repeat(65) });
    expect(json.code).toBe(ErrorCode.INVALID_INPUT);
    const common = await post(t.app, '/api/website/info', { app_type: 'x'.repeat(33) });
    expect(common.json.code).toBe(ErrorCode.INVALID_INPUT);
    expect(common.json.message).toContain('app_type');
  });

  it('missing fields are refused', async () => {
    const { json } = await post(t.app, '/api/adv/detail', {});
    expect(json.code).toBe(ErrorCode.INVALID_INPUT);
    expect(json.message).toContain('keyword');
    const loginMissing = await post(t.app, '/api/login/login', { username: 'demo' });
    expect(loginMissing.json.code).toBe(ErrorCode.INVALID_INPUT);
  });

  it('a JSON body that is not an object is refused', async () => {
    const { json } = await post(t.app, '/api/website/info', [1, 2]);
    expect(json).toMatchObject({ code: ErrorCode.INVALID_INPUT, message: '参数错误：请求体必须是 JSON 对象' });
  });

  it('malformed JSON is refused with 400, not 500', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/pc/navList', headers: { 'content-type': 'application/json' }, payload: '{"a":' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: ErrorCode.INVALID_INPUT, message: '参数错误：请求体不是合法的 JSON', data: null });
  });

  it('an empty JSON body is refused clearly', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/pc/navList', headers: { 'content-type': 'application/json' }, payload: '' });
    expect(res.json().code).toBe(ErrorCode.INVALID_INPUT);
  });

  it('a POST without a body is an empty object', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/pc/navList' });
    expect(res.json().code).toBe(0);
  });

  it('a wrong content type is refused with 415', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/pc/navList', headers: { 'content-type': 'text/plain' }, payload: 'hello' });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ code: ErrorCode.INVALID_INPUT });
    expect(res.json().message).toContain('application/json');
  });

  it('an oversize body is refused with 413', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/pc/navList', payload: { filler: 'x'.repeat(300 * 1024) } });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: ErrorCode.INVALID_INPUT, message: '参数错误：请求体过大' });
  });

  it('an unknown path is NOT_FOUND with 404', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/nothing/here', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: ErrorCode.NOT_FOUND, message: '接口不存在：POST /api/nothing/here' });
  });

  it('state-changing calls refuse GET', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/login/logout' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe(ErrorCode.NOT_FOUND);
  });

  it('unknown fields are ignored', async () => {
    await callOk(t.app, '/api/pc/navList', { surprise: true, website_id: '3' });
  });
});

describe('auth', () => {
  it('a required call without a token is TOKEN_ERROR', async () => {
    const { json } = await post(t.app, '/api/member/info', {});
    expect(json).toMatchObject({ code: ErrorCode.TOKEN_ERROR, message: '登录已失效，请重新登录', data: null });
  });

  it('a made-up token is TOKEN_ERROR', async () => {
    const { json } = await post(t.app, '/api/member/info', { token: 'f'.repeat(64) });
    expect(json.code).toBe(ErrorCode.TOKEN_ERROR);
  });
});

describe('unexpected errors', () => {
  it('answer INTERNAL with a generic message and are logged', async () => {
    const broken = await createTestApp();
    await broken.database.close(); // every query now fails
    const res = await broken.app.inject({ method: 'POST', url: '/api/pc/navList', payload: {} });
    expect(res.json()).toMatchObject({ code: ErrorCode.INTERNAL, message: '服务器繁忙，请稍后再试', data: null });
    // The pool is already closed; dispose still drops the clone.
    await broken.dispose().catch(() => undefined);
  });
});

describe('rate limits', () => {
  it('refuse the captcha call past the per-IP limit with RATE_LIMITED', async () => {
    const app = await buildApp({ db: t.database, rateLimit: { login: { max: 2, timeWindow: 60_000 }, captcha: { max: 2, timeWindow: 60_000 } } });
    const codes: number[] = [];
    for (let i = 0; i < 3; i++) codes.push((await app.inject({ method: 'POST', url: '/api/captcha/captcha', payload: {} })).json().code);
    expect(codes).toEqual([0, 0, ErrorCode.RATE_LIMITED]);
    const other = await app.inject({ method: 'POST', url: '/api/pc/navList', payload: {} });
    expect(other.json().code).toBe(0);
    for (let i = 0; i < 2; i++) {
      await app.inject({ method: 'POST', url: '/api/login/login', payload: { username: 'demo', password: 'x', captcha_id: 'x', captcha_code: TEST_CAPTCHA } });
    }
    const limited = await app.inject({ method: 'POST', url: '/api/login/login', payload: { username: 'demo', password: 'x', captcha_id: 'x', captcha_code: '1' } });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: ErrorCode.RATE_LIMITED, message: '操作过于频繁，请稍后再试' });
    await app.close();
  });
});

it('the route listing names every endpoint', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/' });
  expect(res.json().data.map((e: { path: string }) => e.path).sort()).toEqual(Object.keys(endpoints).sort());
});
