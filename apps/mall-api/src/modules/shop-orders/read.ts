// Reading orders for the console: the list (the storefront's tabs, time / buyer / goods filters, and
// for the platform the shop and the payment kind), one order with its packages, payments, refunds,
// the shop's notes and the log, and the export's rows. One scope decides whose orders: a shop's
// (every query bounded by its site_id) or the platform's (every shop's).
import { and, asc, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  isConsoleRole,
  ORDER_TABS,
  PAYMENT_STATUS_NAMES,
  ROLE_DEFINITIONS,
  REFUND_STATUS_NAMES,
  type ConsoleParsedRequestOf,
  type ConsoleResponseOf,
  type OrderTab,
  type PaymentStatus,
  type RefundStatus,
} from '@mall/rest-contract';
import { fenToYuan } from '@mall/rest-contract/money';
import type { Tx } from '../../db/client';
import { member } from '../../db/schema';
import { consoleAudit } from '../../db/schema-console';
import { voucherLedger } from '../../db/schema-org';
import { orderGoods, orderLog, orderPackage, orderPayment, orderRefund, orders, shopStore } from '../../db/schema-order';
import { orderNote } from '../../db/schema-shop-console';
import { voucherMoneyOf } from '../org/voucher-spend';
import { secs } from '../order/helpers';
import { deliveryAndMoneyOf, orderStatusName, ORDER_TAB_WHERE, toOrderGoods } from '../order/service';
import { ORDER_TRANSITIONS } from '../order/state-machines';
import { DELIVERY_TYPE_NAMES } from '@mall/rest-contract';
import { likePattern } from '../admin-review/queries';
import { maskMobile } from '../ranking/service';

/** Whose orders a call reads: one shop's, or (null) every shop's for the platform. */
export type OrderScope = number | null;
/** The list's filters; the platform's shop and payment kind are absent for a shop. */
export type OrderFilters = Omit<ConsoleParsedRequestOf<'/admin/api/orders/list'>, 'page' | 'page_size' | 'sort' | 'site_id' | 'pay_kind'> &
  Partial<Pick<ConsoleParsedRequestOf<'/admin/api/orders/list'>, 'site_id' | 'pay_kind'>>;
type OrderListRequest = OrderFilters & { page: number; page_size: number; sort?: string };
type OrderRow = typeof orders.$inferSelect;

const PAY_NAMES: Record<string, string> = { balance: '余额支付', offline: '线下转账', demo: '演示支付' };
const REFUND_TYPE_NAMES: Record<number, string> = { 1: '仅退款', 2: '退货退款' };

const voucherPart = sql`exists (select 1 from ${voucherLedger} l where l.kind = 'spend' and l.relate_id = ${orders.orderId})`;

/** Everything but the tab: the tab counts are counted over the same filters. */
function filterWhere(scope: OrderScope, f: OrderFilters): SQL | undefined {
  const buyer = likePattern(f.buyer);
  const goodsWord = likePattern(f.goods);
  return and(
    scope !== null ? eq(orders.siteId, scope) : undefined,
    f.site_id !== undefined ? eq(orders.siteId, f.site_id) : undefined,
    f.pay_kind === 'voucher' ? voucherPart : f.pay_kind ? eq(orders.payType, f.pay_kind) : undefined,
    f.order_no ? eq(orders.orderNo, f.order_no) : undefined,
    f.from !== undefined ? gte(orders.createTime, new Date(f.from * 1000)) : undefined,
    f.to !== undefined ? lte(orders.createTime, new Date(f.to * 1000)) : undefined,
    buyer
      ? or(
          ilike(orders.name, buyer),
          ilike(orders.mobile, buyer),
          sql`exists (select 1 from ${member} m where m.member_id = ${orders.memberId} and (m.username ilike ${buyer} or m.nickname ilike ${buyer} or m.mobile ilike ${buyer}))`,
        )
      : undefined,
    goodsWord ? sql`exists (select 1 from ${orderGoods} g where g.order_id = ${orders.orderId} and g.sku_name ilike ${goodsWord})` : undefined,
  );
}

const tabWhere = (tab: OrderTab) => ORDER_TAB_WHERE[tab](0);

