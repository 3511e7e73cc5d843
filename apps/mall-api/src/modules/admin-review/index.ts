// The platform's review queues as console calls (registerConsoleCall: session, role, CSRF, zod, one
// transaction, audit row). Payments and refunds reuse the order module's reviews; complaints,
// invoices and certifications move their rows here. See README.md.
import type { FastifyInstance } from 'fastify';
import { registerConsoleCall } from '../console/register';
import { certificationDetail, decideCertification, listCertifications } from './certifications';
import { complaintDetail, decideComplaint, listComplaints } from './complaints';
import { decideInvoice, invoiceDetail, listInvoices } from './invoices';
import { decidePayment, listPayments, paymentDetail, type PaymentReviewDeps } from './payments';
import { decideRefund, listRefunds, refundDetail } from './refunds';

export function registerReviewCalls(app: FastifyInstance, deps: PaymentReviewDeps): void {
  registerConsoleCall(app, { path: '/admin/api/review/payments/list', handler: ({ tx, input }) => listPayments(tx, input) });
  registerConsoleCall(app, { path: '/admin/api/review/payments/detail', handler: ({ tx, input }) => paymentDetail(tx, input.id) });
  registerConsoleCall(app, { path: '/admin/api/review/payments/decide', handler: ({ tx, input, audit }) => decidePayment(tx, deps, input, audit) });

  registerConsoleCall(app, { path: '/admin/api/review/refunds/list', handler: ({ tx, input }) => listRefunds(tx, input) });
  registerConsoleCall(app, { path: '/admin/api/review/refunds/detail', handler: ({ tx, input }) => refundDetail(tx, input.id) });
  registerConsoleCall(app, { path: '/admin/api/review/refunds/decide', handler: ({ tx, input, audit }) => decideRefund(tx, input, audit) });

  registerConsoleCall(app, { path: '/admin/api/review/complaints/list', handler: ({ tx, input }) => listComplaints(tx, input) });
  registerConsoleCall(app, { path: '/admin/api/review/complaints/detail', handler: ({ tx, input }) => complaintDetail(tx, input.id) });
  registerConsoleCall(app, { path: '/admin/api/review/complaints/decide', handler: ({ tx, input, audit }) => decideComplaint(tx, input, audit) });

  registerConsoleCall(app, { path: '/admin/api/review/invoices/list', handler: ({ tx, input }) => listInvoices(tx, input) });
  registerConsoleCall(app, { path: '/admin/api/review/invoices/detail', handler: ({ tx, input }) => invoiceDetail(tx, input.id) });
  registerConsoleCall(app, { path: '/admin/api/review/invoices/decide', handler: ({ tx, input, audit }) => decideInvoice(tx, input, audit) });

  registerConsoleCall(app, { path: '/admin/api/review/certifications/list', handler: ({ tx, input }) => listCertifications(tx, input) });
  registerConsoleCall(app, { path: '/admin/api/review/certifications/detail', handler: ({ tx, input }) => certificationDetail(tx, input.id) });
  registerConsoleCall(app, { path: '/admin/api/review/certifications/decide', handler: ({ tx, input, audit }) => decideCertification(tx, input, audit) });
}
