/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
export type AuditFilter = {
  account?: string | null | undefined;
  action?: string | null | undefined;
  /** Unix seconds. */
  from?: number | null | undefined;
  targetId?: string | null | undefined;
  targetType?: string | null | undefined;
  to?: number | null | undefined;
};

export type ConsoleAccountFilter = {
  disabled?: boolean | null | undefined;
  keyword?: string | null | undefined;
  role?: string | null | undefined;
};

export type ConsoleLoginInput = {
  captchaCode: string;
  captchaId: string;
  password: string;
  username: string;
};

export type CopyrightInput = {
  address: string;
  businessLicense: string;
  copyrightDesc: string;
  copyrightLink: string;
  copyrightTitle: string;
  govRecord: string;
  govUrl: string;
  icp: string;
  marketSupervisionUrl: string;
  report: string;
};

export type MemberFilter = {
  from?: number | null | undefined;
  keyword?: string | null | undefined;
  /** active or frozen. */
  state?: string | null | undefined;
  to?: number | null | undefined;
};

export type NewConsoleAccount = {
  password: string;
  realName: string;
  role: string;
  shopId?: number | null | undefined;
  username: string;
};

export type NoticeInput = {
  content: string;
  /** Absent: a new notice. */
  id?: number | null | undefined;
  isShow: boolean;
  isTop: boolean;
  title: string;
};

export type ReviewDecision = {
  agree: boolean;
  id: number;
  /** Invoices only: the issued invoice's number. */
  invoiceNo?: string | null | undefined;
  /** The reason or remark the shopper or unit reads (required to refuse). */
  reason?: string | null | undefined;
};

export type ReviewFilter = {
  /** Unix seconds. */
  from?: number | null | undefined;
  keyword?: string | null | undefined;
  /** Certifications only: fupin or coop. */
  kind?: string | null | undefined;
  state?: string | null | undefined;
  to?: number | null | undefined;
};

export type ServicerInput = {
  hotline: string;
  open: boolean;
  thirdUrl: string;
  type: string;
};

export type SiteInfoInput = {
  desc: string;
  keywords: string;
  logo: string;
  title: string;
  webPhone1: string;
  webQrcode: string;
};

export type ConsoleActorFieldsFragment = { accountId: number, username: string, realName: string, role: string, roleName: string, shopId: number | null, actions: Array<string>, totpEnabled: boolean, sessionExpires: number };

export type ConsoleCaptchaQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleCaptchaQuery = { captcha: { id: string, img: string } };

export type ConsoleLoginMutationVariables = Exact<{
  input: ConsoleLoginInput;
}>;


export type ConsoleLoginMutation = { login: { step: string, challenge: string | null, otpauthUrl: string | null, qrDataUrl: string | null, actor: { accountId: number, username: string, realName: string, role: string, roleName: string, shopId: number | null, actions: Array<string>, totpEnabled: boolean, sessionExpires: number } | null } };

export type ConsoleLogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type ConsoleLogoutMutation = { logout: boolean };

export type ConsoleLogoutEverywhereMutationVariables = Exact<{ [key: string]: never; }>;


export type ConsoleLogoutEverywhereMutation = { logoutEverywhere: number };

export type ConsoleMeQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleMeQuery = { me: { accountId: number, username: string, realName: string, role: string, roleName: string, shopId: number | null, actions: Array<string>, totpEnabled: boolean, sessionExpires: number } | null };

export type ConsoleVerifyTotpMutationVariables = Exact<{
  challenge: string;
  code: string;
}>;


export type ConsoleVerifyTotpMutation = { verifyTotp: { recoveryCodes: Array<string> | null, actor: { accountId: number, username: string, realName: string, role: string, roleName: string, shopId: number | null, actions: Array<string>, totpEnabled: boolean, sessionExpires: number } } };

export type AuditLogQueryVariables = Exact<{
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  sort?: string | null | undefined;
  filter?: AuditFilter | null | undefined;
}>;


export type AuditLogQuery = { auditLog: { count: number, page: number, pageSize: number, list: Array<{ id: number, time: number, username: string, role: string, action: string, targetType: string, targetId: string, before: string | null, after: string | null, ip: string, outcome: string }> } };

