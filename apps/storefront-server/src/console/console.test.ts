// The console's host: /console/graphql is a schema of its own (no storefront field there, no console
// field on /graphql), forwards only the console cookie with the CSRF header, refuses cross-site
// requests; the shopper's cookie never reaches a console call and the console cookie never a
// storefront call; exports, uploads and the 客服's chat socket forward the console cookie only; the app answers every
// /console/* page.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyWebsocket from '@fastify/websocket';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildServer } from '../server';

const ACTOR = { account_id: 2, username: 'operator', real_name: '李晓燕', role: 'operator', role_name: '运营', shop_id: null, actions: ['dashboard.read'], totp_enabled: true, session_expires: 1 };
const CONSOLE_TOKEN = 'c'.repeat(64);
const MEMBER_TOKEN = 'm'.repeat(64);

let dir: string;
let upstream: FastifyInstance;
let app: FastifyInstance;
const seen: { url: string; cookie?: string; csrf?: string; body: unknown }[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'console-host-'));
  mkdirSync(join(dir, 'storefront'));
  writeFileSync(join(dir, 'storefront', 'index.html'), '<html>storefront</html>');
  mkdirSync(join(dir, 'console', 'assets'), { recursive: true });
  writeFileSync(join(dir, 'console', 'index.html'), '<html>console</html>');
  writeFileSync(join(dir, 'console', 'assets', 'index-Ab12Cd34.js'), 'console.log(1)');

  upstream = Fastify();
  const record = (req: { url: string; headers: Record<string, unknown>; body: unknown }) =>
    seen.push({ url: req.url, cookie: req.headers.cookie as string | undefined, csrf: req.headers['x-console-csrf'] as string | undefined, body: req.body });
  upstream.post('/admin/api/auth/me', async (req) => {
    record(req);
    const ok = req.headers.cookie === `mall_console=${CONSOLE_TOKEN}` && req.headers['x-console-csrf'] === 'csrf-1';
    return ok ? { code: 0, message: '', data: ACTOR } : { code: -10010, message: '控制台登录已失效，请重新登录', data: null };
  });
  upstream.post('/admin/api/auth/logout-all', async (req) => {
    record(req);
    return { code: -10010, message: '控制台登录已失效，请重新登录', data: null };
  });
  upstream.post('/api/member/info', async (req) => {
    record(req);
    return { code: -10010, message: '登录已失效', data: null };
  });
  upstream.addContentTypeParser('multipart/form-data', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
  upstream.post('/admin/upload/goods', async (req) => {
    record({ url: req.url, headers: req.headers, body: (req.body as Buffer).length });
    return { code: 0, message: '', data: { path: '/upload/shopgoods/1_0123456789abcdef.png' } };
  });
  upstream.get('/admin/export/audit', async (req, reply) => {
    record(req);
    return reply.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet').send(Buffer.from('xlsx'));
  });
  await upstream.register(fastifyWebsocket);
  upstream.register(async (scope) => {
    // Answers the first frame with what the handshake carried.
    scope.get('/admin/ws', { websocket: true }, (socket, req) => {
      socket.on('message', () => socket.send(JSON.stringify({ url: req.url, cookie: req.headers.cookie ?? null })));
    });
  });
  const url = await upstream.listen({ port: 0, host: '127.0.0.1' });
  app = await buildServer({ restBaseUrl: url, staticDir: join(dir, 'storefront'), render: { enabled: false } });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await upstream?.close();
  rmSync(dir, { recursive: true, force: true });
});

beforeEach(() => {
  seen.length = 0;
});

