// The platform's review queues (mall-api src/modules/admin-review/): offline transfer certificates,
// refunds, complaints, voucher invoices and member certifications. Every queue is a paged list with
// state, time and keyword filters, a detail, and one decision (approve or refuse with a reason the
// shopper or unit sees); a second decision on the same entry is refused by its state machine.
import { z } from 'zod';
import { positiveId } from '../paging';
import { consoleCall, consolePage, keywordAndTime, queueListRequest, stateFilter } from './call';

/** The reason or remark of a decision; a refusal must give one (the shopper or unit reads it). */
const reasonText = z
  .string({ error: '审核说明必须是文字' })
  .trim()
  .refine((s) => [...s].length <= 200, { error: '审核说明不能超过 200 个字' })
  .default('');

const decision = {
  id: positiveId('编号'),
  agree: z.boolean({ error: '请选择通过或驳回' }),
  reason: reasonText,
};
const refusalNeedsReason = <T extends { agree: boolean; reason: string }>(v: T, ctx: z.RefinementCtx) => {
  if (!v.agree && !v.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: '驳回时请填写原因，对方会看到它' });
};
export const reviewDecisionRequest = z.object(decision).superRefine(refusalNeedsReason);
export const reviewIdRequest = z.object({ id: positiveId('编号') });

// ----- offline transfer certificates (order_payment with pay_type offline)
export const PAYMENT_REVIEW_STATES = ['reviewing', 'paid', 'refused'] as const;
export const paymentReviewListRequest = queueListRequest(PAYMENT_REVIEW_STATES);
export const paymentReviewRow = z.object({
  id: z.number().int(),
  pay_no: z.string(),
  member_id: z.number().int(),
  member_name: z.string(),
  amount_fen: z.number().int(),
  state: z.string(),
  state_name: z.string(),
  order_nos: z.array(z.string()),
  image_count: z.number().int(),
  create_time: z.number().int(),
  review_time: z.number().int(),
});
export const paymentReviewDetail = paymentReviewRow.extend({
  images: z.array(z.string()),
  remark: z.string(),
  review_remark: z.string(),
  orders: z.array(z.object({ order_id: z.number().int(), order_no: z.string(), order_fen: z.number().int(), order_status: z.string(), order_status_name: z.string(), site_name: z.string() })),
});
export type PaymentReviewRow = z.output<typeof paymentReviewRow>;
export type PaymentReviewDetail = z.output<typeof paymentReviewDetail>;

// ----- refunds and after-sales
export const REFUND_REVIEW_STATES = ['applied', 'refunded', 'refused', 'cancelled'] as const;
export const refundReviewListRequest = queueListRequest(REFUND_REVIEW_STATES);
export const refundReviewRow = z.object({
  id: z.number().int(),
  refund_no: z.string(),
  order_id: z.number().int(),
  order_no: z.string(),
  member_name: z.string(),
  site_name: z.string(),
  sku_name: z.string(),
  refund_type_name: z.string(),
  refund_fen: z.number().int(),
  refund_reason: z.string(),
  state: z.string(),
  state_name: z.string(),
  create_time: z.number().int(),
  audit_time: z.number().int(),
});
export const refundReviewDetail = refundReviewRow.extend({
  refund_remark: z.string(),
  images: z.array(z.string()),
  refuse_reason: z.string(),
  sku_image: z.string(),
  num: z.number().int(),
  /** What the line paid and what earlier refunds already returned. */
  paid_fen: z.number().int(),
  refunded_fen: z.number().int(),
  pay_type: z.string(),
});
export type RefundReviewRow = z.output<typeof refundReviewRow>;
export type RefundReviewDetail = z.output<typeof refundReviewDetail>;

