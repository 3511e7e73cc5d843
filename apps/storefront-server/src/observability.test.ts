// Request ids and metrics of storefront-server: the id nginx gave a request (or a fresh one) comes back
// in the answer and reaches mall-api on the gateway's REST calls and on forwarded uploads; the metrics
// count page renders, REST calls by path and outcome, the gateway cache's hits and misses, and the
// websockets open through /ws.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServerMetrics, startMetricsListener, type ServerMetrics } from './metrics';
import { buildServer } from './server';

let staticDir: string;
let upstream: FastifyInstance;
let app: FastifyInstance;
let metrics: ServerMetrics;
const seenIds: { url: string; id: string | undefined }[] = [];

beforeAll(async () => {
  staticDir = mkdtempSync(join(tmpdir(), 'storefront-obs-'));
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>特产商城</title><div id="root"></div>');
  upstream = Fastify();
  upstream.addHook('onRequest', async (req) => void seenIds.push({ url: req.url, id: req.headers['x-request-id'] as string | undefined }));
  upstream.post('/api/pc/navList', async () => ({ code: 0, message: '', data: [{ id: 1, nav_title: '首页', nav_url: '{"url":"/"}', is_blank: 0, sort: 1 }] }));
  upstream.post('/api/member/info', async () => ({ code: -10010, message: '请先登录' }));
  upstream.get('/upload/goods/1.png', async (_req, reply) => reply.type('image/png').send(Buffer.from('PNGDATA')));
  await upstream.register(fastifyWebsocket);
  upstream.register(async (scope) => {
    scope.get('/ws', { websocket: true }, (socket) => {
      socket.on('message', (data: Buffer) => socket.send(`echo:${data.toString()}`));
    });
  });
  const upstreamUrl = await upstream.listen({ port: 0, host: '127.0.0.1' });
  metrics = createServerMetrics({ defaultMetrics: false });
  app = await buildServer({ restBaseUrl: upstreamUrl, staticDir, metrics, render: { enabled: false } });
});

afterAll(async () => {
  await app?.close();
  await upstream?.close();
  rmSync(staticDir, { recursive: true, force: true });
});

const graphql = (query: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json', 'x-mall-csrf': '1', ...headers }, payload: { query } });

/** The value of one series in the metrics text, or 0 when absent. */
async function series(name: string): Promise<number> {
  const text = await metrics.registry.metrics();
  const line = text.split('\n').find((l) => l.startsWith(`${name} `));
  return line ? Number(line.slice(name.length + 1)) : 0;
}

describe('request ids', () => {
  it("keeps nginx's id: in the answer and on the REST call to mall-api", async () => {
    seenIds.length = 0;
    const res = await graphql('{ navList { id title } }', { 'x-request-id': '5f0c2a9e7b1d4c3aa0e1f2b3c4d5e6f7' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-request-id']).toBe('5f0c2a9e7b1d4c3aa0e1f2b3c4d5e6f7');
    expect(seenIds).toContainEqual({ url: '/api/pc/navList', id: '5f0c2a9e7b1d4c3aa0e1f2b3c4d5e6f7' });
  });

  it('makes one when none (or a malformed one) came, and passes it on forwarded images', async () => {
    seenIds.length = 0;
    const res = await app.inject({ method: 'GET', url: '/upload/goods/1.png', headers: { 'x-request-id': 'bad id\twith tab' } });
    expect(res.statusCode).toBe(200);
    const id = res.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(seenIds).toEqual([{ url: '/upload/goods/1.png', id }]);
  });
});

describe('metrics', () => {
  it('counts REST calls by path and outcome, and the gateway cache by hit and miss', async () => {
    const before = {
      ok: await series('gateway_rest_call_seconds_count{path="/api/member/info",outcome="token_error"}'),
      hit: await series('storefront_cache_lookups_total{cache="gateway",result="hit"}'),
    };
    await graphql('{ member { username } }', { cookie: 'mall_token=expired-token-1' });
    await graphql('{ navList { id title } }');
    expect(await series('gateway_rest_call_seconds_count{path="/api/member/info",outcome="token_error"}')).toBe(before.ok + 1);
    // navList was loaded by the first request id test: this one is a hit of the public cache.
    expect(await series('storefront_cache_lookups_total{cache="gateway",result="hit"}')).toBeGreaterThan(before.hit);
    expect(await series('gateway_rest_call_seconds_count{path="/api/pc/navList",outcome="ok"}')).toBe(1);
  });

  it("counts the page cache's hits, stale answers and renders as they grow between scrapes", async () => {
    const own = createServerMetrics({ defaultMetrics: false });
    const stats = { hits: 0, stale: 0, renders: 0 };
    own.watchPageCache(stats);
    const read = async (result: string) => {
      const text = await own.registry.metrics();
      const line = text.split('\n').find((l) => l.startsWith(`storefront_cache_lookups_total{cache="page",result="${result}"} `));
      return line ? Number(line.split(' ').at(-1)) : 0;
    };
    Object.assign(stats, { hits: 5, stale: 1, renders: 2 });
    expect([await read('hit'), await read('stale'), await read('miss')]).toEqual([5, 1, 2]);
    Object.assign(stats, { hits: 9, stale: 1, renders: 3 });
    expect([await read('hit'), await read('stale'), await read('miss')]).toEqual([9, 1, 3]);
  });

  it('times page answers by status code, and leaves API calls out', async () => {
    const before = await series('storefront_page_render_seconds_count{status_code="200"}');
    expect((await app.inject({ method: 'GET', url: '/goods/1' })).statusCode).toBe(200);
    await app.inject({ method: 'GET', url: '/healthz' });
    expect(await series('storefront_page_render_seconds_count{status_code="200"}')).toBe(before + 1);
  });

  it('counts the websockets open through /ws, and serves /metrics on its own listener', async () => {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const listener = await startMetricsListener(metrics, 0, '127.0.0.1');
    try {
      const socket = new WebSocket(`${address.replace('http', 'ws')}/ws`);
      await new Promise<string>((resolveP, reject) => {
        socket.onopen = () => socket.send('在吗');
        socket.onmessage = (event) => resolveP(String(event.data));
        socket.onerror = () => reject(new Error('websocket error'));
      });
      expect(await series('storefront_websocket_connections')).toBe(1);
      const closed = new Promise((resolveP) => (socket.onclose = resolveP));
      socket.close();
      await closed;
      for (let i = 0; i < 50 && (await series('storefront_websocket_connections')) !== 0; i++) await new Promise((r) => setTimeout(r, 20));
      expect(await series('storefront_websocket_connections')).toBe(0);
      const port = (listener.server.address() as { port: number }).port;
      const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
      expect(text).toContain('# TYPE gateway_rest_call_seconds histogram');
      expect(text).toContain('storefront_page_render_seconds_bucket');
    } finally {
      await listener.close();
    }
  });
});