const consoleGql = (query: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/console/graphql', headers: { 'content-type': 'application/json', 'x-console-csrf': 'csrf-1', ...headers }, payload: { query } });
const storeGql = (query: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json', 'x-mall-csrf': '1', ...headers }, payload: { query } });

describe('/console/graphql', () => {
  it('forwards the console cookie and the CSRF header to mall-api, never the shopper cookie', async () => {
    const res = await consoleGql('{ me { username roleName } }', { cookie: `mall_token=${MEMBER_TOKEN}; mall_console=${CONSOLE_TOKEN}` });
    expect(res.json()).toEqual({ data: { me: { username: 'operator', roleName: '运营' } } });
    expect(seen).toEqual([{ url: '/admin/api/auth/me', cookie: `mall_console=${CONSOLE_TOKEN}`, csrf: 'csrf-1', body: {} }]);
    expect(JSON.stringify(seen)).not.toContain(MEMBER_TOKEN);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('a shopper cookie alone is nobody in the console', async () => {
    const res = await consoleGql('{ me { username } }', { cookie: `mall_token=${MEMBER_TOKEN}` });
    expect(res.json()).toEqual({ data: { me: null } });
    expect(seen[0]?.cookie).toBeUndefined();
  });

  it('a console cookie is nobody on the storefront: /graphql sends no token', async () => {
    const res = await storeGql('{ member { username } }', { cookie: `mall_console=${CONSOLE_TOKEN}` });
    expect(res.statusCode).toBe(200);
    expect(JSON.stringify(seen)).not.toContain(CONSOLE_TOKEN);
  });

  it('no console field on /graphql, no storefront field on /console/graphql', async () => {
    const onStore = await storeGql('{ me { username } }');
    expect(onStore.statusCode).toBe(400);
    const onConsole = await consoleGql('{ navList { id } }', { cookie: `mall_console=${CONSOLE_TOKEN}` });
    expect(onConsole.statusCode).toBe(400);
    const dashboard = await storeGql('{ dashboard { today { orders } } }');
    expect(dashboard.statusCode).toBe(400);
    expect(seen).toEqual([]);
  });

  it('refuses a request without the CSRF header or from another origin', async () => {
    const bare = await app.inject({ method: 'POST', url: '/console/graphql', headers: { 'content-type': 'application/json', cookie: `mall_console=${CONSOLE_TOKEN}` }, payload: { query: '{ me { username } }' } });
    expect(bare.statusCode).toBe(403);
    const foreign = await consoleGql('{ me { username } }', { origin: 'https://evil.example', cookie: `mall_console=${CONSOLE_TOKEN}` });
    expect(foreign.statusCode).toBe(403);
    const crossSite = await consoleGql('{ me { username } }', { 'sec-fetch-site': 'cross-site', cookie: `mall_console=${CONSOLE_TOKEN}` });
    expect(crossSite.statusCode).toBe(403);
    expect(seen).toEqual([]);
  });

  it('an ended session clears both console cookies, scoped to /console and SameSite=Strict', async () => {
    const res = await consoleGql('mutation { logoutEverywhere }', { cookie: `mall_console=${CONSOLE_TOKEN}`, 'x-console-csrf': 'wrong' });
    const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    expect(res.json().errors[0].extensions.code).toBe('TOKEN_ERROR');
    expect(cookies.some((c) => c.startsWith('mall_console=;') && c.includes('Path=/console') && c.includes('SameSite=Strict') && c.includes('HttpOnly'))).toBe(true);
    expect(cookies.some((c) => c.startsWith('mall_console_csrf=;') && !c.includes('HttpOnly'))).toBe(true);
  });
});

describe('/console/ pages and exports', () => {
  it.each(['/console/', '/console/dashboard', '/console/system/accounts?page=2'])('answers %s with the console app', async (url) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('<html>console</html>');
  });

  it('serves its hashed assets', async () => {
    const res = await app.inject({ method: 'GET', url: '/console/assets/index-Ab12Cd34.js' });
    expect(res.body).toBe('console.log(1)');
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('forwards a picture upload with the console cookie and the CSRF header only', async () => {
    const payload = `--b\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nPNGDATA\r\n--b--\r\n`;
    const res = await app.inject({
      method: 'POST',
      url: '/console/upload/goods',
      payload,
      headers: { 'content-type': 'multipart/form-data; boundary=b', 'x-console-csrf': 'csrf-1', cookie: `mall_token=${MEMBER_TOKEN}; mall_console=${CONSOLE_TOKEN}` },
    });
    expect(res.json()).toMatchObject({ code: 0, data: { path: '/upload/shopgoods/1_0123456789abcdef.png' } });
    expect(seen).toEqual([{ url: '/admin/upload/goods', cookie: `mall_console=${CONSOLE_TOKEN}`, csrf: 'csrf-1', body: Buffer.byteLength(payload) }]);
  });

  it('forwards an export with the console cookie only', async () => {
    const res = await app.inject({ method: 'GET', url: '/console/export/audit?account=operator', headers: { cookie: `mall_token=${MEMBER_TOKEN}; mall_console=${CONSOLE_TOKEN}` } });
    expect(res.body).toBe('xlsx');
    expect(seen).toEqual([{ url: '/admin/export/audit?account=operator', cookie: `mall_console=${CONSOLE_TOKEN}`, csrf: undefined, body: undefined }]);
  });
});

describe('/console/ws', () => {
  it("reaches mall-api's /admin/ws with the console cookie alone", async () => {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const { default: WebSocket } = await import('ws');
    const socket = new WebSocket(`${address.replace('http', 'ws')}/console/ws?auth=frame`, { headers: { cookie: `mall_token=${MEMBER_TOKEN}; mall_console=${CONSOLE_TOKEN}` } });
    const reply = await new Promise<string>((resolveP, reject) => {
      socket.on('open', () => socket.send(JSON.stringify({ type: 'auth', console_csrf: 'csrf-1' })));
      socket.on('message', (data) => resolveP(String(data)));
      socket.on('error', reject);
    });
    socket.close();
    expect(JSON.parse(reply)).toEqual({ url: '/admin/ws?auth=frame', cookie: `mall_console=${CONSOLE_TOKEN}` });
  });
});
