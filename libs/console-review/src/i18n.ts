// The review queues' messages (zh-cn first, en-us), joined to the console's i18next under
// `console.review.` when a page of this lib first renders.
import { i18n, useT } from '@mall/i18n';

export const reviewZhCN = {
  menu: { payments: '转账凭证审核', refunds: '退款售后', complaints: '投诉处理', invoices: '消费券发票', certifications: '会员认证', shops: '开店申请', arbitrations: '售后仲裁', shopRefunds: '退款申请', shopComplaints: '投诉与平台处理' },
  title: { payments: '线下转账凭证审核', refunds: '退款与售后审核', complaints: '投诉处理', invoices: '消费券发票开具', certifications: '会员认证审核', shops: '开店申请', arbitrations: '售后仲裁（商家拒绝后买家申请）', shopRefunds: '退款申请', shopComplaints: '关于本店的投诉及平台处理结果' },
  filter: { state: '状态', allStates: '全部状态', keyword: '关键字', from: '开始日期', to: '结束日期', kind: '认证类型', allKinds: '全部类型' },
  column: {
    no: '单号',
    member: '会员',
    amount: '金额',
    orders: '订单',
    images: '凭证',
    state: '状态',
    time: '提交时间',
    shop: '店铺',
    goods: '商品',
    reason: '原因',
    unit: '单位',
    invoiceTitle: '发票抬头',
    invoiceType: '发票类型',
    invoiceNo: '发票号码',
    kind: '认证类型',
    certName: '认证名称',
    mobile: '手机号',
    actions: '操作',
    company: '企业名称',
    shopName: '店铺名称',
    contact: '联系人',
    tagLevel: '贫困地区认证',
  },
  detail: {
    view: '查看',
    licence: '营业执照',
    categories: '经营类目',
    ownerUsername: '店主账号',
    ownerPassword: '店铺已开通。店主账号 {{username}} 的初始密码（只显示这一次，已短信发送给申请人）：{{password}}',
    escalateReason: '买家仲裁理由',
    arbitrateRemark: '平台裁定',
    shopLink: '店铺页面',
    remark: '会员备注',
    reviewRemark: '审核说明',
    orderList: '关联订单',
    certificate: '转账凭证',
    noImages: '未上传图片',
    refundType: '退款类型',
    paid: '该商品实付',
    refunded: '已退金额',
    refundRemark: '退款说明',
    refuseReason: '拒绝原因',
    content: '投诉内容',
    reply: '处理结果',
    refundState: '退款状态',
    taxNumber: '纳税人识别号',
    email: '接收邮箱',
    voucherOrders: '消费券订单',
    certRemark: '审核意见',
    certProof: '证明材料',
    decided: '已处理，不能再次处理',
  },
  action: { export: '导出 Excel', approve: '通过', refuse: '驳回', uphold: '支持投诉', dismiss: '驳回投诉', issue: '开具发票', agreeRefund: '同意退款', refuseRefund: '拒绝退款', forBuyer: '支持买家（退款）', forShop: '支持商家（维持拒绝）' },
  dialog: {
    approveTitle: '通过审核',
    refuseTitle: '驳回',
    approveMessage: '确认通过「{{name}}」？此操作不可撤销。',
    refuseMessage: '驳回「{{name}}」，请填写原因（对方会看到它）。',
    paymentApprove: '通过后，凭证所含订单将标记为已支付（只会支付一次）。',
    invoiceNo: '发票号码',
    cancel: '取消',
    replyMessage: '处理「{{name}}」，请填写处理结果（投诉人会看到它）。',
    shopApprove: '通过后将开通店铺、创建店主账号，初始密码只显示一次。',
    refundAgree: '同意后退款金额将原路退回买家（消费券部分优先）。',
  },
  loadFailed: '加载失败：{{message}}',
} as const;

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
export type ReviewMessages = Shape<typeof reviewZhCN>;

