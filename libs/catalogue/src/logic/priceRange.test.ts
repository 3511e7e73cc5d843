import { describe, expect, it } from 'vitest';
import { parsePrice, validatePriceRange } from './priceRange';

describe('price range', () => {
  it('accepts yuan with at most 2 decimals', () => {
    expect(parsePrice('012.50')).toBe('12.5');
    expect(parsePrice('0')).toBe('0');
    expect(parsePrice(' 99 ')).toBe('99');
    for (const bad of ['-5', 'abc', '1.234', '1e3', '', '.5']) expect(parsePrice(bad)).toBeNull();
  });

  it('validates the two fields', () => {
    expect(validatePriceRange('10', '')).toEqual({ min: '10', max: null, error: null, field: null });
    expect(validatePriceRange('', '')).toEqual({ min: null, max: null, error: null, field: null });
    expect(validatePriceRange('-1', '9')).toMatchObject({ error: 'invalid', field: 'min' });
    expect(validatePriceRange('1', 'x')).toMatchObject({ error: 'invalid', field: 'max' });
    expect(validatePriceRange('50', '10')).toMatchObject({ error: 'order' });
  });
});
