import { normalizeKeyword } from '@mall/rest-contract/keyword';
import { parsePrice } from './priceRange';

/**
 * /list's state lives in the URL only (SPEC §2: keyword, category_id, level, brand_id, search_type;
 * plus price_min, price_max, tag_type, tag_level, sort and page). `parseListParams` reads any
 * URLSearchParams — bad values are dropped or replaced by defaults, never thrown — and
 * `serializeListParams` writes the canonical query string back (defaults omitted, fixed order).
 */
export type ListSort = 'composite' | 'sales' | 'price_asc' | 'price_desc' | 'newest';
export const LIST_SORTS: readonly ListSort[] = ['composite', 'sales', 'price_asc', 'price_desc', 'newest'];
export const LIST_PAGE_SIZE = 20;

/** tag_level values: 2 province, 3 city, 4 county (SPEC §1). */
export type TagLevel = 2 | 3 | 4;
export const TAG_LEVELS: readonly TagLevel[] = [2, 3, 4];

export interface ListState {
  keyword: string;
  categoryId: number | null;
  /** 1-3, only with a category. */
  level: number | null;
  brandId: number | null;
  /** 0 all, 1 new, 2 premium, 3 recommended. */
  searchType: number;
  /** Yuan strings with at most 2 decimals, e.g. "12.5"; null when not set. */
  priceMin: string | null;
  priceMax: string | null;
  /** Only '832' products. */
  tag832: boolean;
  tagLevel: TagLevel | null;
  sort: ListSort;
  page: number;
}

export const EMPTY_LIST_STATE: ListState = {
  keyword: '',
  categoryId: null,
  level: null,
  brandId: null,
  searchType: 0,
  priceMin: null,
  priceMax: null,
  tag832: false,
  tagLevel: null,
  sort: 'composite',
  page: 1,
};

/** SPEC §5: trimmed and cut to 50 characters (code points, so no half emoji): the one normaliser. */
export { normalizeKeyword } from '@mall/rest-contract/keyword';

/** A positive integer id, or null for anything else ("abc", "-1", "1.5", "1e3"). */
export function parseId(raw: string | null | undefined): number | null {
  if (!raw || !/^\d{1,9}$/.test(raw.trim())) return null;
  const n = Number(raw.trim());
  return n > 0 ? n : null;
}

function parseIntIn(raw: string | null, min: number, max: number): number | null {
  if (!raw || !/^\d{1,3}$/.test(raw.trim())) return null;
  const n = Number(raw.trim());
  return n >= min && n <= max ? n : null;
}

export function parseListParams(params: URLSearchParams): ListState {
  const categoryId = parseId(params.get('category_id'));
  const level = categoryId === null ? null : parseIntIn(params.get('level'), 1, 3);
  let priceMin = parsePrice(params.get('price_min'));
  let priceMax = parsePrice(params.get('price_max'));
  if (priceMin !== null && priceMax !== null && Number(priceMin) > Number(priceMax)) {
    [priceMin, priceMax] = [priceMax, priceMin];
  }
  const sort = params.get('sort') as ListSort | null;
  const tagLevel = Number(params.get('tag_level'));
  return {
    keyword: normalizeKeyword(params.get('keyword')),
    categoryId,
    level,
    brandId: parseId(params.get('brand_id')),
    searchType: parseIntIn(params.get('search_type'), 0, 3) ?? 0,
    priceMin,
    priceMax,
    tag832: params.get('tag_type') === '1',
    tagLevel: (TAG_LEVELS as readonly number[]).includes(tagLevel) ? (tagLevel as TagLevel) : null,
    sort: sort && LIST_SORTS.includes(sort) ? sort : 'composite',
    page: parseId(params.get('page')) ?? 1,
  };
}

/** The canonical query string (no leading '?'); defaults are left out. */
export function serializeListParams(state: ListState): string {
  const out = new URLSearchParams();
  const keyword = normalizeKeyword(state.keyword);
  if (keyword) out.set('keyword', keyword);
  if (state.categoryId) {
    out.set('category_id', String(state.categoryId));
    if (state.level) out.set('level', String(state.level));
  }
  if (state.brandId) out.set('brand_id', String(state.brandId));
  if (state.searchType) out.set('search_type', String(state.searchType));
  if (state.priceMin !== null) out.set('price_min', state.priceMin);
  if (state.priceMax !== null) out.set('price_max', state.priceMax);
  if (state.tag832) out.set('tag_type', '1');
  if (state.tagLevel) out.set('tag_level', String(state.tagLevel));
  if (state.sort !== 'composite') out.set('sort', state.sort);
  if (state.page > 1) out.set('page', String(state.page));
  return out.toString();
}

/**
 * The /list URL of `state` changed by `patch`. Any change other than the page itself starts again
 * at page 1 (a new filter has new pages).
 */
export function listHref(state: ListState, patch: Partial<ListState> = {}): string {
  const next: ListState = { ...state, ...patch };
  if (!('page' in patch)) next.page = 1;
  const query = serializeListParams(next);
  return query ? `/list?${query}` : '/list';
}

/** True when the state narrows the goods at all (for the "clear filters" link). */
export function hasFilters(state: ListState): boolean {
  return (
    state.brandId !== null ||
    state.searchType !== 0 ||
    state.priceMin !== null ||
    state.priceMax !== null ||
    state.tag832 ||
    state.tagLevel !== null
  );
}

const SORT_TO_API = {
  composite: 'COMPOSITE',
  sales: 'SALES',
  price_asc: 'PRICE_ASC',
  price_desc: 'PRICE_DESC',
  newest: 'NEWEST',
} as const satisfies Record<ListSort, string>;

/** The GoodsList query's variables for a state. */
export function toGoodsListVariables(state: ListState) {
  return {
    filter: {
      ...(state.keyword ? { keyword: state.keyword } : {}),
      ...(state.categoryId ? { categoryId: state.categoryId, ...(state.level ? { level: state.level } : {}) } : {}),
      ...(state.brandId ? { brandId: state.brandId } : {}),
      ...(state.searchType ? { searchType: state.searchType } : {}),
      ...(state.priceMin !== null ? { minPrice: state.priceMin } : {}),
      ...(state.priceMax !== null ? { maxPrice: state.priceMax } : {}),
      ...(state.tag832 ? { tagType: 1 } : {}),
      ...(state.tagLevel ? { tagLevel: state.tagLevel } : {}),
    },
    sort: SORT_TO_API[state.sort],
    page: state.page,
    pageSize: LIST_PAGE_SIZE,
  };
}
