// Resolvers of schema/order.graphql: checkout, payment, orders, refunds, evaluations, complaints
// (snake_case REST → camelCase SDL, lower-case REST states → SDL enums). Variables are checked here
// first (BAD_USER_INPUT, no REST call), then against the REST request schema itself; every field
// answers TOKEN_ERROR without a session. Reads that find nothing (NOT_FOUND) answer null.
import {
  endpoints,
  ErrorCode,
  ORDER_IMAGES_MAX,
  UPLOADED_IMAGE_PATTERN,
  type EndpointPath,
  type RequestOf,
  type ResponseOf,
} from '@mall/rest-contract';
import { GraphQLError, type GraphQLResolveInfo } from 'graphql';
import type {
  CheckoutInput,
  DeliveryType,
  OrderKind,
  OrderPayType,
  OrderStatus,
  OrderTab,
  PayMethod,
  PaymentStatus,
  RefundStatus,
  Resolvers,
} from '../generated/resolvers-types';
import { badInput, optionalIntInRange, parseRequest, stringLength } from '../validation';
import { asLoggedIn, positiveId } from './cart';

type Rest<P extends EndpointPath> = ResponseOf<P>;

const upper = <T extends string>(s: string) => s.toUpperCase() as T;
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
const KINDS: Record<OrderKind, 'normal' | 'groupbuy' | 'seckill' | 'combo'> = { NORMAL: 'normal', GROUPBUY: 'groupbuy', SECKILL: 'seckill', COMBO: 'combo' };
const CHECKOUT_DELIVERY: Partial<Record<DeliveryType, 'express' | 'local_delivery' | 'pickup'>> = { EXPRESS: 'express', LOCAL_DELIVERY: 'local_delivery', PICKUP: 'pickup' };
const PAY: Record<OrderPayType, 'balance' | 'demo'> = { BALANCE: 'balance', DEMO: 'demo' };

/** The REST request schema as the last check; the body is sent as given. */
function checked<P extends EndpointPath>(path: P, body: RequestOf<P>): RequestOf<P> {
  parseRequest(endpoints[path].request, body);
  return body;
}

/** NOT_FOUND from mall-api → null. */
async function orNull<T>(run: () => Promise<T>): Promise<T | null> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof GraphQLError && error.extensions.restCode === ErrorCode.NOT_FOUND) return null;
    throw error;
  }
}

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
  if (sources !== 1) badInput('请选择商品：cartIds、skuId + num 或 skus 三选一', 'cartIds');
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
  if (input.couponId != null) body.coupon_id = positiveId('couponId', '优惠券编号', input.couponId);
  if (input.invoiceId != null) body.invoice_id = positiveId('invoiceId', '发票抬头编号', input.invoiceId);
  if (input.buyerMessage != null) body.buyer_message = stringLength('buyerMessage', '买家留言', input.buyerMessage, 0, 200);
  return body;
}

/** Whether the query selects `field` directly under this field (fragments count as yes). */
function selects(info: GraphQLResolveInfo, field: string): boolean {
  return info.fieldNodes.some((n) => n.selectionSet?.selections.some((s) => s.kind !== 'Field' || s.name.value === field));
}

