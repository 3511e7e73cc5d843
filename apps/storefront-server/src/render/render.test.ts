// The server render at HTTP level (app.inject): the storefront's real server entry
// (apps/storefront/src/entry-server.tsx, loaded through Vite's SSR loader), the real gateway in
// process, and a stand-in mall-api answering recorded REST answers (fixtures/rest-answers.json).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildServer } from '../server';
import type { SsrEntry } from './index';

const ANSWERS = JSON.parse(
  readFileSync(fileURLToPath(new URL('./fixtures/rest-answers.json', import.meta.url)), 'utf8'),
) as Record<string, { code: number; data: unknown }>;
const GOODS = { skuId: 10, name: '福建平和琯溪蜜柚 农家自产', price: '27.80', image: '/upload/goods/6_1.svg' };
const SITE_TITLE = '消费帮扶特产商城';
const SHOPPERS: Record<string, string> = { 'token-of-a': '甲地购物者', 'token-of-b': '乙地购物者' };

const INDEX = `<!doctype html><html lang="zh-CN"><head><meta charset="UTF-8" />
<title>商城</title>
<script type="module" crossorigin src="/web/assets/index-Ab12Cd34.js"></script>
<link rel="stylesheet" crossorigin href="/web/assets/index-Ef56Gh78.css">
</head><body><div id="root"></div></body></html>`;
const GOODS_CSS = 'assets/GoodsDetailRoute-Ij90Kl12.css';
const GOODS_JS = 'assets/GoodsDetailRoute-Mn34Op56.js';

const storefront = fileURLToPath(new URL('../../../storefront', import.meta.url));
let vite: ViteDevServer;
let entry: SsrEntry;
let staticDir: string;
let upstream: FastifyInstance;
let app: FastifyInstance;
/** Each REST call the stand-in mall-api got (path and body). */
let calls: { path: string; body: Record<string, unknown> }[] = [];
let siteOpen = true;
/** The stand-in mall-api answers as mall-api does while its database is away (503, code -500). */
let databaseDown = false;
const logged: string[] = [];

async function server(render: Parameters<typeof buildServer>[0]['render'], restBaseUrl?: string): Promise<FastifyInstance> {
  const instance = await buildServer({
    restBaseUrl: restBaseUrl ?? `http://127.0.0.1:${(upstream.server.address() as { port: number }).port}`,
    staticDir,
    render,
    logger: {
      level: 'error',
      stream: new Writable({
        write(chunk: Buffer, _enc, done) {
          logged.push(chunk.toString());
          done();
        },
      }),
    },
  });
  await instance.ready();
  return instance;
}

