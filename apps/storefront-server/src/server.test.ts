import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from './server';

const INDEX =
  '<!doctype html><html><head><title>特产商城</title></head><body><div id="root"></div></body></html>';

const BIG_ASSET = Array.from({ length: 400 }, (_, i) => `export const goods${i} = "五常稻花香大米 ${i}";`).join('\n');
/** A friendly-link list large enough that its GraphQL answer is compressed. */
const MANY_LINKS = Array.from({ length: 80 }, (_, i) => ({
  id: i + 1,
  link_title: `湘西保靖黄金茶农民专业合作社友情链接 ${i + 1}`,
  link_pic: '',
  link_url: `https://example.com/link/${i + 1}`,
  is_blank: 1,
  sort: i,
}));

let staticDir: string;
let upstream: FastifyInstance;
let upstreamUrl: string;
let app: FastifyInstance;
const restCalls: { url: string; body: unknown }[] = [];

beforeAll(async () => {
  staticDir = mkdtempSync(join(tmpdir(), 'storefront-'));
  writeFileSync(join(staticDir, 'index.html'), INDEX);
  mkdirSync(join(staticDir, 'assets'));
  writeFileSync(join(staticDir, 'assets', 'index-Bx3kQ9aZ.js'), 'console.log("app")');
  writeFileSync(join(staticDir, 'favicon.ico'), 'icon');
  // A built entry with the .br and .gz the build writes beside it (vite-plugin-compression2).
  writeFileSync(join(staticDir, 'assets', 'entry-Qm3xT7aA.js'), BIG_ASSET);
  writeFileSync(join(staticDir, 'assets', 'entry-Qm3xT7aA.js.br'), brotliCompressSync(BIG_ASSET));
  writeFileSync(join(staticDir, 'assets', 'entry-Qm3xT7aA.js.gz'), gzipSync(BIG_ASSET));

  // A stand-in mall-api: REST calls, an image and an upload endpoint.
  upstream = Fastify();
  upstream.addContentTypeParser('multipart/form-data', (_req, _payload, done) => done(null, undefined));
  upstream.post('/api/pc/navList', async (req) => {
    restCalls.push({ url: req.url, body: req.body });
    return {
      code: 0,
      message: '',
      timestamp: 0,
      data: [{ id: 1, nav_title: '首页', nav_url: '{"url":"/"}', is_blank: 0, sort: 1 }],
    };
  });
  upstream.post('/api/pc/friendlyLink', async () => ({ code: 0, message: '', timestamp: 0, data: MANY_LINKS }));
  upstream.post('/api/login/logout', async () => ({ code: 0, message: '', timestamp: 0, data: true }));
  upstream.get('/upload/goods/1.png', async (_req, reply) =>
    reply.type('image/png').send(Buffer.from('PNGDATA')),
  );
  upstream.post('/api/upload/chatimg', async (req) => ({
    code: 0,
    message: '',
    data: { got: req.headers['content-type'] },
  }));
  await upstream.register(fastifyWebsocket);
  upstream.register(async (scope) => {
    scope.get('/ws', { websocket: true }, (socket) => {
      socket.on('message', (data: Buffer) => socket.send(`echo:${data.toString()}`));
    });
  });
  upstreamUrl = await upstream.listen({ port: 0, host: '127.0.0.1' });

  app = await buildServer({ restBaseUrl: upstreamUrl, staticDir });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await upstream?.close();
  rmSync(staticDir, { recursive: true, force: true });
});