// Mapping.
const toGoods = (g: Rest<'/api/order/detail'>['goods_list'][number]) => ({
  orderGoodsId: g.order_goods_id,
  skuId: g.sku_id,
  goodsId: g.goods_id,
  skuName: g.sku_name,
  skuImage: g.sku_image,
  price: g.price,
  num: g.num,
  goodsMoney: g.goods_money,
  realGoodsMoney: g.real_goods_money,
  refundMoney: g.refund_money,
  refundStatus: g.refund_status ? upper<RefundStatus>(g.refund_status) : null,
  refundStatusName: g.refund_status_name,
  refundId: g.refund_id,
  evaluateStatus: g.evaluate_status,
});
const toSummary = (o: Rest<'/api/order/lists'>['list'][number]) => ({
  orderId: o.order_id,
  orderNo: o.order_no,
  kind: upper<OrderKind>(o.order_kind),
  siteId: o.site_id,
  siteName: o.site_name,
  status: upper<OrderStatus>(o.order_status),
  statusName: o.order_status_name,
  deliveryType: upper<DeliveryType>(o.delivery_type),
  deliveryTypeName: o.delivery_type_name,
  orderMoney: o.order_money,
  goodsNum: o.goods_num,
  evaluateStatus: o.evaluate_status,
  createTime: o.create_time,
  goods: o.goods_list.map(toGoods),
  actions: o.actions,
});
const toStore = (s: Rest<'/api/order/calculate'>['store_list'][number]) => ({ storeId: s.store_id, storeName: s.store_name, address: s.address, telephone: s.telephone, openTime: s.open_time });
const toPayment = (p: Rest<'/api/order/pay'>) => ({
  paymentId: p.payment_id,
  payNo: p.pay_no,
  payType: upper<PayMethod>(p.pay_type),
  payTypeName: p.pay_type_name,
  amount: p.amount,
  status: upper<PaymentStatus>(p.status),
  statusName: p.status_name,
  orderIds: p.order_ids,
  images: p.images,
  remark: p.remark,
  reviewRemark: p.review_remark,
  createTime: p.create_time,
  payTime: p.pay_time,
});
const toAccount = (a: Rest<'/api/pay/info'>['offline_account']) => ({ bankName: a.bank_name, accountName: a.account_name, accountNo: a.account_no, remark: a.remark });
const toStatus = (s: Rest<'/api/order/close'>) => ({ orderId: s.order_id, status: upper<OrderStatus>(s.order_status), statusName: s.order_status_name });
type RestRefundEntry = Rest<'/api/orderrefund/lists'>['list'][number];
const toRefund = (r: RestRefundEntry & Partial<Rest<'/api/orderrefund/detail'>>) => ({
  refundId: r.refund_id,
  refundNo: r.refund_no,
  orderId: r.order_id,
  orderNo: r.order_no,
  orderGoodsId: r.order_goods_id,
  skuName: r.sku_name,
  skuImage: r.sku_image,
  num: r.num,
  refundType: r.refund_type,
  refundTypeName: r.refund_type_name,
  refundMoney: r.refund_money,
  reason: r.refund_reason,
  status: upper<RefundStatus>(r.refund_status),
  statusName: r.refund_status_name,
  createTime: r.create_time,
  remark: r.refund_remark ?? '',
  images: r.images ?? [],
  refuseReason: r.refuse_reason ?? '',
  auditTime: r.audit_time ?? 0,
  refundTo: r.refund_to ?? '',
  canCancel: r.can_cancel ?? false,
  canComplain: r.can_complain ?? false,
});
const toComplaint = (c: NonNullable<Rest<'/api/ordercomplain/detail'>>) => ({
  complainId: c.complain_id,
  orderId: c.order_id,
  orderGoodsId: c.order_goods_id,
  skuName: c.sku_name,
  reason: c.complain_reason,
  content: c.complain_content,
  images: c.images,
  status: c.status,
  statusName: c.status_name,
  reply: c.reply,
  createTime: c.create_time,
});