// ----- complaints to the platform
export const COMPLAINT_STATES = ['pending', 'upheld', 'dismissed'] as const;
export type ComplaintState = (typeof COMPLAINT_STATES)[number];
/** order_complain.status: 0 pending, 1 upheld (handled for the shopper), 2 dismissed. */
export const COMPLAINT_STATUS_CODES: Record<ComplaintState, number> = { pending: 0, upheld: 1, dismissed: 2 };
export const complaintReviewListRequest = queueListRequest(COMPLAINT_STATES);
export const complaintReviewRow = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  order_no: z.string(),
  member_name: z.string(),
  site_name: z.string(),
  sku_name: z.string(),
  complain_reason: z.string(),
  state: z.enum(COMPLAINT_STATES),
  state_name: z.string(),
  create_time: z.number().int(),
});
export const complaintReviewDetail = complaintReviewRow.extend({
  complain_content: z.string(),
  images: z.array(z.string()),
  reply: z.string(),
  /** The line's refund, when there is one (a complaint often follows a refused refund). */
  refund_state_name: z.string(),
  refuse_reason: z.string(),
});
/** Upholding needs a reply too: it tells the shopper what the platform did. */
export const complaintDecisionRequest = z
  .object(decision)
  .superRefine((v, ctx) => {
    if (!v.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: '请填写处理结果，投诉人会看到它' });
  });
export type ComplaintReviewRow = z.output<typeof complaintReviewRow>;
export type ComplaintReviewDetail = z.output<typeof complaintReviewDetail>;

// ----- voucher invoices of units
export const INVOICE_REVIEW_STATES = ['applied', 'issued', 'refused'] as const;
const invoiceFilters = { ...keywordAndTime, state: stateFilter(INVOICE_REVIEW_STATES) };
export const invoiceReviewListRequest = queueListRequest(INVOICE_REVIEW_STATES);
/** The invoices' .xlsx export (GET /admin/export/invoices, 财务): the list's filters. */
export const invoiceExportQuery = z.object(invoiceFilters);
export const invoiceReviewRow = z.object({
  id: z.number().int(),
  org_id: z.number().int(),
  org_name: z.string(),
  invoice_title: z.string(),
  invoice_type_name: z.string(),
  amount_fen: z.number().int(),
  state: z.string(),
  state_name: z.string(),
  invoice_no: z.string(),
  create_time: z.number().int(),
  review_time: z.number().int(),
});
export const invoiceReviewDetail = invoiceReviewRow.extend({
  tax_number: z.string(),
  email: z.string(),
  order_ids: z.array(z.number().int()),
  review_remark: z.string(),
});
/** Issue with the invoice's number, or refuse with a reason. */
export const invoiceDecisionRequest = z
  .object({
    ...decision,
    invoice_no: z.string({ error: '发票号码必须是文字' }).trim().max(32, { error: '发票号码不能超过 32 个字符' }).default(''),
  })
  .superRefine((v, ctx) => {
    refusalNeedsReason(v, ctx);
    if (v.agree && !/^[A-Za-z0-9-]{6,32}$/.test(v.invoice_no)) ctx.addIssue({ code: 'custom', path: ['invoice_no'], message: '请填写 6–32 位发票号码（字母、数字或横线）' });
  });
export type InvoiceReviewRow = z.output<typeof invoiceReviewRow>;
export type InvoiceReviewDetail = z.output<typeof invoiceReviewDetail>;

// ----- member certifications (扶贫认证 / 合作社认证)
export const CERTIFICATION_KINDS = ['fupin', 'coop'] as const;
export const CERTIFICATION_KIND_NAMES: Record<(typeof CERTIFICATION_KINDS)[number], string> = { fupin: '扶贫认证', coop: '合作社认证' };
export const CERTIFICATION_STATES = ['pending', 'passed', 'refused'] as const;
export const certificationReviewListRequest = queueListRequest(CERTIFICATION_STATES).extend({
  kind: z.enum(CERTIFICATION_KINDS, { error: '认证类型不正确' }).optional(),
});
export const certificationReviewRow = z.object({
  id: z.number().int(),
  member_id: z.number().int(),
  member_name: z.string(),
  mobile: z.string(),
  kind: z.enum(CERTIFICATION_KINDS),
  kind_name: z.string(),
  name: z.string(),
  state: z.enum(CERTIFICATION_STATES),
  state_name: z.string(),
  update_time: z.number().int(),
});
export const certificationReviewDetail = certificationReviewRow.extend({ remark: z.string(), images: z.array(z.string()) });
export type CertificationReviewRow = z.output<typeof certificationReviewRow>;
export type CertificationReviewDetail = z.output<typeof certificationReviewDetail>;

