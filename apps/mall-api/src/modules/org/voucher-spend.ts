// A member's consumption vouchers as a part of an order payment: which vouchers can pay
// which orders (status, validity and the issuance's shop / category scope), spending one inside the
// payment's transaction, and giving the voucher part back when an order is refunded or its offline
// transfer is refused. Every change is a voucher_ledger row (kind spend / refund / release, relate_id =
// the order id), so what a voucher paid on an order is always the sum of that order's rows — no column
// on orders needed. A release undoes a spend whose payment never happened (a refused transfer): what
// the voucher paid is spend + release, what it still holds net of refunds is spend + release + refund.
// Kept apart from voucher-service.ts so the order module can import it without an import cycle.
import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { ErrorCode, VOUCHER_STATUS_NAMES, type VoucherStatus } from '@mall/rest-contract';
import type { Db, Tx } from '../../db/client';
import { goods } from '../../db/schema';
import { orderGoods } from '../../db/schema-order';
import { voucher, voucherIssuance, voucherLedger } from '../../db/schema-org';
import { BusinessError } from '../../http/envelope';
import { fenToYuan } from '@mall/rest-contract/money';

export const VOUCHER_NOT_FOUND = '消费券不存在';
export const VOUCHER_OUT_OF_SCOPE = '该消费券不能用于这些订单的店铺或商品分类';

/** Spends up to `amount` fen of a usable voucher of the member for an order; answers the fen spent. */
export async function spendVoucher(tx: Tx, input: { memberId: number; voucherId: number; amount: number; orderId: number; now?: Date }): Promise<number> {
  const now = input.now ?? new Date();
  const [v] = await tx.select().from(voucher).where(and(eq(voucher.voucherId, input.voucherId), eq(voucher.memberId, input.memberId))).for('update');
  if (!v) throw new BusinessError(VOUCHER_NOT_FOUND, ErrorCode.NOT_FOUND);
  if (v.status !== 'usable') throw new BusinessError(v.status === 'pending' ? '请先激活该消费券' : `该消费券${VOUCHER_STATUS_NAMES[v.status as VoucherStatus] ?? '不可用'}`);
  if (v.validEnd <= now) throw new BusinessError('该消费券已过期');
  if (v.validStart > now) throw new BusinessError('该消费券尚未到使用时间');
  const spent = Math.min(v.remaining, input.amount);
  if (spent <= 0) throw new BusinessError('消费券余额不足');
  const remaining = v.remaining - spent;
  await tx.update(voucher).set({ remaining, status: remaining === 0 ? 'used' : 'usable', useTime: now }).where(eq(voucher.voucherId, v.voucherId));
  await tx.insert(voucherLedger).values({ orgId: v.orgId, memberId: v.memberId, voucherId: v.voucherId, kind: 'spend', valueChange: -spent, relateId: input.orderId, remark: `订单抵扣 ${fenToYuan(spent)} 元` });
  return spent;
}

const GIVE_BACK_REMARKS = { refund: '订单退款退回', release: '线下转账未通过，退回' } as const;

/** Gives back `amount` fen spent on an order: a refund, or the release of a part held for a refused transfer. */
export async function refundVoucher(tx: Tx, input: { voucherId: number; amount: number; orderId: number; kind?: 'refund' | 'release' }) {
  const kind = input.kind ?? 'refund';
  const [v] = await tx.select().from(voucher).where(eq(voucher.voucherId, input.voucherId)).for('update');
  if (!v) throw new BusinessError(VOUCHER_NOT_FOUND, ErrorCode.NOT_FOUND);
  const back = Math.min(input.amount, v.faceValue - v.remaining);
  if (back <= 0) return 0;
  const expired = v.validEnd <= new Date() || v.status === 'expired';
  await tx
    .update(voucher)
    .set({ remaining: expired ? v.remaining : v.remaining + back, status: expired ? 'expired' : 'usable' })
    .where(eq(voucher.voucherId, v.voucherId));
  await tx.insert(voucherLedger).values({ orgId: v.orgId, memberId: v.memberId, voucherId: v.voucherId, kind, valueChange: back, relateId: input.orderId, remark: `${GIVE_BACK_REMARKS[kind]} ${fenToYuan(back)} 元` });
  if (expired) await tx.insert(voucherLedger).values({ orgId: v.orgId, memberId: v.memberId, voucherId: v.voucherId, kind: 'expire', valueChange: -back, relateId: input.orderId, remark: '退回时已过期' });
  return back;
}

