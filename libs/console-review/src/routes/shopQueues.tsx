// The queues around shops: the platform's 开店申请 and 售后仲裁, and a shop's own 退款申请 and the
// complaints about it (read only). Each is a queueRoute (queue.tsx) over its console documents.
import { m } from '@mall/i18n';
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
  type ComplaintReviewFieldsFragment,
  type DecideShopApplyMutation,
} from '@mall/console-kit';
import { time } from '../lib/format';
import { listVariables, queueRoute } from './queue';
import { complaintColumns, describeComplaint, describeRefund, refundColumns } from './rows';

const refundStates = [
  { value: 'applied', label: '待处理' },
  { value: 'refunded', label: '已退款' },
  { value: 'refused', label: '已拒绝' },
  { value: 'arbitrating', label: '平台仲裁中' },
  { value: 'arbitrated', label: '平台维持拒绝' },
  { value: 'cancelled', label: '已撤销' },
];

export const shopAppliesQueue = () =>
  queueRoute({
    title: m['console.review.title.shops'],
    states: [
      { value: 'pending', label: '待审核' },
      { value: 'approved', label: '已开通' },
      { value: 'refused', label: '已驳回' },
    ],
    list: async (a) => (await consoleRequest(ShopApplyReviewsDocument, listVariables(a))).shopApplyReviews,
    detail: async (id) => (await consoleRequest(ShopApplyReviewDocument, { id })).shopApplyReview,
    decide: (d) => consoleRequest(DecideShopApplyDocument, { input: { id: d.id, agree: d.agree, reason: d.reason } }),
    announce: (result) => {
      const decided = (result as DecideShopApplyMutation).decideShopApply;
      return decided.ownerPassword ? m['console.review.detail.ownerPassword']({ username: decided.ownerUsername, password: decided.ownerPassword }) : undefined;
    },
    columns: () => [
      { key: 'shopName', title: m['console.review.column.shopName']() },
      { key: 'companyName', title: m['console.review.column.company']() },
      { key: 'contactName', title: m['console.review.column.contact']() },
      { key: 'mobile', title: m['console.review.column.mobile']() },
      { key: 'tagLevelName', title: m['console.review.column.tagLevel']() },
      { key: 'createTime', title: m['console.review.column.time'](), sortKey: 'time', render: (r) => time(r.createTime) },
    ],
    describe: (d) => ({
      title: `${d.shopName} · ${d.companyName}`,
      fields: [
        { label: m['console.review.column.member'](), value: d.memberName },
        { label: m['console.review.column.contact'](), value: `${d.contactName} ${d.mobile}` },
        { label: m['console.review.detail.categories'](), value: d.categoryNames.join('、') },
        { label: m['console.review.column.tagLevel'](), value: d.tagLevelName },
        { label: m['console.review.detail.refuseReason'](), value: d.refuseReason },
        { label: m['console.review.detail.ownerUsername'](), value: d.ownerUsername },
        { label: m['console.review.detail.shopLink'](), value: d.siteId ? `/shop-${d.siteId}` : '' },
      ],
      images: d.licenceImage ? [d.licenceImage] : [],
      imagesLabel: m['console.review.detail.licence'](),
    }),
    approveMessage: m['console.review.dialog.shopApprove'],
  });

export const arbitrationsQueue = () =>
  queueRoute({
    title: m['console.review.title.arbitrations'],
    states: [
      { value: 'arbitrating', label: '待仲裁' },
      { value: 'refunded', label: '支持买家（已退款）' },
      { value: 'arbitrated', label: '支持商家' },
    ],
    list: async (a) => (await consoleRequest(ArbitrationsDocument, listVariables(a))).arbitrations,
    detail: async (id) => (await consoleRequest(ArbitrationDocument, { id })).arbitration,
    decide: (d) => consoleRequest(DecideArbitrationDocument, { input: { id: d.id, agree: d.agree, reason: d.reason } }),
    columns: () => refundColumns(true),
    describe: describeRefund,
    approveLabel: m['console.review.action.forBuyer'],
    refuseLabel: m['console.review.action.forShop'],
    approveNeedsReason: true,
  });

export const shopRefundsQueue = () =>
  queueRoute({
    title: m['console.review.title.shopRefunds'],
    states: refundStates,
    list: async (a) => (await consoleRequest(ShopRefundsDocument, listVariables(a))).shopRefunds,
    detail: async (id) => (await consoleRequest(ShopRefundDocument, { id })).shopRefund,
    decide: (d) => consoleRequest(DecideShopRefundDocument, { input: { id: d.id, agree: d.agree, reason: d.reason } }),
    columns: () => refundColumns(false),
    describe: describeRefund,
    approveLabel: m['console.review.action.agreeRefund'],
    refuseLabel: m['console.review.action.refuseRefund'],
    approveMessage: m['console.review.dialog.refundAgree'],
  });

export const shopComplaintsQueue = () =>
  queueRoute({
    title: m['console.review.title.shopComplaints'],
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
    columns: () => complaintColumns<ComplaintReviewFieldsFragment>(false),
    describe: describeComplaint(false),
  });
