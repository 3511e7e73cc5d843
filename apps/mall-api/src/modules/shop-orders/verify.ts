// The verification of pickup and virtual-goods codes, shared by both desks: the console's 核销台 (a
// 核销员 account of one shop) and the member's /member/verification (a member bound as verifier of one
// or more shops). A pickup code belongs to one of the shop's pickup orders (orders.pickup_code); a
// virtual-goods code is a verify_code row whose order is the shop's. Confirming a pickup completes the
// order through the order machine's `verify` event and marks its verify_code row used; confirming a
// virtual code marks it used — a conditional update, so of two redeems at once exactly one wins — and
// completes its order once every code of the order is used. A code of another shop reads as unknown.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { VerifyTarget } from '@mall/rest-contract';
import type { Db, Tx } from '../../db/client';
import { member } from '../../db/schema';
import { verifyCode } from '../../db/schema-account';
import { orderGoods, orders, shopStore } from '../../db/schema-order';
import { BusinessError } from '../../http/envelope';
import { secs } from '../order/helpers';
import { orderMachine, transition } from '../order/state-machines';

export const CODE_NOT_FOUND = '核销码不存在';
export const CODE_USED = '该核销码已使用，不能重复核销';
export const PICKUP_USED = '该自提码已核销，不能重复核销';

export type FoundCode =
  | { kind: 'pickup'; order: typeof orders.$inferSelect }
  | { kind: 'virtual'; order: typeof orders.$inferSelect; row: typeof verifyCode.$inferSelect };

/** Whether the code exists at all (for the audit: another shop's code reads as unknown to the caller). */
export async function codeExists(tx: Tx, code: string): Promise<boolean> {
  const [pickup] = await tx.select({ id: orders.orderId }).from(orders).where(and(eq(orders.pickupCode, code), eq(orders.deliveryType, 'pickup'))).limit(1);
  const [row] = pickup ? [] : await tx.select({ id: verifyCode.id }).from(verifyCode).where(eq(verifyCode.verifyCode, code));
  return Boolean(pickup ?? row);
}

/** The code among the given shops' orders, or null (missing, or another shop's). */
export async function findCode(tx: Tx, shopIds: readonly number[], code: string, lock: boolean): Promise<FoundCode | null> {
  if (shopIds.length === 0) return null;
  const pickup = tx
    .select()
    .from(orders)
    .where(and(eq(orders.pickupCode, code), inArray(orders.siteId, [...shopIds]), eq(orders.deliveryType, 'pickup')))
    .orderBy(asc(orders.orderId))
    .limit(1);
  const [order] = lock ? await pickup.for('update') : await pickup;
  if (order) return { kind: 'pickup', order };
  const virtual = tx.select().from(verifyCode).where(and(eq(verifyCode.verifyCode, code), eq(verifyCode.verifyType, 'virtualgoods')));
  const [row] = lock ? await virtual.for('update') : await virtual;
  const [owner] = row ? await tx.select().from(orders).where(eq(orders.orderNo, row.orderNo)) : [];
  if (!row || !owner || !shopIds.includes(owner.siteId)) return null;
  return { kind: 'virtual', order: owner, row };
}

export async function describeCode(tx: Db | Tx, found: FoundCode): Promise<VerifyTarget> {
  const { order } = found;
  const [buyer] = await tx.select({ username: member.username, nickname: member.nickname }).from(member).where(eq(member.memberId, order.memberId));
  const [store] = order.storeId ? await tx.select({ name: shopStore.storeName }).from(shopStore).where(eq(shopStore.storeId, order.storeId)) : [];
  const lines = await tx.select({ sku_name: orderGoods.skuName, num: orderGoods.num, sku_image: orderGoods.skuImage }).from(orderGoods).where(eq(orderGoods.orderId, order.orderId)).orderBy(asc(orderGoods.orderGoodsId));
  const common = { order_id: order.orderId, order_no: order.orderNo, buyer: buyer ? buyer.nickname || buyer.username : '', store_name: store?.name ?? '' };
  if (found.kind === 'pickup') {
    const [row] = await tx.select({ verifier: verifyCode.verifierName }).from(verifyCode).where(and(eq(verifyCode.orderNo, order.orderNo), eq(verifyCode.verifyType, 'pickup')));
    return { ...common, kind: 'pickup', code: order.pickupCode, items: lines, verified: order.orderStatus === 'completed', verify_time: secs(order.finishTime), verifier: row?.verifier ?? '', expire_time: 0 };
  }
  const r = found.row;
  return {
    ...common,
    kind: 'virtual',
    code: r.verifyCode,
    items: r.items.map((i) => ({ sku_name: i.sku_name, num: i.num, sku_image: i.sku_image })),
    verified: r.isVerify,
    verify_time: secs(r.verifyTime),
    verifier: r.verifierName,
    expire_time: secs(r.expireTime),
  };
}

/**
 * Redeems a found code once, by `verifier` (the name stored on the code). Throws BUSINESS with the
 * reason when the code cannot be used now (used, expired, order unpaid or closed); nothing changes then.
 */
export async function redeemCode(tx: Tx, found: FoundCode, verifier: string): Promise<void> {
  const now = new Date();
  const complete = () => transition(tx, orderMachine, found.order.orderId, 'verify', { operator: 'admin', remark: `核销员 ${verifier}`, set: { signTime: now, finishTime: now } });
  if (found.kind === 'pickup') {
    const o = found.order;
    if (o.orderStatus === 'completed') throw new BusinessError(PICKUP_USED);
    if (o.orderStatus !== 'paid') throw new BusinessError('订单未支付或已关闭，不能核销');
    await complete();
    await tx
      .update(verifyCode)
      .set({ isVerify: true, verifierName: verifier, verifyTime: now })
      .where(and(eq(verifyCode.orderNo, o.orderNo), eq(verifyCode.verifyType, 'pickup'), eq(verifyCode.isVerify, false)));
    return;
  }
  const r = found.row;
  if (r.isVerify) throw new BusinessError(CODE_USED);
  if (r.expireTime && r.expireTime < now) throw new BusinessError('该核销码已过期');
  if (found.order.orderStatus !== 'paid' && found.order.orderStatus !== 'completed') throw new BusinessError('订单未支付或已关闭，不能核销');
  // Conditional: only a code still unused is marked; a concurrent redeem that got there first leaves nothing to update.
  const used = await tx
    .update(verifyCode)
    .set({ isVerify: true, verifierName: verifier, verifyTime: now })
    .where(and(eq(verifyCode.id, r.id), eq(verifyCode.isVerify, false)))
    .returning({ id: verifyCode.id });
  if (used.length === 0) throw new BusinessError(CODE_USED);
  // Every code of the order used: the order is complete.
  const [left] = await tx.select({ n: sql<number>`count(*)::int` }).from(verifyCode).where(and(eq(verifyCode.orderNo, r.orderNo), eq(verifyCode.isVerify, false)));
  if (Number(left.n) === 0 && found.order.orderStatus === 'paid') await complete();
}
