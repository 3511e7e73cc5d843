// Register, SMS login, find password, check mobile, password and mobile changes.
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ErrorCode, PHONE_PATTERN, SMS_CODE_MAX_ATTEMPTS } from '@mall/rest-contract';
import { callOk, login, post, testAppPerFile } from '../../test/harness';
import { WRONG_CAPTCHA } from './login-service';
import { MOBILE_TAKEN, MOBILE_UNKNOWN, RESET_KEY_INVALID } from './auth-service';
import { CODE_TOO_MANY, CODE_WRONG, LogSmsSender } from './sms';
import { freshMobile, sendSms } from './test-support';

const sms = new LogSmsSender();
let ipSeq = 0;
// Each test sends from its own address so the per-address SMS cap never interferes.
const nextIp = () => `10.1.0.${++ipSeq}`;

const t = testAppPerFile({ account: { sms } });

const rows = async <T>(query: ReturnType<typeof sql>) => ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

async function registerPersonal(mobile = freshMobile(), over: Record<string, unknown> = {}) {
  expect((await sendSms(t.app, '/api/register/mobileCode', mobile, nextIp())).json.code).toBe(0);
  const code = sms.lastCode(mobile)!;
  const result = await callOk(t.app, '/api/register/mobile', { register_type: 'personal', mobile, code, password: 'abc12345', agreement: true, ...over });
  // The next SMS to this number (another purpose) need not wait the 60 s of the limit tests.
  await t.database.db.execute(sql`delete from rate_counter where key = ${`sms:gap:${mobile}`}`);
  return { mobile, token: result.token };
}

describe('agreements and config', () => {
  it.each(['/api/register/aggrement', '/api/register/aggrementCompany', '/api/register/aggrementPrivacy', '/api/register/aggrementSafegus'] as const)(
    '%s answers a title and sanitised HTML',
    async (path) => {
      const a = await callOk(t.app, path);
      expect(a.title.length).toBeGreaterThan(2);
      expect(a.content).toMatch(/^<h3>/);
      expect(a.content).not.toContain('<script');
    },
  );

  it('register/config tells the rules, including the phone pattern of SPEC §5', async () => {
    const c = await callOk(t.app, '/api/register/config');
    expect(c).toMatchObject({ register_types: ['personal', 'company'], sms_required: true, username_optional: true, password_min: 6, sms_resend_seconds: 60 });
    expect(new RegExp(c.phone_pattern).source).toBe(PHONE_PATTERN.source);
  });
});