export type ChangeConsoleAccountRoleMutationVariables = Exact<{
  accountId: number;
  role: string;
}>;


export type ChangeConsoleAccountRoleMutation = { changeConsoleAccountRole: { accountId: number, username: string, realName: string, role: string, roleName: string, shopId: number | null, disabled: boolean, totpEnabled: boolean, lockedUntil: number | null, lastLoginTime: number | null, createTime: number } };

export type ConsoleAccountFieldsFragment = { accountId: number, username: string, realName: string, role: string, roleName: string, shopId: number | null, disabled: boolean, totpEnabled: boolean, lockedUntil: number | null, lastLoginTime: number | null, createTime: number };

export type ConsoleAccountsQueryVariables = Exact<{
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  sort?: string | null | undefined;
  filter?: ConsoleAccountFilter | null | undefined;
}>;


export type ConsoleAccountsQuery = { consoleAccounts: { count: number, page: number, pageSize: number, list: Array<{ accountId: number, username: string, realName: string, role: string, roleName: string, shopId: number | null, disabled: boolean, totpEnabled: boolean, lockedUntil: number | null, lastLoginTime: number | null, createTime: number }> }, consoleRoles: Array<{ role: string, name: string, scope: string }> };

export type CreateConsoleAccountMutationVariables = Exact<{
  input: NewConsoleAccount;
}>;


export type CreateConsoleAccountMutation = { createConsoleAccount: { accountId: number, username: string, realName: string, role: string, roleName: string, shopId: number | null, disabled: boolean, totpEnabled: boolean, lockedUntil: number | null, lastLoginTime: number | null, createTime: number } };

export type DashboardQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardQuery = { dashboard: { today: { orders: number, paidFen: number, refunds: number, refundFen: number, newMembers: number }, last30: { orders: number, paidFen: number, refunds: number, refundFen: number, newMembers: number }, queues: { payments: number, refunds: number, complaints: number, invoices: number, certifications: number }, salesByDay: Array<{ day: string, orders: number, paidFen: number }>, assistanceByProvince: Array<{ name: string, orders: number, paidFen: number }>, assistanceByLevel: Array<{ name: string, orders: number, paidFen: number }>, units: Array<{ name: string, orders: number, paidFen: number, voucherFen: number }> } };

export type ResetConsoleAccountPasswordMutationVariables = Exact<{
  accountId: number;
  password: string;
}>;


export type ResetConsoleAccountPasswordMutation = { resetConsoleAccountPassword: { accountId: number, username: string, realName: string, role: string, roleName: string, shopId: number | null, disabled: boolean, totpEnabled: boolean, lockedUntil: number | null, lastLoginTime: number | null, createTime: number } };

export type ResetConsoleAccountTotpMutationVariables = Exact<{
  accountId: number;
}>;


export type ResetConsoleAccountTotpMutation = { resetConsoleAccountTotp: { accountId: number, username: string, realName: string, role: string, roleName: string, shopId: number | null, disabled: boolean, totpEnabled: boolean, lockedUntil: number | null, lastLoginTime: number | null, createTime: number } };

export type SetConsoleAccountDisabledMutationVariables = Exact<{
  accountId: number;
  disabled: boolean;
}>;


export type SetConsoleAccountDisabledMutation = { setConsoleAccountDisabled: { accountId: number, username: string, realName: string, role: string, roleName: string, shopId: number | null, disabled: boolean, totpEnabled: boolean, lockedUntil: number | null, lastLoginTime: number | null, createTime: number } };

export type ConsoleNoticeQueryVariables = Exact<{
  id: number;
}>;


export type ConsoleNoticeQuery = { consoleNotice: { id: number, title: string, isTop: boolean, isShow: boolean, createTime: number, content: string } };

export type ConsoleNoticeFieldsFragment = { id: number, title: string, isTop: boolean, isShow: boolean, createTime: number, content: string };

export type ConsoleNoticesQueryVariables = Exact<{
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  sort?: string | null | undefined;
  keyword?: string | null | undefined;
  state?: string | null | undefined;
}>;


