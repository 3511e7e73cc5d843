import type { PageKind, RouteEntry } from './table';

/**
 * How long a shared cache (storefront-server's own, a CDN, nginx) may keep a public page's HTML:
 * fresh for `sMaxAge` seconds, then served stale for up to `staleWhileRevalidate` more while one
 * render refreshes it. The times are the promise to an operator: a change they make shows on
 * every page within `sMaxAge` (plus the gateway's 3–30 s data cache). Goods and flash-sale pages
 * carry price and stock, so they are the shortest; help and articles change rarely.
 */
export const PAGE_CACHE_TIMES = {
  /** Goods detail, flash sales, group buys, combos: price and stock. */
  goods: { sMaxAge: 30, staleWhileRevalidate: 30 },
  /** Home, lists, search, shops, regions, zones, topics: floors, adverts, notices, rankings. */
  listing: { sMaxAge: 60, staleWhileRevalidate: 120 },
  /** Help, notices, articles and the site's fixed pages. */
  content: { sMaxAge: 300, staleWhileRevalidate: 600 },
} as const;

export type PageCacheKind = keyof typeof PAGE_CACHE_TIMES;
export interface PageCaching {
  kind: PageCacheKind;
  sMaxAge: number;
  staleWhileRevalidate: number;
}

const GOODS_PAGES: ReadonlySet<PageKind> = new Set<PageKind>(['goodsDetail', 'seckill', 'seckillDetail', 'groupbuy', 'groupbuyDetail', 'combo']);
const CONTENT_PAGES: ReadonlySet<PageKind> = new Set<PageKind>([
  'help',
  'helpList',
  'noticeList',
  'noticeDetail',
  'articleList',
  'articleDetail',
  'notFound',
  'closed',
]);

/**
 * A public page's cache times, or null for a page that is the shopper's own (login, member centre,
 * cart, checkout: rendered in the browser) or only redirects. `serverRendered` is entry-server's
 * rule of which pages it renders.
 */
export function pageCaching(entry: RouteEntry, serverRendered: boolean): PageCaching | null {
  if (!serverRendered || entry.auth || entry.redirectTo) return null;
  const kind: PageCacheKind = GOODS_PAGES.has(entry.page) ? 'goods' : CONTENT_PAGES.has(entry.page) ? 'content' : 'listing';
  return { kind, ...PAGE_CACHE_TIMES[kind] };
}
