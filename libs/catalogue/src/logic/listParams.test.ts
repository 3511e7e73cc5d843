import { describe, expect, it } from 'vitest';
import {
  EMPTY_LIST_STATE,
  hasFilters,
  listHref,
  normalizeKeyword,
  parseListParams,
  serializeListParams,
  toGoodsListVariables,
} from './listParams';

const parse = (q: string) => parseListParams(new URLSearchParams(q));

describe('parseListParams', () => {
  it('reads every query of SPEC §2 plus price, tags, sort and page', () => {
    expect(
      parse(
        'keyword=%20大米%20&category_id=12&level=2&brand_id=3&search_type=2&price_min=10&price_max=99.9&tag_type=1&tag_level=4&sort=price_desc&page=3',
      ),
    ).toEqual({
      keyword: '大米',
      categoryId: 12,
      level: 2,
      brandId: 3,
      searchType: 2,
      priceMin: '10',
      priceMax: '99.9',
      tag832: true,
      tagLevel: 4,
      sort: 'price_desc',
      page: 3,
    });
  });

  it('normalises bad values instead of failing', () => {
    expect(parse('page=abc&price_min=-5&sort=zzz&category_id=x&level=9&brand_id=-1&search_type=7&tag_level=5&tag_type=2')).toEqual(
      EMPTY_LIST_STATE,
    );
    expect(parse('page=0').page).toBe(1);
    expect(parse('page=2.5').page).toBe(1);
    expect(parse('price_min=1.234').priceMin).toBeNull();
  });

  it('drops a level without a category and swaps a reversed price range', () => {
    expect(parse('level=2').level).toBeNull();
    const s = parse('price_min=100&price_max=20');
    expect([s.priceMin, s.priceMax]).toEqual(['20', '100']);
  });

  it('trims the keyword and cuts it to 50 characters', () => {
    const long = '湘'.repeat(60);
    expect(parse(`keyword=${encodeURIComponent(`  ${long}  `)}`).keyword).toBe('湘'.repeat(50));
    expect(normalizeKeyword('   ')).toBe('');
    expect(Array.from(normalizeKeyword('😀'.repeat(51)))).toHaveLength(50);
  });
});

describe('serializeListParams', () => {
  it('round-trips and leaves defaults out', () => {
    const q = 'keyword=%E5%A4%A7%E7%B1%B3&category_id=12&level=2&brand_id=3&price_min=10&tag_type=1&sort=sales&page=2';
    expect(serializeListParams(parse(q))).toBe(q);
    expect(serializeListParams(EMPTY_LIST_STATE)).toBe('');
    expect(serializeListParams(parse('sort=composite&page=1&search_type=0'))).toBe('');
  });
});

describe('listHref', () => {
  const state = parse('keyword=茶&page=4&sort=sales');
  it('resets the page to 1 when a filter changes', () => {
    expect(listHref(state, { brandId: 7 })).toBe('/list?keyword=%E8%8C%B6&brand_id=7&sort=sales');
    expect(listHref(state, { sort: 'newest' })).not.toContain('page=');
  });
  it('keeps the page when only the page changes', () => {
    expect(listHref(state, { page: 5 })).toContain('page=5');
    expect(listHref(EMPTY_LIST_STATE)).toBe('/list');
  });
});

describe('toGoodsListVariables', () => {
  it('maps the state to the GoodsList filter', () => {
    expect(toGoodsListVariables(parse('category_id=5&level=3&tag_type=1&tag_level=2&price_max=50&sort=price_asc'))).toEqual({
      filter: { categoryId: 5, level: 3, tagType: 1, tagLevel: 2, maxPrice: '50' },
      sort: 'PRICE_ASC',
      page: 1,
      pageSize: 20,
    });
    expect(hasFilters(parse('keyword=a'))).toBe(false);
    expect(hasFilters(parse('tag_type=1'))).toBe(true);
  });
});