async function buyersOf(tx: Tx, memberIds: number[]): Promise<Map<number, string>> {
  if (memberIds.length === 0) return new Map();
  const rows = await tx.select({ id: member.memberId, username: member.username, nickname: member.nickname }).from(member).where(inArray(member.memberId, [...new Set(memberIds)]));
  return new Map(rows.map((m) => [m.id, m.nickname ? `${m.nickname}（${m.username}）` : m.username]));
}

function toRow(o: OrderRow, lines: (typeof orderGoods.$inferSelect)[], buyer: string): ConsoleResponseOf<'/admin/api/shop/orders/list'>['list'][number] {
  return {
    order_id: o.orderId,
    order_no: o.orderNo,
    site_id: o.siteId,
    site_name: o.siteName,
    order_status: o.orderStatus,
    order_status_name: orderStatusName(o),
    delivery_type: o.deliveryType,
    delivery_type_name: DELIVERY_TYPE_NAMES[o.deliveryType as keyof typeof DELIVERY_TYPE_NAMES] ?? o.deliveryType,
    buyer,
    name: o.name,
    mobile: o.mobile ? maskMobile(o.mobile) : '',
    order_money: fenToYuan(o.orderMoney),
    goods_num: lines.reduce((n, g) => n + g.num, 0),
    goods_list: lines.map((g) => {
      const line = toOrderGoods(g);
      return { order_goods_id: line.order_goods_id, sku_id: line.sku_id, goods_id: line.goods_id, sku_name: line.sku_name, sku_image: line.sku_image, price: line.price, num: line.num, goods_money: line.goods_money, refund_status_name: line.refund_status_name };
    }),
    create_time: secs(o.createTime),
    pay_time: secs(o.payTime),
  };
}

async function rowsWithLines(tx: Tx, rows: OrderRow[]) {
  const ids = rows.map((o) => o.orderId);
  const lines = ids.length ? await tx.select().from(orderGoods).where(inArray(orderGoods.orderId, ids)).orderBy(asc(orderGoods.orderGoodsId)) : [];
  const buyers = await buyersOf(
    tx,
    rows.map((o) => o.memberId),
  );
  return rows.map((o) =>
    toRow(
      o,
      lines.filter((g) => g.orderId === o.orderId),
      buyers.get(o.memberId) ?? '',
    ),
  );
}

const orderBy = (sort: string | undefined) =>
  sort === 'money' ? [asc(orders.orderMoney), asc(orders.orderId)] : sort === 'money_desc' ? [desc(orders.orderMoney), desc(orders.orderId)] : sort === 'time' ? [asc(orders.createTime), asc(orders.orderId)] : [desc(orders.createTime), desc(orders.orderId)];

export async function listOrders(tx: Tx, scope: OrderScope, input: OrderListRequest): Promise<ConsoleResponseOf<'/admin/api/shop/orders/list'>> {
  const base = filterWhere(scope, input);
  const where = and(base, tabWhere(input.tab));
  const [counts] = await tx
    .select(Object.fromEntries(ORDER_TABS.map((tab) => [tab, sql<number>`(count(*) filter (where ${tabWhere(tab) ?? sql`true`}))::int`])) as Record<OrderTab, SQL<number>>)
    .from(orders)
    .where(base);
  const rows = await tx
    .select()
    .from(orders)
    .where(where)
    .orderBy(...orderBy(input.sort))
    .limit(input.page_size)
    .offset((input.page - 1) * input.page_size);
  const tabCounts = Object.fromEntries(ORDER_TABS.map((tab) => [tab, Number(counts[tab])]));
  return { list: await rowsWithLines(tx, rows), count: tabCounts[input.tab], page: input.page, page_size: input.page_size, tab_counts: tabCounts };
}

/** Up to `limit` rows of the list's filters, newest first, for the .xlsx export. */
export async function ordersForExport(tx: Tx, scope: OrderScope, f: OrderFilters, limit: number) {
  const rows = await tx
    .select()
    .from(orders)
    .where(and(filterWhere(scope, f), tabWhere(f.tab)))
    .orderBy(desc(orders.createTime), desc(orders.orderId))
    .limit(limit);
  return rowsWithLines(tx, rows);
}

export const canShip = (o: Pick<OrderRow, 'orderStatus' | 'deliveryType'>) => o.orderStatus === 'paid' && o.deliveryType !== 'pickup' && o.deliveryType !== 'virtual';

/**
 * One order (the caller has checked the id is in its scope, or answers `undefined` when missing). The
 * console's audit rows of the order are the platform's only: a shop reads `audit` empty.
 */
