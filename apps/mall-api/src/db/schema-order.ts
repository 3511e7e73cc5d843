// Drizzle tables of checkout, payment, orders and after-sales. Money is integer fen; times
// timestamptz. States are text names checked against the transition tables of
// modules/order/state-machines.ts (docs/state-machines.md); CHECK constraints keep money sane.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { member, shop } from './schema';
import { createTime, id, ownedBy, ts, sortKey } from './columns';

const memberRef = () => ownedBy('member_id', () => member.memberId);

/** Offline stores of a shop: pickup points at checkout. */
export const shopStore = pgTable(
  'shop_store',
  {
    storeId: id('store_id'),
    siteId: ownedBy('site_id', () => shop.siteId),
    storeName: varchar('store_name', { length: 64 }).notNull(),
    address: varchar('address', { length: 255 }).notNull(),
    telephone: varchar('telephone', { length: 32 }).notNull().default(''),
    openTime: varchar('open_time', { length: 64 }).notNull().default(''),
    isPickup: boolean('is_pickup').notNull().default(true),
    /** The shop's switch: a disabled store shows nowhere in the storefront and is no pickup point. */
    enabled: boolean('enabled').notNull().default(true),
    sort: sortKey(),
  },
  (t) => [index('shop_store_site_idx').on(t.siteId, t.sort)],
);

/** Orders. order_key makes a repeated create one order; payment_id is the payment that paid it. */
export const orders = pgTable(
  'orders',
  {
    orderId: id('order_id'),
    orderNo: varchar('order_no', { length: 32 }).notNull(),
    memberId: memberRef(),
    /** normal | groupbuy | seckill | combo (only normal is created today). */
    orderKind: varchar('order_kind', { length: 16 }).notNull().default('normal'),
    siteId: integer('site_id').notNull().default(0),
    siteName: varchar('site_name', { length: 128 }).notNull().default(''),
    orderStatus: varchar('order_status', { length: 16 }).notNull(),
    deliveryType: varchar('delivery_type', { length: 16 }).notNull(),
    addressId: integer('address_id').notNull().default(0),
    name: varchar('name', { length: 32 }).notNull().default(''),
    mobile: varchar('mobile', { length: 16 }).notNull().default(''),
    fullAddress: varchar('full_address', { length: 400 }).notNull().default(''),
    storeId: integer('store_id').notNull().default(0),
    goodsMoney: integer('goods_money').notNull(),
    deliveryMoney: integer('delivery_money').notNull().default(0),
    promotionMoney: integer('promotion_money').notNull().default(0),
    couponMoney: integer('coupon_money').notNull().default(0),
    invoiceMoney: integer('invoice_money').notNull().default(0),
    orderMoney: integer('order_money').notNull(),
    couponId: integer('coupon_id'),
    invoice: jsonb('invoice').$type<{ invoice_title: string; invoice_type: number; tax_number: string } | null>(),
    buyerMessage: varchar('buyer_message', { length: 200 }).notNull().default(''),
    orderKey: varchar('order_key', { length: 64 }),
    paymentId: integer('payment_id'),
    payType: varchar('pay_type', { length: 16 }).notNull().default(''),
    payTime: ts('pay_time'),
    deliveryTime: ts('delivery_time'),
    signTime: ts('sign_time'),
    finishTime: ts('finish_time'),
    closeTime: ts('close_time'),
    closeReason: varchar('close_reason', { length: 64 }).notNull().default(''),
    autoCloseTime: ts('auto_close_time'),
    autoTakeDeliveryTime: ts('auto_take_delivery_time'),
    extendedTakeDelivery: boolean('extended_take_delivery').notNull().default(false),
    /** 0 not evaluated, 1 evaluated, 2 evaluated again. */
    evaluateStatus: smallint('evaluate_status').notNull().default(0),
    pickupCode: varchar('pickup_code', { length: 16 }).notNull().default(''),
    verifyCode: varchar('verify_code', { length: 32 }).notNull().default(''),
    createTime: createTime(),
  },
  (t) => [
    uniqueIndex('orders_no_uq').on(t.orderNo),
    uniqueIndex('orders_member_key_uq').on(t.memberId, t.orderKey),
    index('orders_member_status_idx').on(t.memberId, t.orderStatus, t.createTime.desc()),
    index('orders_member_time_idx').on(t.memberId, t.createTime.desc(), t.orderId),
    // The shop console's order list: a shop's orders, newest first.
    index('orders_site_time_idx').on(t.siteId, t.createTime.desc(), t.orderId.desc()),
    // The sweeper's scans: unpaid past their close time, shipped past their take-delivery time.
    index('orders_auto_close_idx').on(t.autoCloseTime).where(sql`${t.orderStatus} = 'unpaid'`),
    index('orders_auto_take_idx').on(t.autoTakeDeliveryTime).where(sql`${t.orderStatus} = 'shipped'`),
    check(
      'orders_money_chk',
      sql`${t.goodsMoney} >= 0 and ${t.deliveryMoney} >= 0 and ${t.promotionMoney} >= 0 and ${t.couponMoney} >= 0 and ${t.invoiceMoney} >= 0 and ${t.orderMoney} >= 0`,
    ),
    check('orders_status_chk', sql`${t.orderStatus} in ('unpaid', 'reviewing', 'paid', 'shipped', 'completed', 'closed')`),
  ],
);

