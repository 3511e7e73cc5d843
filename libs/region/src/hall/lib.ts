/** A category of the region's tree (GraphQL TreeCategory), up to 3 levels. */
export interface RegionCategory {
  id: number;
  name: string;
  level: number;
  children?: readonly RegionCategory[] | null;
}

/** /region_list's URL state (SPEC §2: site_id, city_id, district_id, shop_category_id, category_level). */
export interface RegionListQuery {
  siteId: number;
  cityId: number | null;
  districtId: number | null;
  categoryId: number | null;
  categoryLevel: number | null;
  page: number;
}

const int = (raw: string | null) => (raw && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null);

export function parseRegionListQuery(params: URLSearchParams): RegionListQuery | null {
  const siteId = int(params.get('site_id'));
  if (!siteId) return null;
  const level = int(params.get('category_level'));
  const categoryId = int(params.get('shop_category_id'));
  return {
    siteId,
    cityId: int(params.get('city_id')),
    districtId: int(params.get('district_id')),
    categoryId,
    categoryLevel: categoryId && level && level <= 3 ? level : null,
    page: int(params.get('page')) ?? 1,
  };
}

/** The /region_list URL of a state; a change of filter goes back to page 1. */
export function regionListHref(q: RegionListQuery, patch: Partial<RegionListQuery> = {}): string {
  const next = { ...q, page: 1, ...patch };
  const p = new URLSearchParams({ site_id: String(next.siteId) });
  if (next.cityId) p.set('city_id', String(next.cityId));
  if (next.districtId) p.set('district_id', String(next.districtId));
  if (next.categoryId) {
    p.set('shop_category_id', String(next.categoryId));
    if (next.categoryLevel) p.set('category_level', String(next.categoryLevel));
  }
  if (next.page > 1) p.set('page', String(next.page));
  return `/region_list?${p}`;
}
