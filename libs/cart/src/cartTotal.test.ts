import { describe, expect, it } from 'vitest';
import { cartQuantity, cartTotal } from './cartTotal';

describe('cartTotal', () => {
  it('sums price × quantity to 2 decimals without float drift', () => {
    expect(cartTotal([{ discountPrice: '0.1', num: 3 }])).toBe('0.30');
    expect(cartTotal([{ discountPrice: '79.90', num: 2 }, { discountPrice: '268.00', num: 1 }])).toBe('427.80');
    expect(cartTotal([{ discountPrice: 19.99, num: 7 }])).toBe('139.93');
  });
  it('is 0.00 for an empty cart and ignores bad values', () => {
    expect(cartTotal([])).toBe('0.00');
    expect(cartTotal([{ discountPrice: 'abc', num: 2 }])).toBe('0.00');
  });
  it('counts quantities', () => {
    expect(cartQuantity([{ num: 2 }, { num: 3 }])).toBe(5);
  });
});
