/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
export type AdPositionInput = {
  background: string;
  enabled: boolean;
  height: number;
  id: number;
  name: string;
  width: number;
};

export type AdvertInput = {
  background: string;
  endTime: number;
  /** Absent: a new advert. */
  id?: number | null | undefined;
  image: string;
  isShow: boolean;
  positionId: number;
  sort: number;
  /** Unix seconds; 0 = open. */
  startTime: number;
  title: string;
  url: string;
};

export type AgreementInput = {
  content: string;
  key: string;
  title: string;
};

export type ArticleInput = {
  /** Null: in no class. */
  classId?: number | null | undefined;
  content: string;
  cover: string;
  /** Absent: a new article. */
  id?: number | null | undefined;
  summary: string;
  title: string;
};

export type AuditFilter = {
  account?: string | null | undefined;
  action?: string | null | undefined;
  /** Unix seconds. */
  from?: number | null | undefined;
  targetId?: string | null | undefined;
  targetType?: string | null | undefined;
  to?: number | null | undefined;
};

export type CampaignProposalInput = {
  /** The topic or the seckill slot (none for a group-buy). */
  activityId?: number | null | undefined;
  endTime?: number | null | undefined;
  /** topic, seckill or groupbuy. */
  kind: string;
  limitNum?: number | null | undefined;
  minNum?: number | null | undefined;
  price: string;
  skuId: number;
  startTime?: number | null | undefined;
  totalStock?: number | null | undefined;
};

export type ComboInput = {
  comboId?: number | null | undefined;
  comboPrice: string;
  endTime: number;
  goods: Array<ComboMemberInput>;
  name: string;
  startTime: number;
};

