import { describe, expect, it } from 'vitest';
import { checkoutKinds, makeOrderKey, parseIdList, readCheckoutUrl, usesCart } from './kinds';
import { effectiveStoreId, sortAddresses, toCheckoutInput } from './types';

const url = (query: string) => new URL(`http://localhost/payment${query}`);

describe('readCheckoutUrl (NORMAL)', () => {
  it('reads cart lines from the cart', () => {
    expect(readCheckoutUrl('NORMAL', url('?cart_ids=1,2,3'))).toMatchObject({ ok: true, source: { kind: 'NORMAL', cartIds: [1, 2, 3] } });
  });
  it('drops repeated cart ids and spaces', () => {
    expect(readCheckoutUrl('NORMAL', url('?cart_ids=3,%203,4,'))).toMatchObject({ ok: true, source: { cartIds: [3, 4] } });
  });
  it('reads 立即购买 sku and quantity, 1 when num is absent', () => {
    expect(readCheckoutUrl('NORMAL', url('?sku_id=12&num=2'))).toMatchObject({ ok: true, source: { kind: 'NORMAL', skuId: 12, num: 2 } });
    expect(readCheckoutUrl('NORMAL', url('?sku_id=12'))).toMatchObject({ ok: true, source: { skuId: 12, num: 1 } });
  });
  it.each([
    ['', 'no goods at all'],
    ['?cart_ids=', 'an empty list'],
    ['?cart_ids=1,abc', 'a malformed id'],
    ['?cart_ids=0', 'a zero id'],
    ['?cart_ids=-1', 'a negative id'],
    ['?sku_id=12&num=0', 'a zero quantity'],
    ['?sku_id=12&num=10000', 'a quantity above 9999'],
    ['?sku_id=12&num=1.5', 'a fractional quantity'],
    ['?sku_id=x&num=1', 'a bad sku'],
    ['?cart_ids=1&sku_id=2&num=1', 'two sources at once'],
  ])('answers noGoods with a way back to /cart for %s (%s)', (query) => {
    expect(readCheckoutUrl('NORMAL', url(query))).toEqual({ ok: false, reason: 'noGoods', backTo: '/cart' });
  });
  it('refuses more than 100 cart lines', () => {
    const ids = Array.from({ length: 101 }, (_, i) => i + 1).join(',');
    expect(parseIdList(ids)).toBeNull();
    expect(parseIdList(ids.split(',').slice(0, 100).join(','))).toHaveLength(100);
  });
});

describe('the kind seam', () => {
  it('has NORMAL and the promotion kinds; a promotion kind needs its activity id', () => {
    expect(Object.keys(checkoutKinds)).toEqual(['NORMAL', 'SECKILL', 'GROUPBUY', 'TOPIC', 'COMBO']);
    expect(readCheckoutUrl('SECKILL', url('?sku_id=1&num=1'))).toEqual({ ok: false, reason: 'noGoods', backTo: '/promotion/seckill' });
    const seckill = readCheckoutUrl('SECKILL', url('?seckill_id=7&sku_id=12&num=1'));
    expect(seckill.ok && seckill.source).toEqual({ kind: 'SECKILL', promotionId: 7, skuId: 12, num: 1 });
    const combo = readCheckoutUrl('COMBO', url('?combo_id=3'));
    expect(combo.ok && combo.source).toEqual({ kind: 'COMBO', promotionId: 3, num: 1 });
    expect(readCheckoutUrl('GROUPBUY', url('?groupbuy_id=x&sku_id=1&num=3')).ok).toBe(false);
    const topic = readCheckoutUrl('TOPIC', url('?topic_goods_id=9&sku_id=12&num=2'));
    expect(topic.ok && topic.source).toEqual({ kind: 'TOPIC', promotionId: 9, skuId: 12, num: 2 });
    expect(readCheckoutUrl('TOPIC', url('?topic_goods_id=9&sku_id=12&num=0'))).toEqual({ ok: false, reason: 'noGoods', backTo: '/promotion/topic' });
  });
  it('knows when an order consumes cart lines', () => {
    expect(usesCart({ kind: 'NORMAL', cartIds: [1] })).toBe(true);
    expect(usesCart({ kind: 'NORMAL', skuId: 1, num: 1 })).toBe(false);
  });
});

describe('makeOrderKey', () => {
  it('makes keys the gateway accepts, different each visit', () => {
    const a = makeOrderKey();
    expect(a).toMatch(/^[\w-]{8,64}$/);
    expect(makeOrderKey()).not.toBe(a);
  });
});

describe('toCheckoutInput', () => {
  const source = { kind: 'NORMAL' as const, cartIds: [1, 2] };
  it('sends only the choices made, the store only for pickup', () => {
    expect(toCheckoutInput(source, { deliveryType: 'EXPRESS', addressId: 11, storeId: 21, couponId: null, invoiceId: null })).toEqual({
      kind: 'NORMAL',
      cartIds: [1, 2],
      deliveryType: 'EXPRESS',
      addressId: 11,
    });
    expect(toCheckoutInput(source, { deliveryType: 'PICKUP', addressId: null, storeId: 21, couponId: 31, invoiceId: 41 }, '  请尽快发货 ')).toEqual({
      kind: 'NORMAL',
      cartIds: [1, 2],
      deliveryType: 'PICKUP',
      storeId: 21,
      couponId: 31,
      invoiceId: 41,
      buyerMessage: '请尽快发货',
    });
  });
  it('uses the first store when none is chosen (mall-api does the same)', () => {
    const stores = [{ storeId: 5 }, { storeId: 6 }] as never[];
    expect(effectiveStoreId({ deliveryType: 'PICKUP', addressId: null, storeId: null, couponId: null, invoiceId: null }, stores)).toBe(5);
    expect(effectiveStoreId({ deliveryType: 'EXPRESS', addressId: null, storeId: 6, couponId: null, invoiceId: null }, stores)).toBeNull();
  });
  it('puts the default address first', () => {
    expect(sortAddresses([{ id: 1, isDefault: false }, { id: 2, isDefault: true }]).map((a) => a.id)).toEqual([2, 1]);
  });
});
