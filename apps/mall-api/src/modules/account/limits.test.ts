// The abuse limits: SMS per phone (60 s, daily cap) and per address, login failures per account and
// per address (slowed, then refused for a while). Both LimitStores (database, real local Redis), a
// restart, and two mall-api instances sharing one store.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '@mall/rest-contract';
import { buildApp, type AppOptions } from '../../app';
import type { Database } from '../../db/client';
import { fixedCodeCaptchaService } from '../captcha/service';
import { TEST_CAPTCHA, openTestDatabase } from '../../test/harness';
import type { AccountLimits } from './guard';
import { createDbLimitStore, createRedisLimitStore, type LimitStore } from './limit-store';
import { LogSmsSender } from './sms';
import { captcha, freshMobile, postFrom, sendSms } from './test-support';

const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const RUN_PREFIX = `mall-api-test:${randomBytes(6).toString('hex')}:`;

let database: Database;
let disposeDb: () => Promise<void>;
const redisClients: Redis[] = [];
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  ({ database, dispose: disposeDb } = await openTestDatabase());
});
afterAll(async () => {
  for (const app of apps) await app.close();
  if (redisClients[0]) {
    const keys = await redisClients[0].keys(`${RUN_PREFIX}*`);
    if (keys.length) await redisClients[0].del(...keys);
  }
  for (const r of redisClients) r.disconnect();
  await disposeDb?.();
});

function redisStore(prefix = RUN_PREFIX): LimitStore {
  const client = new Redis(REDIS_URL, { maxRetriesPerRequest: 2 });
  redisClients.push(client);
  return createRedisLimitStore(client, prefix);
}

async function app(limits: Partial<AccountLimits> = {}, store?: LimitStore, extra: Partial<AppOptions> = {}, limitKeyPrefix?: string) {
  const sms = new LogSmsSender();
  const instance = await buildApp({
    db: database,
    captcha: fixedCodeCaptchaService(TEST_CAPTCHA),
    rateLimit: false,
    account: { sms, limits: { loginSlowStepMs: 0, ...limits }, limitStore: store, limitKeyPrefix },
    ...extra,
  });
  await instance.ready();
  apps.push(instance);
  return { app: instance, sms };
}

