// The public pages' HTML, kept in process (the same answers a CDN in front may keep, README
// "Caching"): one render per key at a time, fresh for the page kind's s-maxage, then answered stale
// for its stale-while-revalidate while one render refreshes it.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { parseCookie } from 'cookie';
import { LRUCache } from 'lru-cache';
import { CARE_COOKIE, CARE_COOKIE_ON, isCareMode } from '@mall/rest-contract/care-mode';

/** The language cookie of the 中文/English switch. */
export const LANG_COOKIE = 'mall_lang';

/** A branch-site cookie's value as the gateway reads it (digits only; anything else is no value). */
const siteNumber = (value: string) => (/^\d{1,9}$/.test(value.trim()) ? String(Number(value.trim())) : '');

/**
 * The cookies that change a public page's HTML, each with the value that matters (so junk values
 * make no extra cache entries): the language (each language's page is rendered on the server; the
 * `lang` query parameter, which wins over the cookie, is part of the URL), care mode,
 * and the branch site (its cookies travel to mall-api in the REST body, and `/` redirects by them).
 * A shared cache keys on these and on nothing else of the shopper; a cookie that changes the
 * server-rendered HTML must be added here.
 */
export function pageVaryCookies(): Record<string, (value: string) => string> {
  return {
    [LANG_COOKIE]: (value) => (value.toLowerCase() === 'en-us' ? 'en-us' : ''),
    [CARE_COOKIE]: (value) => (isCareMode(`${CARE_COOKIE}=${value}`) ? CARE_COOKIE_ON : ''),
    website_id: siteNumber,
    website_type: siteNumber,
    source_type: siteNumber,
    site_type_flag: siteNumber,
  };
}

/** The Cookie header a public page is rendered with: only the cookies of pageVaryCookies(), normalised, in their order. */
export function publicCookieHeader(cookie: string | undefined): string {
  if (!cookie) return '';
  const all = parseCookie(cookie);
  const pairs: string[] = [];
  for (const [name, normalise] of Object.entries(pageVaryCookies())) {
    const value = all[name] === undefined ? '' : normalise(all[name]);
    if (value) pairs.push(`${name}=${value}`);
  }
  return pairs.join('; ');
}

/** The cache key of a public page: its URL (path and query) and the cookies that change it. */
export function pageCacheKey(url: string, cookie: string | undefined): string {
  return `${url}\n${publicCookieHeader(cookie)}`;
}

/** What a public page's answer is made of, kept once per key. */
export interface CachedPage {
  status: number;
  html: Buffer;
  /** The HTML compressed, made on the first request that accepts the encoding, then kept. */
  encoded: Partial<Record<PageEncoding, Promise<Buffer>>>;
  etag: string;
  /** The page's CSP: its inline scripts allowed by their hashes (no per-request nonce). */
  csp: string;
  /** The page's language (BCP 47), sent as Content-Language. */
  language?: string;
  sMaxAge: number;
  staleWhileRevalidate: number;
  /** When the render finished (ms). */
  at: number;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type PageEncoding = 'br' | 'gzip';

/** A rendered page with its ETag, ready to keep; its compressed forms are made when first asked for. */
export function packPage(html: Buffer, page: Omit<CachedPage, 'html' | 'encoded' | 'etag'>): CachedPage {
  // SHA-256 rather than SHA-1: with the SHA instructions of current CPUs OpenSSL hashes it faster.
  const etag = `"${createHash('sha256').update(html).digest('base64url').slice(0, 22)}"`;
  return { ...page, html, encoded: {}, etag };
}

/**
 * The page in `encoding`, compressed once (on the thread pool, off the event loop) at a quality
 * worth its CPU for an answer served many times, and kept with the page.
 */
export function encodedPage(page: CachedPage, encoding: PageEncoding): Promise<Buffer> {
  page.encoded[encoding] ??=
    encoding === 'br'
      ? brotli(page.html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 6, [zlib.BROTLI_PARAM_SIZE_HINT]: page.html.length } })
      : gzipAsync(page.html, { level: 6 });
  return page.encoded[encoding];
}

/** The `Cache-Control` of a public page: shared caches keep it, a browser asks again each time. */
export function publicCacheControl(page: Pick<CachedPage, 'sMaxAge' | 'staleWhileRevalidate'>): string {
  return `public, max-age=0, s-maxage=${page.sMaxAge}, stale-while-revalidate=${page.staleWhileRevalidate}`;
}

export interface PageCacheOptions {
  /** Entries kept at most (default 500). */
  maxEntries?: number;
  /** Bytes kept at most, the compressed forms counted (default 64 MB). */
  maxBytes?: number;
  now?: () => number;
}

/**
 * `get(key, render)`: a fresh page from the cache; a stale one (within stale-while-revalidate) at once
 * while one render refreshes it; otherwise the render's answer, shared by everyone asking for the
 * same key meanwhile. `render` answers the page to keep, or, for an answer that must not be kept
 * (a redirect, an error, a cut-short render), `{ uncached }` which the waiters share all the same.
 */
export class PageCache<U> {
  private readonly pages: LRUCache<string, CachedPage>;
  private readonly inFlight = new Map<string, Promise<CachedPage | { uncached: U }>>();
  private readonly now: () => number;
  readonly stats = { hits: 0, stale: 0, renders: 0 };

  constructor(options: PageCacheOptions = {}) {
    this.now = options.now ?? Date.now;
    this.pages = new LRUCache<string, CachedPage>({
      max: options.maxEntries ?? 500,
      maxSize: options.maxBytes ?? 64 * 1024 * 1024,
      // The HTML and (about) its two compressed forms.
      sizeCalculation: (page) => Math.ceil(page.html.length * 1.3) + 1,
    });
  }

  async get(key: string, render: () => Promise<CachedPage | { uncached: U }>): Promise<CachedPage | { uncached: U }> {
    const page = this.pages.get(key);
    if (page) {
      const age = (this.now() - page.at) / 1000;
      if (age < page.sMaxAge) {
        this.stats.hits++;
        return page;
      }
      if (age < page.sMaxAge + page.staleWhileRevalidate) {
        this.stats.stale++;
        // The refresh's failure leaves the stale page in place until it expires.
        this.refresh(key, render).catch(() => undefined);
        return page;
      }
      this.pages.delete(key);
    }
    return this.refresh(key, render);
  }

  private refresh(key: string, render: () => Promise<CachedPage | { uncached: U }>): Promise<CachedPage | { uncached: U }> {
    const running = this.inFlight.get(key);
    if (running) return running;
    this.stats.renders++;
    const next = render()
      .then((answer) => {
        if (!('uncached' in answer)) this.pages.set(key, answer);
        return answer;
      })
      .finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, next);
    return next;
  }

  /** Every page is rendered again on its next request (tests, an operator's purge). */
  clear(): void {
    this.pages.clear();
  }
}
