// Order resolvers against the fake REST: TOKEN_ERROR without a session on every field (no REST
// call), variable validation (no REST call), request bodies, enum and field mapping, NOT_FOUND → null.
import { ErrorCode, type EndpointPath, type ResponseOf } from '@mall/rest-contract';
import { describe, expect, it } from 'vitest';
import { fail, fakeRest, ok } from '../test/fake-rest';
import { gatewayOver, graphqlOver } from '../test/post-graphql';

const TOKEN = 'd'.repeat(64);
const COOKIE = `mall_token=${TOKEN}`;


const goods = {
  order_goods_id: 11,
  sku_id: 101,
  goods_id: 10,
  sku_name: '五常大米 5kg',
  sku_image: '/upload/g/101.png',
  price: '49.90',
  num: 2,
  goods_money: '99.80',
  real_goods_money: '89.80',
  refund_money: '0.00',
  refund_status: 'applied',
  refund_status_name: '退款申请待审核',
  refund_id: 3,
  evaluate_status: 0,
};
const summary: ResponseOf<'/api/order/lists'>['list'][number] = {
  order_id: 5,
  order_no: 'P2026',
  order_kind: 'normal',
  site_id: 3,
  site_name: '五常米业',
  order_status: 'shipped',
  order_status_name: '待收货',
  delivery_type: 'express',
  delivery_type_name: '快递配送',
  order_money: '89.80',
  goods_num: 2,
  evaluate_status: 0,
  create_time: 1767225600,
  goods_list: [goods],
  actions: [{ action: 'takedelivery', title: '确认收货' }],
};
const payment: ResponseOf<'/api/order/pay'> = {
  payment_id: 9,
  pay_no: 'T1',
  pay_type: 'demo',
  pay_type_name: '演示支付（不扣款）',
  amount: '89.80',
  status: 'paid',
  status_name: '已支付',
  order_ids: [5],
  images: [],
  remark: '',
  review_remark: '',
  create_time: 1,
  pay_time: 2,
  voucher_money: '0.00',
};
const fixtures = {
  '/api/order/lists': ok('/api/order/lists', { list: [summary], count: 1, page_count: 1 }),
  '/api/order/num': ok('/api/order/num', { waitpay: 1, waitsend: 2, waitconfirm: 3, waitrate: 4, refunding: 5 }),
  '/api/order/detail': (body: Record<string, unknown>) =>
    body.order_id === 404
      ? fail(ErrorCode.NOT_FOUND, '订单不存在')
      : ok('/api/order/detail', {
          ...summary,
          name: '李秀英',
          mobile: '13800138000',
          full_address: '湖南省 长沙市',
          buyer_message: '',
          goods_money: '99.80',
          delivery_money: '0.00',
          promotion_money: '10.00',
          coupon_money: '0.00',
          invoice_money: '0.00',
          invoice: null,
          pay_type: 'demo',
          pay_type_name: '演示支付（不扣款）',
          pay_time: 2,
          delivery_time: 3,
          sign_time: 0,
          finish_time: 0,
          close_time: 0,
          close_reason: '',
          auto_close_time: 0,
          auto_take_delivery_time: 99,
          extended_take_delivery: false,
          store: null,
          pickup_code: '',
          verify_code: '',
          package_count: 1,
          pay_parts: {
            voucher_money: '20.00',
            vouchers: [{ voucher_no: 'V2026001', voucher_name: '湘西州机关工会消费帮扶券', money: '20.00' }],
            balance_money: '0.00',
            online_money: '0.00',
            offline_money: '69.80',
            offline_status: 'reviewing',
            tickets: [{ ...payment, pay_type: 'offline', status: 'reviewing', status_name: '待审核', amount: '69.80', images: ['/upload/certificate/1_0123456789abcdef.png'] }],
          },
          logs: [{ action: 'pay', from_status: 'unpaid', to_status: 'paid', operator: 'member', remark: '', create_time: 2 }],
        }),
  '/api/order/create': ok('/api/order/create', { order_id: 5, order_no: 'P2026', order_money: '89.80', order_status: 'unpaid', auto_close_time: 1800, repeated: false }),
  '/api/order/pay': ok('/api/order/pay', payment),
  '/api/order/paytickets': ok('/api/order/paytickets', { ...payment, pay_type: 'offline', status: 'reviewing', status_name: '待审核', voucher_money: '20.00' }),
  '/api/order/close': ok('/api/order/close', { order_id: 5, order_status: 'closed', order_status_name: '已关闭' }),
} satisfies Partial<Record<EndpointPath, unknown>>;

function setup() {
  const rest = fakeRest(fixtures as Parameters<typeof fakeRest>[0]);
  return graphqlOver(rest);
}