export const orderGoods = pgTable(
  'order_goods',
  {
    orderGoodsId: id('order_goods_id'),
    orderId: ownedBy('order_id', () => orders.orderId),
    memberId: memberRef(),
    skuId: integer('sku_id').notNull(),
    goodsId: integer('goods_id').notNull(),
    siteId: integer('site_id').notNull(),
    skuName: varchar('sku_name', { length: 320 }).notNull(),
    skuImage: varchar('sku_image', { length: 255 }).notNull().default(''),
    price: integer('price').notNull(),
    num: integer('num').notNull(),
    goodsMoney: integer('goods_money').notNull(),
    /** goods_money minus this line's share of full reduction and coupon: the most a refund returns. */
    realGoodsMoney: integer('real_goods_money').notNull(),
    refundMoney: integer('refund_money').notNull().default(0),
    /** '' or the latest refund's status. */
    refundStatus: varchar('refund_status', { length: 16 }).notNull().default(''),
    refundId: integer('refund_id').notNull().default(0),
    evaluateStatus: smallint('evaluate_status').notNull().default(0),
    /** The goods_evaluate row this line wrote. */
    evaluateId: integer('evaluate_id'),
  },
  (t) => [
    index('order_goods_order_idx').on(t.orderId),
    index('order_goods_member_idx').on(t.memberId),
    check('order_goods_money_chk', sql`${t.num} > 0 and ${t.price} >= 0 and ${t.realGoodsMoney} >= 0 and ${t.refundMoney} >= 0 and ${t.refundMoney} <= ${t.realGoodsMoney}`),
  ],
);

/** A payment of one or more orders. pay_key makes a repeated pay one payment. */
export const orderPayment = pgTable(
  'order_payment',
  {
    paymentId: id('payment_id'),
    payNo: varchar('pay_no', { length: 32 }).notNull(),
    memberId: memberRef(),
    payKey: varchar('pay_key', { length: 64 }),
    orderIds: jsonb('order_ids').$type<number[]>().notNull(),
    amount: integer('amount').notNull(),
    /** balance | offline | demo */
    payType: varchar('pay_type', { length: 16 }).notNull(),
    status: varchar('status', { length: 16 }).notNull(),
    tradeNo: varchar('trade_no', { length: 64 }).notNull().default(''),
    /** Offline transfer: the uploaded certificate images. */
    images: jsonb('images').$type<string[]>().notNull().default([]),
    remark: varchar('remark', { length: 200 }).notNull().default(''),
    reviewRemark: varchar('review_remark', { length: 200 }).notNull().default(''),
    reviewTime: ts('review_time'),
    payTime: ts('pay_time'),
    createTime: createTime(),
  },
  (t) => [
    uniqueIndex('order_payment_no_uq').on(t.payNo),
    uniqueIndex('order_payment_member_key_uq').on(t.memberId, t.payKey),
    index('order_payment_member_idx').on(t.memberId, t.createTime.desc()),
    index('order_payment_status_idx').on(t.status),
    check('order_payment_amount_chk', sql`${t.amount} >= 0`),
    check('order_payment_status_chk', sql`${t.status} in ('created', 'reviewing', 'paid', 'refused')`),
  ],
);

