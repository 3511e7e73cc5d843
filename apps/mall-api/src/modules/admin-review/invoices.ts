// Invoices of units' paid voucher orders: the platform issues one with its number (the unit reads it
// on its voucher page) or refuses it with a reason (its orders can be requested again). Only a
// pending request changes: the UPDATE is conditional on `applied`.
import { and, count, eq, ilike, inArray, or } from 'drizzle-orm';
import { VOUCHER_INVOICE_STATUS_NAMES, type ConsoleParsedRequestOf, type InvoiceReviewDetail, type InvoiceReviewRow } from '@mall/rest-contract';
import type { Db, Tx } from '../../db/client';
import { orgUnit, voucherInvoice, voucherOrder } from '../../db/schema-org';
import type { AuditEntry } from '../console/audit';
import { secs } from '../order/helpers';
import { alreadyDecided, byTime, likePattern, notFound, page, within } from './queries';

const NOUN = '发票申请';
/** voucher_invoice.invoice_type: 1 ordinary, 2 special VAT. */
export const INVOICE_TYPE_NAMES: Record<number, string> = { 1: '增值税普通发票', 2: '增值税专用发票' };

type Joined = { i: typeof voucherInvoice.$inferSelect; orgName: string };
const from = (db: Db | Tx) => db.select({ i: voucherInvoice, orgName: orgUnit.orgName }).from(voucherInvoice).innerJoin(orgUnit, eq(orgUnit.orgId, voucherInvoice.orgId));

const toRow = ({ i, orgName }: Joined): InvoiceReviewRow => ({
  id: i.invoiceId,
  org_id: i.orgId,
  org_name: orgName,
  invoice_title: i.invoiceTitle,
  invoice_type_name: INVOICE_TYPE_NAMES[i.invoiceType] ?? '',
  amount_fen: i.amount,
  state: i.status,
  state_name: VOUCHER_INVOICE_STATUS_NAMES[i.status] ?? i.status,
  invoice_no: i.invoiceNo,
  create_time: secs(i.createTime),
  review_time: secs(i.reviewTime),
});

type InvoiceFilters = Omit<ConsoleParsedRequestOf<'/admin/api/review/invoices/list'>, 'page' | 'page_size' | 'sort'>;

function invoiceWhere(input: InvoiceFilters) {
  const like = likePattern(input.keyword);
  return and(
    input.state ? eq(voucherInvoice.status, input.state) : undefined,
    within(voucherInvoice.createTime, input.from, input.to),
    like ? or(ilike(orgUnit.orgName, like), ilike(voucherInvoice.invoiceTitle, like), ilike(voucherInvoice.invoiceNo, like), ilike(voucherInvoice.taxNumber, like)) : undefined,
  );
}

export async function listInvoices(db: Db | Tx, input: ConsoleParsedRequestOf<'/admin/api/review/invoices/list'>) {
  const where = invoiceWhere(input);
  const [total] = await db.select({ n: count() }).from(voucherInvoice).innerJoin(orgUnit, eq(orgUnit.orgId, voucherInvoice.orgId)).where(where);
  const rows = await from(db)
    .where(where)
    .orderBy(...byTime(input.sort, voucherInvoice.createTime, voucherInvoice.invoiceId))
    .limit(input.page_size)
    .offset((input.page - 1) * input.page_size);
  return page(rows.map(toRow), Number(total.n), input);
}

/** Up to `limit` invoices of the list's filters, newest first, with the detail's tax number and e-mail (the export). */
export async function invoicesForExport(db: Db | Tx, input: InvoiceFilters, limit: number) {
  const rows = await from(db).where(invoiceWhere(input)).orderBy(...byTime(undefined, voucherInvoice.createTime, voucherInvoice.invoiceId)).limit(limit);
  return rows.map((j) => ({ ...toRow(j), tax_number: j.i.taxNumber, email: j.i.email, order_count: j.i.orderIds.length }));
}

export async function invoiceDetail(db: Db | Tx, id: number): Promise<InvoiceReviewDetail> {
  const [j] = await from(db).where(eq(voucherInvoice.invoiceId, id));
  if (!j) throw notFound(NOUN);
  return { ...toRow(j), tax_number: j.i.taxNumber, email: j.i.email, order_ids: j.i.orderIds, review_remark: j.i.reviewRemark };
}

/** Issued: the orders stay invoiced (2). Refused: the orders can be requested again (0). */
export async function decideInvoice(
  tx: Tx,
  input: { id: number; agree: boolean; reason: string; invoice_no: string },
  audit: (entry: AuditEntry) => Promise<void>,
): Promise<InvoiceReviewDetail> {
  const now = new Date();
  const [i] = await tx
    .update(voucherInvoice)
    .set(input.agree ? { status: 'issued', invoiceNo: input.invoice_no, reviewRemark: input.reason, reviewTime: now } : { status: 'refused', reviewRemark: input.reason, reviewTime: now })
    .where(and(eq(voucherInvoice.invoiceId, input.id), eq(voucherInvoice.status, 'applied')))
    .returning();
  if (!i) {
    const current = await invoiceDetail(tx, input.id);
    throw alreadyDecided(NOUN, current.state_name);
  }
  await tx
    .update(voucherOrder)
    .set({ invoiceStatus: input.agree ? 2 : 0 })
    .where(and(eq(voucherOrder.orgId, i.orgId), inArray(voucherOrder.orderId, i.orderIds)));
  await audit({
    action: input.agree ? 'review.invoice.issue' : 'review.invoice.refuse',
    targetType: 'voucher_invoice',
    targetId: input.id,
    before: { status: 'applied' },
    after: input.agree ? { status: 'issued', invoice_no: input.invoice_no } : { status: 'refused', review_remark: input.reason },
  });
  return invoiceDetail(tx, input.id);
}
