import { describe, expect, it } from 'vitest';
import { orderListSearch, parseOrderListParams, variantOfPath } from './orderUrl';

const parse = (search: string) => parseOrderListParams(new URL(`http://x/member/order_list${search}`));

describe('order list URL', () => {
  it('parses tab and page', () => {
    expect(parse('?tab=wait_pay&page=2')).toEqual({ tab: 'WAIT_PAY', page: 2 });
    expect(parse('?tab=REFUNDING')).toEqual({ tab: 'REFUNDING', page: 1 });
    expect(parse('')).toEqual({ tab: 'ALL', page: 1 });
  });
  it('normalises bad values', () => {
    expect(parse('?tab=nope&page=-3')).toEqual({ tab: 'ALL', page: 1 });
    expect(parse('?page=0')).toEqual({ tab: 'ALL', page: 1 });
    expect(parse('?page=1.5')).toEqual({ tab: 'ALL', page: 1 });
    expect(parse('?page=abc&tab=')).toEqual({ tab: 'ALL', page: 1 });
  });
  it('writes the canonical search, defaults left out', () => {
    expect(orderListSearch({ tab: 'ALL', page: 1 })).toBe('');
    expect(orderListSearch({ tab: 'WAIT_CONFIRM', page: 1 })).toBe('?tab=wait_confirm');
    expect(orderListSearch({ tab: 'CLOSED', page: 3 })).toBe('?tab=closed&page=3');
    expect(orderListSearch(parse('?tab=all&page=1'))).toBe('');
  });
  it('reads the delivery type of a detail path', () => {
    expect(variantOfPath('/member/order_detail')).toBe('EXPRESS');
    expect(variantOfPath('/member/order_detail_local_delivery')).toBe('LOCAL_DELIVERY');
    expect(variantOfPath('/member/order_detail_pickup')).toBe('PICKUP');
    expect(variantOfPath('/member/order_detail_virtual')).toBe('VIRTUAL');
  });
});