/** Logistics packages of a shipped order, with their traces (newest last). */
export const orderPackage = pgTable(
  'order_package',
  {
    packageId: id('package_id'),
    orderId: ownedBy('order_id', () => orders.orderId),
    packageName: varchar('package_name', { length: 32 }).notNull(),
    expressCompany: varchar('express_company', { length: 32 }).notNull(),
    deliveryNo: varchar('delivery_no', { length: 32 }).notNull(),
    orderGoodsIds: jsonb('order_goods_ids').$type<number[]>().notNull(),
    traces: jsonb('traces').$type<{ time: number; text: string }[]>().notNull().default([]),
    createTime: createTime(),
  },
  (t) => [index('order_package_order_idx').on(t.orderId)],
);

/** Refund applications, one line (order_goods) each; at most one pending per line. */
export const orderRefund = pgTable(
  'order_refund',
  {
    refundId: id('refund_id'),
    refundNo: varchar('refund_no', { length: 32 }).notNull(),
    orderId: ownedBy('order_id', () => orders.orderId),
    orderGoodsId: ownedBy('order_goods_id', () => orderGoods.orderGoodsId),
    memberId: memberRef(),
    /** 1 refund only, 2 return and refund. */
    refundType: smallint('refund_type').notNull(),
    refundMoney: integer('refund_money').notNull(),
    refundReason: varchar('refund_reason', { length: 64 }).notNull(),
    refundRemark: varchar('refund_remark', { length: 200 }).notNull().default(''),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    status: varchar('status', { length: 16 }).notNull(),
    refuseReason: varchar('refuse_reason', { length: 200 }).notNull().default(''),
    auditTime: ts('audit_time'),
    /** The buyer's words when a refused refund goes to the platform's arbitration. */
    escalateReason: varchar('escalate_reason', { length: 200 }).notNull().default(''),
    escalateTime: ts('escalate_time'),
    /** The platform's arbitration: the outcome both sides read. */
    arbitrateRemark: varchar('arbitrate_remark', { length: 200 }).notNull().default(''),
    arbitrateTime: ts('arbitrate_time'),
    createTime: createTime(),
  },
  (t) => [
    uniqueIndex('order_refund_no_uq').on(t.refundNo),
    uniqueIndex('order_refund_pending_uq').on(t.orderGoodsId).where(sql`${t.status} = 'applied'`),
    index('order_refund_member_idx').on(t.memberId, t.createTime.desc()),
    index('order_refund_status_idx').on(t.status, t.createTime),
    check('order_refund_money_chk', sql`${t.refundMoney} > 0`),
    check('order_refund_status_chk', sql`${t.status} in ('applied', 'refunded', 'refused', 'cancelled', 'arbitrating', 'arbitrated')`),
  ],
);

/** Complaints to the platform about an order line; one per line. */
export const orderComplain = pgTable(
  'order_complain',
  {
    complainId: id('complain_id'),
    orderId: ownedBy('order_id', () => orders.orderId),
    orderGoodsId: ownedBy('order_goods_id', () => orderGoods.orderGoodsId),
    memberId: memberRef(),
    complainReason: varchar('complain_reason', { length: 64 }).notNull(),
    complainContent: varchar('complain_content', { length: 500 }).notNull(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    status: smallint('status').notNull().default(0),
    reply: varchar('reply', { length: 500 }).notNull().default(''),
    createTime: createTime(),
  },
  (t) => [uniqueIndex('order_complain_goods_uq').on(t.orderGoodsId), index('order_complain_member_idx').on(t.memberId)],
);

/** Every state change of an order, payment or refund: who, from, to (written in the same transaction). */
export const orderLog = pgTable(
  'order_log',
  {
    id: id('id'),
    /** order | payment | refund */
    machine: varchar('machine', { length: 16 }).notNull(),
    entityId: integer('entity_id').notNull(),
    orderId: integer('order_id').notNull().default(0),
    event: varchar('event', { length: 32 }).notNull(),
    fromStatus: varchar('from_status', { length: 16 }).notNull(),
    toStatus: varchar('to_status', { length: 16 }).notNull(),
    /** member | system | admin */
    operator: varchar('operator', { length: 16 }).notNull(),
    remark: varchar('remark', { length: 255 }).notNull().default(''),
    createTime: createTime(),
  },
  (t) => [index('order_log_order_idx').on(t.orderId, t.createTime), index('order_log_entity_idx').on(t.machine, t.entityId)],
);