export type ConsoleNoticesQuery = { consoleNotices: { count: number, page: number, pageSize: number, cacheSeconds: number, list: Array<{ id: number, title: string, isTop: boolean, isShow: boolean, createTime: number }> } };

export type PublishNoticeMutationVariables = Exact<{
  id: number;
  show: boolean;
}>;


export type PublishNoticeMutation = { publishNotice: { id: number, title: string, isTop: boolean, isShow: boolean, createTime: number, content: string } };

export type SaveNoticeMutationVariables = Exact<{
  input: NoticeInput;
}>;


export type SaveNoticeMutation = { saveNotice: { id: number, title: string, isTop: boolean, isShow: boolean, createTime: number, content: string } };

export type AdjustMemberMutationVariables = Exact<{
  id: number;
  account: string;
  amount: number;
  reason: string;
}>;


export type AdjustMemberMutation = { adjustMember: { memberId: number, username: string, nickname: string, mobile: string, levelName: string, balanceFen: number, point: number, state: string, regTime: number, lastLoginTime: number, headimg: string, registerType: string, companyName: string, orgName: string, orders: number, certifications: Array<{ kind: string, kindName: string, stateName: string, name: string }>, ledger: Array<{ id: number, accountType: string, amount: number, typeName: string, remark: string, createTime: number }> } };

export type ConsoleMemberQueryVariables = Exact<{
  id: number;
}>;


export type ConsoleMemberQuery = { consoleMember: { memberId: number, username: string, nickname: string, mobile: string, levelName: string, balanceFen: number, point: number, state: string, regTime: number, lastLoginTime: number, headimg: string, registerType: string, companyName: string, orgName: string, orders: number, certifications: Array<{ kind: string, kindName: string, stateName: string, name: string }>, ledger: Array<{ id: number, accountType: string, amount: number, typeName: string, remark: string, createTime: number }> } };

export type ConsoleMemberFieldsFragment = { memberId: number, username: string, nickname: string, mobile: string, levelName: string, balanceFen: number, point: number, state: string, regTime: number, lastLoginTime: number, headimg: string, registerType: string, companyName: string, orgName: string, orders: number, certifications: Array<{ kind: string, kindName: string, stateName: string, name: string }>, ledger: Array<{ id: number, accountType: string, amount: number, typeName: string, remark: string, createTime: number }> };

export type ConsoleMembersQueryVariables = Exact<{
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  sort?: string | null | undefined;
  filter?: MemberFilter | null | undefined;
}>;


export type ConsoleMembersQuery = { consoleMembers: { count: number, page: number, pageSize: number, list: Array<{ memberId: number, username: string, nickname: string, mobile: string, levelName: string, balanceFen: number, point: number, state: string, regTime: number, lastLoginTime: number }> } };

export type ConsoleUnitQueryVariables = Exact<{
  id: number;
  page?: number | null | undefined;
  ledgerPage?: number | null | undefined;
}>;


export type ConsoleUnitQuery = { consoleUnit: { orgId: number, orgName: string, orgTypeName: string, contactName: string, contactMobile: string, members: number, voucherStockFen: number, createTime: number, creditCode: string, address: string }, consoleUnitMembers: { count: number, page: number, pageSize: number, list: Array<{ memberId: number, realName: string, nickname: string, mobile: string, isAdmin: boolean, joinTime: number }> }, consoleUnitLedger: { count: number, page: number, pageSize: number, list: Array<{ id: number, kindName: string, memberName: string, stockChangeFen: number, valueChangeFen: number, remark: string, createTime: number }> } };

export type ConsoleUnitsQueryVariables = Exact<{
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  sort?: string | null | undefined;
  keyword?: string | null | undefined;
}>;


export type ConsoleUnitsQuery = { consoleUnits: { count: number, page: number, pageSize: number, list: Array<{ orgId: number, orgName: string, orgTypeName: string, contactName: string, contactMobile: string, members: number, voucherStockFen: number, createTime: number }> } };

export type SendMemberPasswordResetMutationVariables = Exact<{
  id: number;
}>;


export type SendMemberPasswordResetMutation = { sendMemberPasswordReset: { mobile: string, expireSeconds: number } };