export type ComboMemberInput = {
  num: number;
  skuId: number;
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

export type CouponTypeInput = {
  atLeast?: string | null | undefined;
  count: number;
  couponTypeId?: number | null | undefined;
  discount?: number | null | undefined;
  endTime: number;
  fixedTerm?: number | null | undefined;
  maxFetch: number;
  money?: string | null | undefined;
  name: string;
  siteId: number;
  startTime: number;
  type: string;
  validityType: number;
};

/** Each an uploaded picture (POST /console/upload/settings) or another path of this site. */
export type DefaultImagesInput = {
  brand: string;
  category: string;
  city: string;
  goods: string;
  head: string;
  shop: string;
  store: string;
  supply: string;
};

export type DiyPageInput = {
  blocksJson: string;
  /** Absent: a new page. */
  id?: number | null | undefined;
  title: string;
};

export type FloatLayerInput = {
  image: string;
  isShow: boolean;
  number: number;
  title: string;
  url: string;
};

export type FloorInput = {
  bottomImage?: ImageLinkInput | null | undefined;
  brandIds?: Array<number> | null | undefined;
  categoryIds?: Array<number> | null | undefined;
  id: number;
  /** Style 3 only. */
  images?: Array<ImageLinkInput> | null | undefined;
  isShow: boolean;
  /** Style 1 only. */
  leftImage?: ImageLinkInput | null | undefined;
  skuIds: Array<number>;
  sort: number;
  title: string;
};

export type FriendlyLinkInput = {
  /** Absent: a new link. */
  id?: number | null | undefined;
  isBlank: boolean;
  isShow: boolean;
  linkPic: string;
  linkTitle: string;
  linkUrl: string;
  sort: number;
};

export type GroupbuyInput = {
  endTime: number;
  groupbuyId?: number | null | undefined;
  groupbuyPrice: string;
  minNum: number;
  skuId: number;
  startTime: number;
  totalStock: number;
};

export type HelpClassInput = {
  className: string;
  /** Absent: a new class. */
  id?: number | null | undefined;
  sort: number;
};

export type HelpInput = {
  classId: number;
  content: string;
  /** Absent: a new entry. */
  id?: number | null | undefined;
  sort: number;
  title: string;
};

export type ImageLinkInput = {
  link: string;
  url: string;
};

export type ManjianInput = {
  endTime: number;
  goodsIds: Array<number>;
  manjianId?: number | null | undefined;
  manjianName: string;
  rules: Array<ManjianTierInput>;
  siteId: number;
  startTime: number;
  type: number;
};

export type ManjianTierInput = {
  discountMoney: string;
  money: string;
};

export type MealInput = {
  description: string;
  image: string;
  isShow: boolean;
  items: Array<MealItemInput>;
  packageId?: number | null | undefined;
  packagePrice: string;
  people: number;
  sort: number;
  title: string;
};

export type MealItemInput = {
  num: number;
  skuId: number;
};

export type MemberFilter = {
  from?: number | null | undefined;
  keyword?: string | null | undefined;
  /** active or frozen. */
  state?: string | null | undefined;
  to?: number | null | undefined;
};

export type NavInput = {
  /** Absent: a new entry. */
  id?: number | null | undefined;
  isBlank: boolean;
  isShow: boolean;
  navTitle: string;
  navUrl: string;
  sort: number;
};

export type NewConsoleAccount = {
  password: string;
  realName: string;
  role: string;
  shopId?: number | null | undefined;
  /** Required for a site role (分站编辑): the one branch site the account manages. */
  siteId?: number | null | undefined;
  username: string;
};

export type NewsInput = {
  content: string;
  cover: string;
  newsId?: number | null | undefined;
  source: string;
  summary: string;
  title: string;
};

export type NoticeInput = {
  content: string;
  /** Absent: a new notice. */
  id?: number | null | undefined;
  isShow: boolean;
  isTop: boolean;
  title: string;
};

export type OrderFilter = {
  /** Username, nickname, member or consignee mobile, consignee. */
  buyer?: string | null | undefined;
  /** Placed from / to, unix seconds. */
  from?: number | null | undefined;
  /** A word of the goods' name. */
  goods?: string | null | undefined;
  orderNo?: string | null | undefined;
  /** balance, offline, demo or voucher (a voucher paid part of it). */
  payKind?: string | null | undefined;
  /** One shop's orders. */
  siteId?: number | null | undefined;
  /** The storefront order list's tabs: all, waitpay, waitsend, waitconfirm, waitrate, completed, closed, refunding. */
  tab?: string | null | undefined;
  to?: number | null | undefined;
};

export type ProjectInput = {
  beneficiaries: number;
  content: string;
  cover: string;
  place: string;
  projectId?: number | null | undefined;
  raisedAmount: string;
  skuIds: Array<number>;
  sort: number;
  status: number;
  summary: string;
  targetAmount: string;
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

export type SearchWordInput = {
  /** Absent: a new word. */
  id?: number | null | undefined;
  kind: string;
  sort: number;
  word: string;
};

export type SeckillInput = {
  endTime: number;
  limitNum: number;
  seckillId?: number | null | undefined;
  seckillPrice: string;
  skuId: number;
  slotId: number;
  startTime: number;
  totalStock: number;
};

export type SeckillSlotInput = {
  endMinute: number;
  name: string;
  slotId?: number | null | undefined;
  startMinute: number;
};

export type ServicerInput = {
  hotline: string;
  open: boolean;
  thirdUrl: string;
  type: string;
};

export type ShopGoodsFilter = {
  categoryId?: number | null | undefined;
  keyword?: string | null | undefined;
  /** selling, warehouse, pending or refused. */
  tab?: string | null | undefined;
};

export type ShopGoodsInput = {
  brandId?: number | null | undefined;
  categoryId: number;
  content?: string | null | undefined;
  /** Absent to publish a new goods. */
  goodsId?: number | null | undefined;
  goodsName: string;
  images: Array<string>;
  introduction?: string | null | undefined;
  keywords?: string | null | undefined;
  /** New goods only: go on the shelf once approved. */
  onShelf?: boolean | null | undefined;
  recommendWay?: number | null | undefined;
  shopCategoryId?: number | null | undefined;
  skus: Array<ShopSkuInput>;
  tagLevel?: number | null | undefined;
  tagType?: number | null | undefined;
};

export type ShopOrderFilter = {
  /** Username, nickname, consignee or mobile. */
  buyer?: string | null | undefined;
  /** Unix seconds. */
  from?: number | null | undefined;
  /** A word of the goods' name. */
  goods?: string | null | undefined;
  orderNo?: string | null | undefined;
  /** The storefront order list's tabs: all, waitpay, waitsend, waitconfirm, waitrate, completed, closed, refunding. */
  tab?: string | null | undefined;
  to?: number | null | undefined;
};

export type ShopOwnCategoryInput = {
  id?: number | null | undefined;
  name: string;
  pid?: number | null | undefined;
  sort?: number | null | undefined;
};

export type ShopSelfInfoInput = {
  avatar?: string | null | undefined;
  banner?: string | null | undefined;
  introduction?: string | null | undefined;
  shortname?: string | null | undefined;
  siteName: string;
  telephone?: string | null | undefined;
};

export type ShopServicerInput = {
  nickname: string;
  password: string;
  username: string;
};

export type ShopSkuInput = {
  discountPrice: string;
  isDefault?: boolean | null | undefined;
  price: string;
  /** An existing sku of the goods; absent for a new one. */
  skuId?: number | null | undefined;
  skuImage?: string | null | undefined;
  specName: string;
  /** A new sku's opening stock (an existing sku's stock changes with setShopSkuStock). */
  stock?: number | null | undefined;
};

export type ShopStoreInput = {
  address: string;
  isPickup?: boolean | null | undefined;
  openTime?: string | null | undefined;
  sort?: number | null | undefined;
  storeId?: number | null | undefined;
  storeName: string;
  telephone?: string | null | undefined;
};

export type SiteBannerInput = {
  /** Absent: a new banner. */
  bannerId?: number | null | undefined;
  image: string;
  siteId: number;
  sort: number;
  title: string;
  url: string;
};

export type SiteInfoInput = {
  desc: string;
  keywords: string;
  logo: string;
  title: string;
  webPhone1: string;
  webQrcode: string;
};

export type SiteInput = {
  initial: string;
  isBackIndex: number;
  logo: string;
  parentSiteId: number;
  provinceId: number;
  provinceName: string;
  shortname: string;
  siteAreaId: number;
  /** Absent: a new site. */
  siteId?: number | null | undefined;
  sort: number;
  title: string;
  webDomain: string;
  webQrcode: string;
  websiteType: number;
  welcome: string;
};

export type SupportUnitInput = {
  categoryId: number;
  goodsIds: Array<number>;
  introduction: string;
  sort: number;
  /** Absent: a new unit. */
  supportId?: number | null | undefined;
  supportLogo: string;
  supportName: string;
};

export type TopicInput = {
  banner: string;
  endTime: number;
  goods: Array<TopicMemberInput>;
  name: string;
  remark: string;
  startTime: number;
  topicId?: number | null | undefined;
};

export type TopicMemberInput = {
  skuId: number;
  topicPrice: string;
};

export type ZoneGoodsInput = {
  province: string;
  skuId: number;
  tab: string;
};

export type ZoneInput = {
  banner: string;
  code: string;
  introduction: string;
  notice: string;
  subtitle: string;
  title: string;
};

export type ConsoleActorFieldsFragment = { accountId: number, username: string, realName: string, role: string, roleName: string, shopId: number | null, actions: Array<string>, totpEnabled: boolean, sessionExpires: number };

export type ConsoleCaptchaQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleCaptchaQuery = { captcha: { id: string, img: string } };

export type ConsoleCaptchaProofOfWorkQueryVariables = Exact<{
  captchaId: string;
}>;


export type ConsoleCaptchaProofOfWorkQuery = { captchaProofOfWork: { challenge: string } };

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

export type SolveConsoleCaptchaProofOfWorkMutationVariables = Exact<{
  captchaId: string;
  payload: string;
}>;


export type SolveConsoleCaptchaProofOfWorkMutation = { solveCaptchaProofOfWork: string };

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


export type ChangeConsoleAccountRoleMutation = { changeConsoleAccountRole: { accountId: number, username: string, realName: string, role: string, roleName: string, shopId: number | null, siteId: number | null, disabled: boolean, totpEnabled: boolean, lockedUntil: number | null, lastLoginTime: number | null, createTime: number } };

export type ConsoleAccountFieldsFragment = { accountId: number, username: string, realName: string, role: string, roleName: string, shopId: number | null, siteId: number | null, disabled: boolean, totpEnabled: boolean, lockedUntil: number | null, lastLoginTime: number | null, createTime: number };

export type ConsoleAccountsQueryVariables = Exact<{
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  sort?: string | null | undefined;
  filter?: ConsoleAccountFilter | null | undefined;
}>;


export type ConsoleAccountsQuery = { consoleAccounts: { count: number, page: number, pageSize: number, list: Array<{ accountId: number, username: string, realName: string, role: string, roleName: string, shopId: number | null, siteId: number | null, disabled: boolean, totpEnabled: boolean, lockedUntil: number | null, lastLoginTime: number | null, createTime: number }> }, consoleRoles: Array<{ role: string, name: string, scope: string }> };

export type CreateConsoleAccountMutationVariables = Exact<{
  input: NewConsoleAccount;
}>;


export type CreateConsoleAccountMutation = { createConsoleAccount: { accountId: number, username: string, realName: string, role: string, roleName: string, shopId: number | null, siteId: number | null, disabled: boolean, totpEnabled: boolean, lockedUntil: number | null, lastLoginTime: number | null, createTime: number } };

export type DashboardQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardQuery = { dashboard: { today: { orders: number, paidFen: number, refunds: number, refundFen: number, newMembers: number }, last30: { orders: number, paidFen: number, refunds: number, refundFen: number, newMembers: number }, queues: { payments: number, refunds: number, complaints: number, invoices: number, certifications: number }, salesByDay: Array<{ day: string, orders: number, paidFen: number }>, assistanceByProvince: Array<{ name: string, orders: number, paidFen: number }>, assistanceByLevel: Array<{ name: string, orders: number, paidFen: number }>, units: Array<{ name: string, orders: number, paidFen: number, voucherFen: number }> } };

export type FailedJobsQueryVariables = Exact<{
  limit?: number | null | undefined;
}>;


export type FailedJobsQuery = { failedJobs: { queueKind: string, list: Array<{ id: string, queue: string, summary: string, error: string, attempts: number, createdTime: number, failedTime: number }> } };

export type ResetConsoleAccountPasswordMutationVariables = Exact<{
  accountId: number;
  password: string;
}>;


export type ResetConsoleAccountPasswordMutation = { resetConsoleAccountPassword: { accountId: number, username: string, realName: string, role: string, roleName: string, shopId: number | null, siteId: number | null, disabled: boolean, totpEnabled: boolean, lockedUntil: number | null, lastLoginTime: number | null, createTime: number } };

export type ResetConsoleAccountTotpMutationVariables = Exact<{
  accountId: number;
}>;


export type ResetConsoleAccountTotpMutation = { resetConsoleAccountTotp: { accountId: number, username: string, realName: string, role: string, roleName: string, shopId: number | null, siteId: number | null, disabled: boolean, totpEnabled: boolean, lockedUntil: number | null, lastLoginTime: number | null, createTime: number } };

export type RetryFailedJobMutationVariables = Exact<{
  queue: string;
  id: string;
}>;


export type RetryFailedJobMutation = { retryFailedJob: boolean };

export type SetConsoleAccountDisabledMutationVariables = Exact<{
  accountId: number;
  disabled: boolean;
}>;


export type SetConsoleAccountDisabledMutation = { setConsoleAccountDisabled: { accountId: number, username: string, realName: string, role: string, roleName: string, shopId: number | null, siteId: number | null, disabled: boolean, totpEnabled: boolean, lockedUntil: number | null, lastLoginTime: number | null, createTime: number } };

export type CampaignComboFieldsFragment = { comboId: number, name: string, siteId: number, siteName: string, comboPrice: number, originalPrice: number, startTime: number, endTime: number, state: string, goods: Array<{ num: number, goods: { goodsId: number, skuId: number, goodsName: string, skuImage: string, siteId: number, siteName: string, price: number, specName: string | null, stock: number | null } }> };

export type CampaignCouponTypeFieldsFragment = { couponTypeId: number, name: string, siteId: number, siteName: string, type: string, money: number, discount: number, atLeast: number, count: number, leadCount: number, maxFetch: number, validityType: number, fixedTerm: number, startTime: number, endTime: number, state: string };

export type CampaignGoodsQueryVariables = Exact<{
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  keyword?: string | null | undefined;
  siteId?: number | null | undefined;
}>;


export type CampaignGoodsQuery = { campaignGoods: { count: number, page: number, pageSize: number, list: Array<{ goodsId: number, skuId: number, goodsName: string, skuImage: string, siteId: number, siteName: string, price: number, specName: string | null, stock: number | null }> } };

export type CampaignGoodsFieldsFragment = { goodsId: number, skuId: number, goodsName: string, skuImage: string, siteId: number, siteName: string, price: number, specName: string | null, stock: number | null };

export type CampaignGroupbuyFieldsFragment = { groupbuyId: number, goodsId: number, skuId: number, goodsName: string, skuImage: string, siteId: number, siteName: string, price: number, groupbuyPrice: number, minNum: number, stock: number, totalStock: number, startTime: number, endTime: number, state: string };

export type CampaignManjianFieldsFragment = { manjianId: number, siteId: number, siteName: string, manjianName: string, type: number, goodsIds: Array<number>, startTime: number, endTime: number, state: string, rules: Array<{ money: number, discountMoney: number }> };

export type CampaignProposalFieldsFragment = { proposalId: number, kind: string, activityId: number, activityName: string, proposedPrice: number, totalStock: number | null, limitNum: number | null, minNum: number | null, startTime: number | null, endTime: number | null, status: string, reason: string, createTime: number, goods: { goodsId: number, skuId: number, goodsName: string, skuImage: string, siteId: number, siteName: string, price: number, specName: string | null, stock: number | null } };

export type CampaignProposalsQueryVariables = Exact<{
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  sort?: string | null | undefined;
  state?: string | null | undefined;
  kind?: string | null | undefined;
}>;


export type CampaignProposalsQuery = { campaignProposals: { count: number, page: number, pageSize: number, list: Array<{ proposalId: number, kind: string, activityId: number, activityName: string, proposedPrice: number, totalStock: number | null, limitNum: number | null, minNum: number | null, startTime: number | null, endTime: number | null, status: string, reason: string, createTime: number, goods: { goodsId: number, skuId: number, goodsName: string, skuImage: string, siteId: number, siteName: string, price: number, specName: string | null, stock: number | null } }> } };

export type CampaignScheduleQueryVariables = Exact<{
  from: number;
  to: number;
}>;


export type CampaignScheduleQuery = { campaignSchedule: { now: number, list: Array<{ kind: string, id: number, name: string, startTime: number, endTime: number, state: string, startMinute: number | null, endMinute: number | null }> } };

export type CampaignSeckillFieldsFragment = { seckillId: number, slotId: number, slotName: string, startMinute: number, endMinute: number, goodsId: number, skuId: number, goodsName: string, skuImage: string, siteId: number, siteName: string, price: number, seckillPrice: number, stock: number, totalStock: number, limitNum: number, startTime: number, endTime: number, state: string };

export type CampaignTopicFieldsFragment = { topicId: number, name: string, banner: string, remark: string, startTime: number, endTime: number, state: string, goods: Array<{ topicPrice: number, goods: { goodsId: number, skuId: number, goodsName: string, skuImage: string, siteId: number, siteName: string, price: number, specName: string | null, stock: number | null } }> };

export type ConsoleCombosQueryVariables = Exact<{
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  sort?: string | null | undefined;
  keyword?: string | null | undefined;
  state?: string | null | undefined;
}>;


export type ConsoleCombosQuery = { consoleCombos: { count: number, page: number, pageSize: number, list: Array<{ comboId: number, name: string, siteId: number, siteName: string, comboPrice: number, originalPrice: number, startTime: number, endTime: number, state: string, goods: Array<{ num: number, goods: { goodsId: number, skuId: number, goodsName: string, skuImage: string, siteId: number, siteName: string, price: number, specName: string | null, stock: number | null } }> }> } };

export type ConsoleCouponTypesQueryVariables = Exact<{
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  sort?: string | null | undefined;
  keyword?: string | null | undefined;
  state?: string | null | undefined;
}>;


export type ConsoleCouponTypesQuery = { consoleCouponTypes: { count: number, page: number, pageSize: number, list: Array<{ couponTypeId: number, name: string, siteId: number, siteName: string, type: string, money: number, discount: number, atLeast: number, count: number, leadCount: number, maxFetch: number, validityType: number, fixedTerm: number, startTime: number, endTime: number, state: string }> } };

export type ConsoleGroupbuysQueryVariables = Exact<{
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  sort?: string | null | undefined;
  keyword?: string | null | undefined;
  state?: string | null | undefined;
}>;


export type ConsoleGroupbuysQuery = { consoleGroupbuys: { count: number, page: number, pageSize: number, list: Array<{ groupbuyId: number, goodsId: number, skuId: number, goodsName: string, skuImage: string, siteId: number, siteName: string, price: number, groupbuyPrice: number, minNum: number, stock: number, totalStock: number, startTime: number, endTime: number, state: string }> } };

export type ConsoleManjiansQueryVariables = Exact<{
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  sort?: string | null | undefined;
  keyword?: string | null | undefined;
  state?: string | null | undefined;
}>;


export type ConsoleManjiansQuery = { consoleManjians: { count: number, page: number, pageSize: number, list: Array<{ manjianId: number, siteId: number, siteName: string, manjianName: string, type: number, goodsIds: Array<number>, startTime: number, endTime: number, state: string, rules: Array<{ money: number, discountMoney: number }> }> } };

export type ConsolePromotionSwitchesQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsolePromotionSwitchesQuery = { promotionSwitches: { seckill: boolean, groupbuy: boolean, combo: boolean, topic: boolean, coupon: boolean } };

export type ConsoleSeckillSlotsQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleSeckillSlotsQuery = { seckillSlots: Array<{ slotId: number, name: string, startMinute: number, endMinute: number, goodsCount: number, status: number }> };

export type ConsoleSeckillsQueryVariables = Exact<{
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  sort?: string | null | undefined;
  keyword?: string | null | undefined;
  state?: string | null | undefined;
  slotId?: number | null | undefined;
}>;


export type ConsoleSeckillsQuery = { seckillActivities: { count: number, page: number, pageSize: number, list: Array<{ seckillId: number, slotId: number, slotName: string, startMinute: number, endMinute: number, goodsId: number, skuId: number, goodsName: string, skuImage: string, siteId: number, siteName: string, price: number, seckillPrice: number, stock: number, totalStock: number, limitNum: number, startTime: number, endTime: number, state: string }> } };

export type ConsoleTopicsQueryVariables = Exact<{
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  sort?: string | null | undefined;
  keyword?: string | null | undefined;
  state?: string | null | undefined;
}>;


export type ConsoleTopicsQuery = { consoleTopics: { count: number, page: number, pageSize: number, list: Array<{ topicId: number, name: string, banner: string, remark: string, startTime: number, endTime: number, state: string, goods: Array<{ topicPrice: number, goods: { goodsId: number, skuId: number, goodsName: string, skuImage: string, siteId: number, siteName: string, price: number, specName: string | null, stock: number | null } }> }> } };

export type DecideCampaignProposalMutationVariables = Exact<{
  id: number;
  accept: boolean;
  reason?: string | null | undefined;
}>;


export type DecideCampaignProposalMutation = { decideCampaignProposal: { proposalId: number, kind: string, activityId: number, activityName: string, proposedPrice: number, totalStock: number | null, limitNum: number | null, minNum: number | null, startTime: number | null, endTime: number | null, status: string, reason: string, createTime: number, goods: { goodsId: number, skuId: number, goodsName: string, skuImage: string, siteId: number, siteName: string, price: number, specName: string | null, stock: number | null } } };

export type DeleteSeckillSlotMutationVariables = Exact<{
  id: number;
}>;


export type DeleteSeckillSlotMutation = { deleteSeckillSlot: number };

export type ProposeCampaignGoodsMutationVariables = Exact<{
  input: CampaignProposalInput;
}>;


export type ProposeCampaignGoodsMutation = { proposeCampaignGoods: { proposalId: number, kind: string, activityId: number, activityName: string, proposedPrice: number, totalStock: number | null, limitNum: number | null, minNum: number | null, startTime: number | null, endTime: number | null, status: string, reason: string, createTime: number, goods: { goodsId: number, skuId: number, goodsName: string, skuImage: string, siteId: number, siteName: string, price: number, specName: string | null, stock: number | null } } };

export type SaveComboMutationVariables = Exact<{
  input: ComboInput;
}>;


export type SaveComboMutation = { saveCombo: { comboId: number, name: string, siteId: number, siteName: string, comboPrice: number, originalPrice: number, startTime: number, endTime: number, state: string, goods: Array<{ num: number, goods: { goodsId: number, skuId: number, goodsName: string, skuImage: string, siteId: number, siteName: string, price: number, specName: string | null, stock: number | null } }> } };

export type SaveCouponTypeMutationVariables = Exact<{
  input: CouponTypeInput;
}>;


export type SaveCouponTypeMutation = { saveCouponType: { couponTypeId: number, name: string, siteId: number, siteName: string, type: string, money: number, discount: number, atLeast: number, count: number, leadCount: number, maxFetch: number, validityType: number, fixedTerm: number, startTime: number, endTime: number, state: string } };

export type SaveGroupbuyMutationVariables = Exact<{
  input: GroupbuyInput;
}>;


export type SaveGroupbuyMutation = { saveGroupbuy: { groupbuyId: number, goodsId: number, skuId: number, goodsName: string, skuImage: string, siteId: number, siteName: string, price: number, groupbuyPrice: number, minNum: number, stock: number, totalStock: number, startTime: number, endTime: number, state: string } };

export type SaveManjianMutationVariables = Exact<{
  input: ManjianInput;
}>;


export type SaveManjianMutation = { saveManjian: { manjianId: number, siteId: number, siteName: string, manjianName: string, type: number, goodsIds: Array<number>, startTime: number, endTime: number, state: string, rules: Array<{ money: number, discountMoney: number }> } };

export type SaveSeckillMutationVariables = Exact<{
  input: SeckillInput;
}>;


export type SaveSeckillMutation = { saveSeckill: { seckillId: number, slotId: number, slotName: string, startMinute: number, endMinute: number, goodsId: number, skuId: number, goodsName: string, skuImage: string, siteId: number, siteName: string, price: number, seckillPrice: number, stock: number, totalStock: number, limitNum: number, startTime: number, endTime: number, state: string } };

export type SaveSeckillSlotMutationVariables = Exact<{
  input: SeckillSlotInput;
}>;


export type SaveSeckillSlotMutation = { saveSeckillSlot: { slotId: number, name: string, startMinute: number, endMinute: number, goodsCount: number, status: number } };

export type SaveTopicMutationVariables = Exact<{
  input: TopicInput;
}>;


export type SaveTopicMutation = { saveTopic: { topicId: number, name: string, banner: string, remark: string, startTime: number, endTime: number, state: string, goods: Array<{ topicPrice: number, goods: { goodsId: number, skuId: number, goodsName: string, skuImage: string, siteId: number, siteName: string, price: number, specName: string | null, stock: number | null } }> } };

export type SeckillSlotFieldsFragment = { slotId: number, name: string, startMinute: number, endMinute: number, goodsCount: number, status: number };

export type SetPromotionSwitchMutationVariables = Exact<{
  kind: string;
  enabled: boolean;
}>;


export type SetPromotionSwitchMutation = { setPromotionSwitch: { seckill: boolean, groupbuy: boolean, combo: boolean, topic: boolean, coupon: boolean } };

export type ShopCampaignsQueryVariables = Exact<{ [key: string]: never; }>;


export type ShopCampaignsQuery = { shopCampaigns: { topics: Array<{ topicId: number, name: string, startTime: number, endTime: number, state: string }>, slots: Array<{ slotId: number, name: string, startMinute: number, endMinute: number, goodsCount: number, status: number }>, skus: Array<{ goodsId: number, skuId: number, goodsName: string, skuImage: string, siteId: number, siteName: string, price: number, specName: string | null, stock: number | null }>, proposals: Array<{ proposalId: number, kind: string, activityId: number, activityName: string, proposedPrice: number, totalStock: number | null, limitNum: number | null, minNum: number | null, startTime: number | null, endTime: number | null, status: string, reason: string, createTime: number, goods: { goodsId: number, skuId: number, goodsName: string, skuImage: string, siteId: number, siteName: string, price: number, specName: string | null, stock: number | null } }> } };

export type StopComboMutationVariables = Exact<{
  id: number;
}>;


export type StopComboMutation = { stopCombo: { id: number, closedOrders: number } };

export type StopCouponTypeMutationVariables = Exact<{
  id: number;
}>;


export type StopCouponTypeMutation = { stopCouponType: { id: number, closedOrders: number } };

export type StopGroupbuyMutationVariables = Exact<{
  id: number;
}>;


export type StopGroupbuyMutation = { stopGroupbuy: { id: number, closedOrders: number } };

export type StopManjianMutationVariables = Exact<{
  id: number;
}>;


export type StopManjianMutation = { stopManjian: { id: number, closedOrders: number } };

export type StopSeckillMutationVariables = Exact<{
  id: number;
}>;


export type StopSeckillMutation = { stopSeckill: { id: number, closedOrders: number } };

export type StopSeckillSlotMutationVariables = Exact<{
  id: number;
}>;


export type StopSeckillSlotMutation = { stopSeckillSlot: { id: number, closedOrders: number } };

export type StopTopicMutationVariables = Exact<{
  id: number;
}>;


export type StopTopicMutation = { stopTopic: { id: number, closedOrders: number } };

export type ConsoleAdPositionFieldsFragment = { id: number, name: string, keyword: string, kind: string, enabled: boolean, width: number, height: number, background: string, advCount: number };

export type ConsoleAdPositionsQueryVariables = Exact<{
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  sort?: string | null | undefined;
  keyword?: string | null | undefined;
}>;


export type ConsoleAdPositionsQuery = { consoleAdPositions: { count: number, page: number, pageSize: number, cacheSeconds: number, list: Array<{ id: number, name: string, keyword: string, kind: string, enabled: boolean, width: number, height: number, background: string, advCount: number }> } };

export type SaveAdPositionMutationVariables = Exact<{
  input: AdPositionInput;
}>;


export type SaveAdPositionMutation = { saveAdPosition: { id: number, name: string, keyword: string, kind: string, enabled: boolean, width: number, height: number, background: string, advCount: number } };

export type ConsoleAdvertFieldsFragment = { id: number, positionId: number, positionName: string, title: string, image: string, url: string, background: string, sort: number, isShow: boolean, startTime: number, endTime: number, phase: string };

export type ConsoleAdvertsQueryVariables = Exact<{
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  sort?: string | null | undefined;
  keyword?: string | null | undefined;
  positionId?: number | null | undefined;
  state?: string | null | undefined;
}>;


export type ConsoleAdvertsQuery = { consoleAdverts: { count: number, page: number, pageSize: number, cacheSeconds: number, list: Array<{ id: number, positionId: number, positionName: string, title: string, image: string, url: string, background: string, sort: number, isShow: boolean, startTime: number, endTime: number, phase: string }> }, consoleAdPositions: { list: Array<{ id: number, name: string, kind: string, width: number, height: number }> } };

export type ConsoleAdvertQueryVariables = Exact<{
  id: number;
}>;


export type ConsoleAdvertQuery = { consoleAdvert: { id: number, positionId: number, positionName: string, title: string, image: string, url: string, background: string, sort: number, isShow: boolean, startTime: number, endTime: number, phase: string } };

export type SaveAdvertMutationVariables = Exact<{
  input: AdvertInput;
}>;


export type SaveAdvertMutation = { saveAdvert: { id: number, positionId: number, positionName: string, title: string, image: string, url: string, background: string, sort: number, isShow: boolean, startTime: number, endTime: number, phase: string } };

export type ShowAdvertMutationVariables = Exact<{
  id: number;
  show: boolean;
}>;


export type ShowAdvertMutation = { showAdvert: { id: number, positionId: number, positionName: string, title: string, image: string, url: string, background: string, sort: number, isShow: boolean, startTime: number, endTime: number, phase: string } };

export type DeleteAdvertMutationVariables = Exact<{
  id: number;
}>;


export type DeleteAdvertMutation = { deleteAdvert: number };

export type ConsoleAgreementFieldsFragment = { key: string, title: string, updateTime: number, content: string };

export type ConsoleAgreementsQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleAgreementsQuery = { consoleAgreements: Array<{ key: string, title: string, updateTime: number }> };

export type ConsoleAgreementQueryVariables = Exact<{
  key: string;
}>;


export type ConsoleAgreementQuery = { consoleAgreement: { key: string, title: string, updateTime: number, content: string } };

export type SaveAgreementMutationVariables = Exact<{
  input: AgreementInput;
}>;


export type SaveAgreementMutation = { saveAgreement: { key: string, title: string, updateTime: number, content: string } };

export type ConsoleArticleClassesQueryVariables = Exact<{
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  sort?: string | null | undefined;
  keyword?: string | null | undefined;
}>;


export type ConsoleArticleClassesQuery = { consoleArticleClasses: { count: number, page: number, pageSize: number, list: Array<{ classId: number, className: string, sort: number, articleCount: number }> } };

export type SaveArticleClassMutationVariables = Exact<{
  input: HelpClassInput;
}>;


export type SaveArticleClassMutation = { saveArticleClass: { classId: number, className: string, sort: number, articleCount: number } };

export type DeleteArticleClassMutationVariables = Exact<{
  id: number;
}>;


export type DeleteArticleClassMutation = { deleteArticleClass: number };

export type ConsoleArticleFieldsFragment = { id: number, classId: number | null, className: string, title: string, cover: string, summary: string, createTime: number, content: string };

export type ConsoleArticlesQueryVariables = Exact<{
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  sort?: string | null | undefined;
  keyword?: string | null | undefined;
  classId?: number | null | undefined;
}>;


export type ConsoleArticlesQuery = { consoleArticles: { count: number, page: number, pageSize: number, list: Array<{ id: number, classId: number | null, className: string, title: string, cover: string, summary: string, createTime: number }> }, consoleArticleClasses: { list: Array<{ classId: number, className: string }> } };

export type ConsoleArticleQueryVariables = Exact<{
  id: number;
}>;


export type ConsoleArticleQuery = { consoleArticle: { id: number, classId: number | null, className: string, title: string, cover: string, summary: string, createTime: number, content: string } };

export type SaveArticleMutationVariables = Exact<{
  input: ArticleInput;
}>;


export type SaveArticleMutation = { saveArticle: { id: number, classId: number | null, className: string, title: string, cover: string, summary: string, createTime: number, content: string } };

export type ConsoleFloatLayerFieldsFragment = { isShow: boolean, title: string, image: string, url: string, number: number, updateTime: number };

export type ConsoleFloatLayerQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleFloatLayerQuery = { consoleFloatLayer: { isShow: boolean, title: string, image: string, url: string, number: number, updateTime: number } };

export type SaveFloatLayerMutationVariables = Exact<{
  input: FloatLayerInput;
}>;


export type SaveFloatLayerMutation = { saveFloatLayer: { isShow: boolean, title: string, image: string, url: string, number: number, updateTime: number } };

export type ConsoleFloorFieldsFragment = { id: number, style: number, title: string, isShow: boolean, sort: number, goodsCount: number, skuIds: Array<number>, categoryIds: Array<number>, brandIds: Array<number>, leftImage: { url: string, link: string }, bottomImage: { url: string, link: string }, images: Array<{ url: string, link: string }> };

export type ConsoleFloorsQueryVariables = Exact<{
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  sort?: string | null | undefined;
}>;


export type ConsoleFloorsQuery = { consoleFloors: { count: number, page: number, pageSize: number, cacheSeconds: number, list: Array<{ id: number, style: number, title: string, isShow: boolean, sort: number, goodsCount: number }> } };

export type ConsoleFloorQueryVariables = Exact<{
  id: number;
}>;


export type ConsoleFloorQuery = { consoleFloor: { id: number, style: number, title: string, isShow: boolean, sort: number, goodsCount: number, skuIds: Array<number>, categoryIds: Array<number>, brandIds: Array<number>, leftImage: { url: string, link: string }, bottomImage: { url: string, link: string }, images: Array<{ url: string, link: string }> } };

export type SaveFloorMutationVariables = Exact<{
  input: FloorInput;
}>;


export type SaveFloorMutation = { saveFloor: { id: number, style: number, title: string, isShow: boolean, sort: number, goodsCount: number, skuIds: Array<number>, categoryIds: Array<number>, brandIds: Array<number>, leftImage: { url: string, link: string }, bottomImage: { url: string, link: string }, images: Array<{ url: string, link: string }> } };

export type ConsoleFriendlyLinkFieldsFragment = { id: number, linkTitle: string, linkUrl: string, linkPic: string, isBlank: boolean, isShow: boolean, sort: number };

export type ConsoleFriendlyLinksQueryVariables = Exact<{
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  sort?: string | null | undefined;
  keyword?: string | null | undefined;
  state?: string | null | undefined;
}>;


export type ConsoleFriendlyLinksQuery = { consoleFriendlyLinks: { count: number, page: number, pageSize: number, cacheSeconds: number, list: Array<{ id: number, linkTitle: string, linkUrl: string, linkPic: string, isBlank: boolean, isShow: boolean, sort: number }> } };

export type SaveFriendlyLinkMutationVariables = Exact<{
  input: FriendlyLinkInput;
}>;


export type SaveFriendlyLinkMutation = { saveFriendlyLink: { id: number, linkTitle: string, linkUrl: string, linkPic: string, isBlank: boolean, isShow: boolean, sort: number } };

export type DeleteFriendlyLinkMutationVariables = Exact<{
  id: number;
}>;


export type DeleteFriendlyLinkMutation = { deleteFriendlyLink: number };

export type ConsoleHelpClassesQueryVariables = Exact<{
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  sort?: string | null | undefined;
  keyword?: string | null | undefined;
}>;


export type ConsoleHelpClassesQuery = { consoleHelpClasses: { count: number, page: number, pageSize: number, list: Array<{ classId: number, className: string, sort: number, helpCount: number }> } };

export type ConsoleHelpFieldsFragment = { id: number, title: string, classId: number, className: string, sort: number, createTime: number, content: string };

export type ConsoleHelpsQueryVariables = Exact<{
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  sort?: string | null | undefined;
  keyword?: string | null | undefined;
  classId?: number | null | undefined;
}>;


export type ConsoleHelpsQuery = { consoleHelps: { count: number, page: number, pageSize: number, list: Array<{ id: number, title: string, classId: number, className: string, sort: number, createTime: number }> }, consoleHelpClasses: { list: Array<{ classId: number, className: string }> } };

export type ConsoleHelpQueryVariables = Exact<{
  id: number;
}>;


export type ConsoleHelpQuery = { consoleHelp: { id: number, title: string, classId: number, className: string, sort: number, createTime: number, content: string } };

export type SaveHelpMutationVariables = Exact<{
  input: HelpInput;
}>;


export type SaveHelpMutation = { saveHelp: { id: number, title: string, classId: number, className: string, sort: number, createTime: number, content: string } };

export type ConsoleNavFieldsFragment = { id: number, navTitle: string, navUrl: string, isBlank: boolean, isShow: boolean, sort: number };

export type ConsoleNavsQueryVariables = Exact<{
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  sort?: string | null | undefined;
  keyword?: string | null | undefined;
  state?: string | null | undefined;
}>;


export type ConsoleNavsQuery = { consoleNavs: { count: number, page: number, pageSize: number, cacheSeconds: number, list: Array<{ id: number, navTitle: string, navUrl: string, isBlank: boolean, isShow: boolean, sort: number }> } };

export type SaveNavMutationVariables = Exact<{
  input: NavInput;
}>;


export type SaveNavMutation = { saveNav: { id: number, navTitle: string, navUrl: string, isBlank: boolean, isShow: boolean, sort: number } };

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

export type ConsoleSearchWordsQueryVariables = Exact<{
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  sort?: string | null | undefined;
  keyword?: string | null | undefined;
  kind?: string | null | undefined;
}>;


export type ConsoleSearchWordsQuery = { consoleSearchWords: { count: number, page: number, pageSize: number, cacheSeconds: number, list: Array<{ id: number, word: string, kind: string, sort: number }> } };

export type SaveSearchWordMutationVariables = Exact<{
  input: SearchWordInput;
}>;


export type SaveSearchWordMutation = { saveSearchWord: { id: number, word: string, kind: string, sort: number } };

export type DeleteSearchWordMutationVariables = Exact<{
  id: number;
}>;


export type DeleteSearchWordMutation = { deleteSearchWord: number };

export type DeleteHelpClassMutationVariables = Exact<{
  id: number;
}>;


export type DeleteHelpClassMutation = { deleteHelpClass: number };

export type DeleteHelpMutationVariables = Exact<{
  id: number;
}>;


export type DeleteHelpMutation = { deleteHelp: number };

export type DeleteArticleMutationVariables = Exact<{
  id: number;
}>;


export type DeleteArticleMutation = { deleteArticle: number };

export type DeleteNavMutationVariables = Exact<{
  id: number;
}>;


export type DeleteNavMutation = { deleteNav: number };

export type PublishNoticeMutationVariables = Exact<{
  id: number;
  show: boolean;
}>;


export type PublishNoticeMutation = { publishNotice: { id: number, title: string, isTop: boolean, isShow: boolean, createTime: number, content: string } };

export type SaveHelpClassMutationVariables = Exact<{
  input: HelpClassInput;
}>;


export type SaveHelpClassMutation = { saveHelpClass: { classId: number, className: string, sort: number, helpCount: number } };

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


export type AdjustMemberMutation = { adjustMember: { headimg: string, registerType: string, companyName: string, orgName: string, orders: number, memberId: number, username: string, nickname: string, mobile: string, levelName: string, balanceFen: number, point: number, state: string, regTime: number, lastLoginTime: number, certifications: Array<{ kind: string, kindName: string, stateName: string, name: string }>, ledger: Array<{ id: number, accountType: string, amount: number | null, points: number | null, typeName: string, remark: string, createTime: number }> } };

export type ConsoleMemberQueryVariables = Exact<{
  id: number;
}>;


export type ConsoleMemberQuery = { consoleMember: { headimg: string, registerType: string, companyName: string, orgName: string, orders: number, memberId: number, username: string, nickname: string, mobile: string, levelName: string, balanceFen: number, point: number, state: string, regTime: number, lastLoginTime: number, certifications: Array<{ kind: string, kindName: string, stateName: string, name: string }>, ledger: Array<{ id: number, accountType: string, amount: number | null, points: number | null, typeName: string, remark: string, createTime: number }> } };

export type ConsoleMemberFieldsFragment = { headimg: string, registerType: string, companyName: string, orgName: string, orders: number, memberId: number, username: string, nickname: string, mobile: string, levelName: string, balanceFen: number, point: number, state: string, regTime: number, lastLoginTime: number, certifications: Array<{ kind: string, kindName: string, stateName: string, name: string }>, ledger: Array<{ id: number, accountType: string, amount: number | null, points: number | null, typeName: string, remark: string, createTime: number }> };

export type ConsoleMemberRowFieldsFragment = { memberId: number, username: string, nickname: string, mobile: string, levelName: string, balanceFen: number, point: number, state: string, regTime: number, lastLoginTime: number };

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


export type ConsoleUnitQuery = { consoleUnit: { creditCode: string, address: string, orgId: number, orgName: string, orgTypeName: string, contactName: string, contactMobile: string, members: number, voucherStockFen: number, createTime: number }, consoleUnitMembers: { count: number, page: number, pageSize: number, list: Array<{ memberId: number, realName: string, nickname: string, mobile: string, isAdmin: boolean, joinTime: number }> }, consoleUnitLedger: { count: number, page: number, pageSize: number, list: Array<{ id: number, kindName: string, memberName: string, stockChangeFen: number, valueChangeFen: number, remark: string, createTime: number }> } };

export type ConsoleUnitRowFieldsFragment = { orgId: number, orgName: string, orgTypeName: string, contactName: string, contactMobile: string, members: number, voucherStockFen: number, createTime: number };

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


export type SetMemberFrozenMutation = { setMemberFrozen: { headimg: string, registerType: string, companyName: string, orgName: string, orders: number, memberId: number, username: string, nickname: string, mobile: string, levelName: string, balanceFen: number, point: number, state: string, regTime: number, lastLoginTime: number, certifications: Array<{ kind: string, kindName: string, stateName: string, name: string }>, ledger: Array<{ id: number, accountType: string, amount: number | null, points: number | null, typeName: string, remark: string, createTime: number }> } };

export type ConsoleDiyPageQueryVariables = Exact<{
  id: number;
}>;


export type ConsoleDiyPageQuery = { consoleDiyPage: { blocksJson: string, id: number, title: string, state: string, blockCount: number, updateTime: number, publishedTime: number | null, url: string }, consolePickerCategories: Array<{ categoryId: number, categoryName: string, level: number, pid: number }> };

export type ConsoleDiyPageFieldsFragment = { id: number, title: string, state: string, blockCount: number, updateTime: number, publishedTime: number | null, url: string };

export type ConsoleDiyPagesQueryVariables = Exact<{
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  sort?: string | null | undefined;
  keyword?: string | null | undefined;
  state?: string | null | undefined;
}>;


export type ConsoleDiyPagesQuery = { consoleDiyPages: { count: number, page: number, pageSize: number, list: Array<{ id: number, title: string, state: string, blockCount: number, updateTime: number, publishedTime: number | null, url: string }> } };

export type ConsoleDiyPreviewQueryVariables = Exact<{
  blocksJson: string;
}>;


export type ConsoleDiyPreviewQuery = { consoleDiyPreview: { blocksJson: string, goods: Array<{ skuId: number, goodsName: string, skuName: string, skuImage: string, price: number, discountPrice: number, recommendWay: number, tagType: number, tagLevel: number }>, skipped: Array<{ index: number, type: string, reason: string }> } };

export type ConsolePickerCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsolePickerCategoriesQuery = { consolePickerCategories: Array<{ categoryId: number, categoryName: string, level: number, pid: number }> };

export type ConsolePickerSkusQueryVariables = Exact<{
  keyword?: string | null | undefined;
  skuIds?: Array<number> | number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type ConsolePickerSkusQuery = { consolePickerSkus: { count: number, list: Array<{ skuId: number, goodsId: number, skuName: string, skuImage: string, discountPrice: number, shopName: string, isOnShelf: boolean }> } };

export type PublishDiyPageMutationVariables = Exact<{
  id: number;
  publish: boolean;
}>;


export type PublishDiyPageMutation = { publishDiyPage: { id: number, title: string, state: string, blockCount: number, updateTime: number, publishedTime: number | null, url: string } };

export type SaveDiyPageMutationVariables = Exact<{
  input: DiyPageInput;
}>;


export type SaveDiyPageMutation = { saveDiyPage: { blocksJson: string, id: number, title: string, state: string, blockCount: number, updateTime: number, publishedTime: number | null, url: string } };

export type AftersaleFieldsFragment = { escalateReason: string | null, escalateTime: number | null, arbitrateRemark: string | null, arbitrateTime: number | null, id: number, refundNo: string, orderId: number, orderNo: string, memberName: string, siteName: string, skuName: string, skuImage: string, num: number, refundTypeName: string, refundFen: number, paidFen: number, refundedFen: number, payType: string, refundReason: string, refundRemark: string, images: Array<string>, refuseReason: string, state: string, stateName: string, createTime: number, auditTime: number };

export type ArbitrationQueryVariables = Exact<{
  id: number;
}>;


export type ArbitrationQuery = { arbitration: { escalateReason: string | null, escalateTime: number | null, arbitrateRemark: string | null, arbitrateTime: number | null, id: number, refundNo: string, orderId: number, orderNo: string, memberName: string, siteName: string, skuName: string, skuImage: string, num: number, refundTypeName: string, refundFen: number, paidFen: number, refundedFen: number, payType: string, refundReason: string, refundRemark: string, images: Array<string>, refuseReason: string, state: string, stateName: string, createTime: number, auditTime: number } };

export type ArbitrationsQueryVariables = Exact<{
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  sort?: string | null | undefined;
  filter?: ReviewFilter | null | undefined;
}>;


export type ArbitrationsQuery = { arbitrations: { count: number, page: number, pageSize: number, list: Array<{ id: number, refundNo: string, orderNo: string, memberName: string, siteName: string, skuName: string, refundTypeName: string, refundFen: number, refundReason: string, state: string, stateName: string, createTime: number }> } };

export type CertificationReviewQueryVariables = Exact<{
  id: number;
}>;


export type CertificationReviewQuery = { certificationReview: { id: number, memberId: number, memberName: string, mobile: string, kind: string, kindName: string, name: string, remark: string, state: string, stateName: string, updateTime: number, images: Array<string> } };

export type CertificationReviewFieldsFragment = { id: number, memberId: number, memberName: string, mobile: string, kind: string, kindName: string, name: string, remark: string, state: string, stateName: string, updateTime: number, images: Array<string> };

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

export type DecideArbitrationMutationVariables = Exact<{
  input: ReviewDecision;
}>;


export type DecideArbitrationMutation = { decideArbitration: { escalateReason: string | null, escalateTime: number | null, arbitrateRemark: string | null, arbitrateTime: number | null, id: number, refundNo: string, orderId: number, orderNo: string, memberName: string, siteName: string, skuName: string, skuImage: string, num: number, refundTypeName: string, refundFen: number, paidFen: number, refundedFen: number, payType: string, refundReason: string, refundRemark: string, images: Array<string>, refuseReason: string, state: string, stateName: string, createTime: number, auditTime: number } };

export type DecideCertificationMutationVariables = Exact<{
  input: ReviewDecision;
}>;


export type DecideCertificationMutation = { decideCertification: { id: number, memberId: number, memberName: string, mobile: string, kind: string, kindName: string, name: string, remark: string, state: string, stateName: string, updateTime: number, images: Array<string> } };

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

export type DecideShopApplyMutationVariables = Exact<{
  input: ReviewDecision;
}>;


export type DecideShopApplyMutation = { decideShopApply: { ownerPassword: string | null, id: number, companyName: string, shopName: string, contactName: string, mobile: string, memberName: string, tagLevel: number, tagLevelName: string, state: string, stateName: string, createTime: number, decideTime: number, licenceImage: string, categoryNames: Array<string>, refuseReason: string, siteId: number, ownerUsername: string } };

export type DecideShopRefundMutationVariables = Exact<{
  input: ReviewDecision;
}>;


export type DecideShopRefundMutation = { decideShopRefund: { escalateReason: string | null, escalateTime: number | null, arbitrateRemark: string | null, arbitrateTime: number | null, id: number, refundNo: string, orderId: number, orderNo: string, memberName: string, siteName: string, skuName: string, skuImage: string, num: number, refundTypeName: string, refundFen: number, paidFen: number, refundedFen: number, payType: string, refundReason: string, refundRemark: string, images: Array<string>, refuseReason: string, state: string, stateName: string, createTime: number, auditTime: number } };

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

export type RefundRowFieldsFragment = { id: number, refundNo: string, orderNo: string, memberName: string, siteName: string, skuName: string, refundTypeName: string, refundFen: number, refundReason: string, state: string, stateName: string, createTime: number };

export type ShopApplyReviewQueryVariables = Exact<{
  id: number;
}>;


export type ShopApplyReviewQuery = { shopApplyReview: { id: number, companyName: string, shopName: string, contactName: string, mobile: string, memberName: string, tagLevel: number, tagLevelName: string, state: string, stateName: string, createTime: number, decideTime: number, licenceImage: string, categoryNames: Array<string>, refuseReason: string, siteId: number, ownerUsername: string } };

export type ShopApplyReviewFieldsFragment = { id: number, companyName: string, shopName: string, contactName: string, mobile: string, memberName: string, tagLevel: number, tagLevelName: string, state: string, stateName: string, createTime: number, decideTime: number, licenceImage: string, categoryNames: Array<string>, refuseReason: string, siteId: number, ownerUsername: string };

export type ShopApplyReviewsQueryVariables = Exact<{
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  sort?: string | null | undefined;
  filter?: ReviewFilter | null | undefined;
}>;


export type ShopApplyReviewsQuery = { shopApplyReviews: { count: number, page: number, pageSize: number, list: Array<{ id: number, companyName: string, shopName: string, contactName: string, mobile: string, memberName: string, tagLevelName: string, state: string, stateName: string, createTime: number }> } };

export type ShopComplaintsQueryVariables = Exact<{
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  sort?: string | null | undefined;
  filter?: ReviewFilter | null | undefined;
}>;


export type ShopComplaintsQuery = { shopComplaints: { count: number, page: number, pageSize: number, list: Array<{ id: number, orderId: number, orderNo: string, memberName: string, siteName: string, skuName: string, complainReason: string, complainContent: string, images: Array<string>, reply: string, refundStateName: string, refuseReason: string, state: string, stateName: string, createTime: number }> } };

export type ShopRefundQueryVariables = Exact<{
  id: number;
}>;


export type ShopRefundQuery = { shopRefund: { escalateReason: string | null, escalateTime: number | null, arbitrateRemark: string | null, arbitrateTime: number | null, id: number, refundNo: string, orderId: number, orderNo: string, memberName: string, siteName: string, skuName: string, skuImage: string, num: number, refundTypeName: string, refundFen: number, paidFen: number, refundedFen: number, payType: string, refundReason: string, refundRemark: string, images: Array<string>, refuseReason: string, state: string, stateName: string, createTime: number, auditTime: number } };

export type ShopRefundsQueryVariables = Exact<{
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  sort?: string | null | undefined;
  filter?: ReviewFilter | null | undefined;
}>;


export type ShopRefundsQuery = { shopRefunds: { count: number, page: number, pageSize: number, list: Array<{ id: number, refundNo: string, orderNo: string, memberName: string, siteName: string, skuName: string, refundTypeName: string, refundFen: number, refundReason: string, state: string, stateName: string, createTime: number }> } };

export type ConsoleSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleSettingsQuery = { consoleSettings: { updateTime: number, siteInfoCacheSeconds: number, configCacheSeconds: number, siteInfo: { title: string, desc: string, keywords: string, logo: string, webStatus: boolean, webPhone1: string, webQrcode: string }, copyright: { icp: string, address: string, businessLicense: string, report: string, marketSupervisionUrl: string, copyrightTitle: string, copyrightLink: string, copyrightDesc: string, govRecord: string, govUrl: string }, servicer: { open: boolean, type: string, hotline: string, thirdUrl: string }, defaultImages: { goods: string, head: string, shop: string, city: string, supply: string, store: string, category: string, brand: string } } };

export type ConsoleSettingsFieldsFragment = { updateTime: number, siteInfoCacheSeconds: number, configCacheSeconds: number, siteInfo: { title: string, desc: string, keywords: string, logo: string, webStatus: boolean, webPhone1: string, webQrcode: string }, copyright: { icp: string, address: string, businessLicense: string, report: string, marketSupervisionUrl: string, copyrightTitle: string, copyrightLink: string, copyrightDesc: string, govRecord: string, govUrl: string }, servicer: { open: boolean, type: string, hotline: string, thirdUrl: string }, defaultImages: { goods: string, head: string, shop: string, city: string, supply: string, store: string, category: string, brand: string } };

export type SaveCopyrightMutationVariables = Exact<{
  input: CopyrightInput;
}>;


export type SaveCopyrightMutation = { saveCopyright: { updateTime: number, siteInfoCacheSeconds: number, configCacheSeconds: number, siteInfo: { title: string, desc: string, keywords: string, logo: string, webStatus: boolean, webPhone1: string, webQrcode: string }, copyright: { icp: string, address: string, businessLicense: string, report: string, marketSupervisionUrl: string, copyrightTitle: string, copyrightLink: string, copyrightDesc: string, govRecord: string, govUrl: string }, servicer: { open: boolean, type: string, hotline: string, thirdUrl: string }, defaultImages: { goods: string, head: string, shop: string, city: string, supply: string, store: string, category: string, brand: string } } };

export type SaveDefaultImagesMutationVariables = Exact<{
  input: DefaultImagesInput;
}>;


export type SaveDefaultImagesMutation = { saveDefaultImages: { updateTime: number, siteInfoCacheSeconds: number, configCacheSeconds: number, siteInfo: { title: string, desc: string, keywords: string, logo: string, webStatus: boolean, webPhone1: string, webQrcode: string }, copyright: { icp: string, address: string, businessLicense: string, report: string, marketSupervisionUrl: string, copyrightTitle: string, copyrightLink: string, copyrightDesc: string, govRecord: string, govUrl: string }, servicer: { open: boolean, type: string, hotline: string, thirdUrl: string }, defaultImages: { goods: string, head: string, shop: string, city: string, supply: string, store: string, category: string, brand: string } } };

export type SaveServicerMutationVariables = Exact<{
  input: ServicerInput;
}>;


export type SaveServicerMutation = { saveServicer: { updateTime: number, siteInfoCacheSeconds: number, configCacheSeconds: number, siteInfo: { title: string, desc: string, keywords: string, logo: string, webStatus: boolean, webPhone1: string, webQrcode: string }, copyright: { icp: string, address: string, businessLicense: string, report: string, marketSupervisionUrl: string, copyrightTitle: string, copyrightLink: string, copyrightDesc: string, govRecord: string, govUrl: string }, servicer: { open: boolean, type: string, hotline: string, thirdUrl: string }, defaultImages: { goods: string, head: string, shop: string, city: string, supply: string, store: string, category: string, brand: string } } };

export type SaveSiteInfoMutationVariables = Exact<{
  input: SiteInfoInput;
}>;


export type SaveSiteInfoMutation = { saveSiteInfo: { updateTime: number, siteInfoCacheSeconds: number, configCacheSeconds: number, siteInfo: { title: string, desc: string, keywords: string, logo: string, webStatus: boolean, webPhone1: string, webQrcode: string }, copyright: { icp: string, address: string, businessLicense: string, report: string, marketSupervisionUrl: string, copyrightTitle: string, copyrightLink: string, copyrightDesc: string, govRecord: string, govUrl: string }, servicer: { open: boolean, type: string, hotline: string, thirdUrl: string }, defaultImages: { goods: string, head: string, shop: string, city: string, supply: string, store: string, category: string, brand: string } } };

export type SetWebStatusMutationVariables = Exact<{
  open: boolean;
}>;


export type SetWebStatusMutation = { setWebStatus: { updateTime: number, siteInfoCacheSeconds: number, configCacheSeconds: number, siteInfo: { title: string, desc: string, keywords: string, logo: string, webStatus: boolean, webPhone1: string, webQrcode: string }, copyright: { icp: string, address: string, businessLicense: string, report: string, marketSupervisionUrl: string, copyrightTitle: string, copyrightLink: string, copyrightDesc: string, govRecord: string, govUrl: string }, servicer: { open: boolean, type: string, hotline: string, thirdUrl: string }, defaultImages: { goods: string, head: string, shop: string, city: string, supply: string, store: string, category: string, brand: string } } };

export type DecideGoodsReviewMutationVariables = Exact<{
  input: ReviewDecision;
}>;


export type DecideGoodsReviewMutation = { decideGoodsReview: { id: number, goodsId: number, goodsName: string, goodsImage: string, siteId: number, siteName: string, kind: string, state: string, stateName: string, reason: string, submittedBy: string, decidedBy: string, createTime: number, decideTime: number | null, categoryPath: Array<string>, images: Array<string>, content: string, changes: { goodsName: string | null, tagType: number | null, tagLevel: number | null, skus: Array<{ skuId: number | null, specName: string, price: number, discountPrice: number, stock: number, skuImage: string, isDefault: boolean }> | null } | null, before: { goodsName: string | null, tagType: number | null, tagLevel: number | null, skus: Array<{ skuId: number | null, specName: string, price: number, discountPrice: number, stock: number, skuImage: string, isDefault: boolean }> | null } | null } };

export type DeleteShopOwnCategoryMutationVariables = Exact<{
  id: number;
}>;


export type DeleteShopOwnCategoryMutation = { deleteShopOwnCategory: number };

export type GoodsReviewQueryVariables = Exact<{
  id: number;
}>;


export type GoodsReviewQuery = { goodsReview: { id: number, goodsId: number, goodsName: string, goodsImage: string, siteId: number, siteName: string, kind: string, state: string, stateName: string, reason: string, submittedBy: string, decidedBy: string, createTime: number, decideTime: number | null, categoryPath: Array<string>, images: Array<string>, content: string, changes: { goodsName: string | null, tagType: number | null, tagLevel: number | null, skus: Array<{ skuId: number | null, specName: string, price: number, discountPrice: number, stock: number, skuImage: string, isDefault: boolean }> | null } | null, before: { goodsName: string | null, tagType: number | null, tagLevel: number | null, skus: Array<{ skuId: number | null, specName: string, price: number, discountPrice: number, stock: number, skuImage: string, isDefault: boolean }> | null } | null } };

export type GoodsReviewFieldsFragment = { id: number, goodsId: number, goodsName: string, goodsImage: string, siteId: number, siteName: string, kind: string, state: string, stateName: string, reason: string, submittedBy: string, decidedBy: string, createTime: number, decideTime: number | null, categoryPath: Array<string>, images: Array<string>, content: string, changes: { goodsName: string | null, tagType: number | null, tagLevel: number | null, skus: Array<{ skuId: number | null, specName: string, price: number, discountPrice: number, stock: number, skuImage: string, isDefault: boolean }> | null } | null, before: { goodsName: string | null, tagType: number | null, tagLevel: number | null, skus: Array<{ skuId: number | null, specName: string, price: number, discountPrice: number, stock: number, skuImage: string, isDefault: boolean }> | null } | null };

export type GoodsReviewsQueryVariables = Exact<{
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  sort?: string | null | undefined;
  filter?: ReviewFilter | null | undefined;
}>;


export type GoodsReviewsQuery = { goodsReviews: { count: number, page: number, pageSize: number, list: Array<{ id: number, goodsId: number, goodsName: string, goodsImage: string, siteId: number, siteName: string, kind: string, state: string, stateName: string, reason: string, submittedBy: string, decidedBy: string, createTime: number, decideTime: number | null, categoryPath: Array<string>, images: Array<string>, content: string, changes: { goodsName: string | null, tagType: number | null, tagLevel: number | null, skus: Array<{ skuId: number | null, specName: string, price: number, discountPrice: number, stock: number, skuImage: string, isDefault: boolean }> | null } | null, before: { goodsName: string | null, tagType: number | null, tagLevel: number | null, skus: Array<{ skuId: number | null, specName: string, price: number, discountPrice: number, stock: number, skuImage: string, isDefault: boolean }> | null } | null }> } };

export type SaveShopCouponMutationVariables = Exact<{
  input: CouponTypeInput;
}>;


export type SaveShopCouponMutation = { saveShopCoupon: { couponTypeId: number, name: string, siteId: number, siteName: string, type: string, money: number, discount: number, atLeast: number, count: number, leadCount: number, maxFetch: number, validityType: number, fixedTerm: number, startTime: number, endTime: number, state: string } };

export type SaveShopGoodsMutationVariables = Exact<{
  input: ShopGoodsInput;
}>;


export type SaveShopGoodsMutation = { saveShopGoods: { goodsId: number, reviewId: number | null, pendingFields: Array<string> } };

export type SaveShopOwnCategoryMutationVariables = Exact<{
  input: ShopOwnCategoryInput;
}>;


export type SaveShopOwnCategoryMutation = { saveShopOwnCategory: { id: number, pid: number, name: string, sort: number, goodsNum: number } };

export type SaveShopSelfInfoMutationVariables = Exact<{
  input: ShopSelfInfoInput;
}>;


export type SaveShopSelfInfoMutation = { saveShopSelfInfo: { siteId: number, siteName: string, shortname: string, avatar: string, banner: string, introduction: string, telephone: string } };

export type SaveShopStoreMutationVariables = Exact<{
  input: ShopStoreInput;
}>;


export type SaveShopStoreMutation = { saveShopStore: { storeId: number, storeName: string, address: string, telephone: string, openTime: string, isPickup: boolean, enabled: boolean, sort: number } };

export type SetShopGoodsShelfMutationVariables = Exact<{
  goodsIds: Array<number> | number;
  onShelf: boolean;
}>;


export type SetShopGoodsShelfMutation = { setShopGoodsShelf: number };

export type SetShopSkuStockMutationVariables = Exact<{
  skuId: number;
  seenStock: number;
  stock: number;
}>;


export type SetShopSkuStockMutation = { setShopSkuStock: { skuId: number, stock: number } };

export type SetShopStoreEnabledMutationVariables = Exact<{
  storeId: number;
  enabled: boolean;
}>;


export type SetShopStoreEnabledMutation = { setShopStoreEnabled: { storeId: number, storeName: string, address: string, telephone: string, openTime: string, isPickup: boolean, enabled: boolean, sort: number } };

export type ShopCouponsQueryVariables = Exact<{
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  sort?: string | null | undefined;
  keyword?: string | null | undefined;
  state?: string | null | undefined;
}>;


export type ShopCouponsQuery = { shopCoupons: { count: number, page: number, pageSize: number, list: Array<{ couponTypeId: number, name: string, siteId: number, siteName: string, type: string, money: number, discount: number, atLeast: number, count: number, leadCount: number, maxFetch: number, validityType: number, fixedTerm: number, startTime: number, endTime: number, state: string }> } };

export type ShopGoodsQueryVariables = Exact<{
  goodsId: number;
}>;


export type ShopGoodsQuery = { shopGoods: { goodsId: number, goodsName: string, introduction: string, content: string, keywords: string, categoryId: number, brandId: number | null, shopCategoryId: number | null, images: Array<string>, recommendWay: number, tagType: number, tagLevel: number, isOnShelf: boolean, categoryPath: Array<{ categoryId: number, categoryName: string }>, skus: Array<{ skuId: number, specName: string, price: number, discountPrice: number, stock: number, saleNum: number, skuImage: string, isDefault: boolean }>, review: { reviewId: number, kind: string, status: string, reason: string, createTime: number, decideTime: number | null } | null, pendingChanges: { goodsName: string | null, tagType: number | null, tagLevel: number | null, skus: Array<{ skuId: number | null, specName: string, price: number, discountPrice: number, stock: number, skuImage: string, isDefault: boolean }> | null } | null } };

export type ShopGoodsChangesFieldsFragment = { goodsName: string | null, tagType: number | null, tagLevel: number | null, skus: Array<{ skuId: number | null, specName: string, price: number, discountPrice: number, stock: number, skuImage: string, isDefault: boolean }> | null };

export type ShopGoodsListQueryVariables = Exact<{
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  sort?: string | null | undefined;
  filter?: ShopGoodsFilter | null | undefined;
}>;


export type ShopGoodsListQuery = { shopGoodsList: { count: number, page: number, pageSize: number, list: Array<{ goodsId: number, goodsName: string, goodsImage: string, categoryName: string, priceMin: number, priceMax: number, stock: number, saleNum: number, isOnShelf: boolean, tagType: number, tagLevel: number, createTime: number, review: { reviewId: number, kind: string, status: string, reason: string, createTime: number, decideTime: number | null } | null }>, tabCounts: { selling: number, warehouse: number, pending: number, refused: number } } };

export type ShopGoodsOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type ShopGoodsOptionsQuery = { shopGoodsOptions: { categories: Array<{ categoryId: number, categoryName: string, pid: number, level: number }>, brands: Array<{ brandId: number, brandName: string }>, shopCategories: Array<{ id: number, name: string }> } };

export type ShopGoodsReviewInfoFieldsFragment = { reviewId: number, kind: string, status: string, reason: string, createTime: number, decideTime: number | null };

export type ShopOwnCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type ShopOwnCategoriesQuery = { shopOwnCategories: Array<{ id: number, pid: number, name: string, sort: number, goodsNum: number }> };

export type ShopOwnCategoryFieldsFragment = { id: number, pid: number, name: string, sort: number, goodsNum: number };

export type ShopSelfInfoQueryVariables = Exact<{ [key: string]: never; }>;


export type ShopSelfInfoQuery = { shopSelfInfo: { siteId: number, siteName: string, shortname: string, avatar: string, banner: string, introduction: string, telephone: string } };

export type ShopSelfInfoFieldsFragment = { siteId: number, siteName: string, shortname: string, avatar: string, banner: string, introduction: string, telephone: string };

export type ShopStoreFieldsFragment = { storeId: number, storeName: string, address: string, telephone: string, openTime: string, isPickup: boolean, enabled: boolean, sort: number };

export type ShopStoresQueryVariables = Exact<{ [key: string]: never; }>;


export type ShopStoresQuery = { shopStores: Array<{ storeId: number, storeName: string, address: string, telephone: string, openTime: string, isPickup: boolean, enabled: boolean, sort: number }> };

export type StopShopCouponMutationVariables = Exact<{
  id: number;
}>;


export type StopShopCouponMutation = { stopShopCoupon: { id: number, closedOrders: number } };

export type AddShopOrderNoteMutationVariables = Exact<{
  orderId: number;
  content: string;
}>;


export type AddShopOrderNoteMutation = { addShopOrderNote: number };

export type AddShopVerifierMemberMutationVariables = Exact<{
  mobile: string;
}>;


export type AddShopVerifierMemberMutation = { addShopVerifierMember: { memberId: number, username: string, nickname: string, mobile: string, addedBy: string, createTime: number } };

export type ConsoleOrderQueryVariables = Exact<{
  orderId: number;
}>;


export type ConsoleOrderQuery = { order: { fullAddress: string, buyerMessage: string, goodsMoney: number, deliveryMoney: number, promotionMoney: number, couponMoney: number, payTypeName: string, deliveryTime: number, finishTime: number, closeReason: string, storeName: string, verified: boolean, voucherMoney: number, orderId: number, orderNo: string, siteId: number, siteName: string, orderStatus: string, orderStatusName: string, deliveryType: string, deliveryTypeName: string, buyer: string, name: string, mobile: string, orderMoney: number, goodsNum: number, createTime: number, payTime: number, canShip: boolean, packages: Array<{ packageName: string, expressCompany: string, deliveryNo: string, createTime: number }>, notes: Array<{ noteId: number, username: string, content: string, createTime: number }>, logs: Array<{ action: string, operator: string, remark: string, createTime: number }>, payments: Array<{ payNo: string, payTypeName: string, statusName: string, amount: number, createTime: number, payTime: number }>, refunds: Array<{ refundNo: string, skuName: string, refundTypeName: string, refundMoney: number, refundReason: string, statusName: string, createTime: number }>, audit: Array<{ username: string, role: string, action: string, outcome: string, time: number }>, goodsList: Array<{ orderGoodsId: number, skuId: number, goodsId: number, skuName: string, skuImage: string, price: number, num: number, goodsMoney: number, refundStatusName: string }> } };

export type ConsoleOrdersQueryVariables = Exact<{
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  sort?: string | null | undefined;
  filter?: OrderFilter | null | undefined;
}>;


export type ConsoleOrdersQuery = { orders: { count: number, page: number, pageSize: number, list: Array<{ orderId: number, orderNo: string, siteId: number, siteName: string, orderStatus: string, orderStatusName: string, deliveryType: string, deliveryTypeName: string, buyer: string, name: string, mobile: string, orderMoney: number, goodsNum: number, createTime: number, payTime: number, canShip: boolean, goodsList: Array<{ orderGoodsId: number, skuId: number, goodsId: number, skuName: string, skuImage: string, price: number, num: number, goodsMoney: number, refundStatusName: string }> }>, tabCounts: Array<{ tab: string, count: number }>, shops: Array<{ siteId: number, siteName: string }> } };

export type RemoveShopVerifierMemberMutationVariables = Exact<{
  memberId: number;
}>;


export type RemoveShopVerifierMemberMutation = { removeShopVerifierMember: number };

export type ShipShopOrderMutationVariables = Exact<{
  orderId: number;
  expressCompany: string;
  deliveryNo: string;
}>;


export type ShipShopOrderMutation = { shipShopOrder: { orderId: number, orderStatus: string, orderStatusName: string } };

export type ShopFiguresQueryVariables = Exact<{ [key: string]: never; }>;


export type ShopFiguresQuery = { shopFigures: { siteId: number, paidOrders: number, paidFen: number, refundedOrders: number, refundFen: number, refundRatePermille: number, salesByDay: Array<{ day: string, orders: number, paidFen: number }>, topGoods: Array<{ goodsId: number, name: string, num: number, paidFen: number }>, orderCounts: Array<{ status: string, name: string, count: number }> } };

export type ShopOrderQueryVariables = Exact<{
  orderId: number;
}>;


export type ShopOrderQuery = { shopOrder: { fullAddress: string, buyerMessage: string, goodsMoney: number, deliveryMoney: number, promotionMoney: number, couponMoney: number, payTypeName: string, deliveryTime: number, finishTime: number, closeReason: string, storeName: string, verified: boolean, voucherMoney: number, orderId: number, orderNo: string, siteId: number, siteName: string, orderStatus: string, orderStatusName: string, deliveryType: string, deliveryTypeName: string, buyer: string, name: string, mobile: string, orderMoney: number, goodsNum: number, createTime: number, payTime: number, canShip: boolean, packages: Array<{ packageName: string, expressCompany: string, deliveryNo: string, createTime: number }>, notes: Array<{ noteId: number, username: string, content: string, createTime: number }>, logs: Array<{ action: string, operator: string, remark: string, createTime: number }>, payments: Array<{ payNo: string, payTypeName: string, statusName: string, amount: number, createTime: number, payTime: number }>, refunds: Array<{ refundNo: string, skuName: string, refundTypeName: string, refundMoney: number, refundReason: string, statusName: string, createTime: number }>, audit: Array<{ username: string, role: string, action: string, outcome: string, time: number }>, goodsList: Array<{ orderGoodsId: number, skuId: number, goodsId: number, skuName: string, skuImage: string, price: number, num: number, goodsMoney: number, refundStatusName: string }> } };

export type ShopOrderDetailFieldsFragment = { fullAddress: string, buyerMessage: string, goodsMoney: number, deliveryMoney: number, promotionMoney: number, couponMoney: number, payTypeName: string, deliveryTime: number, finishTime: number, closeReason: string, storeName: string, verified: boolean, voucherMoney: number, orderId: number, orderNo: string, siteId: number, siteName: string, orderStatus: string, orderStatusName: string, deliveryType: string, deliveryTypeName: string, buyer: string, name: string, mobile: string, orderMoney: number, goodsNum: number, createTime: number, payTime: number, canShip: boolean, packages: Array<{ packageName: string, expressCompany: string, deliveryNo: string, createTime: number }>, notes: Array<{ noteId: number, username: string, content: string, createTime: number }>, logs: Array<{ action: string, operator: string, remark: string, createTime: number }>, payments: Array<{ payNo: string, payTypeName: string, statusName: string, amount: number, createTime: number, payTime: number }>, refunds: Array<{ refundNo: string, skuName: string, refundTypeName: string, refundMoney: number, refundReason: string, statusName: string, createTime: number }>, audit: Array<{ username: string, role: string, action: string, outcome: string, time: number }>, goodsList: Array<{ orderGoodsId: number, skuId: number, goodsId: number, skuName: string, skuImage: string, price: number, num: number, goodsMoney: number, refundStatusName: string }> };

export type ShopOrderFieldsFragment = { orderId: number, orderNo: string, siteId: number, siteName: string, orderStatus: string, orderStatusName: string, deliveryType: string, deliveryTypeName: string, buyer: string, name: string, mobile: string, orderMoney: number, goodsNum: number, createTime: number, payTime: number, canShip: boolean, goodsList: Array<{ orderGoodsId: number, skuId: number, goodsId: number, skuName: string, skuImage: string, price: number, num: number, goodsMoney: number, refundStatusName: string }> };

export type ShopOrdersQueryVariables = Exact<{
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  sort?: string | null | undefined;
  filter?: ShopOrderFilter | null | undefined;
}>;


export type ShopOrdersQuery = { shopOrders: { count: number, page: number, pageSize: number, list: Array<{ orderId: number, orderNo: string, siteId: number, siteName: string, orderStatus: string, orderStatusName: string, deliveryType: string, deliveryTypeName: string, buyer: string, name: string, mobile: string, orderMoney: number, goodsNum: number, createTime: number, payTime: number, canShip: boolean, goodsList: Array<{ orderGoodsId: number, skuId: number, goodsId: number, skuName: string, skuImage: string, price: number, num: number, goodsMoney: number, refundStatusName: string }> }>, tabCounts: Array<{ tab: string, count: number }> } };

export type ShopOverviewQueryVariables = Exact<{ [key: string]: never; }>;


export type ShopOverviewQuery = { shopOverview: { siteId: number, siteName: string, goodsSelling: number, goodsPending: number, goodsRefused: number, lowStock: number, ordersToShip: number, ordersToPickUp: number, refundsApplied: number, todayOrders: number, todaySales: number } };

export type ShopVerifierMemberFieldsFragment = { memberId: number, username: string, nickname: string, mobile: string, addedBy: string, createTime: number };

export type ShopVerifierMembersQueryVariables = Exact<{ [key: string]: never; }>;


export type ShopVerifierMembersQuery = { shopVerifierMembers: Array<{ memberId: number, username: string, nickname: string, mobile: string, addedBy: string, createTime: number }> };

export type VerifyConfirmMutationVariables = Exact<{
  code: string;
}>;


export type VerifyConfirmMutation = { verifyConfirm: { kind: string, code: string, orderId: number, orderNo: string, buyer: string, storeName: string, verified: boolean, verifyTime: number, verifier: string, expireTime: number, items: Array<{ skuName: string, num: number, skuImage: string }> } };

export type VerifyLookupQueryVariables = Exact<{
  code: string;
}>;


export type VerifyLookupQuery = { verifyLookup: { kind: string, code: string, orderId: number, orderNo: string, buyer: string, storeName: string, verified: boolean, verifyTime: number, verifier: string, expireTime: number, items: Array<{ skuName: string, num: number, skuImage: string }> } };

export type VerifyTargetFieldsFragment = { kind: string, code: string, orderId: number, orderNo: string, buyer: string, storeName: string, verified: boolean, verifyTime: number, verifier: string, expireTime: number, items: Array<{ skuName: string, num: number, skuImage: string }> };

export type AddShopServicerMutationVariables = Exact<{
  input: ShopServicerInput;
}>;


export type AddShopServicerMutation = { addShopServicer: { servicerId: number, accountId: number, username: string, nickname: string, role: string, disabled: boolean, online: boolean, lastLoginTime: number, createTime: number } };

export type ResetShopServicerPasswordMutationVariables = Exact<{
  servicerId: number;
  password: string;
}>;


export type ResetShopServicerPasswordMutation = { resetShopServicerPassword: { servicerId: number, accountId: number, username: string, nickname: string, role: string, disabled: boolean, online: boolean, lastLoginTime: number, createTime: number } };

export type SetShopServicerDisabledMutationVariables = Exact<{
  servicerId: number;
  disabled: boolean;
}>;


export type SetShopServicerDisabledMutation = { setShopServicerDisabled: { servicerId: number, accountId: number, username: string, nickname: string, role: string, disabled: boolean, online: boolean, lastLoginTime: number, createTime: number } };

export type ShopServicerFieldsFragment = { servicerId: number, accountId: number, username: string, nickname: string, role: string, disabled: boolean, online: boolean, lastLoginTime: number, createTime: number };

export type ShopServicersQueryVariables = Exact<{ [key: string]: never; }>;


export type ShopServicersQuery = { shopServicers: Array<{ servicerId: number, accountId: number, username: string, nickname: string, role: string, disabled: boolean, online: boolean, lastLoginTime: number, createTime: number }> };

export type ConsoleListedGoodsFieldsFragment = { goodsId: number, goodsName: string, goodsImage: string, price: number, shopName: string, isOnShelf: boolean, sort: number };

export type ConsoleMealsQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleMealsQuery = { consoleMeals: Array<{ packageId: number, title: string, people: number, image: string, description: string, packagePrice: number, isShow: boolean, sort: number, items: Array<{ skuId: number, num: number, skuName: string, price: number }> }> };

export type ConsoleNewsQueryVariables = Exact<{
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  keyword?: string | null | undefined;
}>;


export type ConsoleNewsQuery = { consoleNews: { count: number, page: number, pageSize: number, list: Array<{ newsId: number, title: string, source: string, createTime: number }> } };

export type ConsoleNewsItemQueryVariables = Exact<{
  newsId: number;
}>;


export type ConsoleNewsItemQuery = { consoleNewsItem: { newsId: number, title: string, source: string, cover: string, summary: string, content: string } };

export type ConsoleProjectQueryVariables = Exact<{
  projectId: number;
}>;


export type ConsoleProjectQuery = { consoleProject: { projectId: number, title: string, place: string, beneficiaries: number, targetAmount: number, raisedAmount: number, status: number, cover: string, summary: string, content: string, skuIds: Array<number>, sort: number, goods: Array<{ skuId: number, skuName: string, skuImage: string, price: number, isOnShelf: boolean }> } };

export type ConsoleProjectsQueryVariables = Exact<{
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  keyword?: string | null | undefined;
}>;


export type ConsoleProjectsQuery = { consoleProjects: { count: number, page: number, pageSize: number, list: Array<{ projectId: number, title: string, place: string, status: number, targetAmount: number, raisedAmount: number, progress: number, beneficiaries: number, sort: number, isShow: boolean }> } };

export type ConsoleSiteQueryVariables = Exact<{
  siteId: number;
}>;


export type ConsoleSiteQuery = { consoleSite: { siteId: number, title: string, logo: string, websiteType: number, siteAreaId: number, webDomain: string, isBackIndex: number, webQrcode: string, sort: number, provinceId: number, provinceName: string, initial: string, parentSiteId: number, welcome: string, shortname: string } };

export type ConsoleSiteContentQueryVariables = Exact<{
  siteId: number;
}>;


export type ConsoleSiteContentQuery = { consoleSiteBanners: Array<{ bannerId: number, siteId: number, title: string, image: string, url: string, sort: number }>, consoleSiteRecommend: Array<{ goodsId: number, goodsName: string, goodsImage: string, price: number, shopName: string, isOnShelf: boolean, sort: number }> };

export type ConsoleSiteDetailFieldsFragment = { siteId: number, title: string, logo: string, websiteType: number, siteAreaId: number, webDomain: string, isBackIndex: number, webQrcode: string, sort: number, provinceId: number, provinceName: string, initial: string, parentSiteId: number, welcome: string, shortname: string };

export type ConsoleSitesQueryVariables = Exact<{
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  keyword?: string | null | undefined;
  websiteType?: number | null | undefined;
}>;


export type ConsoleSitesQuery = { consoleSites: { count: number, page: number, pageSize: number, list: Array<{ siteId: number, title: string, logo: string, websiteType: number, parentSiteId: number, provinceName: string, webDomain: string, isBackIndex: number, bannerCount: number, goodsCount: number, isShow: boolean, hallShow: boolean }> } };

export type ConsoleSupportUnitQueryVariables = Exact<{
  supportId: number;
}>;


export type ConsoleSupportUnitQuery = { consoleSupportUnit: { supportId: number, supportName: string, supportLogo: string, introduction: string, categoryId: number, sort: number, goods: Array<{ goodsId: number, goodsName: string, goodsImage: string, price: number, shopName: string, isOnShelf: boolean, sort: number }> } };

export type ConsoleSupportUnitsQueryVariables = Exact<{
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  keyword?: string | null | undefined;
  categoryId?: number | null | undefined;
}>;


export type ConsoleSupportUnitsQuery = { consoleSupportUnits: { count: number, page: number, pageSize: number, list: Array<{ supportId: number, supportName: string, supportLogo: string, categoryId: number, categoryName: string, goodsCount: number, sort: number, isShow: boolean }> }, consoleSupportCategories: Array<{ categoryId: number, pid: number, level: number, categoryName: string }> };

export type ConsoleZonesQueryVariables = Exact<{
  code: string;
  withZone: boolean;
}>;


export type ConsoleZonesQuery = { consoleZones: Array<{ code: string, title: string, tabKind: string, goodsCount: number }>, consoleZone?: { code: string, title: string, subtitle: string, banner: string, introduction: string, notice: string, tabKind: string, goods: Array<{ skuId: number, skuName: string, tab: string, province: string }> } };

export type DeleteNewsMutationVariables = Exact<{
  newsId: number;
}>;


export type DeleteNewsMutation = { deleteNews: number };

export type DeleteSiteBannerMutationVariables = Exact<{
  bannerId: number;
}>;


export type DeleteSiteBannerMutation = { deleteSiteBanner: number };

export type SaveMealMutationVariables = Exact<{
  input: MealInput;
}>;


export type SaveMealMutation = { saveMeal: { packageId: number } };

export type SaveNewsMutationVariables = Exact<{
  input: NewsInput;
}>;


export type SaveNewsMutation = { saveNews: { newsId: number } };

export type SaveProjectMutationVariables = Exact<{
  input: ProjectInput;
}>;


export type SaveProjectMutation = { saveProject: { projectId: number } };

export type SaveSiteMutationVariables = Exact<{
  input: SiteInput;
}>;


export type SaveSiteMutation = { saveSite: { siteId: number, title: string, logo: string, websiteType: number, siteAreaId: number, webDomain: string, isBackIndex: number, webQrcode: string, sort: number, provinceId: number, provinceName: string, initial: string, parentSiteId: number, welcome: string, shortname: string } };

export type SaveSiteBannerMutationVariables = Exact<{
  input: SiteBannerInput;
}>;


export type SaveSiteBannerMutation = { saveSiteBanner: { bannerId: number } };

export type SaveSupportUnitMutationVariables = Exact<{
  input: SupportUnitInput;
}>;


export type SaveSupportUnitMutation = { saveSupportUnit: { supportId: number } };

export type SaveZoneMutationVariables = Exact<{
  input: ZoneInput;
}>;


export type SaveZoneMutation = { saveZone: { code: string } };

export type SetSiteRecommendMutationVariables = Exact<{
  siteId: number;
  goodsIds: Array<number> | number;
}>;


export type SetSiteRecommendMutation = { setSiteRecommend: Array<{ goodsId: number }> };

export type SetZoneGoodsMutationVariables = Exact<{
  code: string;
  goods: Array<ZoneGoodsInput> | ZoneGoodsInput;
}>;


export type SetZoneGoodsMutation = { setZoneGoods: { code: string, goodsCount: number } };

export type ShowProjectMutationVariables = Exact<{
  projectId: number;
  isShow: boolean;
}>;


export type ShowProjectMutation = { showProject: boolean };

export type ShowRegionHallMutationVariables = Exact<{
  siteId: number;
  isShow: boolean;
}>;


export type ShowRegionHallMutation = { showRegionHall: boolean };

export type ShowSiteMutationVariables = Exact<{
  siteId: number;
  isShow: boolean;
}>;


export type ShowSiteMutation = { showSite: boolean };

export type ShowSupportUnitMutationVariables = Exact<{
  supportId: number;
  isShow: boolean;
}>;


export type ShowSupportUnitMutation = { showSupportUnit: boolean };