let ipSeq = 0;
const nextIp = () => `10.2.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

async function passwordLogin(a: FastifyInstance, username: string, password: string, ip: string) {
  return postFrom(a, '/api/login/login', { username, password, ...(await captcha(a)) }, ip);
}

describe.each([
  ['database', () => createDbLimitStore(database.db)],
  ['Redis', () => redisStore(`${RUN_PREFIX}unit:`)],
])('%s LimitStore', (_name, make) => {
  it('counts within a window, reports the time left, and forgets after it', async () => {
    const store = make();
    const key = `k:${randomBytes(4).toString('hex')}`;
    expect(await store.peek(key)).toBeNull();
    const first = await store.hit(key, 60_000);
    expect(first.count).toBe(1);
    expect(first.resetMs).toBeGreaterThan(55_000);
    expect(first.resetMs).toBeLessThanOrEqual(60_000);
    expect((await store.hit(key, 60_000)).count).toBe(2);
    expect((await store.peek(key))?.count).toBe(2);
    await store.clear(key);
    expect(await store.peek(key)).toBeNull();
    const short = `s:${randomBytes(4).toString('hex')}`;
    await store.hit(short, 50);
    await new Promise((r) => setTimeout(r, 120));
    expect(await store.peek(short)).toBeNull();
    expect((await store.hit(short, 50)).count).toBe(1);
  });

  it('is atomic under concurrent hits', async () => {
    const store = make();
    const key = `c:${randomBytes(4).toString('hex')}`;
    const counts = await Promise.all(Array.from({ length: 20 }, () => store.hit(key, 60_000)));
    expect(counts.map((c) => c.count).sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });
});

describe('SMS limits', () => {
  it('one SMS per phone per 60 s', async () => {
    const { app: a, sms } = await app();
    const mobile = freshMobile();
    expect((await sendSms(a, '/api/register/mobileCode', mobile, nextIp())).json.code).toBe(0);
    const first = sms.lastCode(mobile);
    const again = await sendSms(a, '/api/register/mobileCode', mobile, nextIp());
    expect(again.json.code).toBe(ErrorCode.RATE_LIMITED);
    expect(again.json.message).toMatch(/^短信发送过于频繁，请 (60|59|58) 秒后再试$/);
    expect(sms.lastCode(mobile)).toBe(first);
  });

  it('a daily cap per phone', async () => {
    const { app: a } = await app({ smsGapMs: 1, smsPerPhonePerDay: 3 });
    const mobile = freshMobile();
    for (let i = 0; i < 3; i++) {
      await new Promise((r) => setTimeout(r, 5));
      expect((await sendSms(a, '/api/register/mobileCode', mobile, nextIp())).json.code).toBe(0);
    }
    await new Promise((r) => setTimeout(r, 5));
    const { json } = await sendSms(a, '/api/register/mobileCode', mobile, nextIp());
    expect(json).toMatchObject({ code: ErrorCode.RATE_LIMITED, message: '该手机号今日短信已达上限（3 条），请明天再试' });
  });

  it('a daily cap per address', async () => {
    const { app: a } = await app({ smsPerIpPerDay: 2 });
    const ip = nextIp();
    expect((await sendSms(a, '/api/register/mobileCode', freshMobile(), ip)).json.code).toBe(0);
    expect((await sendSms(a, '/api/register/mobileCode', freshMobile(), ip)).json.code).toBe(0);
    const third = await sendSms(a, '/api/register/mobileCode', freshMobile(), ip);
    expect(third.json).toMatchObject({ code: ErrorCode.RATE_LIMITED, message: '当前网络今日获取短信过多，请明天再试' });
    expect((await sendSms(a, '/api/register/mobileCode', freshMobile(), nextIp())).json.code).toBe(0);
  });
});

describe('login failures', () => {
  it('are slowed, then refused for 15 minutes with the time left; other accounts are unaffected', async () => {
    const { app: a } = await app({ loginSlowStepMs: 150 });
    const ip = nextIp();
    const answers: { message: string; ms: number }[] = [];
    for (let i = 0; i < 5; i++) {
      const started = Date.now();
      const { json } = await passwordLogin(a, 'member01', 'wrong-password', ip);
      answers.push({ message: json.message, ms: Date.now() - started });
    }
    expect(answers.map((x) => x.message)).toEqual([
      '账号或密码错误',
      '账号或密码错误',
      '账号或密码错误，还可尝试 2 次',
      '账号或密码错误，还可尝试 1 次',
      '登录失败次数过多，请 15 分钟后再试',
    ]);
    // The 3rd and 4th failures wait one and two steps.
    expect(answers[2].ms).toBeGreaterThanOrEqual(140);
    expect(answers[3].ms).toBeGreaterThanOrEqual(290);
    const locked = await passwordLogin(a, 'member01', 'member1pass', nextIp());
    expect(locked.json).toMatchObject({ code: ErrorCode.RATE_LIMITED, message: '登录失败次数过多，请 15 分钟后再试' });
    // The mobile of the same member is the same account.
    expect((await passwordLogin(a, '13900001000', 'member1pass', nextIp())).json.code).toBe(ErrorCode.RATE_LIMITED);
    expect((await passwordLogin(a, 'member02', 'member2pass', nextIp())).json.code).toBe(0);
  });

  it('SMS-code login failures count too', async () => {
    const { app: a, sms } = await app({ loginFailMax: 3 });
    const mobile = '13900001007'; // member08
    await sendSms(a, '/api/login/mobileCode', mobile, nextIp());
    const right = sms.lastCode(mobile)!;
    const wrong = right === '000000' ? '111111' : '000000';
    const messages: string[] = [];
    for (let i = 0; i < 3; i++) messages.push((await postFrom(a, '/api/login/mobile', { mobile, code: wrong }, nextIp())).json.message);
    // The code's own count (4, 3 left) and the account's (2, 1 left): one number, the smaller, said once.
    expect(messages.slice(0, 2)).toEqual(['短信验证码错误，还可尝试 2 次', '短信验证码错误，还可尝试 1 次']);
    expect(messages.at(-1)).toBe('登录失败次数过多，请 15 分钟后再试');
    expect((await postFrom(a, '/api/login/mobile', { mobile, code: right }, nextIp())).json.code).toBe(ErrorCode.RATE_LIMITED);
  });

  it('an address with many failures over different accounts is refused', async () => {
    const { app: a } = await app({ loginFailMaxPerIp: 3 });
    const ip = nextIp();
    await passwordLogin(a, 'nobody-1', 'x', ip);
    await passwordLogin(a, 'nobody-2', 'x', ip);
    expect((await passwordLogin(a, 'nobody-3', 'x', ip)).json.code).toBe(ErrorCode.RATE_LIMITED);
    expect((await passwordLogin(a, 'member03', 'member3pass', ip)).json).toMatchObject({ code: ErrorCode.RATE_LIMITED });
    const fresh = await passwordLogin(a, 'member03', 'member3pass', nextIp());
    expect(fresh.json.message).toBe('操作成功');
  });

  it('a success clears the account failures', async () => {
    const { app: a } = await app({ loginFailMax: 3 });
    await passwordLogin(a, 'member04', 'wrong', nextIp());
    await passwordLogin(a, 'member04', 'wrong', nextIp());
    expect((await passwordLogin(a, 'member04', 'member4pass', nextIp())).json.code).toBe(0);
    expect((await passwordLogin(a, 'member04', 'wrong', nextIp())).json.message).toBe('账号或密码错误，还可尝试 2 次');
  });
});

describe('limits hold across restarts and instances', () => {
  it('database store: a lock survives a restart of mall-api', async () => {
    const first = await app({ loginFailMax: 2 });
    await passwordLogin(first.app, 'member05', 'wrong', nextIp());
    expect((await passwordLogin(first.app, 'member05', 'wrong', nextIp())).json.code).toBe(ErrorCode.RATE_LIMITED);
    await first.app.close();
    apps.splice(apps.indexOf(first.app), 1);
    const second = await app({ loginFailMax: 2 });
    expect((await passwordLogin(second.app, 'member05', 'member5pass', nextIp())).json.code).toBe(ErrorCode.RATE_LIMITED);
  });

  it('database store: two instances share the SMS limit', async () => {
    const one = await app();
    const two = await app();
    const mobile = freshMobile();
    expect((await sendSms(one.app, '/api/register/mobileCode', mobile, nextIp())).json.code).toBe(0);
    expect((await sendSms(two.app, '/api/register/mobileCode', mobile, nextIp())).json.code).toBe(ErrorCode.RATE_LIMITED);
    // …and the code sent by one instance is accepted by the other.
    const { json } = await postFrom(two.app, '/api/register/mobile', { register_type: 'personal', mobile, code: one.sms.lastCode(mobile), password: 'abc12345', agreement: true });
    expect(json.code).toBe(0);
  });

  it('Redis store: two instances (two Redis clients) share the SMS and login limits', async () => {
    const prefix = `${RUN_PREFIX}apps:`;
    const one = await app({ loginFailMax: 2 }, redisStore(prefix));
    const two = await app({ loginFailMax: 2 }, redisStore(prefix));
    const mobile = freshMobile();
    expect((await sendSms(one.app, '/api/register/mobileCode', mobile, nextIp())).json.code).toBe(0);
    expect((await sendSms(two.app, '/api/register/mobileCode', mobile, nextIp())).json.code).toBe(ErrorCode.RATE_LIMITED);
    await passwordLogin(one.app, 'member06', 'wrong', nextIp());
    expect((await passwordLogin(two.app, 'member06', 'wrong', nextIp())).json.code).toBe(ErrorCode.RATE_LIMITED);
    expect((await passwordLogin(one.app, 'member06', 'member6pass', nextIp())).json.code).toBe(ErrorCode.RATE_LIMITED);
    // The counters are in Redis, not in the database.
    const keys = await redisClients[0].keys(`${prefix}*`);
    expect(keys.some((k) => k.startsWith(`${prefix}sms:gap:${mobile}`))).toBe(true);
  });

  it('redisUrl selects the Redis store, and it survives a restart', async () => {
    const prefix = `${RUN_PREFIX}url:`;
    const viaUrl = { redisUrl: REDIS_URL };
    const first = await app({ loginFailMax: 2 }, undefined, viaUrl, prefix);
    await passwordLogin(first.app, 'member07', 'wrong', nextIp());
    expect((await passwordLogin(first.app, 'member07', 'wrong', nextIp())).json.code).toBe(ErrorCode.RATE_LIMITED);
    const client = new Redis(REDIS_URL);
    redisClients.push(client);
    // member07 is member 8.
    expect(await client.exists(`${prefix}login:lock:a:m:8`)).toBe(1);
    await first.app.close();
    apps.splice(apps.indexOf(first.app), 1);
    const second = await app({ loginFailMax: 2 }, undefined, viaUrl, prefix);
    expect((await passwordLogin(second.app, 'member07', 'member7pass', nextIp())).json.code).toBe(ErrorCode.RATE_LIMITED);
  });
});
