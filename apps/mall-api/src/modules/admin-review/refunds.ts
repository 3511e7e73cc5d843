// Refunds and after-sales: an application is decided by its shop (shop console) or by the platform
// for it (agree: the money goes back to the voucher and the balance in the same transaction, through
// the order module's review; refuse: the reason is what the shopper reads on the refund's page, and
// the line may then be complained about or sent to the platform's arbitration, decided here too).
import { and, count, eq, isNotNull, type SQL } from 'drizzle-orm';
import { REFUND_STATUS_NAMES, REFUND_TYPE_NAMES, type AftersaleDetail, type RefundReviewRow, type RefundStatus } from '@mall/rest-contract';
import type { Db, Tx } from '../../db/client';
import { pageRows } from '../../db/paging';
import { member } from '../../db/schema';
import { orderGoods, orderRefund, orders } from '../../db/schema-order';
import type { AuditEntry } from '../console/audit';
import { createAftersaleService, type RefundDecider } from '../order/aftersale';
import { secs } from '../order/helpers';
import { byTime, likePattern, lineKeyword, notFound, page, within, withOrderLine } from './queries';

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

const joined = (db: Db | Tx) => withOrderLine(db.select(columns).from(orderRefund).$dynamic(), orderRefund);

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

/** Which refunds a list shows: one shop's (shop console), the escalated ones (arbitration) or all. */
export interface RefundScope {
  siteId?: number;
  arbitration?: boolean;
}
const scoped = (scope: RefundScope): SQL | undefined =>
  and(scope.siteId === undefined ? undefined : eq(orders.siteId, scope.siteId), scope.arbitration ? isNotNull(orderRefund.escalateTime) : undefined);

export async function listRefunds(
  db: Db | Tx,
  input: { page: number; page_size: number; sort?: string; keyword?: string; from?: number; to?: number; state?: string },
  scope: RefundScope = {},
) {
  const where = and(
    scoped(scope),
    input.state ? eq(orderRefund.status, input.state) : undefined,
    within(orderRefund.createTime, input.from, input.to),
    lineKeyword(likePattern(input.keyword), orderRefund.refundNo),
  );
  const found = await pageRows(
    input,
    withOrderLine(db.select({ n: count() }).from(orderRefund).$dynamic(), orderRefund).where(where),
    joined(db).where(where),
    byTime(input.sort, orderRefund.createTime, orderRefund.refundId),
  );
  return page(found.rows.map(toRow), found.total, input);
}

export async function refundDetail(db: Db | Tx, id: number): Promise<AftersaleDetail> {
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
    escalate_reason: j.r.escalateReason,
    escalate_time: secs(j.r.escalateTime),
    arbitrate_remark: j.r.arbitrateRemark,
    arbitrate_time: secs(j.r.arbitrateTime),
  };
}

const DECISION_ACTIONS: Record<RefundDecider, readonly [agree: string, refuse: string]> = {
  admin: ['review.refund.approve', 'review.refund.refuse'],
  shop: ['aftersale.refund.agree', 'aftersale.refund.refuse'],
  arbitration: ['review.arbitration.for_buyer', 'review.arbitration.for_shop'],
};

export async function decideRefund(
  tx: Tx,
  input: { id: number; agree: boolean; reason: string },
  audit: (entry: AuditEntry) => Promise<void>,
  decider: RefundDecider = 'admin',
): Promise<AftersaleDetail> {
  const before = await refundDetail(tx, input.id);
  await createAftersaleService(tx).review({ refund_id: input.id, agree: input.agree, refuse_reason: input.reason }, decider);
  const after = await refundDetail(tx, input.id);
  await audit({
    action: DECISION_ACTIONS[decider][input.agree ? 0 : 1],
    targetType: 'refund',
    targetId: input.id,
    before: { status: before.state, refunded_fen: before.refunded_fen },
    after: { status: after.state, refunded_fen: after.refunded_fen, refuse_reason: after.refuse_reason, arbitrate_remark: after.arbitrate_remark },
  });
  return after;
}