/** The part of an order a voucher may pay: what counts for the scope check. */
export interface PayableOrder {
  orderId: number;
  orderMoney: number;
  siteId: number;
}
type Scope = { shop_ids: number[]; category_ids: number[] };

/** Categories (all three levels) of each order's goods. */
async function categoriesOf(dbx: Db | Tx, orderIds: number[]) {
  const rows = orderIds.length
    ? await dbx
        .select({ orderId: orderGoods.orderId, c: goods.categoryId, c1: goods.categoryId1, c2: goods.categoryId2 })
        .from(orderGoods)
        .innerJoin(goods, eq(goods.goodsId, orderGoods.goodsId))
        .where(inArray(orderGoods.orderId, orderIds))
    : [];
  const byOrder = new Map<number, number[][]>();
  for (const r of rows) byOrder.set(r.orderId, [...(byOrder.get(r.orderId) ?? []), [r.c, r.c1, r.c2]]);
  return byOrder;
}

/** Whether a voucher of this scope may pay the order: its shop listed (or none listed) and every line's category listed (or none). */
function inScope(scope: Scope, o: PayableOrder, lines: number[][]) {
  if (scope.shop_ids.length > 0 && !scope.shop_ids.includes(o.siteId)) return false;
  if (scope.category_ids.length > 0 && !lines.every((levels) => levels.some((c) => scope.category_ids.includes(c)))) return false;
  return true;
}

/** The member's vouchers usable now for these orders, with how much each could pay of them. */
export async function usableVouchers(db: Db, memberId: number, payable: PayableOrder[], now = new Date()) {
  if (payable.length === 0) return [];
  const rows = await db
    .select({ v: voucher, voucherName: voucherIssuance.voucherName, scope: voucherIssuance.scope })
    .from(voucher)
    .innerJoin(voucherIssuance, eq(voucherIssuance.issuanceId, voucher.issuanceId))
    .where(and(eq(voucher.memberId, memberId), eq(voucher.status, 'usable'), gt(voucher.remaining, 0), lte(voucher.validStart, now), gt(voucher.validEnd, now)))
    .orderBy(voucher.validEnd, voucher.voucherId)
    .limit(50);
  const cats = await categoriesOf(db, payable.map((o) => o.orderId));
  return rows
    .map(({ v, voucherName, scope }) => {
      const covered = payable.filter((o) => inScope(scope, o, cats.get(o.orderId) ?? [])).reduce((s, o) => s + o.orderMoney, 0);
      return { voucher_id: v.voucherId, voucher_no: v.voucherNo, voucher_name: voucherName, remaining: fenToYuan(v.remaining), valid_end: Math.floor(v.validEnd.getTime() / 1000), usable_money: fenToYuan(Math.min(v.remaining, covered)) };
    })
    .filter((v) => v.usable_money !== '0.00');
}

/**
 * Spends one voucher on the orders it may pay (in the given order, each up to its money) inside the
 * payment's transaction; answers the fen spent per order. Refused when it can pay none of them.
 */