beforeAll(async () => {
  staticDir = mkdtempSync(join(tmpdir(), 'storefront-ssr-'));
  writeFileSync(join(staticDir, 'index.html'), INDEX);
  mkdirSync(join(staticDir, '.ssr'));
  writeFileSync(
    join(staticDir, '.ssr', 'assets.json'),
    JSON.stringify({ pages: { goodsDetail: { css: [GOODS_CSS], js: [GOODS_JS] } } }),
  );

  upstream = Fastify();
  upstream.all('/*', async (req, reply) => {
    const path = req.url.split('?')[0];
    const body = (req.body ?? {}) as Record<string, unknown>;
    calls.push({ path, body });
    if (databaseDown) return reply.code(503).header('retry-after', '5').send({ code: -500, message: '服务暂时不可用，请稍后重试', data: null, timestamp: 0 });
    if (path === '/api/website/info') {
      const info = ANSWERS[path] as { data: Record<string, unknown> };
      return { ...info, data: { ...info.data, web_status: siteOpen } };
    }
    // A logged-in shopper (the gateway forwards the session cookie as `token`): their own name.
    // A session mall-api cannot read (its member table away): the page must still render.
    if (body.token === 'token-unreadable') return reply.code(500).send({ code: -1, message: '服务器内部错误', data: null, timestamp: 0 });
    if (path === '/api/member/info' && typeof body.token === 'string') {
      const nickname = SHOPPERS[body.token];
      if (!nickname) return { code: -1, message: 'token 无效', data: null, timestamp: 0 };
      return { code: 0, message: '', timestamp: 0, data: { member_id: 42, username: body.token, nickname, headimg: '', mobile: '', member_level_name: '普通会员', balance: '0.00', point: 0 } };
    }
    if (path === '/api/cart/count') return { code: 0, message: '', timestamp: 0, data: 0 };
    if (path === '/fupin/api/Voucher/myCounts') return { code: 0, message: '', timestamp: 0, data: { pending: 0, usable: 0, used: 0, expired: 0 } };
    if (path === '/api/cart/goodslists') return { code: 0, message: '', timestamp: 0, data: [] };
    if (path === '/api/goodscollect/iscollect') return { code: 0, message: '', timestamp: 0, data: false };
    if (path === '/api/goodssku/detail' && body.sku_id !== GOODS.skuId) {
      return { code: -4, message: '商品不存在', data: null, timestamp: 0 };
    }
    return ANSWERS[path] ?? { code: -4, message: `接口不存在：${path}`, data: null, timestamp: 0 };
  });
  await upstream.listen({ port: 0, host: '127.0.0.1' });

  vite = await createServer({
    configFile: join(storefront, 'vite.config.ts'),
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
    logLevel: 'error',
  });
  entry = (await vite.ssrLoadModule(join(storefront, 'src/entry-server.tsx'))) as SsrEntry;
  app = await server({ loadEntry: async () => entry, timeoutMs: 20_000 });
}, 120_000);

afterAll(async () => {
  await app?.close();
  await upstream?.close();
  await vite?.close();
  rmSync(staticDir, { recursive: true, force: true });
});

beforeEach(() => {
  calls = [];
  siteOpen = true;
  databaseDown = false;
  logged.length = 0;
});

