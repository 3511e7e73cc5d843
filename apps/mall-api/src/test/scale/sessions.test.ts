// Session look-ups cached in Redis between two mall-api instances over one database: a session read
// on instance B after a login on A is cached; a logout on A, a password change and a frozen member
// are refused by B at once (the cache entries are evicted, not left to expire); with Redis gone,
// look-ups fall back to the database.
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ErrorCode } from '@mall/rest-contract';
import { buildApp } from '../../app';
import { openDatabase, type Database } from '../../db/client';
import { memberToken } from '../../db/schema';
import { fixedCodeCaptchaService } from '../../modules/captcha/service';
import { hashToken } from '../../modules/member/session';
import { consoleCaller } from '../../modules/admin-review/test-support';
import { callOk, login, post } from '../harness';
import { cloneDatabase, urlFor } from '../pg-admin';
import { FIXED_CAPTCHA, startRedis, uniqueName } from '../faults/support';

let redis: Awaited<ReturnType<typeof startRedis>>;
const databases: Database[] = [];
const apps: FastifyInstance[] = [];
let probe: import('ioredis').Redis;

beforeAll(async () => {
  const name = uniqueName(`${inject('faultsTemplate')}_sessions`);
  await cloneDatabase(inject('faultsPgBase'), inject('faultsTemplate'), name);
  redis = await startRedis();
  const { Redis } = await import('ioredis');
  probe = new Redis(redis.url);
  probe.on('error', () => undefined); // the last test stops Redis under it
  for (let i = 0; i < 2; i++) {
    const database = await openDatabase({ url: urlFor(inject('faultsPgBase'), name) });
    databases.push(database);
    apps.push(await buildApp({ db: database, captcha: fixedCodeCaptchaService(FIXED_CAPTCHA), rateLimit: false, redisUrl: redis.url, logger: false }));
  }
  await Promise.all(apps.map((a) => a.ready()));
});
afterAll(async () => {
  probe?.disconnect();
  for (const app of apps) await app.close();
  for (const database of databases) await database.close();
  await redis?.stop();
});

const [a, b] = [() => apps[0], () => apps[1]];
const cachedKey = (token: string) => `mall:session:${hashToken(token)}`;
const memberInfo = (app: FastifyInstance, token: string) => post(app, '/api/member/info', { token });

describe('sessions cached in Redis across two instances', () => {
  it('a look-up is cached and then answered without the database', async () => {
    const token = await login(a());
    expect((await memberInfo(b(), token)).json.code).toBe(0);
    expect(await probe.exists(cachedKey(token))).toBe(1);
    const ttl = await probe.pttl(cachedKey(token));
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60_000);
    // Revoked behind the cache's back (no eviction): the cached entry still answers, which shows
    // the look-up did not read the row. Every revocation path of the app evicts (below).
    await databases[0].db.update(memberToken).set({ revoked: true }).where(eq(memberToken.tokenHash, hashToken(token)));
    expect((await memberInfo(b(), token)).json.code).toBe(0);
    await probe.del(cachedKey(token));
    expect((await memberInfo(b(), token)).json.code).toBe(ErrorCode.TOKEN_ERROR);
  });

  it('a logout on one instance is refused by the other at once', async () => {
    const token = await login(a());
    expect((await memberInfo(b(), token)).json.code).toBe(0);
    expect((await memberInfo(a(), token)).json.code).toBe(0);
    await callOk(a(), '/api/login/logout', { token });
    expect(await probe.exists(cachedKey(token))).toBe(0);
    expect((await memberInfo(b(), token)).json.code).toBe(ErrorCode.TOKEN_ERROR);
    expect((await memberInfo(a(), token)).json.code).toBe(ErrorCode.TOKEN_ERROR);
  });

  it('a password change ends the other sessions on every instance; the changing one stays', async () => {
    const keep = await login(a(), 'member02', 'member2pass');
    const other = await login(b(), 'member02', 'member2pass');
    expect((await memberInfo(b(), other)).json.code).toBe(0);
    await callOk(a(), '/api/member/modifypassword', { token: keep, old_password: 'member2pass', new_password: 'member2pass2' });
    expect((await memberInfo(b(), other)).json.code).toBe(ErrorCode.TOKEN_ERROR);
    expect((await memberInfo(b(), keep)).json.code).toBe(0);
    await callOk(b(), '/api/member/modifypassword', { token: keep, old_password: 'member2pass2', new_password: 'member2pass' });
  });

  it('a member frozen in the console is refused by the other instance at once', async () => {
    const token = await login(b(), 'member03', 'member3pass');
    const { memberId } = (await databases[0].db.select({ memberId: memberToken.memberId }).from(memberToken).where(eq(memberToken.tokenHash, hashToken(token))))[0];
    expect((await memberInfo(b(), token)).json.code).toBe(0);
    const admin = await consoleCaller(a(), databases[0].db, 'super_admin');
    expect((await admin.call('/admin/api/members/freeze', { id: memberId, frozen: true, reason: '测试冻结' })).code).toBe(0);
    expect((await memberInfo(b(), token)).json.code).toBe(ErrorCode.TOKEN_ERROR);
    expect((await admin.call('/admin/api/members/freeze', { id: memberId, frozen: false, reason: '测试解冻' })).code).toBe(0);
  });

  it('with Redis gone, sessions are read from the database', async () => {
    const token = await login(a());
    await redis.stop();
    expect((await memberInfo(b(), token)).json.code).toBe(0);
    await callOk(a(), '/api/login/logout', { token });
    expect((await memberInfo(b(), token)).json.code).toBe(ErrorCode.TOKEN_ERROR);
  });
});
