// Resolvers of schema/order.graphql: checkout, payment, orders, refunds, evaluations, complaints and
// the member's verification desk
// (snake_case REST → camelCase SDL, lower-case REST states → SDL enums). Variables are checked here
// first (BAD_USER_INPUT, no REST call), then against the REST request schema itself; every field
// answers TOKEN_ERROR without a session. Reads that find nothing (NOT_FOUND) answer null.
import { ARBITRATE_REASON_MAX, ORDER_IMAGES_MAX, UPLOADED_IMAGE_PATTERN, type RequestOf } from '@mall/rest-contract';
import type { GraphQLResolveInfo } from 'graphql';
import type { CheckoutInput, DeliveryType, OrderKind, OrderPayType, OrderTab, Resolvers } from '../generated/resolvers-types';
import {
  toCheckout,
  toComplaint,
  toCreatedOrder,
  toDeskVerifyTarget,
  toOrderCounts,
  toOrderDetail,
  toOrderEvaluation,
  toOrderStatus,
  toOrderSummary,
  toPackage,
  toPayInfo,
  toPayment,
  toPayTickets,
  toRefund,
  toRefundData,
  toVerifierInfo,
  toVerifyRecord,
} from '../mappers/order';
import { toPage } from '../mappers/page';
import { badInput, optionalIntInRange, stringLength } from '../validation';
import { asLoggedIn, checked, orNull, positiveId } from './support';

const TABS: Record<OrderTab, RequestOf<'/api/order/lists'>['order_status']> = {
  ALL: 'all',
  WAIT_PAY: 'waitpay',
  WAIT_SEND: 'waitsend',
  WAIT_CONFIRM: 'waitconfirm',
  WAIT_RATE: 'waitrate',
  COMPLETED: 'completed',
  CLOSED: 'closed',
  REFUNDING: 'refunding',
};
const KINDS: Record<OrderKind, 'normal' | 'groupbuy' | 'seckill' | 'combo' | 'topic'> = { NORMAL: 'normal', GROUPBUY: 'groupbuy', SECKILL: 'seckill', COMBO: 'combo', TOPIC: 'topic' };
const CHECKOUT_DELIVERY: Partial<Record<DeliveryType, 'express' | 'local_delivery' | 'pickup'>> = { EXPRESS: 'express', LOCAL_DELIVERY: 'local_delivery', PICKUP: 'pickup' };
const PAY: Record<OrderPayType, 'balance' | 'demo'> = { BALANCE: 'balance', DEMO: 'demo' };

const page = (value: number | null | undefined) => optionalIntInRange('page', value, 1, 100_000);
const pageSize = (value: number | null | undefined) => optionalIntInRange('pageSize', value, 1, 100);

function ids(field: string, label: string, values: readonly number[], max = 20): number[] {
  if (values.length === 0) badInput(`请选择${label}`, field);
  if (values.length > max) badInput(`一次最多 ${max} 个${label}`, field);
  return [...new Set(values.map((v) => positiveId(field, label, v)))];
}

function key(field: string, label: string, value: string): string {
  const v = value.trim();
  if (!/^[\w-]{8,64}$/.test(v)) badInput(`${label}须为 8 到 64 个字母、数字、- 或 _`, field);
  return v;
}

function images(field: string, values: readonly string[] | null | undefined): string[] {
  const list = [...(values ?? [])];
  if (list.length > ORDER_IMAGES_MAX) badInput(`最多 ${ORDER_IMAGES_MAX} 张图片`, field);
  for (const v of list) if (!UPLOADED_IMAGE_PATTERN.test(v)) badInput('图片必须是本站上传的图片地址', field);
  return list;
}

