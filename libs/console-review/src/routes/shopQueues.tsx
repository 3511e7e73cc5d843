// The queues around shops: the platform's 开店申请 and 售后仲裁, and a shop's own 退款申请 and the
// complaints about it (read only). Each is a queueRoute (queue.tsx) over its console documents.
import { formatDateTime, formatPrice } from '@mall/ui';
import {
  ArbitrationDocument,
  ArbitrationsDocument,
  consoleRequest,
  DecideArbitrationDocument,
  DecideShopApplyDocument,
  DecideShopRefundDocument,
  ShopApplyReviewDocument,
  ShopApplyReviewsDocument,
  ShopComplaintsDocument,
  ShopRefundDocument,
  ShopRefundsDocument,
  type AftersaleFieldsFragment,
  type DataColumn,
  type DecideShopApplyMutation,
  type ShopRefundsQuery,
} from '@mall/console-kit';
import type { ReviewTranslate } from '../i18n';
import { listVariables, queueRoute } from './queue';

const time = (s: number) => (s ? formatDateTime(s) : '—');

const refundStates = [
  { value: 'applied', label: '待处理' },
  { value: 'refunded', label: '已退款' },
  { value: 'refused', label: '已拒绝' },
  { value: 'arbitrating', label: '平台仲裁中' },
  { value: 'arbitrated', label: '平台维持拒绝' },
  { value: 'cancelled', label: '已撤销' },
];

type RefundListRow = ShopRefundsQuery['shopRefunds']['list'][number];
const refundColumns = (t: ReviewTranslate): DataColumn<RefundListRow>[] => [
  { key: 'refundNo', title: t('column.no') },
  { key: 'memberName', title: t('column.member') },
  { key: 'skuName', title: t('column.goods') },
  { key: 'refundFen', title: t('column.amount'), render: (r) => formatPrice(r.refundFen) },
  { key: 'refundReason', title: t('column.reason') },
  { key: 'createTime', title: t('column.time'), sortKey: 'time', render: (r) => time(r.createTime) },
];

/** A refund's detail, with the escalation and the arbitration when there are any. */
const describeRefund = (d: AftersaleFieldsFragment, t: ReviewTranslate) => ({
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
    { label: t('detail.escalateReason'), value: d.escalateReason ?? '' },
    { label: t('detail.arbitrateRemark'), value: d.arbitrateRemark ?? '' },
  ],
  images: d.images,
  imagesLabel: t('column.images'),
});

export const shopAppliesQueue = () =>
  queueRoute({
    title: 'title.shops',
    states: [
      { value: 'pending', label: '待审核' },
      { value: 'approved', label: '已开通' },
      { value: 'refused', label: '已驳回' },
    ],
    list: async (a) => (await consoleRequest(ShopApplyReviewsDocument, listVariables(a))).shopApplyReviews,
    detail: async (id) => (await consoleRequest(ShopApplyReviewDocument, { id })).shopApplyReview,
    decide: (d) => consoleRequest(DecideShopApplyDocument, { input: { id: d.id, agree: d.agree, reason: d.reason } }),
    announce: (result, t) => {
      const decided = (result as DecideShopApplyMutation).decideShopApply;
      return decided.ownerPassword ? t('detail.ownerPassword', { username: decided.ownerUsername, password: decided.ownerPassword }) : undefined;
    },
    columns: (t) => [
      { key: 'shopName', title: t('column.shopName') },
      { key: 'companyName', title: t('column.company') },
      { key: 'contactName', title: t('column.contact') },
      { key: 'mobile', title: t('column.mobile') },
      { key: 'tagLevelName', title: t('column.tagLevel') },
      { key: 'createTime', title: t('column.time'), sortKey: 'time', render: (r) => time(r.createTime) },
    ],
    describe: (d, t) => ({
      title: `${d.shopName} · ${d.companyName}`,
      fields: [
        { label: t('column.member'), value: d.memberName },
        { label: t('column.contact'), value: `${d.contactName} ${d.mobile}` },
        { label: t('detail.categories'), value: d.categoryNames.join('、') },
        { label: t('column.tagLevel'), value: d.tagLevelName },
        { label: t('detail.refuseReason'), value: d.refuseReason },
        { label: t('detail.ownerUsername'), value: d.ownerUsername },
        { label: t('detail.shopLink'), value: d.siteId ? `/shop-${d.siteId}` : '' },
      ],
      images: d.licenceImage ? [d.licenceImage] : [],
      imagesLabel: t('detail.licence'),
    }),
    approveMessage: 'dialog.shopApprove',
  });