export async function orderDetail(tx: Tx, scope: OrderScope, orderId: number): Promise<ConsoleResponseOf<'/admin/api/orders/detail'> | undefined> {
  const [o] = await tx.select().from(orders).where(eq(orders.orderId, orderId));
  if (!o) return undefined;
  const [[row], packages, notes, logs, store, payments, refunds, audit, voucherFen] = await Promise.all([
    rowsWithLines(tx, [o]),
    tx.select().from(orderPackage).where(eq(orderPackage.orderId, orderId)).orderBy(asc(orderPackage.packageId)),
    tx.select().from(orderNote).where(eq(orderNote.orderId, orderId)).orderBy(asc(orderNote.noteId)),
    tx.select().from(orderLog).where(and(eq(orderLog.orderId, orderId), eq(orderLog.machine, 'order'))).orderBy(asc(orderLog.id)),
    o.storeId ? tx.select({ name: shopStore.storeName }).from(shopStore).where(eq(shopStore.storeId, o.storeId)) : Promise.resolve([]),
    tx
      .select()
      .from(orderPayment)
      .where(and(eq(orderPayment.memberId, o.memberId), sql`${orderPayment.orderIds} @> ${JSON.stringify([orderId])}::jsonb`))
      .orderBy(asc(orderPayment.paymentId)),
    tx
      .select({ r: orderRefund, skuName: orderGoods.skuName })
      .from(orderRefund)
      .innerJoin(orderGoods, eq(orderGoods.orderGoodsId, orderRefund.orderGoodsId))
      .where(eq(orderRefund.orderId, orderId))
      .orderBy(asc(orderRefund.refundId)),
    scope === null
      ? tx.select().from(consoleAudit).where(and(eq(consoleAudit.targetType, 'order'), eq(consoleAudit.targetId, String(orderId)))).orderBy(asc(consoleAudit.id)).limit(100)
      : Promise.resolve([]),
    voucherMoneyOf(tx, [orderId]),
  ]);
  return {
    ...row,
    // The shop ships to this address: the detail shows the consignee's whole mobile.
    ...deliveryAndMoneyOf(o),
    pay_type_name: PAY_NAMES[o.payType] ?? o.payType,
    delivery_time: secs(o.deliveryTime),
    finish_time: secs(o.finishTime),
    close_reason: o.closeReason,
    store_name: store[0]?.name ?? '',
    verified: (o.deliveryType === 'pickup' || o.deliveryType === 'virtual') && o.orderStatus === 'completed',
    packages: packages.map((p) => ({ package_name: p.packageName, express_company: p.expressCompany, delivery_no: p.deliveryNo, create_time: secs(p.createTime) })),
    notes: notes.map((n) => ({ note_id: n.noteId, username: n.username, content: n.content, create_time: secs(n.createTime) })),
    // The event in words (下单, 支付, 发货 …), as the order machine names it.
    logs: logs.map((l) => ({ action: l.event === 'create' ? '下单' : (ORDER_TRANSITIONS.find((t) => t.event === l.event)?.label ?? l.event), operator: l.operator, remark: l.remark, create_time: secs(l.createTime) })),
    can_ship: canShip(o),
    voucher_money: fenToYuan(voucherFen),
    payments: payments.map((p) => ({
      pay_no: p.payNo,
      pay_type_name: PAY_NAMES[p.payType] ?? p.payType,
      status_name: PAYMENT_STATUS_NAMES[p.status as PaymentStatus] ?? p.status,
      amount: fenToYuan(p.amount),
      create_time: secs(p.createTime),
      pay_time: secs(p.payTime),
    })),
    refunds: refunds.map(({ r, skuName }) => ({
      refund_no: r.refundNo,
      sku_name: skuName,
      refund_type_name: REFUND_TYPE_NAMES[r.refundType] ?? '',
      refund_money: fenToYuan(r.refundMoney),
      refund_reason: r.refundReason,
      status_name: REFUND_STATUS_NAMES[r.status as RefundStatus] ?? r.status,
      create_time: secs(r.createTime),
    })),
    audit: audit.map((a) => ({ username: a.username, role: isConsoleRole(a.role) ? ROLE_DEFINITIONS[a.role].name : a.role, action: a.action, outcome: a.outcome, time: secs(a.time) })),
  };
}