export type SetMemberFrozenMutationVariables = Exact<{
  id: number;
  frozen: boolean;
  reason: string;
}>;


export type SetMemberFrozenMutation = { setMemberFrozen: { memberId: number, username: string, nickname: string, mobile: string, levelName: string, balanceFen: number, point: number, state: string, regTime: number, lastLoginTime: number, headimg: string, registerType: string, companyName: string, orgName: string, orders: number, certifications: Array<{ kind: string, kindName: string, stateName: string, name: string }>, ledger: Array<{ id: number, accountType: string, amount: number, typeName: string, remark: string, createTime: number }> } };

export type CertificationReviewQueryVariables = Exact<{
  id: number;
}>;


export type CertificationReviewQuery = { certificationReview: { id: number, memberId: number, memberName: string, mobile: string, kind: string, kindName: string, name: string, remark: string, state: string, stateName: string, updateTime: number } };

export type CertificationReviewFieldsFragment = { id: number, memberId: number, memberName: string, mobile: string, kind: string, kindName: string, name: string, remark: string, state: string, stateName: string, updateTime: number };

export type CertificationReviewsQueryVariables = Exact<{
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  sort?: string | null | undefined;
  filter?: ReviewFilter | null | undefined;
}>;


export type CertificationReviewsQuery = { certificationReviews: { count: number, page: number, pageSize: number, list: Array<{ id: number, memberName: string, mobile: string, kind: string, kindName: string, name: string, state: string, stateName: string, updateTime: number }> } };

export type ComplaintReviewQueryVariables = Exact<{
  id: number;
}>;


export type ComplaintReviewQuery = { complaintReview: { id: number, orderId: number, orderNo: string, memberName: string, siteName: string, skuName: string, complainReason: string, complainContent: string, images: Array<string>, reply: string, refundStateName: string, refuseReason: string, state: string, stateName: string, createTime: number } };

export type ComplaintReviewFieldsFragment = { id: number, orderId: number, orderNo: string, memberName: string, siteName: string, skuName: string, complainReason: string, complainContent: string, images: Array<string>, reply: string, refundStateName: string, refuseReason: string, state: string, stateName: string, createTime: number };

export type ComplaintReviewsQueryVariables = Exact<{
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  sort?: string | null | undefined;
  filter?: ReviewFilter | null | undefined;
}>;


export type ComplaintReviewsQuery = { complaintReviews: { count: number, page: number, pageSize: number, list: Array<{ id: number, orderNo: string, memberName: string, siteName: string, skuName: string, complainReason: string, state: string, stateName: string, createTime: number }> } };

export type DecideCertificationMutationVariables = Exact<{
  input: ReviewDecision;
}>;


export type DecideCertificationMutation = { decideCertification: { id: number, memberId: number, memberName: string, mobile: string, kind: string, kindName: string, name: string, remark: string, state: string, stateName: string, updateTime: number } };

export type DecideComplaintMutationVariables = Exact<{
  input: ReviewDecision;
}>;


export type DecideComplaintMutation = { decideComplaint: { id: number, orderId: number, orderNo: string, memberName: string, siteName: string, skuName: string, complainReason: string, complainContent: string, images: Array<string>, reply: string, refundStateName: string, refuseReason: string, state: string, stateName: string, createTime: number } };

export type DecideInvoiceMutationVariables = Exact<{
  input: ReviewDecision;
}>;


export type DecideInvoiceMutation = { decideInvoice: { id: number, orgId: number, orgName: string, invoiceTitle: string, invoiceTypeName: string, amountFen: number, taxNumber: string, email: string, orderIds: Array<number>, state: string, stateName: string, invoiceNo: string, reviewRemark: string, createTime: number, reviewTime: number } };

export type DecidePaymentMutationVariables = Exact<{
  input: ReviewDecision;
}>;


export type DecidePaymentMutation = { decidePayment: { id: number, payNo: string, memberId: number, memberName: string, amountFen: number, state: string, stateName: string, orderNos: Array<string>, createTime: number, reviewTime: number, images: Array<string>, remark: string, reviewRemark: string, orders: Array<{ orderId: number, orderNo: string, orderFen: number, orderStatus: string, orderStatusName: string, siteName: string }> } };

