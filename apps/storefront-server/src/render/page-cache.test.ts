import { describe, expect, it, vi } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { encodedPage, PageCache, packPage, pageCacheKey, publicCookieHeader, type CachedPage } from './page-cache';

function setup() {
  let now = 1_000_000;
  const cache = new PageCache<string>({ now: () => now });
  let renders = 0;
  let price = '27.80';
  const render = async (): Promise<CachedPage> => {
    renders++;
    return packPage(Buffer.from(`<p>¥${price}</p>`), { status: 200, csp: '', sMaxAge: 30, staleWhileRevalidate: 30, at: now });
  };
  return {
    cache,
    render,
    get: async () => ((await cache.get('k', render)) as CachedPage).html.toString(),
    renders: () => renders,
    setPrice: (p: string) => (price = p),
    advance: (seconds: number) => (now += seconds * 1000),
  };
}

describe('the public page cache', () => {
  it('an operator’s change shows once the page’s s-maxage has passed, stale answers meanwhile only within stale-while-revalidate', async () => {
    const t = setup();
    expect(await t.get()).toBe('<p>¥27.80</p>');
    t.setPrice('19.90');
    t.advance(29);
    expect(await t.get()).toBe('<p>¥27.80</p>');
    expect(t.renders()).toBe(1);
    // Past s-maxage: the stale page once, while one render refreshes it.
    t.advance(2);
    expect(await t.get()).toBe('<p>¥27.80</p>');
    await vi.waitFor(async () => expect(await t.get()).toBe('<p>¥19.90</p>'));
    expect(t.renders()).toBe(2);
    // Past s-maxage + stale-while-revalidate: never the old page, the shopper waits for a render.
    t.setPrice('9.90');
    t.advance(61);
    expect(await t.get()).toBe('<p>¥9.90</p>');
  });

  it('one render per key at a time: everyone asking meanwhile shares it, also an answer not kept', async () => {
    const cache = new PageCache<string>();
    let renders = 0;
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const slow = async () => {
      renders++;
      await gate;
      return { uncached: 'redirect to /closed' };
    };
    const waiting = Promise.all([cache.get('k', slow), cache.get('k', slow), cache.get('k', slow)]);
    release();
    expect(await waiting).toEqual(Array(3).fill({ uncached: 'redirect to /closed' }));
    expect(renders).toBe(1);
    // Not kept: the next request renders again.
    await cache.get('k', slow);
    expect(renders).toBe(2);
  });

  it('a failed render is not kept and reaches everyone waiting for it', async () => {
    const cache = new PageCache<string>();
    const failing = () => Promise.reject(new Error('mall-api away'));
    await expect(Promise.all([cache.get('k', failing), cache.get('k', failing)])).rejects.toThrow('mall-api away');
    await expect(cache.get('k', failing)).rejects.toThrow('mall-api away');
  });

  it('keys on the URL and the page-changing cookies only, never the token', () => {
    const a = pageCacheKey('/sku-1', 'mall_token=aaa; website_id=3; _ga=x');
    const b = pageCacheKey('/sku-1', 'website_id=3; mall_token=bbb');
    expect(a).toBe(b);
    expect(a).not.toContain('aaa');
    expect(pageCacheKey('/sku-1', 'website_id=4')).not.toBe(a);
    expect(pageCacheKey('/sku-1', 'mall_lang=en-us')).not.toBe(pageCacheKey('/sku-1', ''));
    expect(pageCacheKey('/sku-2', 'website_id=3')).not.toBe(a);
    expect(publicCookieHeader('mall_token=secret; mall_care=1; source_type=2')).toBe('mall_care=1; source_type=2');
    // Values that change nothing make no entries of their own.
    expect(pageCacheKey('/', 'mall_care=0; website_id=abc; mall_lang=zh-cn')).toBe(pageCacheKey('/', ''));
    expect(pageCacheKey('/', 'website_id=007')).toBe(pageCacheKey('/', 'website_id=7'));
  });

  it('keys on the language: an English page is never the answer to a Chinese request, nor the reverse', () => {
    const chinese = pageCacheKey('http://mall/sku-1', 'mall_token=a');
    const english = pageCacheKey('http://mall/sku-1', 'mall_token=a; mall_lang=en-us');
    expect(english).not.toBe(chinese);
    // The same language however it is spelled: one entry.
    expect(pageCacheKey('http://mall/sku-1', 'mall_lang=EN-US')).toBe(english);
    expect(pageCacheKey('http://mall/sku-1', 'mall_lang=zh-cn')).toBe(chinese);
    expect(pageCacheKey('http://mall/sku-1', 'mall_lang=fr-fr')).toBe(chinese);
    // The English page's own address (hreflang) is another URL, so another entry.
    expect(pageCacheKey('http://mall/sku-1?lang=en-us', '')).not.toBe(chinese);
    expect(publicCookieHeader('mall_lang=en-us; mall_token=a')).toBe('mall_lang=en-us');
  });

  it('compresses a kept page once per encoding, when first asked for; its ETag is of its bytes', async () => {
    const html = Buffer.from('<p>赣南脐橙</p>'.repeat(200));
    const page = packPage(html, { status: 200, csp: '', sMaxAge: 60, staleWhileRevalidate: 120, at: 0 });
    expect(page.encoded).toEqual({});
    const br = await encodedPage(page, 'br');
    expect(br.length).toBeLessThan(html.length / 10);
    expect(brotliDecompressSync(br).equals(html)).toBe(true);
    expect(await encodedPage(page, 'br')).toBe(br);
    expect(gunzipSync(await encodedPage(page, 'gzip')).equals(html)).toBe(true);
    expect(page.etag).toMatch(/^"[\w-]{22}"$/);
    expect(packPage(Buffer.from('<p>其他</p>'), page).etag).not.toBe(page.etag);
  });
});
