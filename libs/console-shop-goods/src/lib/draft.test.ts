import { describe, expect, it } from 'vitest';
import { checkDraft, draftOf, emptyDraft, emptySku, inputOf, stockChanges, type GoodsDraft } from './draft';

const filled = (over: Partial<GoodsDraft> = {}): GoodsDraft => ({
  ...emptyDraft(),
  goodsName: '保靖黄金茶 明前特级',
  categoryPath: ['1', '11', '111'],
  images: ['/upload/shopgoods/1_a.png'],
  skus: [{ ...emptySku(true), specName: '250克', price: '128', discountPrice: '99.9', stock: '30' }],
  ...over,
});

describe('checkDraft', () => {
  it('accepts a complete draft', () => {
    expect(checkDraft(filled())).toEqual({});
  });
  it('names what is missing', () => {
    const errors = checkDraft({ ...emptyDraft(), skus: [] });
    expect(errors).toMatchObject({ goodsName: expect.stringContaining('商品名称'), category: expect.stringContaining('第三级'), images: expect.stringContaining('图片'), skus: '请至少添加一个规格' });
  });
  it('refuses a price with three decimals, a fractional stock and a discount above the price', () => {
    expect(checkDraft(filled({ skus: [{ ...emptySku(true), specName: '一斤', price: '1.234', discountPrice: '1', stock: '1' }] })).skus).toContain('一斤');
    expect(checkDraft(filled({ skus: [{ ...emptySku(true), specName: '一斤', price: '10', discountPrice: '9', stock: '1.5' }] })).skus).toContain('库存');
    expect(checkDraft(filled({ skus: [{ ...emptySku(true), specName: '一斤', price: '10', discountPrice: '12', stock: '1' }] })).skus).toBe('折扣价不能高于价格');
  });
});

describe('inputOf and stockChanges', () => {
  it('a new goods sends its skus with their opening stock and the shelf wish', () => {
    const input = inputOf(filled({ onShelf: false }));
    expect(input).toMatchObject({ goodsName: '保靖黄金茶 明前特级', categoryId: 111, onShelf: false, brandId: null });
    expect(input.skus).toEqual([{ stock: 30, specName: '250克', price: '128', discountPrice: '99.9', isDefault: true }]);
  });
  it('an edit leaves existing skus’ stock to the stock calls, sent as changes from what was seen', () => {
    const d = filled({
      goodsId: 7,
      skus: [
        { ...emptySku(true), skuId: 70, specName: '250克', price: '128', discountPrice: '99', stock: '25', seenStock: 30 },
        { ...emptySku(), skuId: 71, specName: '500克', price: '228', discountPrice: '199', stock: '8', seenStock: 8 },
        { ...emptySku(), specName: '1000克', price: '428', discountPrice: '399', stock: '4' },
      ],
    });
    const input = inputOf(d);
    expect(input.goodsId).toBe(7);
    expect(input).not.toHaveProperty('onShelf');
    expect(input.skus.map((s) => s.stock)).toEqual([undefined, undefined, 4]);
    expect(stockChanges(d)).toEqual([{ skuId: 70, seenStock: 30, stock: 25 }]);
  });
});

describe('draftOf', () => {
  it('starts from the pending proposal while an edit waits for review', () => {
    const d = draftOf({
      goodsId: 5,
      goodsName: '旧名',
      introduction: '',
      content: '<p>x</p>',
      keywords: '',
      categoryId: 111,
      categoryPath: [
        { categoryId: 1, categoryName: '茶' },
        { categoryId: 11, categoryName: '绿茶' },
        { categoryId: 111, categoryName: '黄金茶' },
      ],
      brandId: null,
      shopCategoryId: null,
      images: ['/upload/goods/1.svg'],
      recommendWay: 0,
      tagType: 0,
      tagLevel: 0,
      isOnShelf: true,
      skus: [{ skuId: 50, specName: '一斤', price: 1000, discountPrice: 900, stock: 12, saleNum: 3, skuImage: '/upload/goods/1.svg', isDefault: true }],
      review: null,
      pendingChanges: { goodsName: '新名', tagType: null, tagLevel: 4, skus: [{ skuId: 50, specName: '一斤', price: 1200, discountPrice: 1100, stock: 12, skuImage: '/upload/goods/1.svg', isDefault: true }] },
    });
    expect(d).toMatchObject({ goodsName: '新名', tagLevel: 4, categoryPath: ['1', '11', '111'] });
    expect(d.skus[0]).toMatchObject({ skuId: 50, price: '12.00', seenStock: 12, stock: '12' });
  });
});
