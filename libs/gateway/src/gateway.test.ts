import { readFileSync } from 'node:fs';
import { COOKIE_LIFETIME_DAYS, ErrorCode } from '@mall/rest-contract';
import { describe, expect, it } from 'vitest';
import { createGateway, CSRF_HEADER } from './gateway';
import { fail, fakeRest, ok } from './test/fake-rest';

const ORIGIN = 'http://mall.test';

interface GraphQLBody {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

function setup(overrides: Parameters<typeof fakeRest>[0] = {}) {
  const rest = fakeRest(overrides);
  const gateway = createGateway({ restBaseUrl: 'http://rest.test/', fetch: rest.fetch });
  async function gql(
    query: string,
    variables: Record<string, unknown> = {},
    { cookie, headers = {} }: { cookie?: string; headers?: Record<string, string> } = {},
  ) {
    const response = await gateway.fetch(`${ORIGIN}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [CSRF_HEADER]: '1',
        ...(cookie ? { cookie } : {}),
        ...headers,
      },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as GraphQLBody;
    return { response, body, setCookies: response.headers.getSetCookie() };
  }
  return { rest, gateway, gql };
}

describe('REST client through the gateway', () => {
  it('sends the common body: token from the HttpOnly cookie, branch site from ordinary cookies', async () => {
    const { rest, gql } = setup();
    const { body } = await gql(
      '{ member { id } }',
      {},
      { cookie: 'mall_token=tok%201; website_id=12; website_type=2; source_type=x; other=1' },
    );
    expect(body.errors).toBeUndefined();
    expect(rest.calls).toHaveLength(1);
    expect(rest.calls[0]).toEqual({
      path: '/api/member/info',
      body: {
        app_type: 'pc',
        app_type_name: '电脑端',
        equipment_platform_type: 'pc',
        is_webp: 0,
        token: 'tok 1',
        website_id: 12,
        website_type: 2,
      },
    });
  });

  it('reads a malformed Cookie header without failing: a bad value is passed as written, junk pairs are skipped', async () => {
    const { rest, gql } = setup();
    const { body, response } = await gql('{ member { id } }', {}, { cookie: '=junk; %%%; mall_token=%E0%A4%A; website_id=7;;' });
    expect(response.status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(rest.calls[0].body).toMatchObject({ token: '%E0%A4%A', website_id: 7 });
  });

  it('sends no token for a visitor', async () => {
    const { rest, gql } = setup();
    await gql('{ navList { id } }', {}, { cookie: 'website_id=3' });
    expect(rest.calls[0].body).toEqual({
      app_type: 'pc',
      app_type_name: '电脑端',
      equipment_platform_type: 'pc',
      is_webp: 0,
      website_id: 3,
    });
  });

  it('maps snake_case to camelCase and parses JSON links safely', async () => {
    const { gql } = setup();
    const { body } = await gql(`{
      navList { id title url isBlank }
      adv(keyword: "NS_PC_INDEX_TOP") { id name enabled width advs { id title url image } }
      site { siteId title webPhone webStatus copyright { icp govRecord marketSupervisionUrl } servicer { open thirdUrl } defaultImages { goods } }
    }`);
    expect(body.errors).toBeUndefined();
    expect(body.data?.navList).toEqual([
      { id: 1, title: '首页', url: '/index', isBlank: false },
      { id: 2, title: '坏链接', url: '', isBlank: true },
      { id: 3, title: '无地址', url: '', isBlank: false },
    ]);
    expect(body.data?.adv).toEqual({
      id: 7,
      name: '首页顶部广告',
      enabled: true,
      width: 1200,
      advs: [{ id: 11, title: '年货节', url: '/promotion/special', image: '/upload/adv/1.png' }],
    });
    expect(body.data?.site).toEqual({
      siteId: 0,
      title: '特产商城',
      webPhone: '400-800-8888',
      webStatus: true,
      copyright: {
        icp: '京ICP备00000000号',
        govRecord: '京公网安备 11000002000001号',
        marketSupervisionUrl: 'https://scjg.example.cn',
      },
      servicer: { open: true, thirdUrl: '' },
      defaultImages: { goods: '/upload/default/goods.png' },
    });
  });

  it('makes each REST call once per GraphQL request, even with site selected twice via aliases', async () => {
    const { rest, gql } = setup();
    const { body } = await gql(
      `{
      a: site { title logo copyright { icp } }
      b: site { title desc copyright { address } servicer { hotline } defaultImages { head } }
      member { id }
      again: member { nickname }
    }`,
      {},
      { cookie: 'mall_token=t' },
    );
    expect(body.errors).toBeUndefined();
    const paths = rest.calls.map((c) => c.path).sort();
    expect(paths).toEqual([
      '/api/config/copyright',
      '/api/config/defaultimg',
      '/api/config/servicer',
      '/api/member/info',
      '/api/website/info',
    ]);
  });

  it('does not share the per-request cache between GraphQL requests', async () => {
    // Site info and the like are shared on purpose (cache/public-cache.ts); a goods detail is not.
    const { rest, gql } = setup();
    await gql('{ goodsDetail(skuId: 1) { skuId } }');
    await gql('{ goodsDetail(skuId: 1) { skuId } }');
    expect(rest.callsTo('/api/goodssku/detail')).toHaveLength(2);
  });

  it('surfaces a BUSINESS_ERROR with the server message', async () => {
    const { gql } = setup({ '/api/pc/navList': fail(ErrorCode.BUSINESS, '导航加载失败') });
    const { body } = await gql('{ navList { id } }');
    expect(body.errors?.[0].message).toBe('导航加载失败');
    expect(body.errors?.[0].extensions).toMatchObject({
      code: 'BUSINESS_ERROR',
      restCode: ErrorCode.BUSINESS,
    });
  });

  it('answers UPSTREAM_ERROR in Chinese when mall-api is unreachable', async () => {
    const rest = {
      fetch: (async () => {
        throw new TypeError('fetch failed: ECONNREFUSED 127.0.0.1:3001');
      }) as typeof fetch,
    };
    const gateway = createGateway({ restBaseUrl: 'http://rest.test', fetch: rest.fetch });
    const warn = console.warn;
    console.warn = () => undefined;
    try {
      const response = await gateway.fetch(`${ORIGIN}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1' },
        body: JSON.stringify({ query: '{ navList { id } }' }),
      });
      const body = (await response.json()) as GraphQLBody;
      expect(body.errors?.[0].extensions?.code).toBe('UPSTREAM_ERROR');
      expect(body.errors?.[0].message).toBe('服务暂时不可用，请稍后重试');
      expect(JSON.stringify(body)).not.toContain('ECONNREFUSED');
    } finally {
      console.warn = warn;
    }
  });

  it('masks unexpected errors', async () => {
    const { gql } = setup({
      '/api/cart/goodslists': {
        code: 0,
        message: '',
        data: [
          {
            cart_id: 1,
            sku_id: 1,
            sku_name: 'x',
            sku_image: '',
            discount_price: 'secret-internal-value',
            num: 1,
            stock: 1,
            tag_type: 0,
            tag_level: 0,
            site_id: 0,
            site_name: '',
          },
        ],
      },
    });
    const { body } = await gql('{ cart { total } }', {}, { cookie: 'mall_token=t' });
    expect(JSON.stringify(body)).not.toContain('secret-internal-value');
    expect(body.errors?.[0].message).toBe('服务器内部错误，请稍后重试');
  });

  it('answers UPSTREAM_ERROR when mall-api breaks the contract', async () => {
    const warn = console.warn;
    console.warn = () => undefined;
    try {
      const { gql } = setup({ '/api/pc/navList': { code: 0, message: '', data: [{ id: 'x' }] } });
      const { body } = await gql('{ navList { id } }');
      expect(body.errors?.[0]).toMatchObject({
        message: '服务返回的数据有误，请稍后重试',
        extensions: { code: 'UPSTREAM_ERROR' },
      });
    } finally {
      console.warn = warn;
    }
  });
});

