// Redis unreachable (REDIS_URL at a closed port) and Redis going away mid-run (a private redis-server,
// killed): the per-address limits fall back to per-instance memory counters and still refuse callers
// over the limit; the switch is logged once, not per request; logins keep working (the account
// limits count in the database meanwhile); when Redis is back the counters are shared again.
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase, type Database } from '../../db/client';
import { fixedCodeCaptchaService } from '../../modules/captcha/service';
import { createMetrics } from '../../ops/metrics';
import type { FallbackState } from '../../ops/rate-limit-store';
import { cloneDatabase, dropDatabase, urlFor } from '../pg-admin';
import { FIXED_CAPTCHA, freePort, sleep, startRedis, uniqueName } from './support';

const MAX = 3;
let database: Database;
let dbName: string;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  dbName = uniqueName(`${inject('faultsTemplate')}_redis`);
  await cloneDatabase(inject('faultsPgBase'), inject('faultsTemplate'), dbName);
  database = await openDatabase({ url: urlFor(inject('faultsPgBase'), dbName) });
});

afterAll(async () => {
  for (const app of apps) await app.close();
  await database?.close();
  if (dbName) await dropDatabase(inject('faultsPgBase'), dbName);
});

async function appWithRedis(redisUrl: string) {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const state: FallbackState = { degraded: false };
  const metrics = createMetrics({ defaultMetrics: false });
  const app = await buildApp({
    db: database,
    redisUrl,
    captcha: fixedCodeCaptchaService(FIXED_CAPTCHA),
    rateLimit: { login: { max: 50, timeWindow: 60_000 }, captcha: { max: MAX, timeWindow: 60_000 } },
    account: { limitKeyPrefix: `mall-faults:${dbName}:` },
    rateLimitState: state,
    metrics,
    logger: { level: 'warn', stream },
  });
  await app.ready();
  apps.push(app);
  const captcha = (ip: string) => app.inject({ method: 'POST', url: '/api/captcha/captcha', payload: {}, remoteAddress: ip });
  const fallbackLogs = () => lines.filter((l) => l.includes('falling back to per-instance in-memory counters')).length;
  return { app, state, metrics, captcha, lines, fallbackLogs };
}

describe('rate limits without Redis', () => {
  it('REDIS_URL at a closed port: memory counters, still refusing over the limit, logged once; login works', async () => {
    const t = await appWithRedis(`redis://127.0.0.1:${await freePort()}`);
    const statuses: number[] = [];
    for (let i = 0; i < MAX + 3; i++) statuses.push((await t.captcha('10.9.0.1')).statusCode);
    expect(statuses).toEqual([...Array(MAX).fill(200), 429, 429, 429]);
    // Another address has its own counter.
    expect((await t.captcha('10.9.0.2')).statusCode).toBe(200);
    expect(t.state.degraded).toBe(true);
    expect(t.fallbackLogs()).toBe(1);
    expect(await t.metrics.registry.getSingleMetricAsString('rate_limit_refusals_total')).toContain('rate_limit_refusals_total{route="/api/captcha/captcha"} 3');

    // The account limits (login failures) count in the database meanwhile: a login is not a 500.
    const c = (await t.captcha('10.9.0.3')).json() as { data: { id: string } };
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login/login',
      remoteAddress: '10.9.0.3',
      payload: { username: 'demo', password: 'demo123456', captcha_id: c.data.id, captcha_code: FIXED_CAPTCHA, auto_login: 0 },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().code).toBe(0);
    // Once per store (account limits, chat send limit), not per request.
    expect(t.lines.filter((l) => l.includes('abuse limits: Redis unreachable')).length).toBeLessThanOrEqual(2);
  });

  it('Redis going away mid-run: counting continues in memory, refusals go on, and Redis counts again when back', async () => {
    const redis = await startRedis();
    const t = await appWithRedis(redis.url);
    const probe = new Redis(redis.url, { lazyConnect: true, maxRetriesPerRequest: 1 });
    await probe.connect();
    // Two calls counted in Redis (the key is shared by every instance).
    expect((await t.captcha('10.9.1.1')).statusCode).toBe(200);
    expect((await t.captcha('10.9.1.1')).statusCode).toBe(200);
    const keys = await probe.keys('mall-api-rl-*');
    expect(keys.length).toBeGreaterThan(0);
    probe.disconnect();
    expect(t.state.degraded).toBe(false);

    await redis.stop();
    // Memory counts from zero: MAX more calls pass, then refusals — a caller over the limit is still refused.
    const statuses: number[] = [];
    for (let i = 0; i < MAX + 2; i++) statuses.push((await t.captcha('10.9.1.1')).statusCode);
    expect(statuses).toEqual([...Array(MAX).fill(200), 429, 429]);
    expect(t.fallbackLogs()).toBe(1);

    // Redis back on the same port: after ioredis reconnects the counters are in Redis again.
    const again = await startRedis(redis.port);
    for (let i = 0; i < 60 && t.state.degraded; i++) {
      await t.captcha(`10.9.2.${i}`);
      if (t.state.degraded) await sleep(100);
    }
    expect(t.state.degraded).toBe(false);
    expect(t.lines.some((l) => l.includes('Redis answers again'))).toBe(true);
    expect(t.fallbackLogs()).toBe(1);
    await again.stop();
  });
});