function checkoutBody(input: CheckoutInput): RequestOf<'/api/order/calculate'> {
  const sources = [input.cartIds != null, input.skuId != null, input.skus != null].filter(Boolean).length;
  if (sources !== 1 && !(sources === 0 && input.promotionId != null)) badInput('请选择商品：cartIds、skuId + num 或 skus 三选一', 'cartIds');
  const body: RequestOf<'/api/order/calculate'> = {};
  if (input.kind) body.order_kind = KINDS[input.kind];
  if (input.cartIds) body.cart_ids = ids('cartIds', '购物车商品', input.cartIds, 100);
  if (input.skuId != null) {
    body.sku_id = positiveId('skuId', '商品编号', input.skuId);
    if (input.num == null) badInput('请填写购买数量', 'num');
    body.num = optionalIntInRange('num', input.num, 1, 9999);
  }
  if (input.skus) {
    if (input.skus.length === 0 || input.skus.length > 100) badInput('商品数量须为 1 到 100 种', 'skus');
    body.sku_list = input.skus.map((s) => ({ sku_id: positiveId('skus', '商品编号', s.skuId), num: optionalIntInRange('skus', s.num, 1, 9999)! }));
  }
  if (input.deliveryType) {
    const d = CHECKOUT_DELIVERY[input.deliveryType];
    if (!d) badInput('虚拟商品订单不能选择配送方式', 'deliveryType');
    body.delivery_type = d;
  }
  if (input.addressId != null) body.address_id = positiveId('addressId', '收货地址编号', input.addressId);
  if (input.storeId != null) body.store_id = positiveId('storeId', '门店编号', input.storeId);
  if (input.promotionId != null) body.promotion_id = positiveId('promotionId', '活动编号', input.promotionId);
  if (input.couponId != null) body.coupon_id = positiveId('couponId', '优惠券编号', input.couponId);
  if (input.invoiceId != null) body.invoice_id = positiveId('invoiceId', '发票抬头编号', input.invoiceId);
  if (input.buyerMessage != null) body.buyer_message = stringLength('buyerMessage', '买家留言', input.buyerMessage, 0, 200);
  return body;
}

/** Whether the query selects `field` directly under this field (fragments count as yes). */
function selects(info: GraphQLResolveInfo, field: string): boolean {
  return info.fieldNodes.some((n) => n.selectionSet?.selections.some((s) => s.kind !== 'Field' || s.name.value === field));
}

