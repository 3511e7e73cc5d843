// storefront-server's /readyz follows mall-api's /readyz (the SIGTERM drain runs against real
// processes in apps/mall-api/src/test/faults/sigterm-drain.test.ts).
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { drainOnSignals, registerReadiness, shutdownDrainFromEnv, shutdownTimeoutFromEnv } from './ops';

async function readyz(fetchImpl: typeof fetch, draining = false, timeoutMs?: number) {
  const app = Fastify();
  registerReadiness(app, { upstream: 'http://api.test/', fetch: fetchImpl, draining: () => draining, timeoutMs });
  try {
    const res = await app.inject('/readyz');
    return { status: res.statusCode, body: res.json() as { status: string; checks: { api: string }; message?: string } };
  } finally {
    await app.close();
  }
}

describe('storefront-server /readyz', () => {
  it('is ready when mall-api is ready, asking its /readyz', async () => {
    const asked: string[] = [];
    const result = await readyz(async (url) => {
      asked.push(String(url));
      return new Response('{}', { status: 200 });
    });
    expect(asked).toEqual(['http://api.test/readyz']);
    expect(result).toEqual({ status: 200, body: { status: 'ready', checks: { api: 'ok', draining: false } } });
  });

  it('is 503 when mall-api is not ready, unreachable or too slow', async () => {
    const notReady = await readyz(async () => new Response('{}', { status: 503 }));
    expect(notReady.status).toBe(503);
    expect(notReady.body).toMatchObject({ checks: { api: 'not_ready' }, message: '后端服务尚未就绪' });
    const down = await readyz(() => Promise.reject(new TypeError('fetch failed')));
    expect(down.status).toBe(503);
    expect(down.body.message).toBe('后端服务 http://api.test 无法连接');
    const slow = await readyz((_url, init) => new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted')))), false, 50);
    expect(slow.status).toBe(503);
    expect(slow.body.checks.api).toBe('down');
  });

  it('is 503 while draining, without asking mall-api', async () => {
    let asked = false;
    const result = await readyz(async () => {
      asked = true;
      return new Response('{}');
    }, true);
    expect(result.status).toBe(503);
    expect(asked).toBe(false);
  });

  it('after SIGTERM says 503 on /readyz and keeps serving for SHUTDOWN_DRAIN_MS, then closes the listener', async () => {
    const app = Fastify();
    let draining = false;
    registerReadiness(app, { upstream: 'http://api.test', fetch: async () => new Response('{}'), draining: () => draining });
    app.get('/page', async () => 'ok');
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const exited = new Promise<number>((resolveP) => {
      const shutdown = drainOnSignals(app, { timeoutMs: 5000, drainMs: 600, onDrainStart: () => void (draining = true), exit: resolveP });
      void shutdown('SIGTERM');
    });
    const during = await fetch(`${base}/readyz`);
    expect(during.status).toBe(503);
    expect((await fetch(`${base}/page`)).status).toBe(200);
    expect(await exited).toBe(0);
    await expect(fetch(`${base}/page`)).rejects.toThrow();
  });

  it('reads SHUTDOWN_DRAIN_MS (0 by default), refusing nonsense', () => {
    expect(shutdownDrainFromEnv({})).toBe(0);
    expect(shutdownDrainFromEnv({ SHUTDOWN_DRAIN_MS: '5000' })).toBe(5000);
    expect(() => shutdownDrainFromEnv({ SHUTDOWN_DRAIN_MS: '-1' })).toThrow(/SHUTDOWN_DRAIN_MS/);
  });

  it('reads SHUTDOWN_TIMEOUT_MS, refusing nonsense', () => {
    expect(shutdownTimeoutFromEnv({})).toBe(10_000);
    expect(shutdownTimeoutFromEnv({ SHUTDOWN_TIMEOUT_MS: '2500' })).toBe(2500);
    expect(() => shutdownTimeoutFromEnv({ SHUTDOWN_TIMEOUT_MS: 'soon' })).toThrow(/SHUTDOWN_TIMEOUT_MS/);
  });
});
