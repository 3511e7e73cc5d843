// Which zone a route shows, and the URL state of a zone page (?tab=, ?page=).
import { notFound } from '@mall/page-kit';

export interface ZoneRoute {
  code: string;
  /** Province filter of /promotion/redarea/hunan and /jiangxi. */
  province?: string;
  /** Where "back" goes: the parent zone for a province page, else home. */
  parent?: string;
}

/** Route path → zone. The province pages filter the red area by province. */
export const ZONE_ROUTES: Record<string, ZoneRoute> = {
  '/promotion/redarea': { code: 'redarea' },
  '/promotion/redarea/hunan': { code: 'redarea', province: '湖南', parent: '/promotion/redarea' },
  '/promotion/redarea/jiangxi': { code: 'redarea', province: '江西', parent: '/promotion/redarea' },
  '/promotion/special': { code: 'special' },
  '/promotion/residencyhelp': { code: 'residencyhelp' },
  '/promotion/eastwest': { code: 'eastwest' },
  '/promotion/optimalfarmers': { code: 'optimalfarmers' },
  '/promotion/localtube': { code: 'localtube' },
};

export const ZONE_PAGE_SIZE = 20;
const TAB_MAX = 32;

/** ?page= as a page number (1 for anything invalid) and ?tab= (undefined when absent or too long). */
export function zoneQuery(url: URL): { page: number; tab?: string } {
  const raw = Number(url.searchParams.get('page'));
  const page = Number.isInteger(raw) && raw >= 1 && raw <= 100_000 ? raw : 1;
  const tabRaw = url.searchParams.get('tab')?.trim();
  const tab = tabRaw && [...tabRaw].length <= TAB_MAX ? tabRaw : undefined;
  return { page, tab };
}

/** The URL of a tab (page 1) and of a page of the current tab. */
export function zoneHrefs(pathname: string, tab?: string) {
  const query = (params: Record<string, string | undefined>) => {
    const q = new URLSearchParams();
    for (const [k, v] of Object.entries(params)) if (v !== undefined) q.set(k, v);
    const s = q.toString();
    return s ? `${pathname}?${s}` : pathname;
  };
  return {
    tabHref: (next?: string) => query({ tab: next }),
    pageHref: (page: number) => query({ tab, page: page > 1 ? String(page) : undefined }),
  };
}

/** ?page= of a list, 1 for anything invalid. */
export const pageOfUrl = (url: URL): number => zoneQuery(url).page;

/** The numeric id of a detail-{id} route; a 404 response for anything else. */
export function idOfParams(params: { id?: string }): number {
  const id = Number(params.id);
  if (!/^\d{1,10}$/.test(params.id ?? '') || !Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) {
    notFound();
  }
  return id;
}

/** A zone's goods page (zoneGoods, freshGoods) as ZoneView's goods, count, page and pageCount. */
export function zoneGoodsProps<G>(goodsPage: { list: readonly G[]; count: number; page: number; pageCount: number }) {
  return { goods: goodsPage.list, count: goodsPage.count, page: goodsPage.page, pageCount: goodsPage.pageCount };
}
