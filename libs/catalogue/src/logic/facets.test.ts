import { describe, expect, it } from 'vitest';
import { EMPTY_LIST_STATE, listHref, parseListParams } from './listParams';
import { bandChosen, bandLabel } from './facets';

describe('price bands', () => {
  it('labels with the upper bound rounded up', () => {
    expect(bandLabel({ min: 0, max: 4999 })).toBe('50元以下');
    expect(bandLabel({ min: 5000, max: 9999 })).toBe('50-100元');
    expect(bandLabel({ min: 50000, max: null })).toBe('500元以上');
  });
  it('a chosen band keeps the keyword in the URL and reads back as chosen', () => {
    const state = { ...EMPTY_LIST_STATE, keyword: '脐橙' };
    const href = listHref(state, { priceMin: '50', priceMax: '99.99' });
    expect(href).toBe('/list?keyword=%E8%84%90%E6%A9%99&price_min=50&price_max=99.99');
    const back = parseListParams(new URL(href, 'http://x').searchParams);
    expect(bandChosen(back, { min: 5000, max: 9999 })).toBe(true);
    expect(bandChosen(back, { min: 50000, max: null })).toBe(false);
    expect(bandChosen({ priceMin: '500', priceMax: null }, { min: 50000, max: null })).toBe(true);
  });
});
