import { describe, expect, it } from 'vitest';
import { camelizeMoney } from './console/mappers/camel';
import { MoneyScalar } from './money';

describe('Money', () => {
  it('serializes integer fen and refuses anything else', () => {
    expect(MoneyScalar.serialize(1250)).toBe(1250);
    expect(MoneyScalar.serialize(-5)).toBe(-5);
    expect(() => MoneyScalar.serialize('12.50')).toThrow('Money is integer fen');
    expect(() => MoneyScalar.serialize(12.5)).toThrow('Money is integer fen');
  });

  it('the console mapper turns the named REST yuan strings into fen at any depth, once', () => {
    const row = { order_money: '59.90', goods_list: [{ price: '19.9', sku_name: '脐橙' }], pay_no: 'P1' };
    expect(camelizeMoney('order_money', 'price')(row)).toEqual({ orderMoney: 5990, goodsList: [{ price: 1990, skuName: '脐橙' }], payNo: 'P1' });
    expect(() => camelizeMoney('price')({ price: '12.5元' })).toThrow('not a yuan amount');
  });
});