export const orderResolvers: Resolvers = {
  Query: {
    checkout: (_p, { input }, ctx) =>
      asLoggedIn(ctx, async () => {
        const c = await ctx.rest.call('/api/order/calculate', checked('/api/order/calculate', checkoutBody(input)));
        return {
          kind: upper<OrderKind>(c.order_kind),
          goods: c.goods_list.map((g) => ({ skuId: g.sku_id, goodsId: g.goods_id, skuName: g.sku_name, skuImage: g.sku_image, price: g.price, num: g.num, goodsMoney: g.goods_money, siteId: g.site_id, siteName: g.site_name })),
          deliveryType: upper<DeliveryType>(c.delivery_type),
          deliveryOptions: c.delivery_types.map((d) => ({ type: upper<DeliveryType>(d.type), name: d.name, fee: d.fee })),
          address: c.address ? { addressId: c.address.address_id, name: c.address.name, mobile: c.address.mobile, fullAddress: c.address.full_address } : null,
          stores: c.store_list.map(toStore),
          goodsMoney: c.goods_money,
          deliveryMoney: c.delivery_money,
          promotionMoney: c.promotion_money,
          promotions: c.promotion_list.map((p) => ({ siteId: p.site_id, text: p.text, discountMoney: p.discount_money })),
          couponMoney: c.coupon_money,
          coupons: c.coupon_list.map((x) => ({ couponId: x.coupon_id, couponName: x.coupon_name, discountMoney: x.discount_money, usable: x.usable, reason: x.reason })),
          invoiceMoney: c.invoice_money,
          invoice: c.invoice ? { invoiceId: c.invoice.invoice_id, invoiceTitle: c.invoice.invoice_title, invoiceType: c.invoice.invoice_type, rate: c.invoice.rate } : null,
          orderMoney: c.order_money,
        };
      }),
    payInfo: (_p, args, ctx) =>
      asLoggedIn(ctx, async () => {
        const i = await ctx.rest.call('/api/pay/info', { order_ids: ids('orderIds', '订单', args.orderIds) });
        return {
          payMoney: i.pay_money,
          orders: i.orders.map((o) => ({ orderId: o.order_id, orderNo: o.order_no, orderMoney: o.order_money, status: upper<OrderStatus>(o.order_status), autoCloseTime: o.auto_close_time })),
          balance: i.balance,
          methods: i.methods.map((m) => ({ type: upper<PayMethod>(m.type), name: m.name, desc: m.desc, isDemo: m.is_demo, enabled: m.enabled })),
          offlineAccount: toAccount(i.offline_account),
        };
      }),
    payTickets: (_p, args, ctx) =>
      asLoggedIn(ctx, async () => {
        const t = await ctx.rest.call('/api/order/getpaytickets', { order_id: positiveId('orderId', '订单编号', args.orderId) });
        return { offlineAccount: toAccount(t.offline_account), payMoney: t.pay_money, orderStatus: upper<OrderStatus>(t.order_status), tickets: t.tickets.map(toPayment) };
      }),
    orders: (_p, args, ctx, info) =>
      asLoggedIn(ctx, async () => {
        const body: RequestOf<'/api/order/lists'> = { order_status: TABS[args.tab ?? 'ALL'] };
        const p = page(args.page);
        const s = pageSize(args.pageSize);
        if (p !== undefined) body.page = p;
        if (s !== undefined) body.page_size = s;
        const [list, n] = await Promise.all([ctx.rest.call('/api/order/lists', body), selects(info, 'counts') ? ctx.rest.call('/api/order/num', {}) : null]);
        const counts = n ? { waitPay: n.waitpay, waitSend: n.waitsend, waitConfirm: n.waitconfirm, waitRate: n.waitrate, refunding: n.refunding } : { waitPay: 0, waitSend: 0, waitConfirm: 0, waitRate: 0, refunding: 0 };
        return { list: list.list.map(toSummary), count: list.count, pageCount: list.page_count, counts };
      }),
    order: (_p, args, ctx) =>
      asLoggedIn(ctx, () =>
        orNull(async () => {
          const d = await ctx.rest.call('/api/order/detail', { order_id: positiveId('orderId', '订单编号', args.orderId) });
          return {
            ...toSummary(d),
            name: d.name,
            mobile: d.mobile,
            fullAddress: d.full_address,
            buyerMessage: d.buyer_message,
            goodsMoney: d.goods_money,
            deliveryMoney: d.delivery_money,
            promotionMoney: d.promotion_money,
            couponMoney: d.coupon_money,
            invoiceMoney: d.invoice_money,
            invoice: d.invoice ? { invoiceTitle: d.invoice.invoice_title, invoiceType: d.invoice.invoice_type, taxNumber: d.invoice.tax_number } : null,
            payType: d.pay_type,
            payTypeName: d.pay_type_name,
            payTime: d.pay_time,
            deliveryTime: d.delivery_time,
            signTime: d.sign_time,
            finishTime: d.finish_time,
            closeTime: d.close_time,
            closeReason: d.close_reason,
            autoCloseTime: d.auto_close_time,
            autoTakeDeliveryTime: d.auto_take_delivery_time,
            extendedTakeDelivery: d.extended_take_delivery,
            store: d.store ? toStore(d.store) : null,
            pickupCode: d.pickup_code,
            verifyCode: d.verify_code,
            packageCount: d.package_count,
            logs: d.logs.map((l) => ({ action: l.action, fromStatus: l.from_status, toStatus: l.to_status, operator: l.operator, remark: l.remark, createTime: l.create_time })),
          };
        }),
      ),
    orderPackages: (_p, args, ctx) =>
      asLoggedIn(ctx, async () =>
        (await ctx.rest.call('/api/order/package', { order_id: positiveId('orderId', '订单编号', args.orderId) })).map((p) => ({
          packageId: p.package_id,
          packageName: p.package_name,
          expressCompany: p.express_company,
          deliveryNo: p.delivery_no,
          goods: p.goods_list.map((g) => ({ orderGoodsId: g.order_goods_id, skuName: g.sku_name, skuImage: g.sku_image, num: g.num })),
          traces: p.traces,
        })),
      ),
    orderEvaluation: (_p, args, ctx) =>
      asLoggedIn(ctx, () =>
        orNull(async () => {
          const e = await ctx.rest.call('/api/order/evluateinfo', { order_id: positiveId('orderId', '订单编号', args.orderId) });
          return {
            orderId: e.order_id,
            orderNo: e.order_no,
            evaluateStatus: e.evaluate_status,
            canEvaluate: e.can_evaluate,
            canEvaluateAgain: e.can_evaluate_again,
            goods: e.goods_list.map((g) => ({ goods: toGoods(g), content: g.content, images: g.images, scores: g.scores, againContent: g.again_content })),
          };
        }),
      ),
    refundData: (_p, args, ctx) =>
      asLoggedIn(ctx, () =>
        orNull(async () => {
          const d = await ctx.rest.call('/api/orderrefund/refundData', { order_goods_id: positiveId('orderGoodsId', '订单商品编号', args.orderGoodsId) });
          return { goods: toGoods(d.order_goods), orderStatus: upper<OrderStatus>(d.order_status), maxRefundMoney: d.max_refund_money, refundTypes: d.refund_types, reasons: d.reasons, canApply: d.can_apply, reasonCannot: d.reason_cannot };
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
        return { list: r.list.map(toRefund), count: r.count, pageCount: r.page_count };
      }),
    complaint: (_p, args, ctx) =>
      asLoggedIn(ctx, () =>
        orNull(async () => {
          const c = await ctx.rest.call('/api/ordercomplain/detail', { order_goods_id: positiveId('orderGoodsId', '订单商品编号', args.orderGoodsId) });
          return c ? toComplaint(c) : null;
        }),
      ),
  },

  Mutation: {
    createOrder: (_p, { input }, ctx) =>
      asLoggedIn(ctx, async () => {
        const body = checked('/api/order/create', { ...checkoutBody(input.checkout), order_key: key('orderKey', '下单标识', input.orderKey) });
        const o = await ctx.rest.call('/api/order/create', body, { cache: false });
        return { orderId: o.order_id, orderNo: o.order_no, orderMoney: o.order_money, status: upper<OrderStatus>(o.order_status), autoCloseTime: o.auto_close_time, repeated: o.repeated };
      }),
    payOrders: (_p, args, ctx) =>
      asLoggedIn(ctx, async () => {
        const body = { order_ids: ids('orderIds', '订单', args.orderIds), pay_type: PAY[args.payType], pay_key: key('payKey', '支付标识', args.payKey) };
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
        });
        return toPayment(await ctx.rest.call('/api/order/paytickets', body, { cache: false }));
      }),
    closeOrder: (_p, args, ctx) =>
      asLoggedIn(ctx, async () =>
        toStatus(await ctx.rest.call('/api/order/close', { order_id: positiveId('orderId', '订单编号', args.orderId), reason: stringLength('reason', '关闭原因', args.reason ?? '', 0, 64) }, { cache: false })),
      ),
    takeDelivery: (_p, args, ctx) => asLoggedIn(ctx, async () => toStatus(await ctx.rest.call('/api/order/takedelivery', { order_id: positiveId('orderId', '订单编号', args.orderId) }, { cache: false }))),
    extendTakeDelivery: (_p, args, ctx) =>
      asLoggedIn(ctx, async () => toStatus(await ctx.rest.call('/api/order/extendtakedelivery', { order_id: positiveId('orderId', '订单编号', args.orderId) }, { cache: false }))),
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
  },
};
