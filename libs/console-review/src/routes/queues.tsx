// The five queues' configurations: which documents they run, their columns and detail fields.
import { m } from '@mall/i18n';
import { formatPrice } from '@mall/ui';
import {
  CertificationReviewDocument,
  CertificationReviewsDocument,
  ComplaintReviewDocument,
  ComplaintReviewsDocument,
  consoleRequest,
  DecideCertificationDocument,
  DecideComplaintDocument,
  DecideInvoiceDocument,
  DecidePaymentDocument,
  DecideRefundDocument,
  InvoiceReviewDocument,
  InvoiceReviewsDocument,
  PaymentReviewDocument,
  PaymentReviewsDocument,
  RefundReviewDocument,
  RefundReviewsDocument,
  type ComplaintReviewsQuery,
} from '@mall/console-kit';
import { time } from '../lib/format';
import { listVariables, queueRoute } from './queue';
import { complaintColumns, describeComplaint, describeRefund, refundColumns } from './rows';

export const paymentsQueue = () =>
  queueRoute({
    title: m['console.review.title.payments'],
    states: [
      { value: 'reviewing', label: '待审核' },
      { value: 'paid', label: '已通过' },
      { value: 'refused', label: '已驳回' },
    ],
    list: async (a) => (await consoleRequest(PaymentReviewsDocument, listVariables(a))).paymentReviews,
    detail: async (id) => (await consoleRequest(PaymentReviewDocument, { id })).paymentReview,
    decide: (d) => consoleRequest(DecidePaymentDocument, { input: { id: d.id, agree: d.agree, reason: d.reason } }),
    columns: () => [
      { key: 'payNo', title: m['console.review.column.no']() },
      { key: 'memberName', title: m['console.review.column.member']() },
      { key: 'amountFen', title: m['console.review.column.amount'](), render: (r) => formatPrice(r.amountFen) },
      { key: 'orderNos', title: m['console.review.column.orders'](), render: (r) => r.orderNos.join('、') },
      { key: 'imageCount', title: m['console.review.column.images']() },
      { key: 'createTime', title: m['console.review.column.time'](), sortKey: 'time', render: (r) => time(r.createTime) },
    ],
    describe: (d) => ({
      title: d.payNo,
      fields: [
        { label: m['console.review.column.member'](), value: d.memberName },
        { label: m['console.review.column.amount'](), value: formatPrice(d.amountFen) },
        { label: m['console.review.detail.orderList'](), value: d.orders.map((o) => `${o.orderNo}（${o.siteName}，${formatPrice(o.orderFen)}，${o.orderStatusName}）`).join('；') },
        { label: m['console.review.detail.remark'](), value: d.remark },
        { label: m['console.review.detail.reviewRemark'](), value: d.reviewRemark },
        { label: m['console.review.column.time'](), value: time(d.createTime) },
      ],
      images: d.images,
      imagesLabel: m['console.review.detail.certificate'](),
    }),
    approveMessage: m['console.review.dialog.paymentApprove'],
  });

export const refundsQueue = () =>
  queueRoute({
    title: m['console.review.title.refunds'],
    states: [
      { value: 'applied', label: '待审核' },
      { value: 'refunded', label: '已退款' },
      { value: 'refused', label: '已拒绝' },
      { value: 'cancelled', label: '已撤销' },
    ],
    list: async (a) => (await consoleRequest(RefundReviewsDocument, listVariables(a))).refundReviews,
    detail: async (id) => (await consoleRequest(RefundReviewDocument, { id })).refundReview,
    decide: (d) => consoleRequest(DecideRefundDocument, { input: { id: d.id, agree: d.agree, reason: d.reason } }),
    columns: () => refundColumns(true),
    describe: describeRefund,
  });

export const complaintsQueue = () =>
  queueRoute({
    title: m['console.review.title.complaints'],
    states: [
      { value: 'pending', label: '待处理' },
      { value: 'upheld', label: '已支持' },
      { value: 'dismissed', label: '已驳回' },
    ],
    list: async (a) => (await consoleRequest(ComplaintReviewsDocument, listVariables(a))).complaintReviews,
    detail: async (id) => (await consoleRequest(ComplaintReviewDocument, { id })).complaintReview,
    decide: (d) => consoleRequest(DecideComplaintDocument, { input: { id: d.id, agree: d.agree, reason: d.reason } }),
    columns: () => complaintColumns<ComplaintReviewsQuery['complaintReviews']['list'][number]>(true),
    describe: describeComplaint(true),
    approveLabel: m['console.review.action.uphold'],
    refuseLabel: m['console.review.action.dismiss'],
    approveNeedsReason: true,
  });

