// /healthz, /readyz, /metrics and the 503 for an unreachable database, in process (the fault suite in
// src/test/faults runs them against real processes, PostgreSQL and Redis).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { fixedCodeCaptchaService } from '../modules/captcha/service';
import { openEmptyTestDatabase, openTestDatabase, TEST_CAPTCHA } from '../test/harness';
import type { Database } from '../db/client';
import { isDatabaseUnavailable, SERVICE_UNAVAILABLE_MESSAGE } from './db-unavailable';
import { createMetrics, startMetricsServer, type Metrics } from './metrics';

let app: FastifyInstance;
let database: Database;
let dispose: () => Promise<void>;
let metrics: Metrics;
let draining = false;

beforeAll(async () => {
  ({ database, dispose } = await openTestDatabase());
  metrics = createMetrics({ defaultMetrics: false });
  metrics.watchPool({ totalCount: 3, idleCount: 2, waitingCount: 0 });
  app = await buildApp({
    db: database,
    captcha: fixedCodeCaptchaService(TEST_CAPTCHA),
    rateLimit: { login: { max: 10, timeWindow: 60_000 }, captcha: { max: 2, timeWindow: 60_000 } },
    metrics,
    readiness: { draining: () => draining },
  });
  // Routes that fail the way a stopped PostgreSQL and a bug fail, through the app's error handler.
  app.get('/test/db-down', async () => {
    throw Object.assign(new Error('Failed query: select 1'), { cause: Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }) });
  });
  app.get('/test/bug', async () => {
    throw new TypeError('x is undefined');
  });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await dispose?.();
});

describe('health and readiness', () => {
  it('/healthz answers while the process runs', async () => {
    const res = await app.inject('/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', version: '1.0.4' });
  });

  it('/readyz is 200 with the database answering and every migration applied', async () => {
    const res = await app.inject('/readyz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ready: true, checks: { database: 'ok', migrations: 'ok', draining: false } });
  });

  it('/readyz is 503 while draining for shutdown', async () => {
    draining = true;
    try {
      const res = await app.inject('/readyz');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ ready: false, checks: { draining: true }, message: '服务正在停止，不再接收新请求' });
    } finally {
      draining = false;
    }
  });

  it('/readyz is 503 when the database does not answer, and 503 with the reason when it hangs', async () => {
    const failing = await buildApp({
      db: { ...database, db: { execute: () => Promise.reject(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })) } as unknown as Database['db'] },
      rateLimit: false,
    });
    const hanging = await buildApp({
      db: { ...database, db: { execute: () => new Promise(() => undefined) } as unknown as Database['db'] },
      rateLimit: false,
      readiness: { timeoutMs: 100 },
    });
    try {
      const down = await failing.inject('/readyz');
      expect(down.statusCode).toBe(503);
      expect(down.json()).toMatchObject({ checks: { database: 'down' }, message: '数据库无法连接' });
      const slow = await hanging.inject('/readyz');
      expect(slow.statusCode).toBe(503);
      expect(slow.json()).toMatchObject({ checks: { database: 'timeout' }, message: '数据库在 100 毫秒内没有响应' });
    } finally {
      await failing.close();
      await hanging.close();
    }
  });

  it('/readyz is 503 until the migrations ran', async () => {
    const empty = await openEmptyTestDatabase();
    const unmigrated = await buildApp({ db: empty.database, rateLimit: false });
    try {
      const res = await unmigrated.inject('/readyz');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ checks: { database: 'ok', migrations: 'pending' }, message: '数据库迁移尚未完成' });
      await empty.database.migrate();
      expect((await unmigrated.inject('/readyz')).statusCode).toBe(200);
    } finally {
      await unmigrated.close();
      await empty.dispose();
    }
  });
});

describe('database unavailable', () => {
  it('answers 503 with a clear message for an unreachable database, and still 500 for a bug', async () => {
    const down = await app.inject('/test/db-down');
    expect(down.statusCode).toBe(503);
    expect(down.headers['retry-after']).toBe('5');
    expect(down.json()).toMatchObject({ message: SERVICE_UNAVAILABLE_MESSAGE, data: null });
    const bug = await app.inject('/test/bug');
    expect(bug.statusCode).toBe(500);
  });

  it.each([
    ['refused', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }), true],
    ['server stopping', Object.assign(new Error('terminating connection'), { code: '57P01' }), true],
    ['starting up', Object.assign(new Error('the database system is starting up'), { code: '57P03' }), true],
    ['connection class 08', Object.assign(new Error('x'), { code: '08006' }), true],
    ['lost connection', new Error('Connection terminated unexpectedly'), true],
    ['pool wait', new Error('timeout exceeded when trying to connect'), true],
    ['wrapped by drizzle', Object.assign(new Error('Failed query'), { cause: new Error('Connection terminated') }), true],
    ['both addresses refused', new AggregateError([Object.assign(new Error('a'), { code: 'ECONNREFUSED' })]), true],
    ['syntax error', Object.assign(new Error('syntax error'), { code: '42601' }), false],
    ['unique violation', Object.assign(new Error('duplicate key'), { code: '23505' }), false],
    ['a bug', new TypeError('x is undefined'), false],
  ])('%s → %s', (_name, error, expected) => {
    expect(isDatabaseUnavailable(error)).toBe(expected);
  });
});

describe('metrics', () => {
  it('counts requests per route pattern (never the raw URL), limit refusals and the pool', async () => {
    await app.inject({ method: 'POST', url: '/api/website/info?x=123', payload: {} });
    await app.inject({ method: 'GET', url: '/no/such/path/98765' });
    for (let i = 0; i < 3; i++) await app.inject({ method: 'POST', url: '/api/captcha/captcha', payload: {}, remoteAddress: '10.8.0.1' });
    const text = await metrics.registry.metrics();
    expect(text).toContain('http_requests_total{method="POST",route="/api/website/info",status_code="200"} 1');
    expect(text).toMatch(/http_request_duration_seconds_bucket\{le="[\d.]+",method="POST",route="\/api\/website\/info",status_code="200"\} 1/);
    expect(text).toContain('http_requests_total{method="GET",route="unmatched",status_code="404"} 1');
    expect(text).not.toContain('98765');
    expect(text).not.toContain('x=123');
    expect(text).toContain('rate_limit_refusals_total{route="/api/captcha/captcha"} 1');
    expect(text).toContain('db_pool_connections 3');
    expect(text).toContain('db_pool_idle_connections 2');
    expect(text).toContain('db_pool_waiting_requests 0');
    // Without a pool (PGlite) there are no pool gauges rather than zeros.
    const noPool = createMetrics({ defaultMetrics: false });
    noPool.watchPool(undefined);
    expect(await noPool.registry.metrics()).not.toContain('db_pool');
  });

  it('are served on their own port in Prometheus format, not on the API port', async () => {
    const server = await startMetricsServer(metrics, 0, '127.0.0.1');
    try {
      const { port } = server.address() as { port: number };
      const res = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/plain; version=0.0.4');
      expect(await res.text()).toContain('# TYPE http_request_duration_seconds histogram');
      expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
    } finally {
      server.close();
    }
    expect((await app.inject('/metrics')).statusCode).toBe(404);
  });
});
