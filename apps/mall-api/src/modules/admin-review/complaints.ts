// Complaints to the platform about an order line (often after a refused refund): the platform upholds
// or dismisses one with a reply the shopper reads on the complaint's page. A pending complaint moves
// once: the UPDATE is conditional on status 0, so a second decision changes nothing.
import { and, count, eq, inArray, type SQL } from 'drizzle-orm';
import {
  COMPLAINT_STATES,
  COMPLAINT_STATUS_CODES,
  REFUND_STATUS_NAMES,
  type ComplaintReviewDetail,
  type ComplaintReviewRow,
  type ComplaintState,
  type ConsoleParsedRequestOf,
  type RefundStatus,
} from '@mall/rest-contract';
import type { Db, Tx } from '../../db/client';
import { pageRows } from '../../db/paging';
import { member } from '../../db/schema';
import { orderComplain, orderGoods, orderRefund, orders } from '../../db/schema-order';
import type { AuditEntry } from '../console/audit';
import { secs } from '../order/helpers';
import { alreadyDecided, byTime, likePattern, lineKeyword, notFound, page, within, withOrderLine } from './queries';

const NOUN = '投诉';
export const COMPLAINT_STATE_NAMES: Record<ComplaintState, string> = { pending: '待处理', upheld: '已支持', dismissed: '已驳回' };
const stateOf = (status: number): ComplaintState => COMPLAINT_STATES.find((s) => COMPLAINT_STATUS_CODES[s] === status) ?? 'pending';

const columns = {
  c: orderComplain,
  skuName: orderGoods.skuName,
  refundStatus: orderGoods.refundStatus,
  refundId: orderGoods.refundId,
  orderNo: orders.orderNo,
  siteName: orders.siteName,
  username: member.username,
  nickname: member.nickname,
};
type Joined = {
  c: typeof orderComplain.$inferSelect;
  skuName: string;
  refundStatus: string;
  refundId: number;
  orderNo: string;
  siteName: string;
  username: string;
  nickname: string;
};

const from = (db: Db | Tx) => withOrderLine(db.select(columns).from(orderComplain).$dynamic(), orderComplain);

const toRow = (j: Joined): ComplaintReviewRow => {
  const state = stateOf(j.c.status);
  return {
    id: j.c.complainId,
    order_id: j.c.orderId,
    order_no: j.orderNo,
    member_name: j.nickname || j.username,
    site_name: j.siteName,
    sku_name: j.skuName,
    complain_reason: j.c.complainReason,
    state,
    state_name: COMPLAINT_STATE_NAMES[state],
    create_time: secs(j.c.createTime),
  };
};

const toDetail = (j: Joined, refuseReason: string): ComplaintReviewDetail => ({
  ...toRow(j),
  complain_content: j.c.complainContent,
  images: j.c.images,
  reply: j.c.reply,
  refund_state_name: j.refundStatus ? (REFUND_STATUS_NAMES[j.refundStatus as RefundStatus] ?? j.refundStatus) : '',
  refuse_reason: refuseReason,
});

/** The complaints about one shop, each with the platform's decision (the shop console reads them). */
export async function listShopComplaints(db: Db | Tx, input: ConsoleParsedRequestOf<'/admin/api/review/complaints/list'>, siteId: number) {
  const found = await complaintPage(db, input, eq(orders.siteId, siteId));
  const refundIds = found.rows.map((j) => j.refundId).filter((id) => id > 0);
  const reasons = refundIds.length
    ? new Map((await db.select({ id: orderRefund.refundId, reason: orderRefund.refuseReason }).from(orderRefund).where(inArray(orderRefund.refundId, refundIds))).map((r) => [r.id, r.reason]))
    : new Map<number, string>();
  return page(
    found.rows.map((j) => toDetail(j, reasons.get(j.refundId) ?? '')),
    found.total,
    input,
  );
}

export async function listComplaints(db: Db | Tx, input: ConsoleParsedRequestOf<'/admin/api/review/complaints/list'>) {
  const found = await complaintPage(db, input);
  return page(found.rows.map(toRow), found.total, input);
}

async function complaintPage(db: Db | Tx, input: ConsoleParsedRequestOf<'/admin/api/review/complaints/list'>, scope?: SQL) {
  const where = and(
    scope,
    input.state ? eq(orderComplain.status, COMPLAINT_STATUS_CODES[input.state]) : undefined,
    within(orderComplain.createTime, input.from, input.to),
    lineKeyword(likePattern(input.keyword), orderComplain.complainContent),
  );
  return pageRows(
    input,
    withOrderLine(db.select({ n: count() }).from(orderComplain).$dynamic(), orderComplain).where(where),
    from(db).where(where),
    byTime(input.sort, orderComplain.createTime, orderComplain.complainId),
  );
}

export async function complaintDetail(db: Db | Tx, id: number): Promise<ComplaintReviewDetail> {
  const [j] = await from(db).where(eq(orderComplain.complainId, id));
  if (!j) throw notFound(NOUN);
  const [refund] = j.refundId ? await db.select({ refuseReason: orderRefund.refuseReason }).from(orderRefund).where(eq(orderRefund.refundId, j.refundId)) : [];
  return toDetail(j, refund?.refuseReason ?? '');
}

export async function decideComplaint(tx: Tx, input: { id: number; agree: boolean; reason: string }, audit: (entry: AuditEntry) => Promise<void>): Promise<ComplaintReviewDetail> {
  const to = input.agree ? 'upheld' : 'dismissed';
  const [done] = await tx
    .update(orderComplain)
    .set({ status: COMPLAINT_STATUS_CODES[to], reply: input.reason })
    .where(and(eq(orderComplain.complainId, input.id), eq(orderComplain.status, COMPLAINT_STATUS_CODES.pending)))
    .returning({ id: orderComplain.complainId });
  if (!done) {
    const current = await complaintDetail(tx, input.id);
    throw alreadyDecided(NOUN, current.state_name);
  }
  await audit({ action: `review.complaint.${input.agree ? 'uphold' : 'dismiss'}`, targetType: 'complaint', targetId: input.id, before: { state: 'pending' }, after: { state: to, reply: input.reason } });
  return complaintDetail(tx, input.id);
}
