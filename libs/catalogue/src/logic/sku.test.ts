import { describe, expect, it } from 'vitest';
import { boundQuantity, findSku, galleryImages, specsFor } from './sku';

const skus = [
  { skuId: 1, specName: '500g', skuImage: 'a.png', price: 6000, discountPrice: 5000, stock: 5 },
  { skuId: 2, specName: '1kg', skuImage: 'b.png', price: 11000, discountPrice: 9900, stock: 0 },
];
const specs = [
  {
    name: '重量',
    values: [
      { skuId: 1, name: '500g', selected: true, available: true },
      { skuId: 2, name: '1kg', selected: false, available: false },
    ],
  },
  { name: '包装', values: [{ skuId: 1, name: '袋装', selected: true, available: true }] },
];

describe('sku selection', () => {
  it('finds the chosen sku, falling back to the first', () => {
    expect(findSku(skus, 2)?.discountPrice).toBe(9900);
    expect(findSku(skus, 9)?.skuId).toBe(1);
    expect(findSku([], 1)).toBeNull();
  });

  it('marks the values naming the chosen sku as selected', () => {
    const next = specsFor(specs, 2);
    expect(next[0].values.map((v) => v.selected)).toEqual([false, true]);
    // No value of this dimension names sku 2: the API's selection stays.
    expect(next[1].values[0].selected).toBe(true);
  });

  it('bounds the quantity by the stock', () => {
    expect(boundQuantity(10, 5)).toBe(5);
    expect(boundQuantity(0, 5)).toBe(1);
    expect(boundQuantity(Number.NaN, 5)).toBe(1);
    expect(boundQuantity(3, 0)).toBe(1);
  });

  it('puts the sku image first in the gallery without repeats', () => {
    expect(galleryImages('b.png', ['a.png', 'b.png', ''])).toEqual(['b.png', 'a.png']);
  });
});