describe('server-rendered pages', () => {
  it('/sku-{id}: the goods name, its price and gallery image in the first HTML, title and CSS in <head>', async () => {
    const res = await app.inject({ url: `/sku-${GOODS.skuId}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const html = res.body;
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
    const body = html.slice(html.indexOf('<div id="root">'));
    expect(body).toContain(GOODS.name);
    expect(body).toContain(GOODS.price);
    expect(body).toContain(`src="${GOODS.image}"`);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(`<title>${GOODS.name} - ${SITE_TITLE}</title>`);
    expect(head).not.toContain('<title>商城</title>');
    expect(head).toContain(`<link rel="stylesheet" href="/web/${GOODS_CSS}"/>`);
    expect(head).toContain(`<link rel="modulepreload" crossorigin="" href="/web/${GOODS_JS}"/>`);
    expect(head).toContain('href="/web/assets/index-Ef56Gh78.css"');
    // The router's data for hydration, written after the streamed parts with the deferred data
    // settled (the goods' shop, not an empty object): the browser does not load it again.
    expect(html.endsWith('</script></body></html>')).toBe(true);
    const data = /window.__staticRouterHydrationData = JSON.parse\((".*")\);<\/script><\/body><\/html>$/.exec(html)?.[1];
    expect(data).toBeTruthy();
    const hydration = JSON.parse(JSON.parse(data!) as string) as { loaderData: Record<string, Record<string, unknown>> };
    const goods = Object.values(hydration.loaderData).find((d) => d && 'shop' in d);
    expect(goods?.shop).toMatchObject({ name: '闽北山珍农民专业合作社' });
  });

  it('security headers: a public page allows exactly its own inline scripts by their hashes (no nonce), nosniff, no framing', async () => {
    const res = await app.inject({ url: `/sku-${GOODS.skuId}` });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).not.toContain("'nonce-");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self' 'sha256-/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // JSON-LD is data, not script: CSP does not apply to it.
    const inline = [...res.body.matchAll(/<script\b(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, a]) => !a.includes('application/ld+json'));
    expect(inline.length).toBeGreaterThan(0);
    const allowed = [...csp.matchAll(/'sha256-([^']+)'/g)].map((m) => m[1]);
    for (const [, attrs, code] of inline) {
      expect(attrs).not.toContain('nonce');
      expect(allowed).toContain(createHash('sha256').update(code).digest('base64'));
    }
    expect(allowed).toHaveLength(new Set(inline.map(([, , code]) => code)).size);
  });

  it('an unknown goods id and an unknown path answer 404', async () => {
    const goods = await app.inject({ url: '/sku-999999999' });
    expect(goods.statusCode).toBe(404);
    expect(goods.body).toContain('<div id="root">');
    expect((await app.inject({ url: '/no-such-page' })).statusCode).toBe(404);
  });

  it('a login-required page redirects a visitor with 302 to /login?redirect=…', async () => {
    const res = await app.inject({ url: '/member/index?from=header' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`/login?redirect=${encodeURIComponent('/member/index?from=header')}`);
  });

  it('forms and member pages are rendered by the browser: the shell, after the guards passed', async () => {
    const login = await app.inject({ url: '/login' });
    expect(login.statusCode).toBe(200);
    expect(login.body).toBe(INDEX);
    const member = await app.inject({ url: '/member/index', headers: { cookie: 'mall_token=token-of-a' } });
    expect(member.statusCode).toBe(200);
    expect(member.body).toBe(INDEX);
  });

  it('a closed site: /closed answers 503, other pages 302 to /closed', async () => {
    siteOpen = false;
    // Its own server: the gateway may keep the site info it read for a while.
    const closed = await server({ loadEntry: async () => entry, timeoutMs: 20_000 });
    const page = await closed.inject({ url: '/closed' });
    const home = await closed.inject({ url: '/' });
    await closed.close();
    expect(page.statusCode).toBe(503);
    expect(home.statusCode).toBe(302);
    expect(home.headers.location).toBe('/closed');
  });

  it('no answer marked public holds a member’s data: two members’ and a visitor’s answers are the same bytes', async () => {
    // Its own server without the page cache: each answer is a render of its own.
    const site = await server({ loadEntry: async () => entry, timeoutMs: 20_000, pageCache: false });
    // The goods page, and the not-found pages (a goods id that does not exist, an unknown path).
    for (const url of [`/sku-${GOODS.skuId}`, '/sku-999999999', '/no-such-page']) {
      calls = [];
      const [a, b, visitor] = await Promise.all([
        site.inject({ url, headers: { cookie: 'mall_token=token-of-a; website_id=0' } }),
        site.inject({ url, headers: { cookie: 'mall_token=token-of-b' } }),
        site.inject({ url }),
      ]);
      for (const res of [a, b, visitor]) {
        expect(res.statusCode, url).toBe(url === `/sku-${GOODS.skuId}` ? 200 : 404);
        expect(String(res.headers['cache-control']), url).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
        expect(res.headers['set-cookie'], url).toBeUndefined();
        expect(String(res.headers.vary)).toContain('cookie');
        for (const name of Object.values(SHOPPERS)) expect(res.body, url).not.toContain(name);
        expect(res.body, url).not.toMatch(/token-of-/);
      }
      expect(a.body, url).toBe(visitor.body);
      expect(b.body, url).toBe(visitor.body);
      // Nothing of the shopper is asked for: no token reaches mall-api, no session is read.
      expect(calls.filter((c) => c.body.token !== undefined), url).toEqual([]);
      expect(calls.some((c) => c.path === '/api/member/info'), url).toBe(false);
    }
    await site.close();
  }, 60_000);

  it('a member’s own page (a browser-rendered one) still reads their session, the layout without their token', async () => {
    const res = await app.inject({ url: '/member/index', headers: { cookie: 'mall_token=token-of-a' } });
    expect(res.statusCode).toBe(200);
    expect(calls.filter((c) => c.path === '/api/member/info').map((c) => c.body.token)).toEqual(['token-of-a']);
    expect(calls.filter((c) => c.path === '/api/website/info').every((c) => c.body.token === undefined)).toBe(true);
  });

  it('a session that cannot be read is no session: pages answer as for a visitor, never a 500', async () => {
    const cookie = 'mall_token=token-unreadable';
    const login = await app.inject({ url: '/login', headers: { cookie } });
    expect(login.statusCode).toBe(200);
    const member = await app.inject({ url: '/member/index', headers: { cookie } });
    expect(member.statusCode).toBe(302);
    expect(member.headers.location).toBe(`/login?redirect=${encodeURIComponent('/member/index')}`);
    const goods = await app.inject({ url: `/sku-${GOODS.skuId}`, headers: { cookie } });
    expect(goods.statusCode).toBe(200);
    expect(goods.body).toContain(GOODS.name);
  });

  it('public pages carry their kind’s named cache times: goods shorter than the site’s fixed pages', async () => {
    const goods = await app.inject({ url: `/sku-${GOODS.skuId}` });
    const missing = await app.inject({ url: '/no-such-page' });
    expect(goods.headers['cache-control']).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=30');
    expect(missing.headers['cache-control']).toBe('public, max-age=0, s-maxage=300, stale-while-revalidate=600');
  });

  it('the page cache renders a page once for everyone asking at the same time, then answers from memory', async () => {
    const site = await server({ loadEntry: async () => entry, timeoutMs: 20_000 });
    calls = [];
    const answers = await Promise.all(
      ['', 'mall_token=token-of-a', 'mall_token=token-of-b', ''].map((cookie) => site.inject({ url: `/sku-${GOODS.skuId}`, headers: cookie ? { cookie } : {} })),
    );
    const later = await site.inject({ url: `/sku-${GOODS.skuId}` });
    const revalidated = await site.inject({ url: `/sku-${GOODS.skuId}`, headers: { 'if-none-match': String(later.headers.etag) } });
    // Another branch site is another page (its cookies change what mall-api answers).
    const branch = await site.inject({ url: `/sku-${GOODS.skuId}`, headers: { cookie: 'website_id=7; website_type=2' } });
    await site.close();
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    expect(new Set([...answers, later].map((a) => a.body)).size).toBe(1);
    expect(calls.filter((c) => c.path === '/api/goodssku/detail' && c.body.website_id !== 7)).toHaveLength(1);
    expect(revalidated.statusCode).toBe(304);
    expect(branch.statusCode).toBe(200);
    expect(calls.filter((c) => c.path === '/api/goodssku/detail')).toHaveLength(2);
  });

  it('compresses the page by accept-encoding: brotli, gzip, or plain', async () => {
    const plain = await app.inject({ url: `/sku-${GOODS.skuId}` });
    const br = await app.inject({ url: `/sku-${GOODS.skuId}`, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    const gzip = await app.inject({ url: `/sku-${GOODS.skuId}`, headers: { 'accept-encoding': 'gzip' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(String(br.headers.vary)).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
  });

  it('each request is rendered in its own language, at the same time as others in the other (cookie, else the address)', async () => {
    // No page cache: every request renders, all of them at once, in one process.
    const site = await server({ loadEntry: async () => entry, timeoutMs: 20_000, pageCache: false });
    const asked = [
      { url: `/sku-${GOODS.skuId}`, cookie: 'mall_lang=en-us', english: true },
      { url: `/sku-${GOODS.skuId}`, cookie: '', english: false },
      { url: `/sku-${GOODS.skuId}`, cookie: 'mall_lang=en-us; mall_token=token-of-a', english: true },
      { url: `/sku-${GOODS.skuId}`, cookie: 'mall_lang=zh-cn', english: false },
      { url: `/sku-${GOODS.skuId}?lang=en-us`, cookie: '', english: true },
      { url: `/sku-${GOODS.skuId}?lang=zh-cn`, cookie: 'mall_lang=en-us', english: false },
      { url: '/no-such-page', cookie: 'mall_lang=en-us', english: true },
      { url: '/no-such-page', cookie: '', english: false },
    ];
    const answers = await Promise.all(asked.map(({ url, cookie }) => site.inject({ url, headers: cookie ? { cookie } : {} })));
    await site.close();
    answers.forEach((res, i) => {
      const { english, url } = asked[i];
      expect(res.statusCode, url).toBe(url === '/no-such-page' ? 404 : 200);
      const html = res.body;
      expect(html, `${url} rendered`).toContain('<div id="root">');
      expect(html).toContain(english ? '<html lang="en-US">' : '<html lang="zh-CN">');
      expect(res.headers['content-language']).toBe(english ? 'en-US' : 'zh-CN');
      // The layout's top bar (components) and, on the goods page, its buy box.
      expect(html).toContain(english ? 'My orders' : '我的订单');
      expect(html).not.toContain(english ? '我的订单' : 'My orders');
      if (url.startsWith('/sku-')) {
        expect(html).toContain(english ? 'Buy now' : '立即购买');
        expect(html).not.toContain(english ? '立即购买' : 'Buy now');
      }
    });
  });

  it('the page cache keeps each language apart, a public page names its alternates and what it varies on', async () => {
    const site = await server({ loadEntry: async () => entry, timeoutMs: 20_000 });
    const first = await Promise.all([
      site.inject({ url: `/sku-${GOODS.skuId}`, headers: { cookie: 'mall_lang=en-us' } }),
      site.inject({ url: `/sku-${GOODS.skuId}` }),
    ]);
    // From the cache now: still each their own.
    const chinese = await site.inject({ url: `/sku-${GOODS.skuId}`, headers: { cookie: 'mall_lang=zh-cn' } });
    const english = await site.inject({ url: `/sku-${GOODS.skuId}`, headers: { cookie: 'mall_lang=EN-US; mall_token=token-of-b' } });
    const byAddress = await site.inject({ url: `/sku-${GOODS.skuId}?lang=en-us` });
    await site.close();
    expect(english.body).toBe(first[0].body);
    expect(chinese.body).toBe(first[1].body);
    expect(english.body).toContain('Buy now');
    expect(chinese.body).toContain('立即购买');
    for (const res of [english, chinese, byAddress]) {
      expect(res.headers['cache-control']).toMatch(/^public, /);
      expect(String(res.headers.vary)).toContain('cookie');
    }
    const head = (html: string) => html.slice(0, html.indexOf('</head>'));
    expect(head(chinese.body)).toMatch(/<link rel="alternate" hrefLang="zh-CN" href="http:\/\/localhost(:\d+)?\/sku-10"\/>/);
    expect(head(chinese.body)).toMatch(/<link rel="alternate" hrefLang="en" href="http:\/\/localhost(:\d+)?\/sku-10\?lang=en-us"\/>/);
    expect(head(chinese.body)).toMatch(/<link rel="alternate" hrefLang="x-default" href="http:\/\/localhost(:\d+)?\/sku-10"\/>/);
    // The English address is its own canonical page.
    expect(byAddress.body).toContain('Buy now');
    expect(head(byAddress.body)).toMatch(/<link rel="canonical" href="http:\/\/localhost(:\d+)?\/sku-10\?lang=en-us"\/>/);
  });

  it('a malformed Cookie header renders the page as usual (bad values read as written, junk skipped)', async () => {
    const res = await app.inject({ url: `/sku-${GOODS.skuId}`, headers: { cookie: '=junk; %%%; website_id=%E0%A4%A; mall_lang=%zz; mall_token=token-of-a' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(GOODS.name);
    expect(res.body).not.toBe(INDEX);
  });
});

const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const BAIDUSPIDER = 'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)';

describe('mall-api or its database down: 503 with Retry-After and a readable page', () => {
  it('the database away (mall-api answers 503): pages answer 503, not 500, for browsers and crawlers', async () => {
    databaseDown = true;
    const site = await server({ loadEntry: async () => entry, timeoutMs: 20_000 });
    for (const ua of [BROWSER, GOOGLEBOT]) {
      for (const url of ['/', `/sku-${GOODS.skuId}`, '/list']) {
        const res = await site.inject({ url, headers: { 'user-agent': ua } });
        expect(res.statusCode, `${url} ${ua}`).toBe(503);
        expect(res.headers['retry-after']).toBe('30');
        expect(res.headers['content-type']).toMatch(/^text\/html/);
        expect(res.body).toContain('<title>服务暂时不可用 - 消费帮扶特产商城</title>');
        expect(res.body).toContain('请稍后刷新本页');
      }
    }
    await site.close();
  });

  it('mall-api stopped (nothing listens): 503 with Retry-After', async () => {
    const closed = Fastify();
    await closed.listen({ port: 0, host: '127.0.0.1' });
    const port = (closed.server.address() as { port: number }).port;
    await closed.close();
    const site = await server({ loadEntry: async () => entry, timeoutMs: 20_000 }, `http://127.0.0.1:${port}`);
    const res = await site.inject({ url: '/', headers: { 'user-agent': BROWSER } });
    await site.close();
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('30');
    expect(res.body).toContain('服务暂时不可用');
  });
});

describe('falling back to the client shell', () => {
  it('a renderer that throws: the shell with 200 and a logged error, no stack trace', async () => {
    const failing = await server({
      loadEntry: async () => ({
        render: async () => {
          throw new Error('渲染器内部错误 at Object.render (entry-server.js:1:1)');
        },
      }),
    });
    const res = await failing.inject({ url: '/list' });
    await failing.close();
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX);
    expect(res.body).not.toContain('entry-server.js');
    expect(logged.join('')).toContain('server render failed');
  });

  it('a render slower than the timeout: a browser gets the shell as a 503 with Retry-After (the page might have been a 404), a crawler the readable busy page', async () => {
    const slow = await server({
      timeoutMs: 50,
      loadEntry: async () => ({ render: () => new Promise(() => undefined) }),
    });
    const started = Date.now();
    const res = await slow.inject({ url: '/sku-999999999', headers: { 'user-agent': BROWSER } });
    const crawler = await slow.inject({ url: '/sku-999999999', headers: { 'user-agent': BAIDUSPIDER } });
    await slow.close();
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('30');
    expect(res.body).toBe(INDEX);
    expect(crawler.statusCode).toBe(503);
    expect(crawler.headers['retry-after']).toBe('30');
    expect(crawler.body).toContain('<title>访问人数较多，页面暂时无法打开 - 消费帮扶特产商城</title>');
    expect(crawler.body).not.toContain('<div id="root">');
    expect(Date.now() - started).toBeLessThan(5000);
    expect(logged.join('')).toMatch(/longer than 50 ms/);
  });

  it('a renderer that throws: a crawler gets a 503 it can come back after, not the empty shell', async () => {
    const failing = await server({ loadEntry: async () => ({ render: async () => Promise.reject(new Error('bug')) }) });
    const res = await failing.inject({ url: '/list', headers: { 'user-agent': GOOGLEBOT } });
    await failing.close();
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('30');
    expect(res.body).not.toContain('<div id="root">');
  });

  it('STOREFRONT_SSR=off: the shell without rendering', async () => {
    let rendered = 0;
    const off = await server({ enabled: false, loadEntry: async () => ((rendered++, entry)) });
    expect((await off.inject({ url: `/sku-${GOODS.skuId}` })).body).toBe(INDEX);
    await off.close();
    expect(rendered).toBe(0);
  });
});
