// The five queues' configurations: which documents they run, their columns and detail fields.
import { formatDateTime, formatPrice } from '@mall/ui';
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
} from '@mall/console-kit';
import { listVariables, queueRoute } from './queue';

const time = (s: number) => (s ? formatDateTime(s) : '—');

export const paymentsQueue = () =>
  queueRoute({
    title: 'title.payments',
    states: [
      { value: 'reviewing', label: '待审核' },
      { value: 'paid', label: '已通过' },
      { value: 'refused', label: '已驳回' },
    ],
    list: async (a) => (await consoleRequest(PaymentReviewsDocument, listVariables(a))).paymentReviews,
    detail: async (id) => (await consoleRequest(PaymentReviewDocument, { id })).paymentReview,
    decide: (d) => consoleRequest(DecidePaymentDocument, { input: { id: d.id, agree: d.agree, reason: d.reason } }),
    columns: (t) => [
      { key: 'payNo', title: t('column.no') },
      { key: 'memberName', title: t('column.member') },
      { key: 'amountFen', title: t('column.amount'), render: (r) => formatPrice(r.amountFen) },
      { key: 'orderNos', title: t('column.orders'), render: (r) => r.orderNos.join('、') },
      { key: 'imageCount', title: t('column.images') },
      { key: 'createTime', title: t('column.time'), sortKey: 'time', render: (r) => time(r.createTime) },
    ],
    describe: (d, t) => ({
      title: d.payNo,
      fields: [
        { label: t('column.member'), value: d.memberName },
        { label: t('column.amount'), value: formatPrice(d.amountFen) },
        { label: t('detail.orderList'), value: d.orders.map((o) => `${o.orderNo}（${o.siteName}，${formatPrice(o.orderFen)}，${o.orderStatusName}）`).join('；') },
        { label: t('detail.remark'), value: d.remark },
        { label: t('detail.reviewRemark'), value: d.reviewRemark },
        { label: t('column.time'), value: time(d.createTime) },
      ],
      images: d.images,
      imagesLabel: t('detail.certificate'),
    }),
    approveMessage: 'dialog.paymentApprove',
  });

export const refundsQueue = () =>
  queueRoute({
    title: 'title.refunds',
    states: [
      { value: 'applied', label: '待审核' },
      { value: 'refunded', label: '已退款' },
      { value: 'refused', label: '已拒绝' },
      { value: 'cancelled', label: '已撤销' },
    ],
    list: async (a) => (await consoleRequest(RefundReviewsDocument, listVariables(a))).refundReviews,
    detail: async (id) => (await consoleRequest(RefundReviewDocument, { id })).refundReview,
    decide: (d) => consoleRequest(DecideRefundDocument, { input: { id: d.id, agree: d.agree, reason: d.reason } }),
    columns: (t) => [
      { key: 'refundNo', title: t('column.no') },
      { key: 'memberName', title: t('column.member') },
      { key: 'siteName', title: t('column.shop') },
      { key: 'skuName', title: t('column.goods') },
      { key: 'refundFen', title: t('column.amount'), render: (r) => formatPrice(r.refundFen) },
      { key: 'refundReason', title: t('column.reason') },
      { key: 'createTime', title: t('column.time'), sortKey: 'time', render: (r) => time(r.createTime) },
    ],
    describe: (d, t) => ({
      title: `${d.refundNo} · ${d.skuName}`,
      fields: [
        { label: t('column.member'), value: d.memberName },
        { label: t('column.shop'), value: d.siteName },
        { label: t('detail.refundType'), value: d.refundTypeName },
        { label: t('column.amount'), value: formatPrice(d.refundFen) },
        { label: t('detail.paid'), value: formatPrice(d.paidFen) },
        { label: t('detail.refunded'), value: formatPrice(d.refundedFen) },
        { label: t('column.reason'), value: d.refundReason },
        { label: t('detail.refundRemark'), value: d.refundRemark },
        { label: t('detail.refuseReason'), value: d.refuseReason },
      ],
      images: d.images,
      imagesLabel: t('column.images'),
    }),
  });