export async function spendOnOrders(tx: Tx, input: { memberId: number; voucherId: number; orders: PayableOrder[]; now?: Date }): Promise<Map<number, number>> {
  const [row] = await tx
    .select({ scope: voucherIssuance.scope })
    .from(voucher)
    .innerJoin(voucherIssuance, eq(voucherIssuance.issuanceId, voucher.issuanceId))
    .where(and(eq(voucher.voucherId, input.voucherId), eq(voucher.memberId, input.memberId)));
  if (!row) throw new BusinessError(VOUCHER_NOT_FOUND, ErrorCode.NOT_FOUND);
  const cats = await categoriesOf(tx, input.orders.map((o) => o.orderId));
  const eligible = input.orders.filter((o) => o.orderMoney > 0 && inScope(row.scope, o, cats.get(o.orderId) ?? []));
  if (eligible.length === 0) throw new BusinessError(VOUCHER_OUT_OF_SCOPE);
  const spent = new Map<number, number>();
  for (const o of eligible) {
    const [v] = await tx.select({ remaining: voucher.remaining }).from(voucher).where(eq(voucher.voucherId, input.voucherId));
    if (spent.size > 0 && v.remaining <= 0) break;
    spent.set(o.orderId, await spendVoucher(tx, { memberId: input.memberId, voucherId: input.voucherId, amount: o.orderMoney, orderId: o.orderId, now: input.now }));
  }
  return spent;
}

/** What vouchers paid on these orders and have not got back yet, per voucher and order, fen. */
async function netSpent(dbx: Db | Tx, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  const rows = await dbx
    .select({ voucherId: voucherLedger.voucherId, orderId: voucherLedger.relateId, net: sql<string>`-sum(${voucherLedger.valueChange})` })
    .from(voucherLedger)
    .where(and(inArray(voucherLedger.kind, ['spend', 'refund', 'release']), inArray(voucherLedger.relateId, orderIds)))
    .groupBy(voucherLedger.voucherId, voucherLedger.relateId)
    .orderBy(voucherLedger.voucherId);
  return rows.map((r) => ({ voucherId: r.voucherId!, orderId: r.orderId, net: Number(r.net) })).filter((r) => r.net > 0);
}

/** Fen that vouchers paid of these orders (net of refunds). */
export async function voucherMoneyOf(dbx: Db | Tx, orderIds: number[]) {
  return (await netSpent(dbx, orderIds)).reduce((s, r) => s + r.net, 0);
}

/**
 * A refund of `amount` fen of an order: the voucher part goes back first (to the vouchers that paid
 * it, as ledger rows), the rest is for the payment provider. Answers the fen given back to vouchers.
 */
export async function refundOnOrder(tx: Tx, orderId: number, amount: number): Promise<number> {
  let left = amount;
  for (const r of await netSpent(tx, [orderId])) {
    if (left <= 0) break;
    const back = await refundVoucher(tx, { voucherId: r.voucherId, amount: Math.min(left, r.net), orderId });
    left -= back;
  }
  return amount - left;
}

/** Gives every voucher part of these orders back to its voucher (a refused offline transfer). Answers the fen released. */
export async function releaseOnOrders(tx: Tx, orderIds: number[]): Promise<number> {
  let released = 0;
  for (const r of await netSpent(tx, [...orderIds].sort((a, b) => a - b))) released += await refundVoucher(tx, { voucherId: r.voucherId, amount: r.net, orderId: r.orderId, kind: 'release' });
  return released;
}

/** What each voucher paid of an order (spends net of releases; refunds do not change how it was paid), fen. */
export async function voucherPartsOf(dbx: Db | Tx, orderId: number) {
  const rows = await dbx
    .select({ voucherNo: voucher.voucherNo, voucherName: voucherIssuance.voucherName, paid: sql<string>`-sum(${voucherLedger.valueChange})` })
    .from(voucherLedger)
    .innerJoin(voucher, eq(voucher.voucherId, voucherLedger.voucherId))
    .innerJoin(voucherIssuance, eq(voucherIssuance.issuanceId, voucher.issuanceId))
    .where(and(inArray(voucherLedger.kind, ['spend', 'release']), eq(voucherLedger.relateId, orderId)))
    .groupBy(voucher.voucherId, voucher.voucherNo, voucherIssuance.voucherName)
    .orderBy(voucher.voucherId);
  return rows.map((r) => ({ voucherNo: r.voucherNo, voucherName: r.voucherName, paid: Number(r.paid) })).filter((r) => r.paid > 0);
}
