// Offline transfer certificates: the shopper uploads the transfer's images at /orderPay, the payment
// waits in `reviewing`; approval pays every order of the payment exactly once (the order module's
// payment review: conditional transitions in one transaction), refusal returns them to unpaid with
// the reason the shopper reads on the pay-tickets page.
import { and, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { ORDER_STATUS_NAMES, PAYMENT_STATUS_NAMES, type ConsoleParsedRequestOf, type OrderStatus, type PaymentReviewDetail, type PaymentReviewRow, type PaymentStatus } from '@mall/rest-contract';
import type { Db, Tx } from '../../db/client';
import { member } from '../../db/schema';
import { orderPayment, orders } from '../../db/schema-order';
import type { AuditEntry } from '../console/audit';
import { secs } from '../order/helpers';
import { createPaymentService, type PaymentProvider } from '../order/payment';
import type { OrderSettings } from '../order/service';
import { byTime, likePattern, notFound, page, within } from './queries';

const NOUN = '转账凭证';
const REVIEWED = ['reviewing', 'paid', 'refused'];

const columns = { p: orderPayment, username: member.username, nickname: member.nickname };
type Joined = { p: typeof orderPayment.$inferSelect; username: string; nickname: string };

async function orderNos(db: Db | Tx, ids: number[]) {
  if (ids.length === 0) return new Map<number, typeof orders.$inferSelect>();
  const rows = await db.select().from(orders).where(inArray(orders.orderId, [...new Set(ids)]));
  return new Map(rows.map((o) => [o.orderId, o]));
}

const toRow = (r: Joined, byId: Map<number, typeof orders.$inferSelect>): PaymentReviewRow => ({
  id: r.p.paymentId,
  pay_no: r.p.payNo,
  member_id: r.p.memberId,
  member_name: r.nickname || r.username,
  amount_fen: r.p.amount,
  state: r.p.status,
  state_name: PAYMENT_STATUS_NAMES[r.p.status as PaymentStatus] ?? r.p.status,
  order_nos: r.p.orderIds.map((id) => byId.get(id)?.orderNo ?? String(id)),
  image_count: r.p.images.length,
  create_time: secs(r.p.createTime),
  review_time: secs(r.p.reviewTime),
});

export async function listPayments(db: Db | Tx, input: ConsoleParsedRequestOf<'/admin/api/review/payments/list'>) {
  const like = likePattern(input.keyword);
  const where = and(
    eq(orderPayment.payType, 'offline'),
    input.state ? eq(orderPayment.status, input.state) : inArray(orderPayment.status, REVIEWED),
    within(orderPayment.createTime, input.from, input.to),
    like
      ? or(
          ilike(orderPayment.payNo, like),
          ilike(member.username, like),
          ilike(member.nickname, like),
          ilike(member.mobile, like),
          sql`exists (select 1 from ${orders} where ${orders.orderNo} ilike ${like} and ${orderPayment.orderIds} @> to_jsonb(array[${orders.orderId}]))`,
        )
      : undefined,
  );
  const [total] = await db.select({ n: count() }).from(orderPayment).innerJoin(member, eq(member.memberId, orderPayment.memberId)).where(where);
  const rows = await db
    .select(columns)
    .from(orderPayment)
    .innerJoin(member, eq(member.memberId, orderPayment.memberId))
    .where(where)
    .orderBy(...byTime(input.sort, orderPayment.createTime, orderPayment.paymentId))
    .limit(input.page_size)
    .offset((input.page - 1) * input.page_size);
  const byId = await orderNos(db, rows.flatMap((r) => r.p.orderIds));
  return page(rows.map((r) => toRow(r, byId)), Number(total.n), input);
}

export async function paymentDetail(db: Db | Tx, id: number): Promise<PaymentReviewDetail> {
  const [r] = await db
    .select(columns)
    .from(orderPayment)
    .innerJoin(member, eq(member.memberId, orderPayment.memberId))
    .where(and(eq(orderPayment.paymentId, id), eq(orderPayment.payType, 'offline')));
  if (!r) throw notFound(NOUN);
  const byId = await orderNos(db, r.p.orderIds);
  return {
    ...toRow(r, byId),
    images: r.p.images,
    remark: r.p.remark,
    review_remark: r.p.reviewRemark,
    orders: r.p.orderIds.flatMap((orderId) => {
      const o = byId.get(orderId);
      return o ? [{ order_id: o.orderId, order_no: o.orderNo, order_fen: o.orderMoney, order_status: o.orderStatus, order_status_name: ORDER_STATUS_NAMES[o.orderStatus as OrderStatus] ?? o.orderStatus, site_name: o.siteName }] : [];
    }),
  };
}

export interface PaymentReviewDeps {
  settings: OrderSettings;
  providers: PaymentProvider[];
}

/** Approves or refuses one offline payment inside the console call's transaction, with its audit row. */
export async function decidePayment(
  tx: Tx,
  deps: PaymentReviewDeps,
  input: { id: number; agree: boolean; reason: string },
  audit: (entry: AuditEntry) => Promise<void>,
): Promise<PaymentReviewDetail> {
  const before = await paymentDetail(tx, input.id);
  // The order module's review: its transitions refuse anything but `reviewing`, so a second
  // decision (or a race with another operator) changes nothing and answers why.
  await createPaymentService(tx, deps.settings, deps.providers).review({ payment_id: input.id, agree: input.agree, remark: input.reason });
  const after = await paymentDetail(tx, input.id);
  await audit({
    action: input.agree ? 'review.payment.approve' : 'review.payment.refuse',
    targetType: 'payment',
    targetId: input.id,
    before: { status: before.state, orders: before.orders.map((o) => ({ order_no: o.order_no, status: o.order_status })) },
    after: { status: after.state, review_remark: after.review_remark, orders: after.orders.map((o) => ({ order_no: o.order_no, status: o.order_status })) },
  });
  return after;
}