export type DecideRefundMutationVariables = Exact<{
  input: ReviewDecision;
}>;


export type DecideRefundMutation = { decideRefund: { id: number, refundNo: string, orderId: number, orderNo: string, memberName: string, siteName: string, skuName: string, skuImage: string, num: number, refundTypeName: string, refundFen: number, paidFen: number, refundedFen: number, payType: string, refundReason: string, refundRemark: string, images: Array<string>, refuseReason: string, state: string, stateName: string, createTime: number, auditTime: number } };

export type InvoiceReviewQueryVariables = Exact<{
  id: number;
}>;


export type InvoiceReviewQuery = { invoiceReview: { id: number, orgId: number, orgName: string, invoiceTitle: string, invoiceTypeName: string, amountFen: number, taxNumber: string, email: string, orderIds: Array<number>, state: string, stateName: string, invoiceNo: string, reviewRemark: string, createTime: number, reviewTime: number } };

export type InvoiceReviewFieldsFragment = { id: number, orgId: number, orgName: string, invoiceTitle: string, invoiceTypeName: string, amountFen: number, taxNumber: string, email: string, orderIds: Array<number>, state: string, stateName: string, invoiceNo: string, reviewRemark: string, createTime: number, reviewTime: number };

export type InvoiceReviewsQueryVariables = Exact<{
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  sort?: string | null | undefined;
  filter?: ReviewFilter | null | undefined;
}>;


export type InvoiceReviewsQuery = { invoiceReviews: { count: number, page: number, pageSize: number, list: Array<{ id: number, orgName: string, invoiceTitle: string, invoiceTypeName: string, amountFen: number, state: string, stateName: string, invoiceNo: string, createTime: number }> } };

export type PaymentReviewQueryVariables = Exact<{
  id: number;
}>;


export type PaymentReviewQuery = { paymentReview: { id: number, payNo: string, memberId: number, memberName: string, amountFen: number, state: string, stateName: string, orderNos: Array<string>, createTime: number, reviewTime: number, images: Array<string>, remark: string, reviewRemark: string, orders: Array<{ orderId: number, orderNo: string, orderFen: number, orderStatus: string, orderStatusName: string, siteName: string }> } };

export type PaymentReviewFieldsFragment = { id: number, payNo: string, memberId: number, memberName: string, amountFen: number, state: string, stateName: string, orderNos: Array<string>, createTime: number, reviewTime: number, images: Array<string>, remark: string, reviewRemark: string, orders: Array<{ orderId: number, orderNo: string, orderFen: number, orderStatus: string, orderStatusName: string, siteName: string }> };

export type PaymentReviewsQueryVariables = Exact<{
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  sort?: string | null | undefined;
  filter?: ReviewFilter | null | undefined;
}>;


export type PaymentReviewsQuery = { paymentReviews: { count: number, page: number, pageSize: number, list: Array<{ id: number, payNo: string, memberName: string, amountFen: number, state: string, stateName: string, orderNos: Array<string>, imageCount: number, createTime: number, reviewTime: number }> } };

export type RefundReviewQueryVariables = Exact<{
  id: number;
}>;


export type RefundReviewQuery = { refundReview: { id: number, refundNo: string, orderId: number, orderNo: string, memberName: string, siteName: string, skuName: string, skuImage: string, num: number, refundTypeName: string, refundFen: number, paidFen: number, refundedFen: number, payType: string, refundReason: string, refundRemark: string, images: Array<string>, refuseReason: string, state: string, stateName: string, createTime: number, auditTime: number } };

export type RefundReviewFieldsFragment = { id: number, refundNo: string, orderId: number, orderNo: string, memberName: string, siteName: string, skuName: string, skuImage: string, num: number, refundTypeName: string, refundFen: number, paidFen: number, refundedFen: number, payType: string, refundReason: string, refundRemark: string, images: Array<string>, refuseReason: string, state: string, stateName: string, createTime: number, auditTime: number };

export type RefundReviewsQueryVariables = Exact<{
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  sort?: string | null | undefined;
  filter?: ReviewFilter | null | undefined;
}>;