export const orderResolvers: Resolvers = {
  Query: {
    checkout: (_p, { input }, ctx) =>
      asLoggedIn(ctx, async () => {
        return toCheckout(await ctx.rest.call('/api/order/calculate', checked('/api/order/calculate', checkoutBody(input))));
      }),
    payInfo: (_p, args, ctx) =>
      asLoggedIn(ctx, async () => {
        return toPayInfo(await ctx.rest.call('/api/pay/info', { order_ids: ids('orderIds', '订单', args.orderIds) }));
      }),
    payTickets: (_p, args, ctx) =>
      asLoggedIn(ctx, async () => {
        return toPayTickets(await ctx.rest.call('/api/order/getpaytickets', { order_id: positiveId('orderId', '订单编号', args.orderId) }));
      }),
    orders: (_p, args, ctx, info) =>
      asLoggedIn(ctx, async () => {
        const body: RequestOf<'/api/order/lists'> = { order_status: TABS[args.tab ?? 'ALL'] };
        const p = page(args.page);
        const s = pageSize(args.pageSize);
        if (p !== undefined) body.page = p;
        if (s !== undefined) body.page_size = s;
        const [list, n] = await Promise.all([ctx.rest.call('/api/order/lists', body), selects(info, 'counts') ? ctx.rest.call('/api/order/num', {}) : null]);
        return { ...toPage(list, toOrderSummary), counts: toOrderCounts(n) };
      }),
    order: (_p, args, ctx) =>
      asLoggedIn(ctx, () =>
        orNull(async () => {
          return toOrderDetail(await ctx.rest.call('/api/order/detail', { order_id: positiveId('orderId', '订单编号', args.orderId) }));
        }),
      ),
    orderPackages: (_p, args, ctx) =>
      asLoggedIn(ctx, async () =>
        (await ctx.rest.call('/api/order/package', { order_id: positiveId('orderId', '订单编号', args.orderId) })).map(toPackage),
      ),
    orderEvaluation: (_p, args, ctx) =>
      asLoggedIn(ctx, () =>
        orNull(async () => {
          return toOrderEvaluation(await ctx.rest.call('/api/order/evluateinfo', { order_id: positiveId('orderId', '订单编号', args.orderId) }));
        }),
      ),
    refundData: (_p, args, ctx) =>
      asLoggedIn(ctx, () =>
        orNull(async () => {
          return toRefundData(await ctx.rest.call('/api/orderrefund/refundData', { order_goods_id: positiveId('orderGoodsId', '订单商品编号', args.orderGoodsId) }));
        }),
      ),
    refund: (_p, args, ctx) =>
      asLoggedIn(ctx, () => orNull(async () => toRefund(await ctx.rest.call('/api/orderrefund/detail', { refund_id: positiveId('refundId', '退款编号', args.refundId) })))),
    refunds: (_p, args, ctx) =>
      asLoggedIn(ctx, async () => {
        const body: RequestOf<'/api/orderrefund/lists'> = {};
        if (args.status) body.refund_status = args.status.toLowerCase() as NonNullable<typeof body.refund_status>;
        const p = page(args.page);
        const s = pageSize(args.pageSize);
        if (p !== undefined) body.page = p;
        if (s !== undefined) body.page_size = s;
        const r = await ctx.rest.call('/api/orderrefund/lists', body);
        return toPage(r, toRefund);
      }),
    complaint: (_p, args, ctx) =>
      asLoggedIn(ctx, () =>
        orNull(async () => {
          const c = await ctx.rest.call('/api/ordercomplain/detail', { order_goods_id: positiveId('orderGoodsId', '订单商品编号', args.orderGoodsId) });
          return c ? toComplaint(c) : null;
        }),
      ),
    verifierInfo: (_p, _a, ctx) => asLoggedIn(ctx, async () => toVerifierInfo(await ctx.rest.call('/api/verify/checkisverifier', {}))),
    deskVerifyCode: (_p, args, ctx) =>
      asLoggedIn(ctx, async () => toDeskVerifyTarget(await ctx.rest.call('/api/verify/verifyInfo', checked('/api/verify/verifyInfo', { code: args.code })))),
    verifyRecords: (_p, args, ctx) =>
      asLoggedIn(ctx, async () => {
        const body: RequestOf<'/api/verify/records'> = {};
        if (args.outcome) body.outcome = args.outcome === 'OK' ? 'ok' : 'refused';
        const p = page(args.page);
        const s = pageSize(args.pageSize);
        if (p !== undefined) body.page = p;
        if (s !== undefined) body.page_size = s;
        return toPage(await ctx.rest.call('/api/verify/records', body), toVerifyRecord);
      }),
    verifyRecord: (_p, args, ctx) =>
      asLoggedIn(ctx, () => orNull(async () => toVerifyRecord(await ctx.rest.call('/api/verify/record', { id: positiveId('id', '核销记录编号', args.id) })))),
  },

  Mutation: {
    createOrder: (_p, { input }, ctx) =>
      asLoggedIn(ctx, async () => {
        const body = checked('/api/order/create', { ...checkoutBody(input.checkout), order_key: key('orderKey', '下单标识', input.orderKey) });
        const o = await ctx.rest.call('/api/order/create', body, { cache: false });
        return toCreatedOrder(o);
      }),
    payOrders: (_p, args, ctx) =>
      asLoggedIn(ctx, async () => {
        const body = checked('/api/order/pay', {
          order_ids: ids('orderIds', '订单', args.orderIds),
          pay_type: PAY[args.payType],
          pay_key: key('payKey', '支付标识', args.payKey),
          ...(args.voucherId == null ? {} : { voucher_id: positiveId('voucherId', '消费券编号', args.voucherId) }),
        });
        return toPayment(await ctx.rest.call('/api/order/pay', body, { cache: false }));
      }),
    submitPayTickets: (_p, args, ctx) =>
      asLoggedIn(ctx, async () => {
        const list = images('images', args.images);
        if (list.length === 0) badInput('请上传转账凭证', 'images');
        const body = checked('/api/order/paytickets', {
          order_ids: ids('orderIds', '订单', args.orderIds),
          images: list,
          remark: stringLength('remark', '备注', args.remark ?? '', 0, 200),
          pay_key: key('payKey', '支付标识', args.payKey),
          ...(args.voucherId == null ? {} : { voucher_id: positiveId('voucherId', '消费券编号', args.voucherId) }),
        });
        return toPayment(await ctx.rest.call('/api/order/paytickets', body, { cache: false }));
      }),
    closeOrder: (_p, args, ctx) =>
      asLoggedIn(ctx, async () =>
        toOrderStatus(await ctx.rest.call('/api/order/close', { order_id: positiveId('orderId', '订单编号', args.orderId), reason: stringLength('reason', '关闭原因', args.reason ?? '', 0, 64) }, { cache: false })),
      ),
    takeDelivery: (_p, args, ctx) => asLoggedIn(ctx, async () => toOrderStatus(await ctx.rest.call('/api/order/takedelivery', { order_id: positiveId('orderId', '订单编号', args.orderId) }, { cache: false }))),
    extendTakeDelivery: (_p, args, ctx) =>
      asLoggedIn(ctx, async () => toOrderStatus(await ctx.rest.call('/api/order/extendtakedelivery', { order_id: positiveId('orderId', '订单编号', args.orderId) }, { cache: false }))),
    evaluateOrder: (_p, args, ctx) =>
      asLoggedIn(ctx, async () => {
        if (args.goods.length === 0) badInput('请评价商品', 'goods');
        const body = checked('/api/goodsevaluate/add', {
          order_id: positiveId('orderId', '订单编号', args.orderId),
          goods_evaluate: args.goods.map((g) => ({
            order_goods_id: positiveId('goods', '订单商品编号', g.orderGoodsId),
            content: stringLength('content', '评价内容', g.content, 1, 500),
            scores: optionalIntInRange('scores', g.scores, 1, 5)!,
            images: images('images', g.images),
          })),
        });
        return ctx.rest.call('/api/goodsevaluate/add', body, { cache: false });
      }),
    evaluateOrderAgain: (_p, args, ctx) =>
      asLoggedIn(ctx, async () => {
        if (args.goods.length === 0) badInput('请填写追评', 'goods');
        const body = checked('/api/goodsevaluate/again', {
          order_id: positiveId('orderId', '订单编号', args.orderId),
          goods_evaluate: args.goods.map((g) => ({ order_goods_id: positiveId('goods', '订单商品编号', g.orderGoodsId), again_content: stringLength('content', '追评内容', g.content, 1, 500), images: images('images', g.images) })),
        });
        return ctx.rest.call('/api/goodsevaluate/again', body, { cache: false });
      }),
    applyRefund: (_p, { input }, ctx) =>
      asLoggedIn(ctx, async () => {
        if (!/^\d{1,8}(\.\d{1,2})?$/.test(input.amount.trim()) || Number(input.amount) <= 0) badInput('退款金额必须是大于 0、最多两位小数的金额', 'amount');
        const body = checked('/api/orderrefund/refund', {
          order_goods_id: positiveId('orderGoodsId', '订单商品编号', input.orderGoodsId),
          refund_type: optionalIntInRange('refundType', input.refundType, 1, 2) ?? 1,
          refund_reason: input.reason.trim() as RequestOf<'/api/orderrefund/refund'>['refund_reason'],
          refund_money: input.amount.trim(),
          refund_remark: stringLength('remark', '退款说明', input.remark ?? '', 0, 200),
          images: images('images', input.images),
        });
        return toRefund(await ctx.rest.call('/api/orderrefund/refund', body, { cache: false }));
      }),
    cancelRefund: (_p, args, ctx) => asLoggedIn(ctx, async () => toRefund(await ctx.rest.call('/api/orderrefund/cancel', { refund_id: positiveId('refundId', '退款编号', args.refundId) }, { cache: false }))),
    arbitrateRefund: (_p, args, ctx) =>
      asLoggedIn(ctx, async () => {
        const body = { refund_id: positiveId('refundId', '退款编号', args.refundId), reason: stringLength('reason', '仲裁理由', args.reason, 1, ARBITRATE_REASON_MAX) };
        return toRefund(await ctx.rest.call('/api/orderrefund/arbitrate', body, { cache: false }));
      }),
    complain: (_p, { input }, ctx) =>
      asLoggedIn(ctx, async () => {
        const body = checked('/api/ordercomplain/complain', {
          order_goods_id: positiveId('orderGoodsId', '订单商品编号', input.orderGoodsId),
          complain_reason: input.reason.trim() as RequestOf<'/api/ordercomplain/complain'>['complain_reason'],
          complain_content: stringLength('content', '投诉内容', input.content, 5, 500),
          images: images('images', input.images),
        });
        return toComplaint(await ctx.rest.call('/api/ordercomplain/complain', body, { cache: false }));
      }),
    redeemVerifyCode: (_p, args, ctx) =>
      asLoggedIn(ctx, async () => toDeskVerifyTarget(await ctx.rest.call('/api/verify/verify', checked('/api/verify/verify', { code: args.code }), { cache: false }))),
  },
};