export const arbitrationsQueue = () =>
  queueRoute({
    title: 'title.arbitrations',
    states: [
      { value: 'arbitrating', label: '待仲裁' },
      { value: 'refunded', label: '支持买家（已退款）' },
      { value: 'arbitrated', label: '支持商家' },
    ],
    list: async (a) => (await consoleRequest(ArbitrationsDocument, listVariables(a))).arbitrations,
    detail: async (id) => (await consoleRequest(ArbitrationDocument, { id })).arbitration,
    decide: (d) => consoleRequest(DecideArbitrationDocument, { input: { id: d.id, agree: d.agree, reason: d.reason } }),
    columns: (t) => [...refundColumns(t).slice(0, 2), { key: 'siteName', title: t('column.shop') }, ...refundColumns(t).slice(2)] as DataColumn<RefundListRow>[],
    describe: describeRefund,
    approveLabel: 'action.forBuyer',
    refuseLabel: 'action.forShop',
    approveNeedsReason: true,
  });

export const shopRefundsQueue = () =>
  queueRoute({
    title: 'title.shopRefunds',
    states: refundStates,
    list: async (a) => (await consoleRequest(ShopRefundsDocument, listVariables(a))).shopRefunds,
    detail: async (id) => (await consoleRequest(ShopRefundDocument, { id })).shopRefund,
    decide: (d) => consoleRequest(DecideShopRefundDocument, { input: { id: d.id, agree: d.agree, reason: d.reason } }),
    columns: refundColumns,
    describe: describeRefund,
    approveLabel: 'action.agreeRefund',
    refuseLabel: 'action.refuseRefund',
    approveMessage: 'dialog.refundAgree',
  });

export const shopComplaintsQueue = () =>
  queueRoute({
    title: 'title.shopComplaints',
    states: [
      { value: 'pending', label: '待平台处理' },
      { value: 'upheld', label: '平台支持投诉' },
      { value: 'dismissed', label: '平台驳回投诉' },
    ],
    list: async (a) => (await consoleRequest(ShopComplaintsDocument, listVariables(a))).shopComplaints,
    // The list carries every field: the detail is the listed row.
    detail: async (id) => {
      const found = (await consoleRequest(ShopComplaintsDocument, { page: 1, pageSize: 100 })).shopComplaints.list.find((c) => c.id === id);
      if (!found) throw new Error('投诉不存在');
      return found;
    },
    columns: (t) => [
      { key: 'orderNo', title: t('column.orders') },
      { key: 'memberName', title: t('column.member') },
      { key: 'skuName', title: t('column.goods') },
      { key: 'complainReason', title: t('column.reason') },
      { key: 'reply', title: t('detail.reply') },
      { key: 'createTime', title: t('column.time'), sortKey: 'time', render: (r) => time(r.createTime) },
    ],
    describe: (d, t) => ({
      title: `${d.orderNo} · ${d.skuName}`,
      fields: [
        { label: t('column.member'), value: d.memberName },
        { label: t('column.reason'), value: d.complainReason },
        { label: t('detail.content'), value: d.complainContent },
        { label: t('detail.refundState'), value: d.refundStateName },
        { label: t('detail.refuseReason'), value: d.refuseReason },
        { label: t('detail.reply'), value: d.reply },
      ],
      images: d.images,
      imagesLabel: t('column.images'),
    }),
  });