export const invoicesQueue = () =>
  queueRoute({
    title: m['console.review.title.invoices'],
    exportName: 'invoices',
    states: [
      { value: 'applied', label: '待开具' },
      { value: 'issued', label: '已开具' },
      { value: 'refused', label: '已驳回' },
    ],
    list: async (a) => (await consoleRequest(InvoiceReviewsDocument, listVariables(a))).invoiceReviews,
    detail: async (id) => (await consoleRequest(InvoiceReviewDocument, { id })).invoiceReview,
    decide: (d) => consoleRequest(DecideInvoiceDocument, { input: { id: d.id, agree: d.agree, reason: d.reason, invoiceNo: d.invoiceNo } }),
    columns: () => [
      { key: 'orgName', title: m['console.review.column.unit']() },
      { key: 'invoiceTitle', title: m['console.review.column.invoiceTitle']() },
      { key: 'invoiceTypeName', title: m['console.review.column.invoiceType']() },
      { key: 'amountFen', title: m['console.review.column.amount'](), render: (r) => formatPrice(r.amountFen) },
      { key: 'invoiceNo', title: m['console.review.column.invoiceNo']() },
      { key: 'createTime', title: m['console.review.column.time'](), sortKey: 'time', render: (r) => time(r.createTime) },
    ],
    describe: (d) => ({
      title: `${d.orgName} · ${d.invoiceTitle}`,
      fields: [
        { label: m['console.review.column.invoiceType'](), value: d.invoiceTypeName },
        { label: m['console.review.column.amount'](), value: formatPrice(d.amountFen) },
        { label: m['console.review.detail.taxNumber'](), value: d.taxNumber },
        { label: m['console.review.detail.email'](), value: d.email },
        { label: m['console.review.detail.voucherOrders'](), value: d.orderIds.join('、') },
        { label: m['console.review.column.invoiceNo'](), value: d.invoiceNo },
        { label: m['console.review.detail.reviewRemark'](), value: d.reviewRemark },
      ],
    }),
    approveLabel: m['console.review.action.issue'],
    approveNeedsInvoiceNo: true,
  });

export const certificationsQueue = () =>
  queueRoute({
    title: m['console.review.title.certifications'],
    states: [
      { value: 'pending', label: '待审核' },
      { value: 'passed', label: '已通过' },
      { value: 'refused', label: '已驳回' },
    ],
    extraFilters: () => [
      {
        name: 'kind',
        label: m['console.review.filter.kind'](),
        kind: 'select',
        allLabel: m['console.review.filter.allKinds'](),
        options: [
          { value: 'fupin', label: '扶贫认证' },
          { value: 'coop', label: '合作社认证' },
        ],
      },
    ],
    list: async (a) => (await consoleRequest(CertificationReviewsDocument, listVariables(a))).certificationReviews,
    detail: async (id) => (await consoleRequest(CertificationReviewDocument, { id })).certificationReview,
    decide: (d) => consoleRequest(DecideCertificationDocument, { input: { id: d.id, agree: d.agree, reason: d.reason } }),
    columns: () => [
      { key: 'memberName', title: m['console.review.column.member']() },
      { key: 'mobile', title: m['console.review.column.mobile']() },
      { key: 'kindName', title: m['console.review.column.kind']() },
      { key: 'name', title: m['console.review.column.certName']() },
      { key: 'updateTime', title: m['console.review.column.time'](), sortKey: 'time', render: (r) => time(r.updateTime) },
    ],
    describe: (d) => ({
      title: `${d.kindName} · ${d.name}`,
      fields: [
        { label: m['console.review.column.member'](), value: d.memberName },
        { label: m['console.review.column.mobile'](), value: d.mobile },
        { label: m['console.review.column.certName'](), value: d.name },
        { label: m['console.review.detail.certRemark'](), value: d.remark },
      ],
      images: d.images,
      imagesLabel: m['console.review.detail.certProof'](),
    }),
  });