describe('register', () => {
  it('refuses a wrong captcha before anything is sent', async () => {
    const mobile = freshMobile();
    const { json } = await post(t.app, '/api/register/mobileCode', { mobile, captcha_id: 'nope', captcha_code: '0000' });
    expect(json).toMatchObject({ code: ErrorCode.BUSINESS, message: WRONG_CAPTCHA });
    expect(sms.lastCode(mobile)).toBeUndefined();
  });

  it.each(['12800138000', '1380013800', '138001380001', 'abc', '23800138000'])('refuses the phone %s', async (mobile) => {
    const { json } = await sendSms(t.app, '/api/register/mobileCode', mobile, nextIp());
    expect(json.code).toBe(ErrorCode.INVALID_INPUT);
    expect(json.message).toContain('手机号格式不正确');
  });

  it('sending is POST only (a GET cannot trigger an SMS)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/register/mobileCode?mobile=13700000000' });
    expect(res.statusCode).toBe(404);
  });

  it('refuses a registered mobile', async () => {
    const { json } = await sendSms(t.app, '/api/register/mobileCode', '13800138000', nextIp());
    expect(json).toMatchObject({ code: ErrorCode.BUSINESS, message: MOBILE_TAKEN });
  });

  it('stores only a hash of the code, valid 5 minutes', async () => {
    const mobile = freshMobile();
    const { json } = await sendSms(t.app, '/api/register/mobileCode', mobile, nextIp());
    expect(json.data).toEqual({ expire_seconds: 300, resend_seconds: 60 });
    const code = sms.lastCode(mobile)!;
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await rows<{ code_hash: string; ttl: number }>(
      sql`select code_hash, extract(epoch from expire_time - create_time)::int as ttl from sms_code where mobile = ${mobile}`,
    );
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.code_hash).not.toContain(code);
    expect(row.ttl).toBe(300);
  });

  it('registers a personal member with the mobile as username, and logs them in', async () => {
    const { mobile, token } = await registerPersonal();
    const info = await callOk(t.app, '/api/member/info', { token });
    expect(info).toMatchObject({ username: mobile, mobile });
    expect((await callOk(t.app, '/api/member/detail', { token })).register_type).toBe('personal');
    // The code is spent.
    const again = await post(t.app, '/api/register/mobile', { register_type: 'personal', mobile, code: sms.lastCode(mobile), password: 'abc12345', agreement: true });
    expect(again.json.message).toBe(MOBILE_TAKEN);
  });

  it('accepts an optional username and refuses a taken one', async () => {
    const { token } = await registerPersonal(freshMobile(), { username: 'farmer_li' });
    expect((await callOk(t.app, '/api/member/info', { token })).username).toBe('farmer_li');
    const mobile = freshMobile();
    await sendSms(t.app, '/api/register/mobileCode', mobile, nextIp());
    const { json } = await post(t.app, '/api/register/mobile', { register_type: 'personal', mobile, code: sms.lastCode(mobile), password: 'abc12345', agreement: true, username: 'demo' });
    expect(json.message).toBe('用户名已被使用');
  });

  it('refuses bad input with clear messages', async () => {
    const base = { register_type: 'personal', mobile: freshMobile(), code: '123456', password: 'abc12345', agreement: true };
    const cases: [Record<string, unknown>, string][] = [
      [{ agreement: false }, '请阅读并同意注册协议'],
      [{ password: 'abcdefgh' }, '密码须同时包含字母和数字'],
      [{ password: 'a1' }, '密码至少 6 位'],
      [{ code: '12ab' }, '短信验证码为 6 位数字'],
      [{ register_type: 'vip' }, '注册类型只能是 personal 或 company'],
      [{ username: '1abc' }, '用户名须以字母开头'],
    ];
    for (const [over, message] of cases) {
      const { json } = await post(t.app, '/api/register/mobile', { ...base, ...over });
      expect(json.code, JSON.stringify(over)).toBe(ErrorCode.INVALID_INPUT);
      expect(json.message).toContain(message);
    }
  });

  it('registers a company with its credit code; a bad credit code is refused', async () => {
    const mobile = freshMobile();
    await sendSms(t.app, '/api/register/mobileCode', mobile, nextIp());
    const body = {
      register_type: 'company',
      mobile,
      code: sms.lastCode(mobile),
      password: 'abc12345',
      agreement: true,
      company_name: '花垣县十八洞村集体经济合作社',
      credit_code: '93433124MA4PXXXX1Y',
      contact_name: '施金通',
    };
    const bad = await post(t.app, '/api/register/mobile', { ...body, credit_code: '12345' });
    expect(bad.json).toMatchObject({ code: ErrorCode.INVALID_INPUT });
    expect(bad.json.message).toContain('统一社会信用代码格式不正确');
    const { token } = await callOk(t.app, '/api/register/mobile', body);
    const detail = await callOk(t.app, '/api/member/detail', { token });
    expect(detail).toMatchObject({ register_type: 'company', company_name: '花垣县十八洞村集体经济合作社', nickname: '花垣县十八洞村集体经济合作社' });
    const [profile] = await rows<{ contact_mobile: string; credit_code: string }>(sql`select contact_mobile, credit_code from member_profile where member_id = ${detail.member_id}`);
    expect(profile).toEqual({ contact_mobile: mobile, credit_code: '93433124MA4PXXXX1Y' });
  });

  it('an expired code is refused', async () => {
    const mobile = freshMobile();
    await sendSms(t.app, '/api/register/mobileCode', mobile, nextIp());
    await t.database.db.execute(sql`update sms_code set expire_time = now() - interval '1 second' where mobile = ${mobile}`);
    const { json } = await post(t.app, '/api/register/mobile', { register_type: 'personal', mobile, code: sms.lastCode(mobile), password: 'abc12345', agreement: true });
    expect(json).toMatchObject({ code: ErrorCode.BUSINESS, message: CODE_WRONG });
  });

  it(`a code allows ${SMS_CODE_MAX_ATTEMPTS} wrong attempts, then even the right code is refused`, async () => {
    const mobile = freshMobile();
    await sendSms(t.app, '/api/register/mobileCode', mobile, nextIp());
    const right = sms.lastCode(mobile)!;
    const wrong = right === '000000' ? '111111' : '000000';
    const body = { register_type: 'personal', mobile, password: 'abc12345', agreement: true };
    const messages: string[] = [];
    for (let i = 0; i < SMS_CODE_MAX_ATTEMPTS; i++) messages.push((await post(t.app, '/api/register/mobile', { ...body, code: wrong })).json.message);
    expect(messages[0]).toBe('短信验证码错误，还可尝试 4 次');
    expect(messages.at(-1)).toBe(CODE_TOO_MANY);
    expect((await post(t.app, '/api/register/mobile', { ...body, code: right })).json.message).toBe(CODE_WRONG);
  });

  it('a newer code retires the older one', async () => {
    const mobile = freshMobile();
    await sendSms(t.app, '/api/register/mobileCode', mobile, nextIp());
    const first = sms.lastCode(mobile)!;
    await t.database.db.execute(sql`delete from rate_counter where key like ${`sms:gap:${mobile}%`}`);
    await sendSms(t.app, '/api/register/mobileCode', mobile, nextIp());
    const second = sms.lastCode(mobile)!;
    if (first !== second) {
      const { json } = await post(t.app, '/api/register/mobile', { register_type: 'personal', mobile, code: first, password: 'abc12345', agreement: true });
      expect(json.code).toBe(ErrorCode.BUSINESS);
    }
    expect((await post(t.app, '/api/register/mobile', { register_type: 'personal', mobile, code: second, password: 'abc12345', agreement: true })).json.code).toBe(0);
  });
});

