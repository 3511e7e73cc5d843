import { endpoints, type EndpointPath } from '@mall/rest-contract';

/**
 * The gateway's named short-time cache: REST answers that are the same for every
 * shopper, kept per gateway instance for a few seconds and dropped by time only (no invalidation
 * messages: an edit in the admin shows within the TTL). Only `auth: 'none'` endpoints listed here,
 * and only for calls without a token, are ever cached; a logged-in shopper's calls always go to
 * mall-api, so no answer made for a member is stored or served to anyone.
 * TTLs: what changes rarely and is on every page (navigation, category tree, the footer's help) 30 s,
 * site info 3 s; what operators change during the day (floors, adverts, notices, hot words) 10 s; the
 * goods' running promotions 5 s.
 */
export const PUBLIC_CACHE_TTL_MS = {
  /**
   * 站点信息: title, logo, phone, status. Only 3 s: it carries the site's open/closed switch (SPEC §4),
   * and an operator who closes the site must see every instance stop selling within seconds.
   */
  '/api/website/info': 3_000,
  '/api/config/copyright': 30_000,
  '/api/config/defaultimg': 30_000,
  '/api/config/servicer': 30_000,
  /** 导航 */
  '/api/pc/navList': 30_000,
  '/api/pc/friendlyLink': 30_000,
  /** 分类树, and one category's path and children (the list and detail pages' breadcrumbs) */
  '/api/goodscategory/tree': 30_000,
  '/api/goodscategory/info': 30_000,
  /** 帮助分类 with their first entries: the footer of every page */
  '/api/helpclass/lists': 30_000,
  /** 品牌 (the list page's brand filter, per category) */
  '/api/goodsbrand/page': 30_000,
  /** 首页楼层 */
  '/api/pc/floors': 10_000,
  /** 广告位 (by keyword) */
  '/api/adv/detail': 10_000,
  /** 公告与文章 */
  '/api/pc/noticeAndArticle': 10_000,
  /** 首页浮层 (an advert) */
  '/api/pc/floatLayer': 10_000,
  /**
   * The promotions running on a set of goods (a list's or a floor's price tags), by goods ids. Only
   * 5 s: an activity's start, end or sell-out shows within that; the order itself is priced by mall-api.
   */
  '/api/goods/promotions': 5_000,
  /** 热门搜索词 and the search box's default word */
  '/api/pc/hotSearchWords': 10_000,
  '/api/pc/defaultSearchWords': 10_000,
} as const satisfies Partial<Record<EndpointPath, number>>;

/** How long the storefront may still show what the answers of `paths` said, in whole seconds (the console says so beside a change). */
export const publicCacheSeconds = (...paths: (keyof typeof PUBLIC_CACHE_TTL_MS)[]) =>
  Math.ceil(Math.max(...paths.map((path) => PUBLIC_CACHE_TTL_MS[path])) / 1000);

/** Entries kept at most (keys differ by body: branch site, advert keyword, notice count). */
const MAX_ENTRIES = 500;

interface Entry {
  expires: number;
  value: Promise<unknown>;
}

export interface PublicCacheStats {
  hits: number;
  misses: number;
}

export class PublicCache {
  private readonly entries = new Map<string, Entry>();
  readonly stats: PublicCacheStats = { hits: 0, misses: 0 };

  constructor(
    private readonly ttls: Partial<Record<string, number>> = PUBLIC_CACHE_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /** The TTL of a call, or undefined when it must not be cached (not listed, not public, has a token). */
  ttlFor(path: EndpointPath, body: Readonly<Record<string, unknown>>): number | undefined {
    if (body.token !== undefined) return undefined;
    const ttl = this.ttls[path];
    if (ttl === undefined || endpoints[path].auth !== 'none') return undefined;
    return ttl;
  }

  /**
   * The cached answer under `key`, or `load()`'s, kept for `ttlMs`. Concurrent misses share one
   * load; a failed load is not kept (the next request tries again).
   */
  getOrLoad(key: string, ttlMs: number, load: () => Promise<unknown>): Promise<unknown> {
    const now = this.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) {
      this.stats.hits += 1;
      return hit.value;
    }
    this.stats.misses += 1;
    const value = load();
    const entry: Entry = { expires: now + ttlMs, value };
    this.entries.delete(key);
    this.entries.set(key, entry);
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    // Oldest first in a Map: drop the oldest beyond the bound.
    while (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
    return value;
  }

  /** When the entry under `key` expires (ms, this cache's clock), or undefined when there is none. */
  expiry(key: string): number | undefined {
    return this.entries.get(key)?.expires;
  }

  /**
   * Whole GraphQL answers made only of this cache's entries (execution/in-process.ts), kept until the
   * earliest of those entries expires: an operator's change shows within the same named times.
   */
  readonly answers = new Map<string, Entry>();

  /** This cache's clock (ms). */
  time(): number {
    return this.now();
  }

  clear(): void {
    this.entries.clear();
    this.answers.clear();
  }
}