const EVERY_FIELD = [
  '{ checkout(input: { skuId: 1, num: 1 }) { orderMoney } }',
  '{ payInfo(orderIds: [1]) { payMoney } }',
  '{ payTickets(orderId: 1) { payMoney } }',
  '{ orders { count } }',
  '{ order(orderId: 1) { orderId } }',
  '{ orderPackages(orderId: 1) { packageId } }',
  '{ orderEvaluation(orderId: 1) { orderId } }',
  '{ refundData(orderGoodsId: 1) { maxRefundMoney } }',
  '{ refund(refundId: 1) { refundId } }',
  '{ refunds { count } }',
  '{ complaint(orderGoodsId: 1) { complainId } }',
  'mutation { createOrder(input: { checkout: { skuId: 1, num: 1 }, orderKey: "abcdefgh1" }) { orderId } }',
  'mutation { payOrders(orderIds: [1], payType: DEMO, payKey: "abcdefgh1") { paymentId } }',
  'mutation { submitPayTickets(orderIds: [1], images: ["/upload/certificate/1_0123456789abcdef.png"], payKey: "abcdefgh1") { paymentId } }',
  'mutation { closeOrder(orderId: 1) { status } }',
  'mutation { takeDelivery(orderId: 1) { status } }',
  'mutation { extendTakeDelivery(orderId: 1) { status } }',
  'mutation { evaluateOrder(orderId: 1, goods: [{ orderGoodsId: 1, content: "好", scores: 5 }]) }',
  'mutation { evaluateOrderAgain(orderId: 1, goods: [{ orderGoodsId: 1, content: "好" }]) }',
  'mutation { applyRefund(input: { orderGoodsId: 1, reason: "其他", amount: "1.00" }) { refundId } }',
  'mutation { cancelRefund(refundId: 1) { refundId } }',
  'mutation { complain(input: { orderGoodsId: 1, reason: "其他", content: "五个字以上" }) { complainId } }',
];

