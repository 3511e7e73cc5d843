/** A category of the shop's tree (GraphQL TreeCategory), up to 3 levels. */
export interface TreeNode {
  id: number;
  name: string;
  level: number;
  children?: readonly TreeNode[] | null;
}

export interface ShopHeaderData {
  id: number;
  name: string;
  shortName: string;
  avatar: string;
  /** The shop page's wide picture and introduction; '' (or absent) when the shop set none. */
  banner?: string;
  introduction?: string;
  /** The hotline the 店主 set in the console's 店铺信息; '' (or absent) when none. */
  telephone?: string;
  score: string;
  fansNum: number;
  goodsNum: number;
  followed: boolean;
}

export interface StoreData {
  id: number;
  name: string;
  address: string;
  telephone: string;
  openTime: string;
}

export interface ShopCardData {
  id: number;
  name: string;
  shortName: string;
  avatar: string;
  address: string;
  goodsNum: number;
  fansNum: number;
  storeNum: number;
  score: string;
}

export type ShopTab = 'home' | 'goods' | 'stores';

/** /shop-{id}'s URL: tab, category (id and level), sort and page. */
export interface ShopQuery {
  tab: ShopTab;
  categoryId: number | null;
  level: number | null;
  sort: 'composite' | 'sales' | 'price_asc' | 'price_desc' | 'newest';
  page: number;
}

const SORTS = ['composite', 'sales', 'price_asc', 'price_desc', 'newest'] as const;
const int = (raw: string | null) => (raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null);

export function parseShopQuery(params: URLSearchParams): ShopQuery {
  const tab = params.get('tab');
  const sort = params.get('sort') as ShopQuery['sort'] | null;
  const level = int(params.get('level'));
  return {
    tab: tab === 'goods' || tab === 'stores' ? tab : 'home',
    categoryId: int(params.get('category_id')),
    level: level && level >= 1 && level <= 3 ? level : null,
    sort: sort && (SORTS as readonly string[]).includes(sort) ? sort : 'composite',
    page: Math.max(1, int(params.get('page')) ?? 1),
  };
}

/** The URL of the shop with these settings; defaults are left out. */
export function shopHref(shopId: number, q: Partial<ShopQuery>): string {
  const p = new URLSearchParams();
  if (q.tab && q.tab !== 'home') p.set('tab', q.tab);
  if (q.categoryId) p.set('category_id', String(q.categoryId));
  if (q.categoryId && q.level) p.set('level', String(q.level));
  if (q.sort && q.sort !== 'composite') p.set('sort', q.sort);
  if (q.page && q.page > 1) p.set('page', String(q.page));
  const s = p.toString();
  return `/shop-${shopId}${s ? `?${s}` : ''}`;
}
