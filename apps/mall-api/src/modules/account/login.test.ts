// Captcha, login, member info, logout and the cart as seen by visitors and members.
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CART_DROPDOWN_SCROLL_AFTER, ErrorCode } from '@mall/rest-contract';
import { callOk, login, post, TEST_CAPTCHA, testAppPerFile } from '../../test/harness';
import { loginCaptchaFromEnv } from '../../config';
import { CAPTCHA_REQUIRED, createLoginService, WRONG_CAPTCHA, WRONG_CREDENTIALS } from './login-service';

const t = testAppPerFile();

const loginBody = async (over: Record<string, unknown> = {}) => {
  const captcha = await callOk(t.app, '/api/captcha/captcha');
  return { username: 'demo', password: 'demo123456', captcha_id: captcha.id, captcha_code: TEST_CAPTCHA, ...over };
};

describe('captcha', () => {
  it('returns an id and a PNG data URL (no outlines to read), and stores only a hash', async () => {
    const c = await callOk(t.app, '/api/captcha/captcha');
    expect(c.id).toMatch(/^[0-9a-f]{32}$/);
    expect(c.img).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
    const rows = await t.database.db.execute(sql`select code_hash from captcha where id = ${c.id}`);
    const stored = (rows as unknown as { rows: { code_hash: string }[] }).rows[0].code_hash;
    expect(stored).toMatch(/^[0-9a-f]{64}$/);
    expect(stored).not.toContain(TEST_CAPTCHA);
  });

  it('refreshing with the old id spends the old captcha', async () => {
    const first = await callOk(t.app, '/api/captcha/captcha');
    await callOk(t.app, '/api/captcha/captcha', { captcha_id: first.id });
    const { json } = await post(t.app, '/api/login/login', await loginBody({ captcha_id: first.id }));
    expect(json).toMatchObject({ code: ErrorCode.BUSINESS, message: WRONG_CAPTCHA });
  });

});

describe('the captcha only when needed', () => {
  /** A call from `ip` (each test its own address, so failures elsewhere in the file do not count). */
  const from = async (ip: string, path: string, body: Record<string, unknown> = {}) =>
    (await t.app.inject({ method: 'POST', url: path, payload: body, remoteAddress: ip })).json() as { code: number; message: string; data: { pc_login?: boolean; token?: string } };

  it('a fresh address logs in without one; after a failure the address and the account need it', async () => {
    const ip = '203.0.113.21';
    expect((await from(ip, '/api/login/login_captcha')).data).toEqual({ pc_login: false });
    expect((await from(ip, '/api/login/login', { username: 'member04', password: 'member4pass' })).data.token).toMatch(/\w{20,}/);
    expect((await from(ip, '/api/login/login', { username: 'member04', password: 'wrong-pass' })).message).toBe(WRONG_CREDENTIALS);
    // The address: any account now.
    expect((await from(ip, '/api/login/login_captcha')).data).toEqual({ pc_login: true });
    expect(await from(ip, '/api/login/login', { username: 'member05', password: 'member5pass' })).toMatchObject({ code: ErrorCode.BUSINESS, message: CAPTCHA_REQUIRED });
    expect((await from(ip, '/api/login/login', await loginBody({ username: 'member05', password: 'member5pass' }))).data.token).toMatch(/\w{20,}/);
    // The account: from another address too; another account there is not affected.
    const other = '203.0.113.22';
    expect((await from(other, '/api/login/login_captcha', { username: 'member04' })).data).toEqual({ pc_login: true });
    expect((await from(other, '/api/login/login_captcha', { username: 'member06' })).data).toEqual({ pc_login: false });
    expect((await from(other, '/api/login/login', { username: 'member04', password: 'member4pass' })).message).toBe(CAPTCHA_REQUIRED);
  });

  it('a captcha sent when none is needed is still checked; bad input is refused', async () => {
    const ip = '203.0.113.23';
    expect(await from(ip, '/api/login/login', { username: 'member06', password: 'member6pass', captcha_id: 'x', captcha_code: '0000' })).toMatchObject({ message: WRONG_CAPTCHA });
    expect((await from(ip, '/api/login/login_captcha', { username: 'u'.repeat(65) })).code).toBe(ErrorCode.INVALID_INPUT);
    expect((await from(ip, '/api/login/login', { username: 'member06', password: 'member6pass', captcha_code: '123456789' })).code).toBe(ErrorCode.INVALID_INPUT);
  });

  it('LOGIN_CAPTCHA=always asks every time', async () => {
    const always = createLoginService(t.database.db, { consume: async () => false } as never, undefined, undefined, 'always');
    expect(await always.loginCaptcha('', '203.0.113.24')).toEqual({ pc_login: true });
    await expect(always.login({ username: 'demo', password: 'demo123456', captcha_id: '', captcha_code: '', auto_login: 0 }, '203.0.113.24')).rejects.toThrow(CAPTCHA_REQUIRED);
    expect(loginCaptchaFromEnv({ LOGIN_CAPTCHA: 'always' })).toBe('always');
    expect(loginCaptchaFromEnv({})).toBe('auto');
    expect(() => loginCaptchaFromEnv({ LOGIN_CAPTCHA: 'sometimes' })).toThrow(/always or auto/);
  });
});