describe('SMS login', () => {
  it('refuses an unregistered mobile', async () => {
    const { json } = await sendSms(t.app, '/api/login/mobileCode', freshMobile(), nextIp());
    expect(json).toMatchObject({ code: ErrorCode.BUSINESS, message: MOBILE_UNKNOWN });
  });

  it('logs in with the code; the session honours auto_login', async () => {
    const mobile = '13900001001';
    await sendSms(t.app, '/api/login/mobileCode', mobile, nextIp());
    const wrong = await post(t.app, '/api/login/mobile', { mobile, code: '000000' === sms.lastCode(mobile) ? '111111' : '000000' });
    expect(wrong.json.code).toBe(ErrorCode.BUSINESS);
    const result = await callOk(t.app, '/api/login/mobile', { mobile, code: sms.lastCode(mobile), auto_login: 7 });
    expect(Math.abs(result.expire_time - (Date.now() / 1000 + 7 * 86400))).toBeLessThan(60);
    expect((await callOk(t.app, '/api/member/info', { token: result.token })).mobile).toBe(mobile);
    expect((await post(t.app, '/api/login/mobile', { mobile, code: sms.lastCode(mobile) })).json.message).toBe(CODE_WRONG);
  });
});

describe('find password', () => {
  it('code → one-time key → new password; every session ends', async () => {
    const { mobile, token } = await registerPersonal();
    expect((await sendSms(t.app, '/api/findpassword/mobilecode', mobile, nextIp())).json.code).toBe(0);
    const code = sms.lastCode(mobile)!;
    expect((await post(t.app, '/api/findpassword/mobilecodechecked', { mobile, code: code === '000000' ? '111111' : '000000' })).json.code).toBe(ErrorCode.BUSINESS);
    const { key } = await callOk(t.app, '/api/findpassword/mobilecodechecked', { mobile, code });
    expect(key).toMatch(/^[0-9a-f]{48}$/);
    expect((await post(t.app, '/api/findpassword/mobile', { mobile, key: 'f'.repeat(48), password: 'new12345' })).json.message).toBe(RESET_KEY_INVALID);
    expect((await post(t.app, '/api/findpassword/mobile', { mobile: '13800138000', key, password: 'new12345' })).json.message).toBe(RESET_KEY_INVALID);
    expect(await callOk(t.app, '/api/findpassword/mobile', { mobile, key, password: 'new12345' })).toBe(true);
    expect((await post(t.app, '/api/findpassword/mobile', { mobile, key, password: 'other123' })).json.message).toBe(RESET_KEY_INVALID);
    expect((await post(t.app, '/api/member/info', { token })).json.code).toBe(ErrorCode.TOKEN_ERROR);
    expect(await login(t.app, mobile, 'new12345')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('an expired key is refused', async () => {
    const { mobile } = await registerPersonal();
    await sendSms(t.app, '/api/findpassword/mobilecode', mobile, nextIp());
    const { key } = await callOk(t.app, '/api/findpassword/mobilecodechecked', { mobile, code: sms.lastCode(mobile) });
    await t.database.db.execute(sql`update password_reset_key set expire_time = now() - interval '1 second'`);
    expect((await post(t.app, '/api/findpassword/mobile', { mobile, key, password: 'new12345' })).json.message).toBe(RESET_KEY_INVALID);
  });

  it('checkmobile tells whether a number is registered', async () => {
    expect(await callOk(t.app, '/api/member/checkmobile', { mobile: '13800138000' })).toEqual({ registered: true });
    expect(await callOk(t.app, '/api/member/checkmobile', { mobile: '13700000001' })).toEqual({ registered: false });
    expect((await post(t.app, '/api/member/checkmobile', { mobile: '110' })).json.code).toBe(ErrorCode.INVALID_INPUT);
  });
});

describe('security settings', () => {
  it('modify password checks the old one and ends the other sessions', async () => {
    const { mobile, token } = await registerPersonal();
    const other = await login(t.app, mobile, 'abc12345');
    expect((await post(t.app, '/api/member/modifypassword', { token, old_password: 'wrong1234', new_password: 'xyz98765' })).json.message).toBe('原密码不正确');
    expect((await post(t.app, '/api/member/modifypassword', { token, old_password: 'abc12345', new_password: 'short' })).json.code).toBe(ErrorCode.INVALID_INPUT);
    expect(await callOk(t.app, '/api/member/modifypassword', { token, old_password: 'abc12345', new_password: 'xyz98765' })).toBe(true);
    expect((await post(t.app, '/api/member/info', { token: other })).json.code).toBe(ErrorCode.TOKEN_ERROR);
    expect((await callOk(t.app, '/api/member/info', { token })).mobile).toBe(mobile);
    expect(await login(t.app, mobile, 'xyz98765')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('change mobile: the code goes to the new number, which must be free', async () => {
    const { token } = await registerPersonal();
    const taken = await sendSms(t.app, '/api/member/modifymobileCode', '13800138000', nextIp(), { token });
    expect(taken.json.message).toBe(MOBILE_TAKEN);
    const next = freshMobile();
    expect((await sendSms(t.app, '/api/member/modifymobileCode', next, nextIp(), { token })).json.code).toBe(0);
    expect((await post(t.app, '/api/member/modifymobile', { token, mobile: next, code: '12345' })).json.code).toBe(ErrorCode.INVALID_INPUT);
    expect(await callOk(t.app, '/api/member/modifymobile', { token, mobile: next, code: sms.lastCode(next) })).toBe(true);
    expect((await callOk(t.app, '/api/member/info', { token })).mobile).toBe(next);
    expect((await callOk(t.app, '/api/member/checkmobile', { mobile: next })).registered).toBe(true);
  });

  it('modifymobileCode needs a session', async () => {
    const { json } = await sendSms(t.app, '/api/member/modifymobileCode', freshMobile(), nextIp());
    expect(json.code).toBe(ErrorCode.TOKEN_ERROR);
  });
});