export const reviewEnUS: ReviewMessages = {
  menu: { payments: 'Transfer receipts', refunds: 'Refunds', complaints: 'Complaints', invoices: 'Voucher invoices', certifications: 'Certifications', shops: 'Shop applications', arbitrations: 'Arbitration', shopRefunds: 'Refund requests', shopComplaints: 'Complaints' },
  title: { payments: 'Offline transfer receipts', refunds: 'Refunds and after-sales', complaints: 'Complaints', invoices: 'Voucher invoices', certifications: 'Member certifications', shops: 'Shop applications', arbitrations: 'Arbitration of refused refunds', shopRefunds: 'Refund requests', shopComplaints: "Complaints about the shop and the platform's decisions" },
  filter: { state: 'Status', allStates: 'All statuses', keyword: 'Keyword', from: 'From', to: 'To', kind: 'Type', allKinds: 'All types' },
  column: {
    no: 'Number',
    member: 'Member',
    amount: 'Amount',
    orders: 'Orders',
    images: 'Receipts',
    state: 'Status',
    time: 'Submitted',
    shop: 'Shop',
    goods: 'Goods',
    reason: 'Reason',
    unit: 'Unit',
    invoiceTitle: 'Invoice title',
    invoiceType: 'Invoice type',
    invoiceNo: 'Invoice number',
    kind: 'Type',
    certName: 'Name',
    mobile: 'Mobile',
    actions: 'Actions',
    company: 'Company',
    shopName: 'Shop name',
    contact: 'Contact',
    tagLevel: 'Poverty-area certification',
  },
  detail: {
    view: 'View',
    licence: 'Business licence',
    categories: 'Categories',
    ownerUsername: 'Owner account',
    ownerPassword: 'The shop is open. Initial password of {{username}} (shown only now, also sent by SMS): {{password}}',
    escalateReason: "Buyer's reason",
    arbitrateRemark: 'Platform decision',
    shopLink: 'Shop page',
    remark: "Member's note",
    reviewRemark: 'Review note',
    orderList: 'Orders',
    certificate: 'Transfer receipt',
    noImages: 'No images',
    refundType: 'Refund type',
    paid: 'Paid for the line',
    refunded: 'Refunded',
    refundRemark: 'Refund note',
    refuseReason: 'Refusal reason',
    content: 'Complaint',
    reply: 'Outcome',
    refundState: 'Refund status',
    taxNumber: 'Tax number',
    email: 'Email',
    voucherOrders: 'Voucher orders',
    certRemark: 'Review note',
    certProof: 'Proof pictures',
    decided: 'Already decided',
  },
  action: { export: 'Export Excel', approve: 'Approve', refuse: 'Refuse', uphold: 'Uphold', dismiss: 'Dismiss', issue: 'Issue invoice', agreeRefund: 'Agree to refund', refuseRefund: 'Refuse refund', forBuyer: 'For the buyer (refund)', forShop: 'For the shop (refusal stands)' },
  dialog: {
    approveTitle: 'Approve',
    refuseTitle: 'Refuse',
    approveMessage: 'Approve “{{name}}”? This cannot be undone.',
    refuseMessage: 'Refuse “{{name}}”: give the reason (the other side reads it).',
    paymentApprove: 'The orders of this receipt become paid (once).',
    invoiceNo: 'Invoice number',
    cancel: 'Cancel',
    replyMessage: 'Decide “{{name}}”: write the outcome (the shopper reads it).',
    shopApprove: 'Opens the shop and its owner account; the initial password is shown once.',
    refundAgree: 'The money goes back the way it was paid (vouchers first).',
  },
  loadFailed: 'Failed to load: {{message}}',
};

type Paths<T, P extends string = ''> = { [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Paths<T[K], `${P}${K}.`> }[keyof T & string];
export type ReviewKey = Paths<ReviewMessages>;
export type ReviewTranslate = (key: ReviewKey, values?: Record<string, string | number>) => string;

let registered = false;
/** Adds the messages under console.review (idempotent; stories and tests call it too). */
export function registerReviewMessages(): void {
  if (registered) return;
  registered = true;
  i18n.addResourceBundle('zh-cn', 'translation', { console: { review: structuredClone(reviewZhCN) } }, true, false);
  i18n.addResourceBundle('en-us', 'translation', { console: { review: structuredClone(reviewEnUS) } }, true, false);
}

export function useReviewT(): ReviewTranslate {
  registerReviewMessages();
  const t = useT();
  return (key, values) => (t as (k: string, v?: Record<string, string | number>) => string)(`console.review.${key}`, values);
}

/** The same messages outside React (a route action's answer). */
export const tReview: ReviewTranslate = (key, values) => {
  registerReviewMessages();
  return (i18n.t as unknown as (k: string, v?: Record<string, string | number>) => string)(`console.review.${key}`, values);
};
