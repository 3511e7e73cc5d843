// The review queues (payments, refunds, complaints, invoices, certifications): list, detail, decide.
import type { CertificationReviewRow, ComplaintReviewRow, ConsoleRequestOf, InvoiceReviewRow, PaymentReviewRow, RefundReviewRow } from '@mall/rest-contract';
import type { ReviewDecision, ReviewFilter } from '../generated/resolvers-types';
import type { Resolvers } from '../generated/resolvers-types';
import { camelize, given, pageOf, pagingBody } from '../mappers/camel';

export type ListArgs = { page?: number | null; pageSize?: number | null; sort?: string | null; filter?: ReviewFilter | null };
export const listBody = ({ page, pageSize, sort, filter }: ListArgs) => ({
  ...pagingBody({ page, pageSize, sort }),
  state: given(filter?.state),
  keyword: given(filter?.keyword),
  from: given(filter?.from),
  to: given(filter?.to),
});
export const decision = (input: ReviewDecision) => ({ id: input.id, agree: input.agree, reason: input.reason ?? '' });

// A list row carries no detail fields: they answer empty there.
const paymentRow = (r: PaymentReviewRow) => ({ ...camelize(r), images: [], remark: '', reviewRemark: '', orders: [] });
export const refundRow = (r: RefundReviewRow) => ({ ...camelize(r), refundRemark: '', images: [], refuseReason: '', skuImage: '', num: 0, paidFen: 0, refundedFen: 0, payType: '' });
export const complaintRow = (r: ComplaintReviewRow) => ({ ...camelize(r), complainContent: '', images: [], reply: '', refundStateName: '', refuseReason: '' });
const invoiceRow = (r: InvoiceReviewRow) => ({ ...camelize(r), taxNumber: '', email: '', orderIds: [], reviewRemark: '' });
const certificationRow = (r: CertificationReviewRow) => ({ ...camelize(r), remark: '', images: [] });

export const resolvers: Resolvers = {
  Query: {
    paymentReviews: async (_p, args, ctx) => pageOf(await ctx.console.call('/admin/api/review/payments/list', listBody(args) as ConsoleRequestOf<'/admin/api/review/payments/list'>), paymentRow),
    paymentReview: async (_p, { id }, ctx) => camelize(await ctx.console.call('/admin/api/review/payments/detail', { id })),
    refundReviews: async (_p, args, ctx) => pageOf(await ctx.console.call('/admin/api/review/refunds/list', listBody(args) as ConsoleRequestOf<'/admin/api/review/refunds/list'>), refundRow),
    refundReview: async (_p, { id }, ctx) => camelize(await ctx.console.call('/admin/api/review/refunds/detail', { id })),
    complaintReviews: async (_p, args, ctx) => pageOf(await ctx.console.call('/admin/api/review/complaints/list', listBody(args) as ConsoleRequestOf<'/admin/api/review/complaints/list'>), complaintRow),
    complaintReview: async (_p, { id }, ctx) => camelize(await ctx.console.call('/admin/api/review/complaints/detail', { id })),
    invoiceReviews: async (_p, args, ctx) => pageOf(await ctx.console.call('/admin/api/review/invoices/list', listBody(args) as ConsoleRequestOf<'/admin/api/review/invoices/list'>), invoiceRow),
    invoiceReview: async (_p, { id }, ctx) => camelize(await ctx.console.call('/admin/api/review/invoices/detail', { id })),
    certificationReviews: async (_p, args, ctx) =>
      pageOf(await ctx.console.call('/admin/api/review/certifications/list', { ...listBody(args), kind: given(args.filter?.kind) } as ConsoleRequestOf<'/admin/api/review/certifications/list'>), certificationRow),
    certificationReview: async (_p, { id }, ctx) => camelize(await ctx.console.call('/admin/api/review/certifications/detail', { id })),
  },
  Mutation: {
    decidePayment: async (_p, { input }, ctx) => camelize(await ctx.console.call('/admin/api/review/payments/decide', decision(input))),
    decideRefund: async (_p, { input }, ctx) => camelize(await ctx.console.call('/admin/api/review/refunds/decide', decision(input))),
    decideComplaint: async (_p, { input }, ctx) => camelize(await ctx.console.call('/admin/api/review/complaints/decide', decision(input))),
    decideInvoice: async (_p, { input }, ctx) => camelize(await ctx.console.call('/admin/api/review/invoices/decide', { ...decision(input), invoice_no: input.invoiceNo ?? '' })),
    decideCertification: async (_p, { input }, ctx) => camelize(await ctx.console.call('/admin/api/review/certifications/decide', decision(input))),
  },
};
