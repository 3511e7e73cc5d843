import { describe, expect, it } from 'vitest';
import { ZONE_ROUTES, zoneGoodsProps, zoneHrefs, zoneQuery } from './zoneParams';

describe('zoneQuery', () => {
  it('reads the page and tab, falling back for bad values', () => {
    expect(zoneQuery(new URL('http://x/p?page=3&tab=江西'))).toEqual({ page: 3, tab: '江西' });
    expect(zoneQuery(new URL('http://x/p?page=0'))).toEqual({ page: 1, tab: undefined });
    expect(zoneQuery(new URL('http://x/p?page=abc&tab='))).toEqual({ page: 1, tab: undefined });
    expect(zoneQuery(new URL(`http://x/p?tab=${'长'.repeat(33)}`)).tab).toBeUndefined();
  });
});

describe('zoneHrefs', () => {
  it('keeps the tab on page links and drops page 1', () => {
    const h = zoneHrefs('/promotion/special', '粮油米面');
    expect(h.pageHref(2)).toBe('/promotion/special?tab=%E7%B2%AE%E6%B2%B9%E7%B1%B3%E9%9D%A2&page=2');
    expect(h.pageHref(1)).toBe('/promotion/special?tab=%E7%B2%AE%E6%B2%B9%E7%B1%B3%E9%9D%A2');
    expect(h.tabHref()).toBe('/promotion/special');
  });
  it('the province pages filter the red area', () => {
    expect(ZONE_ROUTES['/promotion/redarea/hunan']).toMatchObject({ code: 'redarea', province: '湖南' });
    expect(ZONE_ROUTES['/promotion/redarea/jiangxi']).toMatchObject({ code: 'redarea', province: '江西' });
  });
});

describe('zoneGoodsProps', () => {
  it("gives ZoneView a goods page's list, count, page and page count", () => {
    const list = [{ skuId: 1 }, { skuId: 2 }];
    expect(zoneGoodsProps({ list, count: 25, page: 2, pageCount: 3 })).toEqual({ goods: list, count: 25, page: 2, pageCount: 3 });
  });
});
