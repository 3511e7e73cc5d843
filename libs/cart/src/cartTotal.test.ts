import { describe, expect, it } from 'vitest';
import { cartQuantity, cartTotal, payableLines, selectionTotals } from './cartTotal';

describe('cartTotal', () => {
  it('sums price × quantity in integer fen', () => {
    expect(cartTotal([{ discountPrice: 10, num: 3 }])).toBe(30);
    expect(cartTotal([{ discountPrice: 7990, num: 2 }, { discountPrice: 26800, num: 1 }])).toBe(42780);
    expect(cartTotal([{ discountPrice: 1999, num: 7 }])).toBe(13993);
  });
  it('is 0 for an empty cart', () => {
    expect(cartTotal([])).toBe(0);
  });
  it('counts quantities', () => {
    expect(cartQuantity([{ num: 2 }, { num: 3 }])).toBe(5);
  });
});

describe('payable lines and selection totals', () => {
  const lines = [
    { cartId: 1, discountPrice: 7990, num: 2 },
    { cartId: 2, discountPrice: 26800, num: 1 },
    { cartId: 3, discountPrice: 1000, num: 5, invalid: true },
  ];
  it('leaves invalid lines out of the total, as the server does', () => {
    expect(cartTotal(lines)).toBe(42780);
    expect(payableLines(lines).map((l) => l.cartId)).toEqual([1, 2]);
  });
  it('sums only the chosen payable lines', () => {
    expect(selectionTotals(lines, new Set([1]))).toEqual({ lines: 1, quantity: 2, total: 15980 });
    expect(selectionTotals(lines, [1, 2, 3])).toEqual({ lines: 2, quantity: 3, total: 42780 });
  });
  it('is zero when nothing is chosen', () => {
    expect(selectionTotals(lines, [])).toEqual({ lines: 0, quantity: 0, total: 0 });
  });
});
