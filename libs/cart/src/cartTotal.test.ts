import { describe, expect, it } from 'vitest';
import { cartQuantity, cartTotal, payableLines, selectionTotals } from './cartTotal';

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

describe('payable lines and selection totals', () => {
  const lines = [
    { cartId: 1, discountPrice: '79.90', num: 2 },
    { cartId: 2, discountPrice: '268.00', num: 1 },
    { cartId: 3, discountPrice: '10.00', num: 5, invalid: true },
  ];
  it('leaves invalid lines out of the total, as the server does', () => {
    expect(cartTotal(lines)).toBe('427.80');
    expect(payableLines(lines).map((l) => l.cartId)).toEqual([1, 2]);
  });
  it('sums only the chosen payable lines', () => {
    expect(selectionTotals(lines, new Set([1]))).toEqual({ lines: 1, quantity: 2, total: '159.80' });
    expect(selectionTotals(lines, [1, 2, 3])).toEqual({ lines: 2, quantity: 3, total: '427.80' });
  });
  it('is zero when nothing is chosen', () => {
    expect(selectionTotals(lines, [])).toEqual({ lines: 0, quantity: 0, total: '0.00' });
  });
});
