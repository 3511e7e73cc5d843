// The platform's review queues as console calls (registerConsoleCall: session, role, CSRF, zod, one
// transaction, audit row). Payments and refunds reuse the order module's reviews; complaints,
// invoices and certifications move their rows here. See README.md.
import type { FastifyInstance } from 'fastify';
import { invoiceExportQuery } from '@mall/rest-contract';
import { fenToYuan } from '@mall/rest-contract/money';
import type { Db } from '../../db/client';
import { registerConsoleExport } from '../console';
import { formatChinaDateTime } from '../console/exports';
import { registerConsoleCall } from '../console/register';
import { certificationDetail, decideCertification, listCertifications } from './certifications';
import { complaintDetail, decideComplaint, listComplaints } from './complaints';
import { decideInvoice, invoiceDetail, invoicesForExport, listInvoices } from './invoices';
import { decidePayment, listPayments, paymentDetail, type PaymentReviewDeps } from './payments';
import { decideRefund, listRefunds, refundDetail } from './refunds';

/** Rows of one invoice export at most (the list's filters narrow it). */
export const INVOICE_EXPORT_LIMIT = 5000;

export function registerReviewCalls(app: FastifyInstance, deps: PaymentReviewDeps & { db: Db }): void {
  registerConsoleCall(app, { path: '/admin/api/review/payments/list', handler: ({ tx, input }) => listPayments(tx, input) });
  registerConsoleCall(app, { path: '/admin/api/review/payments/detail', handler: ({ tx, input }) => paymentDetail(tx, input.id) });
  registerConsoleCall(app, { path: '/admin/api/review/payments/decide', handler: ({ tx, input, audit }) => decidePayment(tx, deps, input, audit) });

  registerConsoleCall(app, { path: '/admin/api/review/refunds/list', handler: ({ tx, input }) => listRefunds(tx, input) });
  registerConsoleCall(app, { path: '/admin/api/review/refunds/detail', handler: ({ tx, input }) => refundDetail(tx, input.id) });
  registerConsoleCall(app, { path: '/admin/api/review/refunds/decide', handler: ({ tx, input, audit }) => decideRefund(tx, input, audit) });

  // Refused refunds the buyer escalated: the platform decides for the buyer (refund) or for the shop.
  registerConsoleCall(app, { path: '/admin/api/review/arbitrations/list', handler: ({ tx, input }) => listRefunds(tx, input, { arbitration: true }) });
  registerConsoleCall(app, { path: '/admin/api/review/arbitrations/detail', handler: ({ tx, input }) => refundDetail(tx, input.id) });
  registerConsoleCall(app, { path: '/admin/api/review/arbitrations/decide', handler: ({ tx, input, audit }) => decideRefund(tx, input, audit, 'arbitration') });

  registerConsoleCall(app, { path: '/admin/api/review/complaints/list', handler: ({ tx, input }) => listComplaints(tx, input) });
  registerConsoleCall(app, { path: '/admin/api/review/complaints/detail', handler: ({ tx, input }) => complaintDetail(tx, input.id) });
  registerConsoleCall(app, { path: '/admin/api/review/complaints/decide', handler: ({ tx, input, audit }) => decideComplaint(tx, input, audit) });

  registerConsoleCall(app, { path: '/admin/api/review/invoices/list', handler: ({ tx, input }) => listInvoices(tx, input) });
  registerConsoleCall(app, { path: '/admin/api/review/invoices/detail', handler: ({ tx, input }) => invoiceDetail(tx, input.id) });
  registerConsoleCall(app, { path: '/admin/api/review/invoices/decide', handler: ({ tx, input, audit }) => decideInvoice(tx, input, audit) });
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

  registerConsoleCall(app, { path: '/admin/api/review/certifications/list', handler: ({ tx, input }) => listCertifications(tx, input) });
  registerConsoleCall(app, { path: '/admin/api/review/certifications/detail', handler: ({ tx, input }) => certificationDetail(tx, input.id) });
  registerConsoleCall(app, { path: '/admin/api/review/certifications/decide', handler: ({ tx, input, audit }) => decideCertification(tx, input, audit) });
}