/** A GraphQL POST as the storefront's client sends it (JSON, with the CSRF header), plus `headers`. */
const postGraphql = (query: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json', 'x-mall-csrf': '1', ...headers }, payload: { query } });

describe('storefront-server', () => {
  it('answers /healthz', async () => {
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    // The build version (SPEC §9, the package's version) tells an operator which release answers.
    expect(res.json()).toEqual({ status: 'ok', version: '1.0.4' });
  });

  it.each(['/', '/member/index', '/goods/123?from=home', '/no/such/page'])(
    'serves index.html for the client route %s',
    async (url) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(INDEX);
    },
  );

  it('serves hashed assets under /web/ with a long cache', async () => {
    const res = await app.inject({ method: 'GET', url: '/web/assets/index-Bx3kQ9aZ.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log("app")');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends a document’s security headers with documents only, not with every asset', async () => {
    const asset = await app.inject({ method: 'GET', url: '/web/assets/index-Bx3kQ9aZ.js' });
    expect(asset.headers['content-security-policy']).toBeUndefined();
    expect(asset.headers['strict-transport-security']).toBeUndefined();
    expect(asset.headers['x-frame-options']).toBeUndefined();
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-site');
    const page = await app.inject({ method: 'GET', url: '/' });
    expect(String(page.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
  });

  it('revalidates unhashed files under /web/', async () => {
    const res = await app.inject({ method: 'GET', url: '/web/favicon.ico' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers 404, not index.html, for a missing asset', async () => {
    const res = await app.inject({ method: 'GET', url: '/web/assets/missing-AAAAAAAA.js' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<html');
  });

  it('does not answer POST to a client route with the SPA', async () => {
    const res = await app.inject({ method: 'POST', url: '/member/index' });
    expect(res.statusCode).toBe(404);
  });

  it('runs GraphQL through the gateway against REST', async () => {
    const res = await postGraphql('{ navList { id title url } }', { cookie: 'website_id=9' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { navList: [{ id: 1, title: '首页', url: '/' }] } });
    expect(restCalls.at(-1)?.body).toMatchObject({ website_id: 9, app_type: 'pc' });
  });

  it('passes the Set-Cookie of a resolver through', async () => {
    const res = await postGraphql('mutation { logout }', { cookie: 'mall_token=abc' });
    expect(res.json()).toEqual({ data: { logout: true } });
    const setCookie = res.headers['set-cookie'];
    expect(String(setCookie)).toMatch(/^mall_token=;.*HttpOnly/);
  });

  it('refuses a cross-site GraphQL request', async () => {
    const res = await postGraphql('{ navList { id } }', { origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
  });

  it.each(['PUT', 'DELETE', 'PATCH'] as const)('answers %s /graphql with 405', async (method) => {
    const res = await app.inject({ method, url: '/graphql', headers: { 'x-mall-csrf': '1' } });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('GET, POST');
  });

  it('never serves the SPA for GET /graphql', async () => {
    const res = await app.inject({ method: 'GET', url: '/graphql' });
    expect(res.statusCode).toBe(403);
  });

  it('forwards /upload/* images to mall-api', async () => {
    const res = await app.inject({ method: 'GET', url: '/upload/goods/1.png' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.body).toBe('PNGDATA');
  });

  it('forwards /api/upload/* uploads to mall-api', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/upload/chatimg',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nPNG\r\n--x--\r\n',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.got).toBe('multipart/form-data; boundary=x');
  });
});

describe('chat websocket', () => {
  it('is forwarded to mall-api at /ws', async () => {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const socket = new WebSocket(`${address.replace('http', 'ws')}/ws`);
    const reply = await new Promise<string>((resolvePromise, reject) => {
      socket.onopen = () => socket.send('你好');
      socket.onmessage = (event) => resolvePromise(String(event.data));
      socket.onerror = () => reject(new Error('websocket error'));
    });
    socket.close();
    expect(reply).toBe('echo:你好');
  });
});

describe('robots.txt', () => {
  it('lets crawlers read public pages and keeps them out of member and payment pages', async () => {
    const res = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/plain/);
    expect(res.body).toMatch(/^User-agent: \*$/m);
    expect(res.body).toMatch(/^Disallow: \/member\/$/m);
    expect(res.body).not.toMatch(/^Disallow: \/$/m);
  });
});

describe('compression', () => {
  const asset = '/web/assets/entry-Qm3xT7aA.js';

  it('sends the precompressed brotli file to a browser that accepts br', async () => {
    const res = await app.inject({ method: 'GET', url: asset, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(BIG_ASSET);
  });

  it('sends the gzip file when br is not accepted, and the plain file when nothing is', async () => {
    const gz = await app.inject({ method: 'GET', url: asset, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(BIG_ASSET);
    const plain = await app.inject({ method: 'GET', url: asset, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_ASSET);
  });

  it('compresses a large GraphQL answer on the fly and leaves a small one alone', async () => {
    const big = await postGraphql('{ friendlyLinks { id title url } }', { 'accept-encoding': 'br' });
    expect(big.headers['content-encoding']).toBe('br');
    const data = JSON.parse(brotliDecompressSync(big.rawPayload).toString()) as { data: { friendlyLinks: unknown[] } };
    expect(data.data.friendlyLinks).toHaveLength(MANY_LINKS.length);
    const small = await postGraphql('{ navList { title } }', { 'accept-encoding': 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ data: { navList: [{ title: '首页' }] } });
  });
});