export const reviewEndpoints = {
  '/admin/api/review/payments/list': consoleCall({ permission: 'review.payment', kind: 'read', summary: '线下转账凭证审核：列表', request: paymentReviewListRequest, response: consolePage(paymentReviewRow) }),
  '/admin/api/review/payments/detail': consoleCall({ permission: 'review.payment', kind: 'read', summary: '线下转账凭证审核：详情', request: reviewIdRequest, response: paymentReviewDetail }),
  '/admin/api/review/payments/decide': consoleCall({ permission: 'review.payment', kind: 'write', summary: '线下转账凭证：通过（订单支付一次）或驳回', request: reviewDecisionRequest, response: paymentReviewDetail }),
  '/admin/api/review/refunds/list': consoleCall({ permission: 'review.refund', kind: 'read', summary: '退款/售后审核：列表', request: refundReviewListRequest, response: consolePage(refundReviewRow) }),
  '/admin/api/review/refunds/detail': consoleCall({ permission: 'review.refund', kind: 'read', summary: '退款/售后审核：详情', request: reviewIdRequest, response: refundReviewDetail }),
  '/admin/api/review/refunds/decide': consoleCall({ permission: 'review.refund', kind: 'write', summary: '退款：同意（退回余额或消费券）或拒绝', request: reviewDecisionRequest, response: refundReviewDetail }),
  '/admin/api/review/complaints/list': consoleCall({ permission: 'review.complaint', kind: 'read', summary: '投诉处理：列表', request: complaintReviewListRequest, response: consolePage(complaintReviewRow) }),
  '/admin/api/review/complaints/detail': consoleCall({ permission: 'review.complaint', kind: 'read', summary: '投诉处理：详情', request: reviewIdRequest, response: complaintReviewDetail }),
  '/admin/api/review/complaints/decide': consoleCall({ permission: 'review.complaint', kind: 'write', summary: '投诉：支持或驳回（附处理结果）', request: complaintDecisionRequest, response: complaintReviewDetail }),
  '/admin/api/review/invoices/list': consoleCall({ permission: 'review.invoice', kind: 'read', summary: '消费券发票：列表', request: invoiceReviewListRequest, response: consolePage(invoiceReviewRow) }),
  '/admin/api/review/invoices/detail': consoleCall({ permission: 'review.invoice', kind: 'read', summary: '消费券发票：详情', request: reviewIdRequest, response: invoiceReviewDetail }),
  '/admin/api/review/invoices/decide': consoleCall({ permission: 'review.invoice', kind: 'write', summary: '消费券发票：开具（发票号码）或驳回', request: invoiceDecisionRequest, response: invoiceReviewDetail }),
  '/admin/api/review/certifications/list': consoleCall({ permission: 'review.certification', kind: 'read', summary: '会员认证审核：列表', request: certificationReviewListRequest, response: consolePage(certificationReviewRow) }),
  '/admin/api/review/certifications/detail': consoleCall({ permission: 'review.certification', kind: 'read', summary: '会员认证审核：详情', request: reviewIdRequest, response: certificationReviewDetail }),
  '/admin/api/review/certifications/decide': consoleCall({ permission: 'review.certification', kind: 'write', summary: '会员认证：通过或驳回', request: reviewDecisionRequest, response: certificationReviewDetail }),
} as const;
