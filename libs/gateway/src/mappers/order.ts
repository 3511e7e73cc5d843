// Order domain: mall-api's snake_case order, payment, refund and complaint shapes → the camelCase
// types of schema/order.graphql (lower-case REST states → SDL enums). Resolvers call these.
import type { EndpointPath, ResponseOf } from '@mall/rest-contract';
import type { DeliveryType, OrderKind, OrderStatus, PayMethod, PaymentStatus, RefundStatus } from '../generated/resolvers-types';
import { exactYuanToFen } from '@mall/rest-contract/money';

type Rest<P extends EndpointPath> = ResponseOf<P>;

const upper = <T extends string>(s: string) => s.toUpperCase() as T;

export const toOrderGoods = (g: Rest<'/api/order/detail'>['goods_list'][number]) => ({
  orderGoodsId: g.order_goods_id,
  skuId: g.sku_id,
  goodsId: g.goods_id,
  skuName: g.sku_name,
  skuImage: g.sku_image,
  price: exactYuanToFen(g.price),
  num: g.num,
  goodsMoney: exactYuanToFen(g.goods_money),
  realGoodsMoney: exactYuanToFen(g.real_goods_money),
  refundMoney: exactYuanToFen(g.refund_money),
  refundStatus: g.refund_status ? upper<RefundStatus>(g.refund_status) : null,
  refundStatusName: g.refund_status_name,
  refundId: g.refund_id,
  evaluateStatus: g.evaluate_status,
});

export const toOrderSummary = (o: Rest<'/api/order/lists'>['list'][number]) => ({
  orderId: o.order_id,
  orderNo: o.order_no,
  kind: upper<OrderKind>(o.order_kind),
  siteId: o.site_id,
  siteName: o.site_name,
  status: upper<OrderStatus>(o.order_status),
  statusName: o.order_status_name,
  deliveryType: upper<DeliveryType>(o.delivery_type),
  deliveryTypeName: o.delivery_type_name,
  orderMoney: exactYuanToFen(o.order_money),
  goodsNum: o.goods_num,
  evaluateStatus: o.evaluate_status,
  createTime: o.create_time,
  goods: o.goods_list.map(toOrderGoods),
  actions: o.actions,
});

export const toStore = (s: Rest<'/api/order/calculate'>['store_list'][number]) => ({ storeId: s.store_id, storeName: s.store_name, address: s.address, telephone: s.telephone, openTime: s.open_time });

export const toOrderDetail = (d: Rest<'/api/order/detail'>) => ({
  ...toOrderSummary(d),
  name: d.name,
  mobile: d.mobile,
  fullAddress: d.full_address,
  buyerMessage: d.buyer_message,
  goodsMoney: exactYuanToFen(d.goods_money),
  deliveryMoney: exactYuanToFen(d.delivery_money),
  promotionMoney: exactYuanToFen(d.promotion_money),
  couponMoney: exactYuanToFen(d.coupon_money),
  invoiceMoney: exactYuanToFen(d.invoice_money),
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
  payParts: toPayParts(d.pay_parts),
  logs: d.logs.map((l) => ({ action: l.action, fromStatus: l.from_status, toStatus: l.to_status, operator: l.operator, remark: l.remark, createTime: l.create_time })),
});

export const toPayParts = (p: Rest<'/api/order/detail'>['pay_parts']) => ({
  voucherMoney: exactYuanToFen(p.voucher_money),
  vouchers: p.vouchers.map((v) => ({ voucherNo: v.voucher_no, voucherName: v.voucher_name, money: exactYuanToFen(v.money) })),
  balanceMoney: exactYuanToFen(p.balance_money),
  onlineMoney: exactYuanToFen(p.online_money),
  offlineMoney: exactYuanToFen(p.offline_money),
  offlineStatus: p.offline_status ? upper<PaymentStatus>(p.offline_status) : null,
  tickets: p.tickets.map(toPayment),
});