export type RefundReviewsQuery = { refundReviews: { count: number, page: number, pageSize: number, list: Array<{ id: number, refundNo: string, orderNo: string, memberName: string, siteName: string, skuName: string, refundTypeName: string, refundFen: number, refundReason: string, state: string, stateName: string, createTime: number }> } };

export type ConsoleSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleSettingsQuery = { consoleSettings: { updateTime: number, siteInfoCacheSeconds: number, configCacheSeconds: number, siteInfo: { title: string, desc: string, keywords: string, logo: string, webStatus: boolean, webPhone1: string, webQrcode: string }, copyright: { icp: string, address: string, businessLicense: string, report: string, marketSupervisionUrl: string, copyrightTitle: string, copyrightLink: string, copyrightDesc: string, govRecord: string, govUrl: string }, servicer: { open: boolean, type: string, hotline: string, thirdUrl: string } } };

export type ConsoleSettingsFieldsFragment = { updateTime: number, siteInfoCacheSeconds: number, configCacheSeconds: number, siteInfo: { title: string, desc: string, keywords: string, logo: string, webStatus: boolean, webPhone1: string, webQrcode: string }, copyright: { icp: string, address: string, businessLicense: string, report: string, marketSupervisionUrl: string, copyrightTitle: string, copyrightLink: string, copyrightDesc: string, govRecord: string, govUrl: string }, servicer: { open: boolean, type: string, hotline: string, thirdUrl: string } };

export type SaveCopyrightMutationVariables = Exact<{
  input: CopyrightInput;
}>;


export type SaveCopyrightMutation = { saveCopyright: { updateTime: number, siteInfoCacheSeconds: number, configCacheSeconds: number, siteInfo: { title: string, desc: string, keywords: string, logo: string, webStatus: boolean, webPhone1: string, webQrcode: string }, copyright: { icp: string, address: string, businessLicense: string, report: string, marketSupervisionUrl: string, copyrightTitle: string, copyrightLink: string, copyrightDesc: string, govRecord: string, govUrl: string }, servicer: { open: boolean, type: string, hotline: string, thirdUrl: string } } };

export type SaveServicerMutationVariables = Exact<{
  input: ServicerInput;
}>;


export type SaveServicerMutation = { saveServicer: { updateTime: number, siteInfoCacheSeconds: number, configCacheSeconds: number, siteInfo: { title: string, desc: string, keywords: string, logo: string, webStatus: boolean, webPhone1: string, webQrcode: string }, copyright: { icp: string, address: string, businessLicense: string, report: string, marketSupervisionUrl: string, copyrightTitle: string, copyrightLink: string, copyrightDesc: string, govRecord: string, govUrl: string }, servicer: { open: boolean, type: string, hotline: string, thirdUrl: string } } };

export type SaveSiteInfoMutationVariables = Exact<{
  input: SiteInfoInput;
}>;


export type SaveSiteInfoMutation = { saveSiteInfo: { updateTime: number, siteInfoCacheSeconds: number, configCacheSeconds: number, siteInfo: { title: string, desc: string, keywords: string, logo: string, webStatus: boolean, webPhone1: string, webQrcode: string }, copyright: { icp: string, address: string, businessLicense: string, report: string, marketSupervisionUrl: string, copyrightTitle: string, copyrightLink: string, copyrightDesc: string, govRecord: string, govUrl: string }, servicer: { open: boolean, type: string, hotline: string, thirdUrl: string } } };

export type SetWebStatusMutationVariables = Exact<{
  open: boolean;
}>;


export type SetWebStatusMutation = { setWebStatus: { updateTime: number, siteInfoCacheSeconds: number, configCacheSeconds: number, siteInfo: { title: string, desc: string, keywords: string, logo: string, webStatus: boolean, webPhone1: string, webQrcode: string }, copyright: { icp: string, address: string, businessLicense: string, report: string, marketSupervisionUrl: string, copyrightTitle: string, copyrightLink: string, copyrightDesc: string, govRecord: string, govUrl: string }, servicer: { open: boolean, type: string, hotline: string, thirdUrl: string } } };
