// Refunds and after-sales: the platform decides an application (agree: the money goes back to the
// voucher and the balance in the same transaction, through the order module's review; refuse: the
// reason is what the shopper reads on the refund's page, and the line may then be complained about).
import { and, count, eq, ilike, or } from 'drizzle-orm';
import { REFUND_STATUS_NAMES, REFUND_TYPE_NAMES, type ConsoleParsedRequestOf, type RefundReviewDetail, type RefundReviewRow, type RefundStatus } from '@mall/rest-contract';
import type { Db, Tx } from '../../db/client';
import { member } from '../../db/schema';
import { orderGoods, orderRefund, orders } from '../../db/schema-order';
import type { AuditEntry } from '../console/audit';
import { createAftersaleService } from '../order/aftersale';
import { secs } from '../order/helpers';
import { byTime, likePattern, notFound, page, within } from './queries';

const NOUN = '退款申请';

const columns = {
  r: orderRefund,
  skuName: orderGoods.skuName,
  skuImage: orderGoods.skuImage,
  num: orderGoods.num,
  paid: orderGoods.realGoodsMoney,
  refunded: orderGoods.refundMoney,
  orderNo: orders.orderNo,
  siteName: orders.siteName,
  payType: orders.payType,
  username: member.username,
  nickname: member.nickname,
};
type Joined = {
  r: typeof orderRefund.$inferSelect;
  skuName: string;
  skuImage: string;
  num: number;
  paid: number;
  refunded: number;
  orderNo: string;
  siteName: string;
  payType: string;
  username: string;
  nickname: string;
};

const joined = (db: Db | Tx) =>
  db
    .select(columns)
    .from(orderRefund)
    .innerJoin(orderGoods, eq(orderGoods.orderGoodsId, orderRefund.orderGoodsId))
    .innerJoin(orders, eq(orders.orderId, orderRefund.orderId))
    .innerJoin(member, eq(member.memberId, orderRefund.memberId));

const toRow = (j: Joined): RefundReviewRow => ({
  id: j.r.refundId,
  refund_no: j.r.refundNo,
  order_id: j.r.orderId,
  order_no: j.orderNo,
  member_name: j.nickname || j.username,
  site_name: j.siteName,
  sku_name: j.skuName,
  refund_type_name: REFUND_TYPE_NAMES[j.r.refundType] ?? '',
  refund_fen: j.r.refundMoney,
  refund_reason: j.r.refundReason,
  state: j.r.status,
  state_name: REFUND_STATUS_NAMES[j.r.status as RefundStatus] ?? j.r.status,
  create_time: secs(j.r.createTime),
  audit_time: secs(j.r.auditTime),
});

export async function listRefunds(db: Db | Tx, input: ConsoleParsedRequestOf<'/admin/api/review/refunds/list'>) {
  const like = likePattern(input.keyword);
  const where = and(
    input.state ? eq(orderRefund.status, input.state) : undefined,
    within(orderRefund.createTime, input.from, input.to),
    like ? or(ilike(orderRefund.refundNo, like), ilike(orders.orderNo, like), ilike(orderGoods.skuName, like), ilike(member.username, like), ilike(member.nickname, like)) : undefined,
  );
  const [total] = await db
    .select({ n: count() })
    .from(orderRefund)
    .innerJoin(orderGoods, eq(orderGoods.orderGoodsId, orderRefund.orderGoodsId))
    .innerJoin(orders, eq(orders.orderId, orderRefund.orderId))
    .innerJoin(member, eq(member.memberId, orderRefund.memberId))
    .where(where);
  const rows = await joined(db)
    .where(where)
    .orderBy(...byTime(input.sort, orderRefund.createTime, orderRefund.refundId))
    .limit(input.page_size)
    .offset((input.page - 1) * input.page_size);
  return page(rows.map(toRow), Number(total.n), input);
}

export async function refundDetail(db: Db | Tx, id: number): Promise<RefundReviewDetail> {
  const [j] = await joined(db).where(eq(orderRefund.refundId, id));
  if (!j) throw notFound(NOUN);
  return {
    ...toRow(j),
    refund_remark: j.r.refundRemark,
    images: j.r.images,
    refuse_reason: j.r.refuseReason,
    sku_image: j.skuImage,
    num: j.num,
    paid_fen: j.paid,
    refunded_fen: j.refunded,
    pay_type: j.payType,
  };
}

export async function decideRefund(tx: Tx, input: { id: number; agree: boolean; reason: string }, audit: (entry: AuditEntry) => Promise<void>): Promise<RefundReviewDetail> {
  const before = await refundDetail(tx, input.id);
  await createAftersaleService(tx).review({ refund_id: input.id, agree: input.agree, refuse_reason: input.reason });
  const after = await refundDetail(tx, input.id);
  await audit({
    action: input.agree ? 'review.refund.approve' : 'review.refund.refuse',
    targetType: 'refund',
    targetId: input.id,
    before: { status: before.state, refunded_fen: before.refunded_fen },
    after: { status: after.state, refunded_fen: after.refunded_fen, refuse_reason: after.refuse_reason },
  });
  return after;
}