export const toCheckout = (c: Rest<'/api/order/calculate'>) => ({
  kind: upper<OrderKind>(c.order_kind),
  goods: c.goods_list.map((g) => ({ skuId: g.sku_id, goodsId: g.goods_id, skuName: g.sku_name, skuImage: g.sku_image, price: exactYuanToFen(g.price), num: g.num, goodsMoney: exactYuanToFen(g.goods_money), siteId: g.site_id, siteName: g.site_name })),
  deliveryType: upper<DeliveryType>(c.delivery_type),
  deliveryOptions: c.delivery_types.map((d) => ({ type: upper<DeliveryType>(d.type), name: d.name, fee: exactYuanToFen(d.fee) })),
  address: c.address ? { addressId: c.address.address_id, name: c.address.name, mobile: c.address.mobile, fullAddress: c.address.full_address } : null,
  stores: c.store_list.map(toStore),
  goodsMoney: exactYuanToFen(c.goods_money),
  deliveryMoney: exactYuanToFen(c.delivery_money),
  promotionMoney: exactYuanToFen(c.promotion_money),
  promotions: c.promotion_list.map((p) => ({ siteId: p.site_id, text: p.text, discountMoney: exactYuanToFen(p.discount_money) })),
  couponMoney: exactYuanToFen(c.coupon_money),
  coupons: c.coupon_list.map((x) => ({ couponId: x.coupon_id, couponName: x.coupon_name, discountMoney: exactYuanToFen(x.discount_money), usable: x.usable, reason: x.reason })),
  invoiceMoney: exactYuanToFen(c.invoice_money),
  invoice: c.invoice ? { invoiceId: c.invoice.invoice_id, invoiceTitle: c.invoice.invoice_title, invoiceType: c.invoice.invoice_type, rate: c.invoice.rate } : null,
  orderMoney: exactYuanToFen(c.order_money),
});

export const toCreatedOrder = (o: Rest<'/api/order/create'>) => ({
  orderId: o.order_id,
  orderNo: o.order_no,
  orderMoney: exactYuanToFen(o.order_money),
  status: upper<OrderStatus>(o.order_status),
  autoCloseTime: o.auto_close_time,
  repeated: o.repeated,
});

export const toPayment = (p: Rest<'/api/order/pay'>) => ({
  paymentId: p.payment_id,
  payNo: p.pay_no,
  payType: upper<PayMethod>(p.pay_type),
  payTypeName: p.pay_type_name,
  amount: exactYuanToFen(p.amount),
  status: upper<PaymentStatus>(p.status),
  statusName: p.status_name,
  orderIds: p.order_ids,
  images: p.images,
  remark: p.remark,
  reviewRemark: p.review_remark,
  createTime: p.create_time,
  payTime: p.pay_time,
  voucherMoney: exactYuanToFen(p.voucher_money),
});

export const toOfflineAccount = (a: Rest<'/api/pay/info'>['offline_account']) => ({ bankName: a.bank_name, accountName: a.account_name, accountNo: a.account_no, remark: a.remark });

export const toPayInfo = (i: Rest<'/api/pay/info'>) => ({
  payMoney: exactYuanToFen(i.pay_money),
  orders: i.orders.map((o) => ({ orderId: o.order_id, orderNo: o.order_no, orderMoney: exactYuanToFen(o.order_money), status: upper<OrderStatus>(o.order_status), autoCloseTime: o.auto_close_time })),
  balance: exactYuanToFen(i.balance),
  methods: i.methods.map((m) => ({ type: upper<PayMethod>(m.type), name: m.name, desc: m.desc, isDemo: m.is_demo, enabled: m.enabled })),
  offlineAccount: toOfflineAccount(i.offline_account),
  vouchers: i.vouchers.map((v) => ({ voucherId: v.voucher_id, voucherNo: v.voucher_no, voucherName: v.voucher_name, remaining: exactYuanToFen(v.remaining), validEnd: v.valid_end, usableMoney: exactYuanToFen(v.usable_money) })),
});

export const toPayTickets = (t: Rest<'/api/order/getpaytickets'>) => ({
  offlineAccount: toOfflineAccount(t.offline_account),
  payMoney: exactYuanToFen(t.pay_money),
  orderStatus: upper<OrderStatus>(t.order_status),
  tickets: t.tickets.map(toPayment),
});