export const complaintsQueue = () =>
  queueRoute({
    title: 'title.complaints',
    states: [
      { value: 'pending', label: '待处理' },
      { value: 'upheld', label: '已支持' },
      { value: 'dismissed', label: '已驳回' },
    ],
    list: async (a) => (await consoleRequest(ComplaintReviewsDocument, listVariables(a))).complaintReviews,
    detail: async (id) => (await consoleRequest(ComplaintReviewDocument, { id })).complaintReview,
    decide: (d) => consoleRequest(DecideComplaintDocument, { input: { id: d.id, agree: d.agree, reason: d.reason } }),
    columns: (t) => [
      { key: 'orderNo', title: t('column.orders') },
      { key: 'memberName', title: t('column.member') },
      { key: 'siteName', title: t('column.shop') },
      { key: 'skuName', title: t('column.goods') },
      { key: 'complainReason', title: t('column.reason') },
      { key: 'createTime', title: t('column.time'), sortKey: 'time', render: (r) => time(r.createTime) },
    ],
    describe: (d, t) => ({
      title: `${d.orderNo} · ${d.skuName}`,
      fields: [
        { label: t('column.member'), value: d.memberName },
        { label: t('column.shop'), value: d.siteName },
        { label: t('column.reason'), value: d.complainReason },
        { label: t('detail.content'), value: d.complainContent },
        { label: t('detail.refundState'), value: d.refundStateName },
        { label: t('detail.refuseReason'), value: d.refuseReason },
        { label: t('detail.reply'), value: d.reply },
      ],
      images: d.images,
      imagesLabel: t('column.images'),
    }),
    approveLabel: 'action.uphold',
    refuseLabel: 'action.dismiss',
    approveNeedsReason: true,
  });

export const invoicesQueue = () =>
  queueRoute({
    title: 'title.invoices',
    exportName: 'invoices',
    states: [
      { value: 'applied', label: '待开具' },
      { value: 'issued', label: '已开具' },
      { value: 'refused', label: '已驳回' },
    ],
    list: async (a) => (await consoleRequest(InvoiceReviewsDocument, listVariables(a))).invoiceReviews,
    detail: async (id) => (await consoleRequest(InvoiceReviewDocument, { id })).invoiceReview,
    decide: (d) => consoleRequest(DecideInvoiceDocument, { input: { id: d.id, agree: d.agree, reason: d.reason, invoiceNo: d.invoiceNo } }),
    columns: (t) => [
      { key: 'orgName', title: t('column.unit') },
      { key: 'invoiceTitle', title: t('column.invoiceTitle') },
      { key: 'invoiceTypeName', title: t('column.invoiceType') },
      { key: 'amountFen', title: t('column.amount'), render: (r) => formatPrice(r.amountFen) },
      { key: 'invoiceNo', title: t('column.invoiceNo') },
      { key: 'createTime', title: t('column.time'), sortKey: 'time', render: (r) => time(r.createTime) },
    ],
    describe: (d, t) => ({
      title: `${d.orgName} · ${d.invoiceTitle}`,
      fields: [
        { label: t('column.invoiceType'), value: d.invoiceTypeName },
        { label: t('column.amount'), value: formatPrice(d.amountFen) },
        { label: t('detail.taxNumber'), value: d.taxNumber },
        { label: t('detail.email'), value: d.email },
        { label: t('detail.voucherOrders'), value: d.orderIds.join('、') },
        { label: t('column.invoiceNo'), value: d.invoiceNo },
        { label: t('detail.reviewRemark'), value: d.reviewRemark },
      ],
    }),
    approveLabel: 'action.issue',
    approveNeedsInvoiceNo: true,
  });

export const certificationsQueue = () =>
  queueRoute({
    title: 'title.certifications',
    states: [
      { value: 'pending', label: '待审核' },
      { value: 'passed', label: '已通过' },
      { value: 'refused', label: '已驳回' },
    ],
    extraFilters: (t) => [
      {
        name: 'kind',
        label: t('filter.kind'),
        kind: 'select',
        allLabel: t('filter.allKinds'),
        options: [
          { value: 'fupin', label: '扶贫认证' },
          { value: 'coop', label: '合作社认证' },
        ],
      },
    ],
    list: async (a) => (await consoleRequest(CertificationReviewsDocument, listVariables(a))).certificationReviews,
    detail: async (id) => (await consoleRequest(CertificationReviewDocument, { id })).certificationReview,
    decide: (d) => consoleRequest(DecideCertificationDocument, { input: { id: d.id, agree: d.agree, reason: d.reason } }),
    columns: (t) => [
      { key: 'memberName', title: t('column.member') },
      { key: 'mobile', title: t('column.mobile') },
      { key: 'kindName', title: t('column.kind') },
      { key: 'name', title: t('column.certName') },
      { key: 'updateTime', title: t('column.time'), sortKey: 'time', render: (r) => time(r.updateTime) },
    ],
    describe: (d, t) => ({
      title: `${d.kindName} · ${d.name}`,
      fields: [
        { label: t('column.member'), value: d.memberName },
        { label: t('column.mobile'), value: d.mobile },
        { label: t('column.certName'), value: d.name },
        { label: t('detail.certRemark'), value: d.remark },
      ],
      images: d.images,
      imagesLabel: t('detail.certProof'),
    }),
  });
