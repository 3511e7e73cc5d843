// Orders: checkout (calculate, create), the member's order list, counts and detail, close, take
// delivery (and extend it once), packages, and the sweeper that closes unpaid orders. Create is ONE
// transaction: stock is decremented with a conditional UPDATE per sku in sku order, the order and its
// lines are written, the cart lines removed and the coupon consumed; an order_key makes a repeated
// create answer the same order.
import { and, asc, count, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import {
  DELIVERY_TYPE_NAMES,
  ErrorCode,
  ORDER_STATUS_NAMES,
  REFUND_STATUS_NAMES,
  type DeliveryType,
  type OrderDetail,
  type OrderKind,
  type OrderNum,
  type OrderStatus,
  type OrderTab,
  type RefundStatus,
} from '@mall/rest-contract';
import type { Db, Tx } from '../../db/client';
import { tableRowsPage } from '../../db/paging';
import { cart, goodsSku } from '../../db/schema';
import { memberCoupon } from '../../db/schema-account';
import { orderGoods, orderLog, orderPackage, orders, shopStore } from '../../db/schema-order';
import { BusinessError } from '../../http/envelope';
import { fenToYuan } from '@mall/rest-contract/money';
import { releasePromotion } from '../promotion/kinds';
import { computeCheckout, toCalculation, toStore, type CheckoutInput } from './calculate';
import { orderKind } from './kinds';
import { lockKey, newNo, randomDigits, secs } from './helpers';
import { orderMachine, transition } from './state-machines';

export interface OrderSettings {
  /** Unpaid orders close themselves after this many minutes (env ORDER_AUTO_CLOSE_MINUTES). */
  autoCloseMinutes: number;
  /** Shipped orders are received automatically after this many days. */
  autoTakeDeliveryDays: number;
  /** One extension adds this many days. */
  extendTakeDeliveryDays: number;
}
export const DEFAULT_ORDER_SETTINGS: OrderSettings = { autoCloseMinutes: 30, autoTakeDeliveryDays: 10, extendTakeDeliveryDays: 3 };

/** Test seam: called inside the create transaction right after the stock was decremented. */
export interface OrderHooks {
  afterStockDecrement?: (orderKey: string) => void | Promise<void>;
  /** After a new order committed (not a repeated create): the module schedules its auto-close job here. */
  afterCreate?: (order: { orderId: number; autoCloseTime: Date }) => Promise<void>;
}

export const ORDER_NOT_FOUND = '订单不存在';
const PAY_NAMES: Record<string, string> = { balance: '余额支付', offline: '线下转账', demo: '演示支付（不扣款）', '': '' };

type OrderRow = typeof orders.$inferSelect;
type GoodsRow = typeof orderGoods.$inferSelect;

/** The order list's tabs as conditions (the member's list and the shop console's). */
export const ORDER_TAB_WHERE: Record<OrderTab, (memberId: number) => SQL | undefined> = {
  all: () => undefined,
  waitpay: () => inArray(orders.orderStatus, ['unpaid', 'reviewing']),
  waitsend: () => eq(orders.orderStatus, 'paid'),
  waitconfirm: () => eq(orders.orderStatus, 'shipped'),
  waitrate: () => and(eq(orders.orderStatus, 'completed'), eq(orders.evaluateStatus, 0)),
  completed: () => eq(orders.orderStatus, 'completed'),
  closed: () => eq(orders.orderStatus, 'closed'),
  refunding: () => sql`exists (select 1 from ${orderGoods} g where g.order_id = ${orders.orderId} and g.refund_status in ('applied', 'arbitrating'))`,
};

export function toOrderGoods(g: GoodsRow) {
  return {
    order_goods_id: g.orderGoodsId,
    sku_id: g.skuId,
    goods_id: g.goodsId,
    sku_name: g.skuName,
    sku_image: g.skuImage,
    price: fenToYuan(g.price),
    num: g.num,
    goods_money: fenToYuan(g.goodsMoney),
    real_goods_money: fenToYuan(g.realGoodsMoney),
    refund_money: fenToYuan(g.refundMoney),
    refund_status: g.refundStatus,
    refund_status_name: g.refundStatus ? (REFUND_STATUS_NAMES[g.refundStatus as RefundStatus] ?? '') : '',
    refund_id: g.refundId,
    evaluate_status: g.evaluateStatus,
  };
}

/** What the member can do with the order now. */
export function orderActions(o: OrderRow, hasPackages: boolean) {
  const a: { action: string; title: string }[] = [];
  const s = o.orderStatus as OrderStatus;
  if (s === 'unpaid') a.push({ action: 'pay', title: '去支付' }, { action: 'close', title: '取消订单' });
  if (s === 'reviewing') a.push({ action: 'paytickets', title: '查看转账凭证' });
  if (s === 'shipped') {
    a.push({ action: 'takedelivery', title: '确认收货' });
    if (!o.extendedTakeDelivery) a.push({ action: 'extendtakedelivery', title: '延长收货' });
  }
  if (hasPackages && (s === 'shipped' || s === 'completed')) a.push({ action: 'package', title: '查看物流' });
  if (s === 'completed' && o.evaluateStatus === 0) a.push({ action: 'evaluate', title: '评价' });
  if (s === 'completed' && o.evaluateStatus === 1) a.push({ action: 'evaluate_again', title: '追评' });
  if (s === 'paid' || s === 'shipped' || s === 'completed') a.push({ action: 'refund', title: '申请售后' });
  return a;
}

/** What an order's detail shows its member and its shop alike: where it goes and its money. */
export const deliveryAndMoneyOf = (o: OrderRow) => ({
  mobile: o.mobile,
  full_address: o.fullAddress,
  buyer_message: o.buyerMessage,
  goods_money: fenToYuan(o.goodsMoney),
  delivery_money: fenToYuan(o.deliveryMoney),
  promotion_money: fenToYuan(o.promotionMoney),
  coupon_money: fenToYuan(o.couponMoney),
});

function toSummary(o: OrderRow, goodsRows: GoodsRow[], hasPackages: boolean) {
  return {
    order_id: o.orderId,
    order_no: o.orderNo,
    order_kind: o.orderKind as OrderKind,
    site_id: o.siteId,
    site_name: o.siteName,
    order_status: o.orderStatus as OrderStatus,
    order_status_name: orderStatusName(o),
    delivery_type: o.deliveryType as DeliveryType,
    delivery_type_name: DELIVERY_TYPE_NAMES[o.deliveryType as DeliveryType] ?? '',
    order_money: fenToYuan(o.orderMoney),
    goods_num: goodsRows.reduce((s, g) => s + g.num, 0),
    evaluate_status: o.evaluateStatus,
    create_time: secs(o.createTime),
    goods_list: goodsRows.map(toOrderGoods),
    actions: orderActions(o, hasPackages),
  };
}

/** The status in words, by delivery type (a paid pickup order waits for pickup, not shipping). */
export function orderStatusName(o: Pick<OrderRow, 'orderStatus' | 'deliveryType' | 'evaluateStatus'>): string {
  if (o.orderStatus === 'paid' && o.deliveryType === 'pickup') return '待提货';
  if (o.orderStatus === 'paid' && o.deliveryType === 'virtual') return '待核销';
  if (o.orderStatus === 'completed' && o.evaluateStatus === 0) return '已完成（待评价）';
  return ORDER_STATUS_NAMES[o.orderStatus as OrderStatus] ?? o.orderStatus;
}

/** Gives the stock of a closed order back (sku order, like the decrement) and its coupon. */
export async function releaseOrder(tx: Tx, order: Pick<OrderRow, 'orderId' | 'couponId' | 'memberId'>) {
  const lines = await tx
    .select({ skuId: orderGoods.skuId, num: sql<number>`sum(${orderGoods.num})::int` })
    .from(orderGoods)
    .where(eq(orderGoods.orderId, order.orderId))
    .groupBy(orderGoods.skuId)
    .orderBy(asc(orderGoods.skuId));
  for (const l of lines) {
    await tx
      .update(goodsSku)
      .set({ stock: sql`${goodsSku.stock} + ${Number(l.num)}`, saleNum: sql`greatest(${goodsSku.saleNum} - ${Number(l.num)}, 0)` })
      .where(eq(goodsSku.skuId, l.skuId));
  }
  await releasePromotion(tx, order.orderId);
  if (order.couponId) {
    await tx
      .update(memberCoupon)
      .set({ state: 1, useTime: null })
      .where(and(eq(memberCoupon.couponId, order.couponId), eq(memberCoupon.memberId, order.memberId), eq(memberCoupon.state, 2)));
  }
}

/**
 * Closes an unpaid order (the member's own when `memberId` is given, else by the system: the sweeper,
 * a stopped promotion) and gives back its stock, promotion stock and coupon.
 */
export async function closeOrder(tx: Tx, orderId: number, event: 'close' | 'auto_close', memberId: number | undefined, reason: string) {
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.orderId, orderId), memberId === undefined ? undefined : eq(orders.memberId, memberId)));
  if (!order) throw new BusinessError(ORDER_NOT_FOUND, ErrorCode.NOT_FOUND);
  await transition(tx, orderMachine, orderId, event, {
    memberId,
    operator: event === 'close' ? 'member' : 'system',
    remark: reason,
    set: { closeTime: new Date(), closeReason: reason },
    notFound: ORDER_NOT_FOUND,
  });
  await releaseOrder(tx, order);
}