/** The member's order counts per tab; without the REST answer every count is 0. */
export const toOrderCounts = (n: Rest<'/api/order/num'> | null) =>
  n ? { waitPay: n.waitpay, waitSend: n.waitsend, waitConfirm: n.waitconfirm, waitRate: n.waitrate, refunding: n.refunding } : { waitPay: 0, waitSend: 0, waitConfirm: 0, waitRate: 0, refunding: 0 };

export const toOrderStatus = (s: Rest<'/api/order/close'>) => ({ orderId: s.order_id, status: upper<OrderStatus>(s.order_status), statusName: s.order_status_name });

export const toPackage = (p: Rest<'/api/order/package'>[number]) => ({
  packageId: p.package_id,
  packageName: p.package_name,
  expressCompany: p.express_company,
  deliveryNo: p.delivery_no,
  goods: p.goods_list.map((g) => ({ orderGoodsId: g.order_goods_id, skuName: g.sku_name, skuImage: g.sku_image, num: g.num })),
  traces: p.traces,
});

export const toOrderEvaluation = (e: Rest<'/api/order/evluateinfo'>) => ({
  orderId: e.order_id,
  orderNo: e.order_no,
  evaluateStatus: e.evaluate_status,
  canEvaluate: e.can_evaluate,
  canEvaluateAgain: e.can_evaluate_again,
  goods: e.goods_list.map((g) => ({ goods: toOrderGoods(g), content: g.content, images: g.images, scores: g.scores, againContent: g.again_content })),
});

export const toRefundData = (d: Rest<'/api/orderrefund/refundData'>) => ({
  goods: toOrderGoods(d.order_goods),
  orderStatus: upper<OrderStatus>(d.order_status),
  maxRefundMoney: exactYuanToFen(d.max_refund_money),
  refundTypes: d.refund_types,
  reasons: d.reasons,
  canApply: d.can_apply,
  reasonCannot: d.reason_cannot,
});

type RestRefundEntry = Rest<'/api/orderrefund/lists'>['list'][number];
export const toRefund = (r: RestRefundEntry & Partial<Rest<'/api/orderrefund/detail'>>) => ({
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
  refundMoney: exactYuanToFen(r.refund_money),
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
  canArbitrate: r.can_arbitrate ?? false,
  escalateReason: r.escalate_reason ?? '',
  arbitrateRemark: r.arbitrate_remark ?? '',
});

export const toComplaint = (c: NonNullable<Rest<'/api/ordercomplain/detail'>>) => ({
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

export const toDeskVerifyTarget = (v: Rest<'/api/verify/verify'>) => ({
  kind: v.kind,
  code: v.code,
  orderId: v.order_id,
  orderNo: v.order_no,
  buyer: v.buyer,
  items: v.items.map((i) => ({ skuName: i.sku_name, skuImage: i.sku_image, num: i.num })),
  storeName: v.store_name,
  verified: v.verified,
  verifyTime: v.verify_time,
  verifier: v.verifier,
  expireTime: v.expire_time,
});

export const toVerifierInfo = (v: Rest<'/api/verify/checkisverifier'>) => ({ isVerifier: v.is_verifier, shops: v.shops.map((s) => ({ siteId: s.site_id, siteName: s.site_name })) });

export const toVerifyRecord = (r: Rest<'/api/verify/record'>) => ({
  id: r.id,
  code: r.code,
  type: r.verify_type === 'virtualgoods' ? ('VIRTUAL_GOODS' as const) : r.verify_type === 'pickup' ? ('PICKUP' as const) : null,
  typeName: r.verify_type_name,
  orderNo: r.order_no,
  shopName: r.site_name,
  items: r.items.map((i) => ({ skuName: i.sku_name, skuImage: i.sku_image, num: i.num })),
  outcome: r.outcome === 'ok' ? ('OK' as const) : ('REFUSED' as const),
  reason: r.reason,
  verifierName: r.verifier_name,
  createTime: r.create_time,
});
