import { describe, expect, it } from 'vitest';
import { parseShopQuery, shopHref } from './types';

describe('shop URL', () => {
  it('round-trips tab, category, sort and page', () => {
    const href = shopHref(3, { tab: 'goods', categoryId: 12, level: 2, sort: 'sales', page: 2 });
    expect(href).toBe('/shop-3?tab=goods&category_id=12&level=2&sort=sales&page=2');
    expect(parseShopQuery(new URL(href, 'http://x').searchParams)).toEqual({ tab: 'goods', categoryId: 12, level: 2, sort: 'sales', page: 2 });
  });
  it('falls back to the shop home, composite sort and page 1 on bad input', () => {
    expect(parseShopQuery(new URLSearchParams('tab=x&sort=evil&page=-3&level=9&category_id=abc'))).toEqual({ tab: 'home', categoryId: null, level: null, sort: 'composite', page: 1 });
    expect(shopHref(1, {})).toBe('/shop-1');
  });
});
