// At storefront-server: what the browser claims in X-Forwarded-* is
// replaced on every call to mall-api; the session cookie is Secure only when a trusted proxy says the
// shopper came over https; proxied uploads are never served as HTML and never sniffed.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from './server';

const SECRET = 'shared-secret-for-this-test';
let staticDir: string;
let upstream: FastifyInstance;
let upstreamUrl: string;
const seen: Record<string, string | string[] | undefined>[] = [];

beforeAll(async () => {
  staticDir = mkdtempSync(join(tmpdir(), 'storefront-fwd-'));
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>t</title>');
  upstream = Fastify();
  const ok = (data: unknown) => ({ code: 0, message: '', timestamp: 0, data });
  upstream.post('/api/pc/navList', async (req) => {
    seen.push(req.headers);
    return ok([]);
  });
  upstream.post('/api/login/logout', async () => ok(true));
  upstream.get('/upload/a.png', async (req, reply) => {
    seen.push(req.headers);
    return reply.type('image/png').send(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  });
  // What an old mall-api (or a wrong file) might answer: the proxy must not pass it on as HTML.
  upstream.get('/upload/goods/1_1.svg', async (_req, reply) =>
    reply.type('image/svg+xml').send('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>'),
  );
  upstream.get('/upload/evil.html', async (_req, reply) => reply.type('text/html').send('<script>alert(1)</script>'));
  upstream.post('/api/upload/headimg', async (req) => {
    seen.push(req.headers);
    return ok({ headimg: '/upload/avatar/1.png' });
  });
  await upstream.register(fastifyWebsocket);
  upstream.register(async (scope) => {
    scope.get('/ws', { websocket: true }, (socket, req) => {
      seen.push(req.headers);
      socket.send('hello');
    });
  });
  upstreamUrl = await upstream.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await upstream?.close();
  rmSync(staticDir, { recursive: true, force: true });
});

const server = (trustedProxies: string[] = []) =>
  buildServer({ restBaseUrl: upstreamUrl, staticDir, trustedProxies, gatewaySecret: SECRET });

const graphql = (app: FastifyInstance, query: string, remoteAddress: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/graphql',
    remoteAddress,
    headers: { 'content-type': 'application/json', 'x-mall-csrf': '1', ...headers },
    payload: { query },
  });

/** mall-api saw the last request come from `ip` over http, with the gateway's secret (none of SPOOF's values). */
const expectForwardedFor = (ip: string) =>
  expect(seen.at(-1)).toMatchObject({ 'x-forwarded-for': ip, 'x-forwarded-proto': 'http', 'x-mall-gateway-secret': SECRET });

/** Runs `check` on a fresh server (trusting `trustedProxies`) with `seen` emptied, and closes the server. */
async function withFreshServer(check: (app: FastifyInstance) => Promise<void>, trustedProxies: string[] = []) {
  const app = await server(trustedProxies);
  seen.length = 0;
  try {
    await check(app);
  } finally {
    await app.close();
  }
}

const SPOOF = { 'x-forwarded-for': '6.6.6.6', 'x-forwarded-proto': 'https', 'x-mall-gateway-secret': 'guess' };

describe('forwarding to mall-api', () => {
  it('replaces the browser\'s X-Forwarded-For/-Proto on REST calls and sends the gateway secret', () =>
    withFreshServer(async (app) => {
      await graphql(app, '{ navList { id } }', '198.51.100.7', SPOOF);
      expectForwardedFor('198.51.100.7');
    }));

  it('replaces them on proxied uploads too', () =>
    withFreshServer(async (app) => {
      const res = await app.inject({ url: '/upload/a.png', remoteAddress: '198.51.100.8', headers: SPOOF });
      expect(res.statusCode).toBe(200);
      expectForwardedFor('198.51.100.8');
    }));

  it('replaces them on proxied upload posts', () =>
    withFreshServer(async (app) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/upload/headimg',
        remoteAddress: '198.51.100.10',
        headers: { ...SPOOF, 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(res.statusCode).toBe(200);
      expectForwardedFor('198.51.100.10');
    }));

  it('replaces them on the chat websocket, keeping the cookie', async () => {
    const app = await server();
    seen.length = 0;
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    // Node's WebSocket cannot set headers; a raw upgrade request can.
    const { request } = await import('node:http');
    await new Promise<void>((resolveUpgrade, reject) => {
      const req = request(`${address}/ws`, {
        headers: {
          connection: 'Upgrade',
          upgrade: 'websocket',
          'sec-websocket-version': '13',
          'sec-websocket-key': Buffer.from('0123456789abcdef').toString('base64'),
          cookie: 'mall_token=abc',
          ...SPOOF,
        },
      });
      req.on('upgrade', (_res, socket) => {
        socket.destroy();
        resolveUpgrade();
      });
      req.on('error', reject);
      req.end();
    });
    // The proxy opens its own socket to mall-api once the browser's is accepted: wait for it.
    for (let i = 0; i < 100 && seen.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
    await app.close();
    expect(seen.at(-1)).toMatchObject({ 'x-forwarded-for': '127.0.0.1', 'x-forwarded-proto': 'http', 'x-mall-gateway-secret': SECRET, cookie: 'mall_token=abc' });
  });

  it('takes the shopper\'s address and protocol from a TRUSTED_PROXIES load balancer', () =>
    withFreshServer(async (app) => {
      await graphql(app, '{ navList { id } }', '10.0.0.5', { 'x-forwarded-for': '203.0.113.4', 'x-forwarded-proto': 'https' });
      expect(seen.at(-1)).toMatchObject({ 'x-forwarded-for': '203.0.113.4', 'x-forwarded-proto': 'https' });
    }, ['10.0.0.0/8']));
});

describe('Secure session cookie', () => {
  // Logout sets the session cookie (to empty) through the same code path as login.
  it('is Secure when a trusted proxy says https, and not when anyone else says so', async () => {
    const app = await server(['10.0.0.1']);
    const logout = (remoteAddress: string) =>
      graphql(app, 'mutation { logout }', remoteAddress, { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9', cookie: 'mall_token=abc' });
    const viaProxy = await logout('10.0.0.1');
    const direct = await logout('203.0.113.9');
    await app.close();
    const cookieOf = (res: { headers: Record<string, unknown> }) => String(res.headers['set-cookie'] ?? '');
    expect(cookieOf(viaProxy), viaProxy.body).toMatch(/^mall_token=;.*; Secure$/);
    expect(cookieOf(direct), direct.body).toMatch(/^mall_token=;/);
    expect(cookieOf(direct)).not.toMatch(/Secure/);
  });
});

describe('proxied uploads', () => {
  it('are served with nosniff and never as HTML', async () => {
    const app = await server();
    const png = await app.inject({ url: '/upload/a.png' });
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['x-content-type-options']).toBe('nosniff');
    const html = await app.inject({ url: '/upload/evil.html' });
    expect(html.headers['content-type']).toBe('application/octet-stream');
    expect(html.headers['x-content-type-options']).toBe('nosniff');
    // The seed's pictures are SVG: an <img> must get them as images, sandboxed should one be opened.
    const svg = await app.inject({ url: '/upload/goods/1_1.svg' });
    expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(svg.headers['content-security-policy']).toContain('sandbox');
    await app.close();
  });
});