export function createOrderService(db: Db, settings: OrderSettings = DEFAULT_ORDER_SETTINGS, hooks: OrderHooks = {}) {
  async function ownOrder(dbx: Db | Tx, memberId: number, orderId: number): Promise<OrderRow> {
    const [o] = await dbx
      .select()
      .from(orders)
      .where(and(eq(orders.orderId, orderId), eq(orders.memberId, memberId)));
    if (!o) throw new BusinessError(ORDER_NOT_FOUND, ErrorCode.NOT_FOUND);
    return o;
  }
  const close = closeOrder;
  const created = (o: OrderRow, repeated: boolean) => ({
    order_id: o.orderId,
    order_no: o.orderNo,
    order_money: fenToYuan(o.orderMoney),
    order_status: o.orderStatus as OrderStatus,
    auto_close_time: secs(o.autoCloseTime),
    repeated,
  });

  const service = {
    settings,
    calculate: async (memberId: number, input: CheckoutInput) => toCalculation(await computeCheckout(db, memberId, input)),

    async create(memberId: number, input: CheckoutInput & { order_key: string }) {
      const answer = await db.transaction(async (tx) => {
        await lockKey(tx, memberId, `order:${input.order_key}`);
        const [existing] = await tx
          .select()
          .from(orders)
          .where(and(eq(orders.memberId, memberId), eq(orders.orderKey, input.order_key)));
        if (existing) return created(existing, true);
        const c = await computeCheckout(tx, memberId, input);
        if ((c.deliveryType === 'express' || c.deliveryType === 'local_delivery') && !c.address) throw new BusinessError('请先添加收货地址');
        // Stock: one conditional decrement per sku, in sku order (no deadlocks between checkouts).
        for (const line of c.lines) {
          const [left] = await tx
            .update(goodsSku)
            .set({ stock: sql`${goodsSku.stock} - ${line.num}`, saleNum: sql`${goodsSku.saleNum} + ${line.num}` })
            .where(and(eq(goodsSku.skuId, line.skuId), gte(goodsSku.stock, line.num)))
            .returning({ stock: goodsSku.stock });
          if (!left) throw new BusinessError(`商品「${line.skuName}」库存不足，请减少数量或稍后再试`);
        }
        await hooks.afterStockDecrement?.(input.order_key);
        const strategy = orderKind(c.kind);
        const now = new Date();
        const [order] = await tx
          .insert(orders)
          .values({
            orderNo: newNo('P'),
            memberId,
            orderKind: c.kind,
            siteId: c.siteId,
            siteName: c.siteName,
            orderStatus: 'unpaid',
            deliveryType: c.deliveryType,
            addressId: c.address?.id ?? 0,
            name: c.address?.name ?? '',
            mobile: c.address?.mobile ?? '',
            fullAddress: c.deliveryType === 'pickup' ? (c.store?.address ?? '') : (c.address?.fullAddress ?? ''),
            storeId: c.store?.storeId ?? 0,
            goodsMoney: c.goodsMoney,
            deliveryMoney: c.deliveryMoney,
            promotionMoney: c.promotionMoney,
            couponMoney: c.couponMoney,
            invoiceMoney: c.invoiceMoney,
            orderMoney: c.orderMoney,
            couponId: c.coupon?.id ?? null,
            invoice: c.invoice ? { invoice_title: c.invoice.title, invoice_type: c.invoice.type, tax_number: c.invoice.taxNumber } : null,
            buyerMessage: input.buyer_message,
            orderKey: input.order_key,
            autoCloseTime: new Date(now.getTime() + (strategy.closeMinutes?.() ?? settings.autoCloseMinutes) * 60_000),
            pickupCode: c.deliveryType === 'pickup' ? randomDigits(8) : '',
            createTime: now,
          })
          .returning();
        await tx.insert(orderGoods).values(
          c.lines.map((l) => ({
            orderId: order.orderId,
            memberId,
            skuId: l.skuId,
            goodsId: l.goodsId,
            siteId: l.siteId,
            skuName: l.skuName,
            skuImage: l.skuImage,
            price: l.price,
            num: l.num,
            goodsMoney: l.goodsMoney,
            realGoodsMoney: l.realGoodsMoney,
          })),
        );
        await strategy.reserve?.(tx, memberId, order.orderId, input, new Map(c.lines.map((l) => [l.skuId, l.num])));
        if (c.cartIds.length > 0) {
          const removed = await tx
            .delete(cart)
            .where(and(eq(cart.memberId, memberId), inArray(cart.cartId, c.cartIds)))
            .returning({ id: cart.cartId });
          if (removed.length !== c.cartIds.length) throw new BusinessError('购物车已变化，请刷新后重新结算');
        }
        if (c.coupon) {
          const used = await tx
            .update(memberCoupon)
            .set({ state: 2, useTime: now })
            .where(and(eq(memberCoupon.couponId, c.coupon.id), eq(memberCoupon.memberId, memberId), eq(memberCoupon.state, 1)))
            .returning({ id: memberCoupon.couponId });
          if (used.length === 0) throw new BusinessError('优惠券已被使用，请重新选择');
        }
        await tx.insert(orderLog).values({ machine: 'order', entityId: order.orderId, orderId: order.orderId, event: 'create', fromStatus: '', toStatus: 'unpaid', operator: 'member', remark: c.kind });
        return created(order, false);
      });
      // The answer's close time is in whole seconds, rounded down: the next second is never early.
      if (!answer.repeated) await hooks.afterCreate?.({ orderId: answer.order_id, autoCloseTime: new Date((answer.auto_close_time + 1) * 1000) });
      return answer;
    },

    async counts(memberId: number): Promise<OrderNum> {
      const [row] = await db
        .select({
          waitpay: sql<number>`(count(*) filter (where ${orders.orderStatus} in ('unpaid', 'reviewing')))::int`,
          waitsend: sql<number>`(count(*) filter (where ${orders.orderStatus} = 'paid'))::int`,
          waitconfirm: sql<number>`(count(*) filter (where ${orders.orderStatus} = 'shipped'))::int`,
          waitrate: sql<number>`(count(*) filter (where ${orders.orderStatus} = 'completed' and ${orders.evaluateStatus} = 0))::int`,
        })
        .from(orders)
        .where(eq(orders.memberId, memberId));
      const [refunding] = await db
        .select({ n: sql<number>`count(distinct ${orderGoods.orderId})::int` })
        .from(orderGoods)
        .where(and(eq(orderGoods.memberId, memberId), inArray(orderGoods.refundStatus, ['applied', 'arbitrating'])));
      return { waitpay: Number(row.waitpay), waitsend: Number(row.waitsend), waitconfirm: Number(row.waitconfirm), waitrate: Number(row.waitrate), refunding: Number(refunding.n) };
    },

    async list(memberId: number, input: { order_status: OrderTab; page: number; page_size: number }) {
      const where = and(eq(orders.memberId, memberId), ORDER_TAB_WHERE[input.order_status](memberId));
      const { rows, total } = await tableRowsPage(db, orders, where, [desc(orders.createTime), desc(orders.orderId)], input.page, input.page_size);
      const ids = rows.map((o) => o.orderId);
      const goodsRows = ids.length ? await db.select().from(orderGoods).where(inArray(orderGoods.orderId, ids)).orderBy(asc(orderGoods.orderGoodsId)) : [];
      const packaged = ids.length ? await db.selectDistinct({ id: orderPackage.orderId }).from(orderPackage).where(inArray(orderPackage.orderId, ids)) : [];
      const withPackage = new Set(packaged.map((p) => p.id));
      return {
        list: rows.map((o) => toSummary(o, goodsRows.filter((g) => g.orderId === o.orderId), withPackage.has(o.orderId))),
        count: total,
        page_count: Math.ceil(total / input.page_size),
      };
    },

    /** The order's facts; its pay_parts come from the payment service (routes.ts joins them). */
    async detail(memberId: number, orderId: number): Promise<Omit<OrderDetail, 'pay_parts'>> {
      const o = await ownOrder(db, memberId, orderId);
      const goodsRows = await db.select().from(orderGoods).where(eq(orderGoods.orderId, orderId)).orderBy(asc(orderGoods.orderGoodsId));
      const [{ n: packages }] = await db.select({ n: count() }).from(orderPackage).where(eq(orderPackage.orderId, orderId));
      const [store] = o.storeId ? await db.select().from(shopStore).where(eq(shopStore.storeId, o.storeId)) : [];
      const logs = await db.select().from(orderLog).where(eq(orderLog.orderId, orderId)).orderBy(asc(orderLog.createTime), asc(orderLog.id));
      const codesVisible = o.orderStatus === 'paid' || o.orderStatus === 'completed';
      return {
        ...toSummary(o, goodsRows, Number(packages) > 0),
        name: o.name,
        ...deliveryAndMoneyOf(o),
        invoice_money: fenToYuan(o.invoiceMoney),
        invoice: o.invoice ?? null,
        pay_type: o.payType,
        pay_type_name: PAY_NAMES[o.payType] ?? o.payType,
        pay_time: secs(o.payTime),
        delivery_time: secs(o.deliveryTime),
        sign_time: secs(o.signTime),
        finish_time: secs(o.finishTime),
        close_time: secs(o.closeTime),
        close_reason: o.closeReason,
        auto_close_time: o.orderStatus === 'unpaid' ? secs(o.autoCloseTime) : 0,
        auto_take_delivery_time: o.orderStatus === 'shipped' ? secs(o.autoTakeDeliveryTime) : 0,
        extended_take_delivery: o.extendedTakeDelivery,
        store: store ? toStore(store) : null,
        pickup_code: codesVisible ? o.pickupCode : '',
        verify_code: codesVisible ? o.verifyCode : '',
        package_count: Number(packages),
        logs: logs.map((l) => ({ action: l.event, from_status: l.fromStatus, to_status: l.toStatus, operator: l.operator, remark: l.remark, create_time: secs(l.createTime) })),
      };
    },

    async statusAnswer(dbx: Db | Tx, orderId: number) {
      const [o] = await dbx.select().from(orders).where(eq(orders.orderId, orderId));
      return { order_id: o.orderId, order_status: o.orderStatus as OrderStatus, order_status_name: orderStatusName(o), auto_take_delivery_time: secs(o.autoTakeDeliveryTime) };
    },

    /** The member closes an unpaid order: stock and coupon come back. */
    async close(memberId: number, orderId: number, reason: string) {
      return db.transaction(async (tx) => {
        await close(tx, orderId, 'close', memberId, reason || '会员取消订单');
        const { auto_take_delivery_time: _unused, ...answer } = await service.statusAnswer(tx, orderId);
        return answer;
      });
    },

    async takeDelivery(memberId: number, orderId: number) {
      return db.transaction(async (tx) => {
        const now = new Date();
        await transition(tx, orderMachine, orderId, 'take_delivery', { memberId, operator: 'member', set: { signTime: now, finishTime: now }, notFound: ORDER_NOT_FOUND });
        const { auto_take_delivery_time: _unused, ...answer } = await service.statusAnswer(tx, orderId);
        return answer;
      });
    },

    async extendTakeDelivery(memberId: number, orderId: number) {
      return db.transaction(async (tx) => {
        await transition(tx, orderMachine, orderId, 'extend_take_delivery', {
          memberId,
          operator: 'member',
          guard: sql`${orders.extendedTakeDelivery} = false`,
          guardMessage: '每个订单只能延长一次收货时间',
          set: { extendedTakeDelivery: true, autoTakeDeliveryTime: sql`${orders.autoTakeDeliveryTime} + make_interval(days => ${settings.extendTakeDeliveryDays})` },
          notFound: ORDER_NOT_FOUND,
        });
        return service.statusAnswer(tx, orderId);
      });
    },

    async packages(memberId: number, orderId: number) {
      await ownOrder(db, memberId, orderId);
      const rows = await db.select().from(orderPackage).where(eq(orderPackage.orderId, orderId)).orderBy(asc(orderPackage.packageId));
      const goodsRows = await db.select().from(orderGoods).where(eq(orderGoods.orderId, orderId));
      return rows.map((p) => ({
        package_id: p.packageId,
        package_name: p.packageName,
        express_company: p.expressCompany,
        delivery_no: p.deliveryNo,
        goods_list: goodsRows.filter((g) => p.orderGoodsIds.includes(g.orderGoodsId)).map((g) => ({ order_goods_id: g.orderGoodsId, sku_name: g.skuName, sku_image: g.skuImage, num: g.num })),
        traces: p.traces,
      }));
    },

    /** Operator: ships a paid order as one package. */
    async ship(orderId: number, input: { express_company: string; delivery_no: string }) {
      return db.transaction(async (tx) => {
        const [o] = await tx.select().from(orders).where(eq(orders.orderId, orderId));
        if (!o) throw new BusinessError(ORDER_NOT_FOUND, ErrorCode.NOT_FOUND);
        if (o.deliveryType === 'pickup' || o.deliveryType === 'virtual') throw new BusinessError('自提和虚拟商品订单无需发货');
        const now = new Date();
        await transition(tx, orderMachine, orderId, 'ship', {
          operator: 'admin',
          set: { deliveryTime: now, autoTakeDeliveryTime: new Date(now.getTime() + settings.autoTakeDeliveryDays * 86_400_000) },
        });
        const goodsRows = await tx.select({ id: orderGoods.orderGoodsId }).from(orderGoods).where(eq(orderGoods.orderId, orderId));
        await tx.insert(orderPackage).values({
          orderId,
          packageName: '包裹1',
          expressCompany: input.express_company,
          deliveryNo: input.delivery_no,
          orderGoodsIds: goodsRows.map((g) => g.id),
          traces: [{ time: secs(now), text: `【${o.siteName}】商家已发货，${input.express_company} ${input.delivery_no}` }],
        });
        const { auto_take_delivery_time: _unused, ...answer } = await service.statusAnswer(tx, orderId);
        return answer;
      });
    },

    /**
     * The order's auto-close job: closes it if it is still unpaid and its close time has come; false
     * when there was nothing to close (paid, closed by the member, or closed by another run).
     */
    async autoClose(orderId: number, now = new Date()): Promise<boolean> {
      try {
        await db.transaction(async (tx) => {
          const [o] = await tx.select({ autoCloseTime: orders.autoCloseTime }).from(orders).where(eq(orders.orderId, orderId));
          if (!o?.autoCloseTime || o.autoCloseTime > now) throw new BusinessError('not due');
          await close(tx, orderId, 'auto_close', undefined, '超时未支付，系统自动关闭');
        });
        return true;
      } catch (error) {
        if (error instanceof BusinessError) return false; // not due, gone, or no longer unpaid
        throw error;
      }
    },

    /**
     * Catch-up for the per-order jobs: closes unpaid orders past their close time and receives shipped
     * orders past their take-delivery time. Each order is its own transaction through `transition()` (row lock + conditional UPDATE),
     * so several instances sweeping at once close each order exactly once.
     */
    async sweep(now = new Date(), batch = 200): Promise<{ closed: number; received: number }> {
      const due = await db
        .select({ id: orders.orderId })
        .from(orders)
        .where(and(eq(orders.orderStatus, 'unpaid'), lte(orders.autoCloseTime, now)))
        .orderBy(asc(orders.autoCloseTime))
        .limit(batch);
      let closed = 0;
      for (const { id } of due) if (await service.autoClose(id, now)) closed++;
      const toReceive = await db
        .select({ id: orders.orderId })
        .from(orders)
        .where(and(eq(orders.orderStatus, 'shipped'), lte(orders.autoTakeDeliveryTime, now)))
        .limit(batch);
      let received = 0;
      for (const { id } of toReceive) {
        try {
          await db.transaction((tx) => transition(tx, orderMachine, id, 'auto_take_delivery', { operator: 'system', set: { signTime: now, finishTime: now } }));
          received++;
        } catch (error) {
          if (!(error instanceof BusinessError)) throw error;
        }
      }
      return { closed, received };
    },
  };
  return service;
}
export type OrderService = ReturnType<typeof createOrderService>;
