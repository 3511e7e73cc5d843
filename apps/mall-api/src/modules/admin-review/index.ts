// The platform's review queues as console calls (registerConsoleCall: session, role, CSRF, zod, one
// transaction, audit row). Payments and refunds reuse the order module's reviews; complaints,
// invoices and certifications move their rows here. See README.md.
import type { FastifyInstance } from 'fastify';
import { invoiceExportQuery } from '@mall/rest-contract';
import { fenToYuan } from '@mall/rest-contract/money';
import type { Db } from '../../db/client';
import { registerConsoleExport } from '../console';
import { formatChinaDateTime } from '../console/exports';
import { registerConsoleCalls } from '../console/register';
import { certificationDetail, decideCertification, listCertifications } from './certifications';
import { complaintDetail, decideComplaint, listComplaints } from './complaints';
import { decideInvoice, invoiceDetail, invoicesForExport, listInvoices } from './invoices';
import { decidePayment, listPayments, paymentDetail, type PaymentReviewDeps } from './payments';
import { decideRefund, listRefunds, refundDetail } from './refunds';

/** Rows of one invoice export at most (the list's filters narrow it). */
export const INVOICE_EXPORT_LIMIT = 5000;

export function registerReviewCalls(app: FastifyInstance, deps: PaymentReviewDeps & { db: Db }): void {
  registerConsoleCalls(app, {
    '/admin/api/review/payments/list': ({ tx, input }) => listPayments(tx, input),
    '/admin/api/review/payments/detail': ({ tx, input }) => paymentDetail(tx, input.id),
    '/admin/api/review/payments/decide': ({ tx, input, audit }) => decidePayment(tx, deps, input, audit),

    '/admin/api/review/refunds/list': ({ tx, input }) => listRefunds(tx, input),
    '/admin/api/review/refunds/detail': ({ tx, input }) => refundDetail(tx, input.id),
    '/admin/api/review/refunds/decide': ({ tx, input, audit }) => decideRefund(tx, input, audit),

    // Refused refunds the buyer escalated: the platform decides for the buyer (refund) or for the shop.
    '/admin/api/review/arbitrations/list': ({ tx, input }) => listRefunds(tx, input, { arbitration: true }),
    '/admin/api/review/arbitrations/detail': ({ tx, input }) => refundDetail(tx, input.id),
    '/admin/api/review/arbitrations/decide': ({ tx, input, audit }) => decideRefund(tx, input, audit, 'arbitration'),

    '/admin/api/review/complaints/list': ({ tx, input }) => listComplaints(tx, input),
    '/admin/api/review/complaints/detail': ({ tx, input }) => complaintDetail(tx, input.id),
    '/admin/api/review/complaints/decide': ({ tx, input, audit }) => decideComplaint(tx, input, audit),

    '/admin/api/review/invoices/list': ({ tx, input }) => listInvoices(tx, input),
    '/admin/api/review/invoices/detail': ({ tx, input }) => invoiceDetail(tx, input.id),
    '/admin/api/review/invoices/decide': ({ tx, input, audit }) => decideInvoice(tx, input, audit),
  });
  registerConsoleExport(app, deps.db, {
    name: 'invoices',
    permission: 'review.invoice',
    query: invoiceExportQuery,
    sheet: async (db, filters) => {
      const rows = await invoicesForExport(db, filters, INVOICE_EXPORT_LIMIT);
      return {
        title: '消费券发票',
        // Header and width (characters) of each column.
        columns: (
          [
            ['申请时间', 20],
            ['单位', 28],
            ['发票抬头', 28],
            ['税号', 22],
            ['发票类型', 18],
            ['金额（元）', 12],
            ['订单数', 8],
            ['状态', 18],
            ['发票号码', 20],
            ['接收邮箱', 24],
            ['处理时间', 20],
          ] as const
        ).map(([header, width]) => ({ header, width })),
        rows: rows.map((r) => [
          formatChinaDateTime(r.create_time),
          r.org_name,
          r.invoice_title,
          r.tax_number,
          r.invoice_type_name,
          Number(fenToYuan(r.amount_fen)),
          r.order_count,
          r.state_name,
          r.invoice_no,
          r.email,
          r.review_time ? formatChinaDateTime(r.review_time) : '',
        ]),
      };
    },
  });

  registerConsoleCalls(app, {
    '/admin/api/review/certifications/list': ({ tx, input }) => listCertifications(tx, input),
    '/admin/api/review/certifications/detail': ({ tx, input }) => certificationDetail(tx, input.id),
    '/admin/api/review/certifications/decide': ({ tx, input, audit }) => decideCertification(tx, input, audit),
  });
}