describe('login', () => {
  it('refuses a wrong captcha, and the captcha is spent', async () => {
    const body = await loginBody({ captcha_code: '0000' });
    expect((await post(t.app, '/api/login/login', body)).json).toMatchObject({ code: ErrorCode.BUSINESS, message: WRONG_CAPTCHA });
    const retry = await post(t.app, '/api/login/login', { ...body, captcha_code: TEST_CAPTCHA });
    expect(retry.json.message).toBe(WRONG_CAPTCHA);
  });

  it('refuses a captcha used twice', async () => {
    const body = await loginBody();
    expect((await post(t.app, '/api/login/login', body)).json.code).toBe(0);
    expect((await post(t.app, '/api/login/login', body)).json).toMatchObject({ code: ErrorCode.BUSINESS, message: WRONG_CAPTCHA });
  });

  it('refuses an unknown captcha id', async () => {
    const { json } = await post(t.app, '/api/login/login', await loginBody({ captcha_id: 'nope' }));
    expect(json.message).toBe(WRONG_CAPTCHA);
  });

  it('refuses a wrong password and an unknown account with the same message', async () => {
    expect((await post(t.app, '/api/login/login', await loginBody({ password: 'wrong-password' }))).json).toMatchObject({
      code: ErrorCode.BUSINESS,
      message: WRONG_CREDENTIALS,
      data: null,
    });
    expect((await post(t.app, '/api/login/login', await loginBody({ username: 'nobody' }))).json.message).toBe(WRONG_CREDENTIALS);
  });

  it('accepts the mobile number as the account', async () => {
    const result = await callOk(t.app, '/api/login/login', await loginBody({ username: '13800138000' }));
    expect(result.token).toMatch(/^[0-9a-f]{64}$/);
  });

  it('a session login has expire_time 0; auto_login days set the expiry', async () => {
    const session = await callOk(t.app, '/api/login/login', await loginBody());
    expect(session).toMatchObject({ expire_time: 0, auto_login: 0 });
    const week = await callOk(t.app, '/api/login/login', await loginBody({ auto_login: 7 }));
    const expected = Date.now() / 1000 + 7 * 86400;
    expect(Math.abs(week.expire_time - expected)).toBeLessThan(60);
  });

  it('stores only the sha256 of the token', async () => {
    const token = await login(t.app);
    const rows = await t.database.db.execute(sql`select count(*)::int as n from member_token where token_hash = ${token}`);
    expect((rows as unknown as { rows: { n: number }[] }).rows[0].n).toBe(0);
  });

  it('success, then member/info works, then logout revokes the token', async () => {
    const token = await login(t.app);
    const info = await callOk(t.app, '/api/member/info', { token });
    expect(info).toMatchObject({ username: 'demo', mobile: '13800138000', nickname: '帮扶体验官', balance: '1288.00', member_level_name: '黄金会员' });
    expect(await callOk(t.app, '/api/login/logout', { token })).toBe(true);
    const after = await post(t.app, '/api/member/info', { token });
    expect(after.json).toMatchObject({ code: ErrorCode.TOKEN_ERROR, message: '登录已失效，请重新登录' });
    // Logging out twice is harmless.
    expect(await callOk(t.app, '/api/login/logout', { token })).toBe(true);
  });

  it('an expired token is TOKEN_ERROR', async () => {
    const token = await login(t.app);
    await t.database.db.execute(sql`update member_token set expire_time = now() - interval '1 minute' where revoked = false`);
    expect((await post(t.app, '/api/member/info', { token })).json.code).toBe(ErrorCode.TOKEN_ERROR);
  });

  it('over-long credentials are INVALID_INPUT', async () => {
    const { json } = await post(t.app, '/api/login/login', await loginBody({ password: 'p'.repeat(129) }));
    expect(json).toMatchObject({ code: ErrorCode.INVALID_INPUT });
    expect(json.message).toContain('密码过长');
  });
});

describe('cart', () => {
  it('is empty for visitors', async () => {
    expect(await callOk(t.app, '/api/cart/count')).toBe(0);
    expect(await callOk(t.app, '/api/cart/goodslists')).toEqual([]);
    // A bad token on an optional call is a visitor, not an error.
    expect(await callOk(t.app, '/api/cart/count', { token: 'a'.repeat(64) })).toBe(0);
  });

  it("holds the demo member's items, more than the dropdown shows before scrolling", async () => {
    const token = await login(t.app);
    const items = await callOk(t.app, '/api/cart/goodslists', { token });
    expect(items.length).toBeGreaterThan(CART_DROPDOWN_SCROLL_AFTER);
    for (const item of items) {
      expect(item.discount_price).toMatch(/^\d+\.\d{2}$/);
      expect(item.sku_image).toMatch(/^\/upload\/goods\/\d+_\d\.svg$/);
      expect(item.site_name).toContain('合作社');
    }
    const count = await callOk(t.app, '/api/cart/count', { token });
    expect(count).toBe(items.reduce((n, i) => n + i.num, 0));
  });
});
