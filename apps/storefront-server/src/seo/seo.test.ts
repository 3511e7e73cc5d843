import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITEMAP_MAX_URLS } from '@mall/rest-contract';
import { buildServer } from '../server';
import { registerSeo } from './index';
import { FIXED_PUBLIC_PATHS, parseSitemapFileName, sitemapFiles, sitemapIndexXml, urlsetXml, xmlEscape } from './sitemap';

describe('xmlEscape and the XML files', () => {
  it('escapes the five special characters and drops characters XML forbids', () => {
    expect(xmlEscape(`a&b<c>d"e'f\u0001g`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;fg');
  });

  it('writes a urlset with escaped locations and W3C dates', () => {
    const xml = urlsetXml([{ loc: 'https://m.example.cn/list?keyword=大米&page=2', lastmod: 1_700_000_000 }, { loc: 'https://m.example.cn/' }]);
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<url><loc>https://m.example.cn/list?keyword=大米&amp;page=2</loc><lastmod>2023-11-14</lastmod></url>\n' +
        '<url><loc>https://m.example.cn/</loc></url>\n</urlset>\n',
    );
    expect(sitemapIndexXml(['https://m.example.cn/sitemap-pages-1.xml'])).toContain('<sitemap><loc>https://m.example.cn/sitemap-pages-1.xml</loc></sitemap>');
  });
});

describe('sitemapFiles', () => {
  it('splits each kind into files of at most the limit', () => {
    expect(sitemapFiles({ goods: 7, shop: 3, notice: 0, article: 1 }, 3)).toEqual([
      'sitemap-pages-1.xml',
      'sitemap-goods-1.xml',
      'sitemap-goods-2.xml',
      'sitemap-goods-3.xml',
      'sitemap-shop-1.xml',
      'sitemap-article-1.xml',
    ]);
  });

  it('needs a second goods file only above 50,000 goods', () => {
    expect(sitemapFiles({ goods: SITEMAP_MAX_URLS })).toEqual(['sitemap-pages-1.xml', 'sitemap-goods-1.xml']);
    expect(sitemapFiles({ goods: SITEMAP_MAX_URLS + 1 })).toContain('sitemap-goods-2.xml');
  });

  it('parses only names it writes', () => {
    expect(parseSitemapFileName('sitemap-goods-12.xml')).toEqual({ kind: 'goods', n: 12 });
    for (const bad of ['sitemap-member-1.xml', 'sitemap-goods-0.xml', 'sitemap-goods-1.xml.gz', 'sitemap-goods-x.xml', 'sitemap-goods-01.xml']) {
      expect(parseSitemapFileName(bad), bad).toBeNull();
    }
  });
});

/** A stand-in mall-api: 7 goods (default skus 101…107), 2 shops, one notice with no articles or help. */
const ROWS: Record<string, number[]> = {
  goods: [101, 102, 103, 104, 105, 106, 107], shop: [1, 2], notice: [9], article: [], help: [],
  region: [3], project: [], news: [], seckill: [], groupbuy: [2], topic: [],
};
let upstream: FastifyInstance;
let upstreamUrl: string;
const calls: { kind: string; page: number; page_size: number }[] = [];

beforeAll(async () => {
  upstream = Fastify();
  upstream.post<{ Body: { kind: string; page: number; page_size: number } }>('/api/seo/sitemap', async (req) => {
    const { kind, page, page_size } = req.body;
    calls.push(req.body);
    if (kind === 'help' && page_size === 999) return { code: -1, message: 'boom', timestamp: 0, data: null };
    const ids = ROWS[kind];
    const list = ids.slice((page - 1) * page_size, page * page_size).map((id) => ({ id, update_time: 1_700_000_000 }));
    return { code: 0, message: '', timestamp: 0, data: { total: ids.length, list } };
  });
  upstreamUrl = await upstream.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await upstream?.close();
});

async function seoApp(options: { maxUrls?: number; publicOrigin?: string } = {}) {
  const app = Fastify();
  await registerSeo(app, { restBaseUrl: upstreamUrl, robots: 'User-agent: *\nAllow: /\n', cacheMs: 0, ...options });
  return app;
}

describe('/sitemap.xml and its files', () => {
  it('indexes one file per 3 URLs with a limit of 3, and each file lists its slice', async () => {
    const app = await seoApp({ maxUrls: 3 });
    const index = await app.inject({ url: '/sitemap.xml', headers: { host: 'mall.test:3000' } });
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toMatch(/^application\/xml/);
    const locs = [...index.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      'http://mall.test:3000/sitemap-pages-1.xml',
      'http://mall.test:3000/sitemap-goods-1.xml',
      'http://mall.test:3000/sitemap-goods-2.xml',
      'http://mall.test:3000/sitemap-goods-3.xml',
      'http://mall.test:3000/sitemap-shop-1.xml',
      'http://mall.test:3000/sitemap-notice-1.xml',
      'http://mall.test:3000/sitemap-region-1.xml',
      'http://mall.test:3000/sitemap-groupbuy-1.xml',
    ]);

    const goods2 = await app.inject({ url: '/sitemap-goods-2.xml', headers: { host: 'mall.test:3000' } });
    expect(goods2.statusCode).toBe(200);
    expect([...goods2.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([
      'http://mall.test:3000/sku-104',
      'http://mall.test:3000/sku-105',
      'http://mall.test:3000/sku-106',
    ]);
    expect(goods2.body).toContain('<lastmod>2023-11-14</lastmod>');
    expect(calls.at(-1)).toMatchObject({ kind: 'goods', page: 2, page_size: 3 });

    const notice = await app.inject({ url: '/sitemap-notice-1.xml', headers: { host: 'mall.test:3000' } });
    expect(notice.body).toContain('<loc>http://mall.test:3000/cms/notice-9</loc>');
    const region = await app.inject({ url: '/sitemap-region-1.xml', headers: { host: 'mall.test:3000' } });
    expect(region.body).toContain('<loc>http://mall.test:3000/region-3</loc>');
    const groupbuy = await app.inject({ url: '/sitemap-groupbuy-1.xml', headers: { host: 'mall.test:3000' } });
    expect(groupbuy.body).toContain('<loc>http://mall.test:3000/promotion/groupbuy-2</loc>');
    await app.close();
  });

  it('lists the fixed public routes under PUBLIC_ORIGIN, whatever the Host', async () => {
    const app = await seoApp({ publicOrigin: 'https://mall.example.cn/' });
    const pages = await app.inject({ url: '/sitemap-pages-1.xml', headers: { host: 'evil.example' } });
    const locs = [...pages.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(FIXED_PUBLIC_PATHS.map((p) => `https://mall.example.cn${p}`));
    await app.close();
  });

  it('answers 404 for a file past the end or a name it does not write, 503 when mall-api fails', async () => {
    const app = await seoApp({ maxUrls: 3 });
    expect((await app.inject({ url: '/sitemap-goods-4.xml' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/sitemap-pages-2.xml' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/sitemap-member-1.xml' })).statusCode).toBe(404);
    await app.close();
    const failing = await seoApp({ maxUrls: 999 });
    const res = await failing.inject({ url: '/sitemap-help-1.xml' });
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain('站点地图暂时无法生成');
    await failing.close();
  });
});

describe('storefront-server', () => {
  let staticDir: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    staticDir = mkdtempSync(join(tmpdir(), 'storefront-seo-'));
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><html><head><title>商城</title></head><body><div id="root"></div></body></html>');
    app = await buildServer({ restBaseUrl: upstreamUrl, staticDir, render: { enabled: false } });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it('robots.txt keeps its rules and names the sitemap at the request origin', async () => {
    const res = await app.inject({ url: '/robots.txt', headers: { host: 'localhost:3000' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/^Disallow: \/member\/$/m);
    expect(res.body).toMatch(/^Sitemap: http:\/\/localhost:3000\/sitemap\.xml$/m);
  });

  it('serves /sitemap.xml from mall-api data (not the page renderer)', async () => {
    const res = await app.inject({ url: '/sitemap.xml', headers: { host: 'localhost:3000' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<sitemapindex');
    expect(res.body).toContain('<loc>http://localhost:3000/sitemap-goods-1.xml</loc>');
    const goods = await app.inject({ url: '/sitemap-goods-1.xml', headers: { host: 'localhost:3000' } });
    expect(goods.body.match(/<url>/g)).toHaveLength(ROWS.goods.length);
  });
});