describe('order resolvers', () => {
  it('every field answers TOKEN_ERROR without a session and calls no REST', async () => {
    const { rest, gql } = setup();
    for (const q of EVERY_FIELD) {
      const body = await gql(q);
      expect(body.errors?.[0]?.extensions?.code, q).toBe('TOKEN_ERROR');
    }
    expect(rest.calls).toHaveLength(0);
  });

  it('bad variables are BAD_USER_INPUT before any REST call', async () => {
    const { rest, gql } = setup();
    for (const q of [
      '{ checkout(input: { skuId: 1 }) { orderMoney } }',
      '{ checkout(input: { skuId: 1, num: 1, cartIds: [1] }) { orderMoney } }',
      '{ checkout(input: { skuId: 1, num: 0 }) { orderMoney } }',
      '{ checkout(input: { skuId: 1, num: 1, deliveryType: VIRTUAL }) { orderMoney } }',
      '{ payInfo(orderIds: []) { payMoney } }',
      '{ orders(pageSize: 101) { count } }',
      '{ order(orderId: 0) { orderId } }',
      'mutation { createOrder(input: { checkout: { skuId: 1, num: 1 }, orderKey: "short" }) { orderId } }',
      'mutation { payOrders(orderIds: [1], payType: DEMO, payKey: "bad key!") { paymentId } }',
      'mutation { submitPayTickets(orderIds: [1], images: [], payKey: "abcdefgh1") { paymentId } }',
      'mutation { submitPayTickets(orderIds: [1], images: ["http://evil.example/x.png"], payKey: "abcdefgh1") { paymentId } }',
      'mutation { submitPayTickets(orderIds: [1], images: ["/upload/certificate/1_0123456789abcdef.png"], payKey: "abcdefgh1", voucherId: 0) { paymentId } }',
      'mutation { evaluateOrder(orderId: 1, goods: [{ orderGoodsId: 1, content: "好", scores: 6 }]) }',
      'mutation { applyRefund(input: { orderGoodsId: 1, reason: "其他", amount: "1.234" }) { refundId } }',
      'mutation { applyRefund(input: { orderGoodsId: 1, reason: "随便", amount: "1.00" }) { refundId } }',
      'mutation { complain(input: { orderGoodsId: 1, reason: "其他", content: "短" }) { complainId } }',
    ]) {
      const body = await gql(q, {}, COOKIE);
      expect(body.errors?.[0]?.extensions?.code, q).toBe('BAD_USER_INPUT');
    }
    expect(rest.calls).toHaveLength(0);
  });

  it('orders maps the list and fetches counts only when selected', async () => {
    const { rest, gql } = setup();
    const body = await gql('{ orders(tab: WAIT_CONFIRM, pageSize: 5) { count list { orderId status kind deliveryType actions { action } goods { refundStatus realGoodsMoney } } counts { waitPay refunding } } }', {}, COOKIE);
    expect(body.errors).toBeUndefined();
    expect(body.data?.orders).toEqual({
      count: 1,
      list: [{ orderId: 5, status: 'SHIPPED', kind: 'NORMAL', deliveryType: 'EXPRESS', actions: [{ action: 'takedelivery' }], goods: [{ refundStatus: 'APPLIED', realGoodsMoney: 8980 }] }],
      counts: { waitPay: 1, refunding: 5 },
    });
    expect(rest.callsTo('/api/order/lists')[0].body).toMatchObject({ order_status: 'waitconfirm', page_size: 5, token: TOKEN });
    await gql('{ orders { count } }', {}, COOKIE);
    expect(rest.callsTo('/api/order/num')).toHaveLength(1);
  });

  it('order answers null for NOT_FOUND and maps the detail', async () => {
    const { gql } = setup();
    expect((await gql('{ order(orderId: 404) { orderId } }', {}, COOKIE)).data?.order).toBeNull();
    const d = await gql('{ order(orderId: 5) { orderId statusName promotionMoney autoTakeDeliveryTime logs { action toStatus } } }', {}, COOKIE);
    expect(d.data?.order).toEqual({ orderId: 5, statusName: '待收货', promotionMoney: 1000, autoTakeDeliveryTime: 99, logs: [{ action: 'pay', toStatus: 'paid' }] });
  });

  it('order maps how it was paid: the voucher part, the offline transfer and its state', async () => {
    const { gql } = setup();
    const d = await gql('{ order(orderId: 5) { payParts { voucherMoney vouchers { voucherName money } balanceMoney onlineMoney offlineMoney offlineStatus tickets { payType status amount images } } } }', {}, COOKIE);
    expect(d.errors).toBeUndefined();
    expect(d.data?.order).toEqual({
      payParts: {
        voucherMoney: 2000,
        vouchers: [{ voucherName: '湘西州机关工会消费帮扶券', money: 2000 }],
        balanceMoney: 0,
        onlineMoney: 0,
        offlineMoney: 6980,
        offlineStatus: 'REVIEWING',
        tickets: [{ payType: 'OFFLINE', status: 'REVIEWING', amount: 6980, images: ['/upload/certificate/1_0123456789abcdef.png'] }],
      },
    });
  });

  it('submitPayTickets sends the voucher with the certificates, and leaves it out when not chosen', async () => {
    const { rest, gql } = setup();
    const image = '/upload/certificate/1_0123456789abcdef.png';
    const sent = await gql(`mutation { submitPayTickets(orderIds: [5], images: ["${image}"], payKey: "pay-key-2", voucherId: 7) { status voucherMoney } }`, {}, COOKIE);
    expect(sent.data?.submitPayTickets).toEqual({ status: 'REVIEWING', voucherMoney: 2000 });
    await gql(`mutation { submitPayTickets(orderIds: [5], images: ["${image}"], payKey: "pay-key-3") { status } }`, {}, COOKIE);
    const [withVoucher, without] = rest.callsTo('/api/order/paytickets').map((c) => c.body);
    expect(withVoucher).toMatchObject({ order_ids: [5], images: [image], pay_key: 'pay-key-2', voucher_id: 7 });
    expect(without).not.toHaveProperty('voucher_id');
  });

  it('createOrder, payOrders and closeOrder send the REST bodies uncached', async () => {
    const { rest, gql } = setup();
    const created = await gql('mutation { createOrder(input: { checkout: { skus: [{ skuId: 1, num: 1 }, { skuId: 1, num: 2 }], deliveryType: PICKUP, storeId: 2 }, orderKey: "order-key-1" }) { orderId status repeated } }', {}, COOKIE);
    expect(created.data?.createOrder).toEqual({ orderId: 5, status: 'UNPAID', repeated: false });
    expect(rest.callsTo('/api/order/create')[0].body).toMatchObject({ sku_list: [{ sku_id: 1, num: 1 }, { sku_id: 1, num: 2 }], delivery_type: 'pickup', store_id: 2, order_key: 'order-key-1' });
    const paid = await gql('mutation { a: payOrders(orderIds: [5, 5], payType: DEMO, payKey: "pay-key-1") { paymentId payType status } b: payOrders(orderIds: [5], payType: DEMO, payKey: "pay-key-1") { paymentId } }', {}, COOKIE);
    expect(paid.data?.a).toEqual({ paymentId: 9, payType: 'DEMO', status: 'PAID' });
    expect(rest.callsTo('/api/order/pay')).toHaveLength(2);
    expect(rest.callsTo('/api/order/pay')[0].body).toMatchObject({ order_ids: [5], pay_type: 'demo', pay_key: 'pay-key-1' });
    const closed = await gql('mutation { closeOrder(orderId: 5, reason: "不想要了") { status statusName } }', {}, COOKIE);
    expect(closed.data?.closeOrder).toEqual({ status: 'CLOSED', statusName: '已关闭' });
  });

  it('a refusal from mall-api is a BUSINESS_ERROR with its message', async () => {
    const rest = fakeRest({ '/api/order/takedelivery': fail(ErrorCode.BUSINESS, '订单当前状态为「待发货」，不能确认收货') });
    const { body } = await gatewayOver(rest).post('mutation { takeDelivery(orderId: 5) { status } }', { cookie: COOKIE });
    expect(body.errors?.[0]).toMatchObject({ message: '订单当前状态为「待发货」，不能确认收货', extensions: { code: 'BUSINESS_ERROR', restCode: ErrorCode.BUSINESS } });
  });
});
