// The orders' resolvers (the platform's and the shop's) against a fake mall-api: filters become the
// contract's body (a shop's list never sends a shop or payment kind), tab counts and shops become
// lists, the detail's payments, refunds and audit rows are camelCased, refusals pass through.
import { ConsoleErrorCode, ErrorCode, type ShopOrderDetail, type ShopOrderRow } from '@mall/rest-contract';
import { describe, expect, it } from 'vitest';
import { consoleGraphqlOver, consoleOk, fail } from '../../test/console-graphql';

const row: ShopOrderRow = {
  order_id: 5201,
  order_no: 'P20261127100100000123',
  site_id: 3,
  site_name: '寻乌脐橙',
  order_status: 'paid',
  order_status_name: '待发货',
  delivery_type: 'express',
  delivery_type_name: '快递配送',
  buyer: '湘西茶农小王（demo）',
  name: '王小明',
  mobile: '138****8000',
  order_money: '203.00',
  goods_num: 2,
  goods_list: [{ order_goods_id: 1, sku_id: 801, goods_id: 88, sku_name: '寻乌脐橙 5斤装', sku_image: '/upload/g/801.png', price: '99.00', num: 2, goods_money: '198.00', refund_status_name: '' }],
  create_time: 1_795_700_000,
  pay_time: 1_795_700_300,
};
const detail: ShopOrderDetail = {
  ...row,
  mobile: '13800138000',
  full_address: '江西省赣州市寻乌县长宁镇 1 号',
  buyer_message: '',
  goods_money: '198.00',
  delivery_money: '5.00',
  promotion_money: '0.00',
  coupon_money: '0.00',
  pay_type_name: '线下转账',
  delivery_time: 0,
  finish_time: 0,
  close_reason: '',
  store_name: '',
  verified: false,
  packages: [],
  notes: [],
  logs: [],
  can_ship: true,
  voucher_money: '150.00',
  payments: [{ pay_no: 'T1', pay_type_name: '线下转账', status_name: '已支付', amount: '53.00', create_time: 1_795_700_280, pay_time: 1_795_703_900 }],
  refunds: [{ refund_no: 'R1', sku_name: '寻乌脐橙 5斤装', refund_type_name: '仅退款', refund_money: '99.00', refund_reason: '包装破损', status_name: '待处理', create_time: 1_795_790_000 }],
  audit: [{ username: 'shop3clerk', role: '店员', action: 'orders.ship', outcome: 'ok', time: 1_795_710_000 }],
};
const page = { list: [row], count: 1, page: 1, page_size: 20, tab_counts: { all: 9, waitsend: 1 } };

describe('orders resolvers', () => {
  it('send the platform’s filters (shop, payment kind) and map the page with its tab counts and shops', async () => {
    const { gql, callsTo } = consoleGraphqlOver({ '/admin/api/orders/list': consoleOk('/admin/api/orders/list', { ...page, shops: [{ site_id: 3, site_name: '寻乌脐橙' }] }) });
    const body = await gql('query($f: OrderFilter) { orders(pageSize: 20, sort: "money_desc", filter: $f) { count tabCounts { tab count } shops { siteId siteName } list { orderNo siteName goodsList { skuName } payments { payNo } audit { action } } } }', {
      f: { tab: 'waitsend', orderNo: 'P20261127100100000123', buyer: '13800138000', siteId: 3, payKind: 'voucher', from: 1_795_000_000, to: 1_796_000_000 },
    });
    expect(body.errors).toBeUndefined();
    expect(callsTo('/admin/api/orders/list')[0].body).toEqual({
      page_size: 20,
      sort: 'money_desc',
      tab: 'waitsend',
      order_no: 'P20261127100100000123',
      buyer: '13800138000',
      site_id: 3,
      pay_kind: 'voucher',
      from: 1_795_000_000,
      to: 1_796_000_000,
    });
    expect(body.data?.orders).toEqual({
      count: 1,
      tabCounts: [
        { tab: 'all', count: 9 },
        { tab: 'waitsend', count: 1 },
      ],
      shops: [{ siteId: 3, siteName: '寻乌脐橙' }],
      list: [{ orderNo: 'P20261127100100000123', siteName: '寻乌脐橙', goodsList: [{ skuName: '寻乌脐橙 5斤装' }], payments: [], audit: [] }],
    });
  });

  it('a shop’s list sends no shop or payment kind and answers no shops', async () => {
    const { gql, callsTo } = consoleGraphqlOver({ '/admin/api/shop/orders/list': consoleOk('/admin/api/shop/orders/list', page) });
    const body = await gql('{ shopOrders(filter: { goods: "脐橙" }) { count shops { siteId } } }');
    expect(body.data?.shopOrders).toEqual({ count: 1, shops: [] });
    expect(callsTo('/admin/api/shop/orders/list')[0].body).toEqual({ goods: '脐橙' });
  });

  it('map the detail’s payments, refunds and audit rows', async () => {
    const { gql, callsTo } = consoleGraphqlOver({ '/admin/api/orders/detail': consoleOk('/admin/api/orders/detail', detail) });
    const body = await gql('{ order(orderId: 5201) { fullAddress voucherMoney payments { payNo payTypeName amount payTime } refunds { refundNo refundMoney statusName } audit { username role action outcome time } } }');
    expect(callsTo('/admin/api/orders/detail')[0].body).toEqual({ order_id: 5201 });
    expect(body.data?.order).toEqual({
      fullAddress: '江西省赣州市寻乌县长宁镇 1 号',
      voucherMoney: 15000,
      payments: [{ payNo: 'T1', payTypeName: '线下转账', amount: 5300, payTime: 1_795_703_900 }],
      refunds: [{ refundNo: 'R1', refundMoney: 9900, statusName: '待处理' }],
      audit: [{ username: 'shop3clerk', role: '店员', action: 'orders.ship', outcome: 'ok', time: 1_795_710_000 }],
    });
  });

  it('pass mall-api’s refusals through and check variables first', async () => {
    const { gql, calls } = consoleGraphqlOver({
      '/admin/api/orders/list': fail(ErrorCode.INVALID_INPUT, '下单结束时间不能早于开始时间'),
      '/admin/api/orders/detail': fail(ConsoleErrorCode.FORBIDDEN, '当前账号的角色没有此项权限（orders.view），请联系超级管理员'),
    });
    const bad = await gql('{ orders(filter: { from: 1795000000, to: 1 }) { count } }');
    expect(bad.errors?.[0]).toMatchObject({ message: '下单结束时间不能早于开始时间', extensions: { code: 'BUSINESS_ERROR', restCode: ErrorCode.INVALID_INPUT } });
    const refused = await gql('{ order(orderId: 1) { orderNo } }');
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const before = calls.length;
    for (const query of ['{ order(orderId: "1") { orderNo } }', '{ orders(filter: { siteId: "3" }) { count } }', '{ orders(filter: { shop: 3 }) { count } }']) {
      expect((await gql(query)).errors?.length, query).toBeGreaterThan(0);
    }
    expect(calls.length).toBe(before);
  });
});
