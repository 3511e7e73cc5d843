// An order waiting for the platform's review of its offline transfer: the quickest way for a test to
// get a paid order (approve the payment) of a chosen shop.
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { callOk } from './harness';

/** Rows of a raw query. */
export async function sqlRows<T>(db: Db, q: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(q)) as unknown as { rows: T[] }).rows;
}

/**
 * A fresh order of one goods (of shop `siteId` when given) by the member of `token`, with its offline
 * transfer certificate submitted: the payment waits for the platform's review.
 */
export async function offlinePayment(app: FastifyInstance, db: Db, token: string, memberId: number, orderKey: string, siteId?: number) {
  const [sku] = await sqlRows<{ sku_id: number }>(
    db,
    sql`select s.sku_id from goods_sku s join goods g using (goods_id) where g.is_on_shelf and s.stock >= 100 ${siteId === undefined ? sql`` : sql`and g.site_id = ${siteId}`} order by s.sku_id limit 1`,
  );
  const order = await callOk(app, '/api/order/create', { token, sku_id: sku.sku_id, num: 1, order_key: orderKey });
  const ticket = await callOk(app, '/api/order/paytickets', { token, order_ids: [order.order_id], images: [`/upload/certificate/${memberId}_0123456789abcdef.png`], remark: '网银转账', pay_key: `${orderKey}-pay` });
  return { orderId: order.order_id, paymentId: ticket.payment_id };
}