describe('session', () => {
  it('gives member null for a visitor without calling REST', async () => {
    const { rest, gql } = setup();
    const { body, setCookies } = await gql('{ member { id } cart { count items { cartId } total } }');
    expect(body.data).toEqual({ member: null, cart: { count: 0, items: [], total: 0 } });
    expect(rest.calls).toHaveLength(0);
    expect(setCookies).toEqual([]);
  });

  it('turns TOKEN_ERROR into member null and clears the cookie', async () => {
    const { gql } = setup({ '/api/member/info': fail(ErrorCode.TOKEN_ERROR, '登录已过期') });
    const { body, setCookies, response } = await gql('{ member { id } }', {}, { cookie: 'mall_token=stale' });
    expect(body.errors).toBeUndefined();
    expect(body.data).toEqual({ member: null });
    expect(setCookies).toHaveLength(1);
    expect(setCookies[0]).toMatch(/^mall_token=;/);
    expect(setCookies[0]).toContain('Max-Age=0');
    expect(setCookies[0]).toContain('HttpOnly');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('computes the cart total in integer fen', async () => {
    const { rest, gql } = setup();
    const { body } = await gql(
      '{ cart { count total items { cartId skuName discountPrice num siteName } } }',
      {},
      { cookie: 'mall_token=t' },
    );
    // 0.10 × 3 + 19.99 × 2 = 40.28 (floating point would give 40.279999…)
    expect(body.data?.cart).toMatchObject({ count: 3, total: 4028 });
    expect((body.data?.cart as { items: unknown[] }).items[0]).toEqual({
      cartId: 1,
      skuName: '五常大米 5kg',
      discountPrice: 10,
      num: 3,
      siteName: '特产商城',
    });
    expect(rest.callsTo('/api/cart/goodslists')).toHaveLength(1);
  });

  const loginMutation = `mutation Login($input: LoginInput!) { login(input: $input) { id nickname levelName balance } }`;
  const input = {
    username: 'zhangsan',
    password: 'secret',
    captchaId: 'c1',
    captchaCode: 'ab12',
    autoLoginDays: 7,
  };

  it('login sets an HttpOnly cookie with the auto-login Max-Age and returns the member', async () => {
    const { rest, gql } = setup();
    const { body, setCookies } = await gql(
      loginMutation,
      { input },
      { cookie: 'mall_token=old; website_id=5' },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.login).toEqual({ id: 42, nickname: '张三', levelName: '普通会员', balance: 10050 });
    expect(rest.calls.map((c) => c.path)).toEqual(['/api/login/login', '/api/member/info']);
    expect(rest.calls[0].body).toMatchObject({
      username: 'zhangsan',
      password: 'secret',
      captcha_id: 'c1',
      captcha_code: 'ab12',
      auto_login: 7,
      website_id: 5,
    });
    expect(rest.calls[0].body.token).toBeUndefined();
    expect(rest.calls[1].body.token).toBe('new-token');
    expect(setCookies).toHaveLength(1);
    const cookie = setCookies[0];
    expect(cookie).toMatch(/^mall_token=new-token;/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain(`Max-Age=${7 * 86400}`);
    expect(JSON.stringify(body)).not.toContain('new-token');
  });

  it('login caps the cookie at the 365-day lifetime and makes a session cookie for 0 days', async () => {
    const long = setup({
      '/api/login/login': { code: 0, message: '', data: { token: 't', expire_time: 0, auto_login: 9999 } },
    });
    const a = await long.gql(loginMutation, { input });
    expect(a.setCookies[0]).toContain(`Max-Age=${COOKIE_LIFETIME_DAYS * 86400}`);
    const session = setup({
      '/api/login/login': { code: 0, message: '', data: { token: 't', expire_time: 0, auto_login: 0 } },
    });
    const b = await session.gql(loginMutation, { input: { ...input, autoLoginDays: 0 } });
    expect(b.setCookies[0]).not.toContain('Max-Age');
    expect(b.setCookies[0]).toContain('HttpOnly');
  });

  it('login failure shows the server message and sets no cookie', async () => {
    const { gql } = setup({ '/api/login/login': fail(ErrorCode.BUSINESS, '验证码错误') });
    const { body, setCookies } = await gql(loginMutation, { input });
    expect(body.errors?.[0]).toMatchObject({ message: '验证码错误', extensions: { code: 'BUSINESS_ERROR' } });
    expect(setCookies).toEqual([]);
  });

  it('logout calls REST with the token and clears the cookie', async () => {
    const { rest, gql } = setup();
    const { body, setCookies } = await gql('mutation { logout }', {}, { cookie: 'mall_token=t9' });
    expect(body.data).toEqual({ logout: true });
    expect(rest.calls).toEqual([
      expect.objectContaining({ path: '/api/login/logout', body: expect.objectContaining({ token: 't9' }) }),
    ]);
    expect(setCookies[0]).toMatch(/^mall_token=;.*Max-Age=0/);
  });
});

describe('input validation', () => {
  it.each([
    ['{ helpClasses(classNum: 0) { id } }', 'classNum'],
    ['{ helpClasses(classNum: 51) { id } }', 'classNum'],
    ['{ helpClasses(classNum: 5, childNum: -1) { id } }', 'childNum'],
    ['{ noticeAndArticle(num: 21) { notices { id } } }', 'num'],
    ['{ adv(keyword: "  ") { id } }', 'keyword'],
  ])('%s is refused without calling REST', async (query, field) => {
    const { rest, gql } = setup();
    const { body } = await gql(query);
    expect(body.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    expect(body.errors?.[0].message).toMatch(/[\u4e00-\u9fa5]/);
    expect(rest.calls).toHaveLength(0);
  });

  it('passes valid help class limits to REST', async () => {
    const { rest, gql } = setup({
      '/api/helpclass/lists': {
        code: 0,
        message: '',
        data: [{ class_id: 1, class_name: '新手指南', child_list: [{ id: 2, title: '注册' }] }],
      },
    });
    const { body } = await gql('{ helpClasses(classNum: 5, childNum: 3) { id name entries { id title } } }');
    expect(body.data?.helpClasses).toEqual([
      { id: 1, name: '新手指南', entries: [{ id: 2, title: '注册' }] },
    ]);
    expect(rest.calls[0].body).toMatchObject({ class_num: 5, child_num: 3 });
  });

  it('loginNeedsCaptcha asks mall-api for the typed account, uncached; login sends no captcha when none was asked', async () => {
    const { rest, gql } = setup();
    const needs = await gql('query N($u: String) { loginNeedsCaptcha(username: $u) }', { u: 'member04' });
    expect(needs.body.errors).toBeUndefined();
    expect(rest.callsTo('/api/login/login_captcha')[0].body).toMatchObject({ username: 'member04' });
    await gql('mutation L($input: LoginInput!) { login(input: $input) { id } }', { input: { username: 'demo', password: 'demo123456' } });
    expect(rest.callsTo('/api/login/login')[0].body).toMatchObject({ username: 'demo', captcha_id: '', captcha_code: '' });
    const long = await gql('query N($u: String) { loginNeedsCaptcha(username: $u) }', { u: 'u'.repeat(65) });
    expect(long.body.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'username' });
  });

  it.each([
    [{ username: '', password: 'p', captchaId: 'c', captchaCode: 'a' }, 'username', '请输入账号'],
    [
      { username: 'u', password: 'p'.repeat(129), captchaId: 'c', captchaCode: 'a' },
      'password',
      '密码不能超过 128 个字符',
    ],
    [{ username: 'u', password: 'p', captchaId: 'c', captchaCode: '' }, 'captchaCode', '请输入验证码'],
    [
      { username: 'u', password: 'p', captchaId: 'c', captchaCode: 'a', autoLoginDays: 400 },
      'autoLoginDays',
      null,
    ],
  ])('login input %j is refused (%s)', async (badInput, field, message) => {
    const { rest, gql } = setup();
    const { body } = await gql('mutation L($input: LoginInput!) { login(input: $input) { id } }', {
      input: badInput,
    });
    expect(body.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    if (message) expect(body.errors?.[0].message).toBe(message);
    expect(rest.calls).toHaveLength(0);
  });
});

describe('cross-site protection', () => {
  const query = JSON.stringify({ query: '{ navList { id } }' });

  it('refuses a request without the csrf header', async () => {
    const { rest, gateway } = setup();
    const response = await gateway.fetch(`${ORIGIN}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: query,
    });
    expect(response.status).toBe(403);
    expect(rest.calls).toHaveLength(0);
  });

  it('refuses a request from another origin even with the header', async () => {
    const { rest, gql } = setup();
    const { response, body } = await gql(
      '{ navList { id } }',
      {},
      { headers: { origin: 'https://evil.example' } },
    );
    expect(response.status).toBe(403);
    expect(body.errors?.[0].extensions?.code).toBe('CSRF_REJECTED');
    expect(rest.calls).toHaveLength(0);
  });

  it('refuses a cross-site fetch metadata request', async () => {
    const { gql } = setup();
    const { response } = await gql('{ navList { id } }', {}, { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(response.status).toBe(403);
  });

  it('accepts a same-origin request', async () => {
    const { gql } = setup();
    const { response } = await gql(
      '{ navList { id } }',
      {},
      { headers: { origin: ORIGIN, 'sec-fetch-site': 'same-origin' } },
    );
    expect(response.status).toBe(200);
  });

  it('refuses a GET mutation', async () => {
    const { rest, gateway } = setup();
    const response = await gateway.fetch(
      `${ORIGIN}/graphql?query=${encodeURIComponent('mutation { logout }')}`,
      {
        headers: { [CSRF_HEADER]: '1', cookie: 'mall_token=t' },
      },
    );
    expect(response.status).toBe(405);
    expect(rest.calls).toHaveLength(0);
  });
});

// The storefront's own operations (apps/storefront/src/graphql), run whole against the fake REST.
describe('storefront operations', () => {
  const dir = new URL('../../../apps/storefront/src/graphql/', import.meta.url);
  const read = (name: string) => readFileSync(new URL(name, dir), 'utf8');
  // The fragments the Layout, Session and HomePage documents spread, sent with them as the client does.
  const fragment = (path: string) => readFileSync(new URL(`../../../libs/${path}`, import.meta.url), 'utf8');
  const advFields = fragment('content/src/graphql/AdvPositionFields.graphql');
  const cartLine = fragment('cart/src/graphql/CartLineSummary.graphql');

  it('Layout: no errors, every REST call once, none with a member\'s token (the public cache may answer it)', async () => {
    const { rest, gql } = setup();
    const { body } = await gql(`${read('Layout.graphql')}\n${advFields}`, {}, { cookie: 'mall_token=t' });
    expect(body.errors).toBeUndefined();
    expect(body.data?.site).toMatchObject({ title: expect.any(String) });
    const paths = rest.calls.map((c) => c.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(rest.calls.filter((c) => c.body.token !== undefined).map((c) => c.path)).toEqual([]);
  });

  it('Session: no errors, every REST call once', async () => {
    const { rest, gql } = setup({
      '/fupin/api/Voucher/myCounts': ok('/fupin/api/Voucher/myCounts', { pending: 2, usable: 1, used: 0, expired: 0 }),
    });
    const { body } = await gql(`${read('Session.graphql')}\n${cartLine}`, {}, { cookie: 'mall_token=t' });
    expect(body.errors).toBeUndefined();
    expect(body.data?.member).toMatchObject({ id: 42 });
    expect(body.data?.cart).toMatchObject({ count: 3, total: 4028 });
    expect(body.data?.myVoucherCounts).toEqual({ pending: 2 });
    const paths = rest.calls.map((c) => c.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('HomePage: floors resolve to their union members', async () => {
    const { gql } = setup();
    // HomePage.graphql moved with the home page into @mall/catalogue; its goods cards spread
    // the shared GoodsCardFields and GoodsPromotionTag fragments, sent with it as the client does.
    const document = (file: string) => readFileSync(new URL(`../../../libs/catalogue/src/graphql/${file}`, import.meta.url), 'utf8');
    const { body } = await gql(`${document('HomePage.graphql')}\n${document('GoodsCardFields.graphql')}\n${advFields}`);
    expect(body.errors).toBeUndefined();
    const floors = body.data?.floors as { __typename: string }[];
    expect(floors.map((f) => f.__typename)).toEqual(['FloorStyle1', 'FloorStyle3']);
    expect(body.data?.floatLayer).toMatchObject({ url: '/coupon', show: true });
  });
});

describe('in process (the server render)', () => {
  it('answers the same data as over HTTP, as objects', async () => {
    const { gateway, gql } = setup();
    const query = '{ site { title } navList { id title url } helpClasses(classNum: 2) { id name } }';
    const overHttp = await gql(query);
    const inProcess = await gateway.executeInProcess({ query, cookie: '' });
    expect(inProcess.errors).toBeUndefined();
    expect(JSON.parse(JSON.stringify(inProcess.data))).toEqual(overHttp.body.data);
    expect(inProcess.setCookies).toEqual([]);
  });

  it('passes variables as the wire would (undefined members dropped) and refuses invalid documents', async () => {
    const { rest, gateway } = setup();
    const ok = await gateway.executeInProcess({
      query: 'query H($classNum: Int, $childNum: Int) { helpClasses(classNum: $classNum, childNum: $childNum) { id } }',
      variables: { classNum: 2, childNum: undefined },
      cookie: '',
    });
    expect(ok.errors).toBeUndefined();
    expect(rest.callsTo('/api/helpclass/lists')[0].body).toMatchObject({ class_num: 2 });
    expect(rest.callsTo('/api/helpclass/lists')[0].body).not.toHaveProperty('child_num');
    const invalid = await gateway.executeInProcess({ query: '{ noSuchField }', cookie: '' });
    expect(invalid.errors?.[0].extensions.code).toBeDefined();
    const broken = await gateway.executeInProcess({ query: '{ site {', cookie: '' });
    expect(broken.errors).toHaveLength(1);
  });

  it("sends the cookie's token, masks unexpected errors and hands over the Set-Cookie of a token error", async () => {
    const { rest, gateway } = setup({ '/api/member/info': fail(ErrorCode.TOKEN_ERROR, '登录已过期') });
    const stale = await gateway.executeInProcess({ query: '{ member { id } }', cookie: 'mall_token=stale' });
    expect(rest.calls[0].body.token).toBe('stale');
    expect(stale.data).toEqual({ member: null });
    expect(stale.setCookies).toHaveLength(1);
    expect(stale.setCookies[0]).toMatch(/^mall_token=;/);

    const { gateway: other } = setup({
      '/api/cart/goodslists': { code: 0, message: '', data: [{ cart_id: 1, sku_id: 1, sku_name: 'x', sku_image: '', discount_price: 'secret-internal-value', num: 1, stock: 1, tag_type: 0, tag_level: 0, site_id: 0, site_name: '' }] },
    });
    const masked = await other.executeInProcess({ query: '{ cart { total } }', cookie: 'mall_token=t' });
    expect(JSON.stringify(masked.errors)).not.toContain('secret-internal-value');
    expect(masked.errors?.[0].message).toBe('服务器内部错误，请稍后重试');
  });
});
