import { describe, expect, it } from 'vitest';
import { parseRegionListQuery, regionListHref } from './lib';

describe('/region_list URL', () => {
  it('keeps every filter in the URL and round-trips', () => {
    const q = parseRegionListQuery(new URLSearchParams('site_id=1&district_id=3&shop_category_id=12&category_level=2&page=2'))!;
    expect(q).toEqual({ siteId: 1, cityId: null, districtId: 3, categoryId: 12, categoryLevel: 2, page: 2 });
    expect(regionListHref(q, { page: 2 })).toBe('/region_list?site_id=1&district_id=3&shop_category_id=12&category_level=2&page=2');
  });
  it('a filter change goes back to page 1; clearing drops the parameter', () => {
    const q = parseRegionListQuery(new URLSearchParams('site_id=1&district_id=3&page=4'))!;
    expect(regionListHref(q, { districtId: null })).toBe('/region_list?site_id=1');
  });
  it('needs a site and ignores bad values', () => {
    expect(parseRegionListQuery(new URLSearchParams('district_id=3'))).toBeNull();
    expect(parseRegionListQuery(new URLSearchParams('site_id=1&category_level=7&shop_category_id=x'))).toMatchObject({ categoryId: null, categoryLevel: null });
  });
});
