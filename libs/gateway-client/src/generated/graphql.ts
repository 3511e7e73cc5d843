/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
export type AccountSource =
  | 'ADJUST'
  | 'ORDER'
  | 'RECHARGE'
  | 'REFUND'
  | 'SIGNIN'
  | 'WITHDRAW'
  | 'WITHDRAW_REFUND';

export type AccountType =
  | 'BALANCE'
  | 'POINT';

export type AddressInput = {
  /** Street and house number, 2-120 characters. */
  address: string;
  /** 0 or absent only when the province has no cities. */
  cityId?: number | null | undefined;
  /** 0 or absent only when the city has no districts. */
  districtId?: number | null | undefined;
  isDefault?: boolean | null | undefined;
  mobile: string;
  /** Receiver, 1-32 characters. */
  name: string;
  provinceId: number;
  /** Optional landline: digits and -. */
  telephone?: string | null | undefined;
};

export type BankAccountInput = {
  /** Card number, Alipay account or WeChat ID (rules per type). */
  account: string;
  /** BANK only: bank and branch. */
  branchBankName?: string | null | undefined;
  isDefault?: boolean | null | undefined;
  mobile: string;
  /** Real name, 2-32 characters. */
  realname: string;
  type: TransferType;
};

export type CertStatus =
  | 'NONE'
  | 'PASSED'
  | 'PENDING'
  | 'REFUSED';

/** Exactly one of cartIds, skuId + num (buy now) or skus. */
export type CheckoutInput = {
  addressId?: number | null | undefined;
  buyerMessage?: string | null | undefined;
  cartIds?: Array<number> | null | undefined;
  couponId?: number | null | undefined;
  deliveryType?: DeliveryType | null | undefined;
  invoiceId?: number | null | undefined;
  kind?: OrderKind | null | undefined;
  num?: number | null | undefined;
  /** The activity of a promotion kind (seckill, group-buy or combo id); a combo needs no goods besides it. */
  promotionId?: number | null | undefined;
  skuId?: number | null | undefined;
  skus?: Array<SkuQuantityInput> | null | undefined;
  storeId?: number | null | undefined;
};

export type ComplainInput = {
  content: string;
  images?: Array<string> | null | undefined;
  orderGoodsId: number;
  reason: string;
};

export type CouponClaimState =
  | 'CLAIMABLE'
  | 'CLAIMED'
  | 'EXPIRED'
  | 'SOLDOUT';

export type CouponState =
  | 'EXPIRED'
  | 'UNUSED'
  | 'USED';

export type CouponType =
  /** A discount rate. */
  | 'DISCOUNT'
  /** Money off. */
  | 'REWARD';

export type CreateOrderInput = {
  checkout: CheckoutInput;
  /** A key the client makes once per checkout page (8-64 of [A-Za-z0-9_-]). */
  orderKey: string;
};

export type DeliveryType =
  | 'EXPRESS'
  | 'LOCAL_DELIVERY'
  | 'PICKUP'
  | 'VIRTUAL';

export type EvaluateAgainInput = {
  content: string;
  images?: Array<string> | null | undefined;
  orderGoodsId: number;
};

export type EvaluateGoodsInput = {
  content: string;
  images?: Array<string> | null | undefined;
  orderGoodsId: number;
  /** 1-5. */
  scores: number;
};

export type EvaluationKind =
  | 'ALL'
  | 'BAD'
  | 'GOOD'
  | 'MEDIUM';

export type GoodsListFilter = {
  brandId?: number | null | undefined;
  categoryId?: number | null | undefined;
  keyword?: string | null | undefined;
  /** Level (1-3) of categoryId; looked up when absent. */
  level?: number | null | undefined;
  maxPrice?: string | null | undefined;
  /** Yuan, at most 2 decimals. */
  minPrice?: string | null | undefined;
  /** 0 all, 1 new, 2 premium, 3 recommended (recommend_way). */
  searchType?: number | null | undefined;
  /** A shop's own category (shopCategoryTree); a top category includes its children. */
  shopCategoryId?: number | null | undefined;
  shopId?: number | null | undefined;
  /** 2/3/4: province/city/county certified. */
  tagLevel?: number | null | undefined;
  /** 1: '832' products only. */
  tagType?: number | null | undefined;
};

export type GoodsSort =
  /** The shop's own order. */
  | 'COMPOSITE'
  | 'NEWEST'
  | 'PRICE_ASC'
  | 'PRICE_DESC'
  | 'SALES';

export type GroupbuyOrder =
  | 'DEFAULT'
  | 'PRICE_ASC'
  | 'PRICE_DESC'
  | 'SOLD';

export type InvoiceKind =
  /** Ordinary VAT invoice. */
  | 'NORMAL'
  /** Special VAT invoice: company titles only, needs address, phone, bank and account. */
  | 'SPECIAL';

export type InvoiceTitleInput = {
  bankAccount?: string | null | undefined;
  bankName?: string | null | undefined;
  companyAddress?: string | null | undefined;
  companyPhone?: string | null | undefined;
  email?: string | null | undefined;
  isDefault?: boolean | null | undefined;
  kind?: InvoiceKind | null | undefined;
  /** COMPANY: taxpayer number (15, 17, 18 or 20 characters); PERSONAL: must be empty. */
  taxNumber?: string | null | undefined;
  /** 2-64 characters. */
  title: string;
  titleType: InvoiceTitleType;
};

export type InvoiceTitleType =
  | 'COMPANY'
  | 'PERSONAL';

export type IssueVouchersInput = {
  categoryIds?: Array<number> | null | undefined;
  countPerMember: number;
  /** Face value in yuan (at most 2 decimals). */
  faceValue: string;
  memberIds?: Array<number> | null | undefined;
  remark?: string | null | undefined;
  shopIds?: Array<number> | null | undefined;
  toAll?: boolean | null | undefined;
  validDays: number;
  voucherName: string;
};

export type LoginInput = {
  /** Keep me logged in for this many days (0 = this browser session). */
  autoLoginDays?: number | null | undefined;
  captchaCode?: string | null | undefined;
  /** The image captcha, when loginNeedsCaptcha asks for it. */
  captchaId?: string | null | undefined;
  password: string;
  username: string;
};

export type MobileLoginInput = {
  autoLoginDays?: number | null | undefined;
  code: string;
  mobile: string;
};

export type OrderKind =
  /** A combo package at its package price (promotionId = the combo's id; num = packages). */
  | 'COMBO'
  /** A group-buy at its group price from its minimum quantity (promotionId = the group-buy's id). */
  | 'GROUPBUY'
  | 'NORMAL'
  /** A seckill goods at its seckill price while its slot runs (promotionId = the seckill goods' id). */
  | 'SECKILL'
  /** A topic goods at its topic price (promotionId = the topic goods' id). */
  | 'TOPIC';

export type OrderPayType =
  | 'BALANCE'
  /** 演示支付（不扣款）: marks the orders paid without taking money. */
  | 'DEMO';

export type OrderStatus =
  | 'CLOSED'
  | 'COMPLETED'
  | 'PAID'
  /** Offline transfer certificate waits for review. */
  | 'REVIEWING'
  | 'SHIPPED'
  | 'UNPAID';

export type OrderTab =
  | 'ALL'
  | 'CLOSED'
  | 'COMPLETED'
  | 'REFUNDING'
  | 'WAIT_CONFIRM'
  | 'WAIT_PAY'
  | 'WAIT_RATE'
  | 'WAIT_SEND';

export type OrgInput = {
  address: string;
  contactMobile: string;
  contactName: string;
  creditCode: string;
  orgName: string;
  orgType: number;
};

export type OrgRole =
  | 'ADMIN'
  | 'MEMBER';

export type PayMethod =
  | 'BALANCE'
  | 'DEMO'
  | 'OFFLINE';

export type PayType =
  /** Demo provider: clearly labelled, moves no real money. */
  | 'DEMO';

export type PaymentStatus =
  | 'CREATED'
  | 'PAID'
  | 'REFUSED'
  | 'REVIEWING';

export type ProjectStatus =
  | 'COMPLETED'
  | 'IN_PROGRESS'
  | 'PREPARING';

export type RankingPeriod =
  | 'ALL'
  | 'MONTH'
  | 'YEAR';

export type RankingType =
  /** Regional purchase: provinces, or the cities of one province. */
  | 'AREA'
  /** Unit purchase: orders paid by members of a unit. */
  | 'COMPANY'
  /** The latest paid orders (the trade ticker). */
  | 'ORDER_REAL_TIME'
  /** Merchant sales. */
  | 'SHOP'
  /** Unit recharge: units' paid voucher top-ups. */
  | 'VOUCHER';

export type RechargeStatus =
  | 'CLOSED'
  | 'PAID'
  | 'UNPAID';

export type RefundInput = {
  /** Yuan, at most 2 decimals. */
  amount: string;
  images?: Array<string> | null | undefined;
  orderGoodsId: number;
  reason: string;
  /** 1 refund only, 2 return and refund. */
  refundType?: number | null | undefined;
  remark?: string | null | undefined;
};

export type RefundStatus =
  | 'APPLIED'
  /** The platform let the shop's refusal stand. */
  | 'ARBITRATED'
  /** A refusal the buyer sent to the platform's arbitration. */
  | 'ARBITRATING'
  | 'CANCELLED'
  | 'REFUNDED'
  | 'REFUSED';

export type RegionGoodsFilter = {
  categoryId?: number | null | undefined;
  categoryLevel?: number | null | undefined;
  cityId?: number | null | undefined;
  districtId?: number | null | undefined;
  siteId: number;
};

export type RegisterInput = {
  /** Must be true: the user accepted the agreements. */
  agreement: boolean;
  /** Keep me logged in for this many days (0 = this browser session). */
  autoLoginDays?: number | null | undefined;
  /** The 6-digit SMS code. */
  code: string;
  /** COMPANY only, optional. */
  companyAddress?: string | null | undefined;
  /** COMPANY only: unit name (2-64). */
  companyName?: string | null | undefined;
  /** COMPANY only: contact phone; the registering mobile when empty. */
  contactMobile?: string | null | undefined;
  /** COMPANY only: contact person. */
  contactName?: string | null | undefined;
  /** COMPANY only: 18-character unified social credit code. */
  creditCode?: string | null | undefined;
  mobile: string;
  /** 6-32 characters with letters and digits. */
  password: string;
  type: RegisterType;
  /** Optional: a letter then 3-31 letters, digits or _; the mobile number when empty. */
  username?: string | null | undefined;
};

export type RegisterType =
  | 'COMPANY'
  | 'PERSONAL';

export type ResetPasswordInput = {
  /** From checkResetPasswordCode. */
  key: string;
  mobile: string;
  password: string;
};

export type SearchKind =
  | 'GOODS'
  | 'SHOP';

export type SearchSuggestionKind =
  /** That keyword within a category (「脐橙 在 水果 分类」). */
  | 'CATEGORY'
  /** A keyword to search goods by. */
  | 'KEYWORD'
  /** A shop (kind SHOP). */
  | 'SHOP';

export type SeckillSlotState =
  | 'ENDED'
  | 'RUNNING'
  | 'UPCOMING';

export type ShopApplyInput = {
  /** Level-1 goods categories. */
  categoryIds: Array<number>;
  companyName: string;
  contactName: string;
  /** An image uploaded with /api/upload/orderimg. */
  licenceImage: string;
  mobile: string;
  shopName: string;
  tagLevel: number;
};

export type SkuQuantityInput = {
  num: number;
  skuId: number;
};

export type SmsCodeInput = {
  captchaCode: string;
  /** From the captcha query. */
  captchaId: string;
  mobile: string;
};

export type TransferType =
  /** Alipay: a mobile number or an e-mail. */
  | 'ALIPAY'
  /** Bank card: 12-19 digits and the bank branch. */
  | 'BANK'
  /** WeChat: a WeChat ID (letter first, 6-20) or a mobile number. */
  | 'WECHATPAY';

export type VerifyOutcome =
  | 'OK'
  | 'REFUSED';

export type VerifyType =
  | 'PICKUP'
  | 'VIRTUAL_GOODS';

export type VoucherInvoiceInput = {
  email?: string | null | undefined;
  invoiceTitle: string;
  invoiceType: number;
  orderIds: Array<number>;
  taxNumber: string;
};

export type VoucherStatus =
  | 'EXPIRED'
  | 'PENDING'
  | 'USABLE'
  | 'USED';

export type WithdrawStatus =
  | 'APPROVED'
  | 'PENDING'
  | 'REFUSED'
  | 'TRANSFERRED';

export type ZoneTabKind =
  /** Tabs are goods categories. */
  | 'CATEGORY'
  /** Tabs are provinces (redarea, eastwest). */
  | 'REGION';

export type LayoutQueryVariables = Exact<{ [key: string]: never; }>;


export type LayoutQuery = { hotSearchWords: Array<string>, defaultSearchWord: string, site: { siteId: number, title: string, desc: string, keywords: string, logo: string, webStatus: boolean, webPhone: string, webQrcode: string, defaultImages: { goods: string, head: string, shop: string, city: string, supply: string, store: string, category: string, brand: string }, copyright: { icp: string, address: string, businessLicense: string, report: string, marketSupervisionUrl: string, copyrightTitle: string, copyrightLink: string, copyrightDesc: string, govRecord: string, govUrl: string }, servicer: { open: boolean, type: string, hotline: string, thirdUrl: string } }, navList: Array<{ id: number, title: string, url: string, isBlank: boolean }>, categoryTree: Array<{ id: number, name: string, level: number, image: string, children: Array<{ id: number, name: string, level: number, image: string, children: Array<{ id: number, name: string, level: number, image: string }> }> }>, helpClasses: Array<{ id: number, name: string, entries: Array<{ id: number, title: string }> }>, friendlyLinks: Array<{ id: number, title: string, pic: string, url: string, isBlank: boolean }>, adv: { id: number, enabled: boolean, background: string, advs: Array<{ id: number, title: string, image: string, url: string, background: string }> } | null };

export type SessionQueryVariables = Exact<{ [key: string]: never; }>;


export type SessionQuery = { member: { id: number, username: string, nickname: string, headimg: string } | null, cart: { count: number, total: number, items: Array<{ cartId: number, skuId: number, skuName: string, skuImage: string, discountPrice: number, num: number, tagType: number, tagLevel: number }> }, myVoucherCounts: { pending: number } };

export type WapQrcodeQueryVariables = Exact<{
  siteId: number;
}>;


export type WapQrcodeQuery = { wapQrcode: string };

export type CartLineSummaryFragment = { cartId: number, skuId: number, skuName: string, skuImage: string, discountPrice: number, num: number, tagType: number, tagLevel: number };

export type CartPageQueryVariables = Exact<{ [key: string]: never; }>;


export type CartPageQuery = { member: { id: number } | null, cart: { count: number, total: number, items: Array<{ stock: number, siteId: number, siteName: string, invalid: boolean, invalidReason: string, cartId: number, skuId: number, skuName: string, skuImage: string, discountPrice: number, num: number, tagType: number, tagLevel: number, promotion: { manjian: Array<string>, seckill: { seckillId: number, seckillPrice: number } | null, groupbuy: { groupbuyId: number, groupbuyPrice: number, minNum: number } | null, topic: { topicName: string, topicPrice: number } | null } | null }> } };

export type CartPageCartFragment = { count: number, total: number, items: Array<{ stock: number, siteId: number, siteName: string, invalid: boolean, invalidReason: string, cartId: number, skuId: number, skuName: string, skuImage: string, discountPrice: number, num: number, tagType: number, tagLevel: number, promotion: { manjian: Array<string>, seckill: { seckillId: number, seckillPrice: number } | null, groupbuy: { groupbuyId: number, groupbuyPrice: number, minNum: number } | null, topic: { topicName: string, topicPrice: number } | null } | null }> };

export type CartPageDeleteItemsMutationVariables = Exact<{
  cartIds: Array<number> | number;
}>;


export type CartPageDeleteItemsMutation = { deleteCartItems: { count: number, total: number, items: Array<{ stock: number, siteId: number, siteName: string, invalid: boolean, invalidReason: string, cartId: number, skuId: number, skuName: string, skuImage: string, discountPrice: number, num: number, tagType: number, tagLevel: number, promotion: { manjian: Array<string>, seckill: { seckillId: number, seckillPrice: number } | null, groupbuy: { groupbuyId: number, groupbuyPrice: number, minNum: number } | null, topic: { topicName: string, topicPrice: number } | null } | null }> } };

export type CartPageUpdateItemMutationVariables = Exact<{
  cartId: number;
  num: number;
}>;


export type CartPageUpdateItemMutation = { updateCartItem: { count: number, total: number, items: Array<{ stock: number, siteId: number, siteName: string, invalid: boolean, invalidReason: string, cartId: number, skuId: number, skuName: string, skuImage: string, discountPrice: number, num: number, tagType: number, tagLevel: number, promotion: { manjian: Array<string>, seckill: { seckillId: number, seckillPrice: number } | null, groupbuy: { groupbuyId: number, groupbuyPrice: number, minNum: number } | null, topic: { topicName: string, topicPrice: number } | null } | null }> } };

export type CheckoutCalculateQueryVariables = Exact<{
  input: CheckoutInput;
}>;


export type CheckoutCalculateQuery = { checkout: { kind: OrderKind, deliveryType: DeliveryType, goodsMoney: number, deliveryMoney: number, promotionMoney: number, couponMoney: number, invoiceMoney: number, orderMoney: number, goods: Array<{ skuId: number, goodsId: number, skuName: string, skuImage: string, price: number, num: number, goodsMoney: number, siteId: number, siteName: string }>, deliveryOptions: Array<{ type: DeliveryType, name: string, fee: number }>, address: { addressId: number, name: string, mobile: string, fullAddress: string } | null, stores: Array<{ storeId: number, storeName: string, address: string, telephone: string, openTime: string }>, promotions: Array<{ siteId: number, text: string, discountMoney: number }>, coupons: Array<{ couponId: number, couponName: string, discountMoney: number, usable: boolean, reason: string }>, invoice: { invoiceId: number, invoiceTitle: string, invoiceType: number, rate: string } | null } };

export type CheckoutCreateOrderMutationVariables = Exact<{
  input: CreateOrderInput;
}>;


export type CheckoutCreateOrderMutation = { createOrder: { orderId: number, orderNo: string, orderMoney: number, status: OrderStatus, autoCloseTime: number, repeated: boolean } };

export type PayInfoQueryVariables = Exact<{
  orderIds: Array<number> | number;
}>;


export type PayInfoQuery = { payInfo: { payMoney: number, balance: number, orders: Array<{ orderId: number, orderNo: string, orderMoney: number, status: OrderStatus, autoCloseTime: number }>, methods: Array<{ type: PayMethod, name: string, desc: string, isDemo: boolean, enabled: boolean }>, offlineAccount: { bankName: string, accountName: string, accountNo: string, remark: string }, vouchers: Array<{ voucherId: number, voucherNo: string, voucherName: string, remaining: number, validEnd: number, usableMoney: number }> } };

export type PayOrderFieldsFragment = { orderId: number, orderNo: string, orderMoney: number, status: OrderStatus, autoCloseTime: number };

export type PayOrdersMutationVariables = Exact<{
  orderIds: Array<number> | number;
  payType: OrderPayType;
  payKey: string;
  voucherId?: number | null | undefined;
}>;


export type PayOrdersMutation = { payOrders: { paymentId: number, payNo: string, payType: PayMethod, payTypeName: string, amount: number, status: PaymentStatus, voucherMoney: number } };

export type PayResultQueryVariables = Exact<{
  orderIds: Array<number> | number;
  orderId: number;
}>;


export type PayResultQuery = { payInfo: { orders: Array<{ orderId: number, orderNo: string, orderMoney: number, status: OrderStatus, autoCloseTime: number }> }, order: { orderId: number, payType: string, payTypeName: string, payTime: number } | null };

export type PaySubmitTicketsMutationVariables = Exact<{
  orderIds: Array<number> | number;
  images: Array<string> | string;
  remark?: string | null | undefined;
  payKey: string;
  voucherId?: number | null | undefined;
}>;


export type PaySubmitTicketsMutation = { submitPayTickets: { paymentId: number, payNo: string, status: PaymentStatus, voucherMoney: number } };

export type PayTicketsQueryVariables = Exact<{
  orderId: number;
}>;


export type PayTicketsQuery = { order: { orderId: number, orderNo: string, status: OrderStatus } | null, payTickets: { payMoney: number, orderStatus: OrderStatus, offlineAccount: { bankName: string, accountName: string, accountNo: string, remark: string }, tickets: Array<{ paymentId: number, payNo: string, amount: number, status: PaymentStatus, statusName: string, orderIds: Array<number>, images: Array<string>, remark: string, reviewRemark: string, createTime: number, payTime: number }> } };

export type AddFootprintMutationVariables = Exact<{
  skuId: number;
}>;


export type AddFootprintMutation = { addFootprint: boolean };

export type AddToCartMutationVariables = Exact<{
  skuId: number;
  num: number;
}>;


export type AddToCartMutation = { addToCart: { count: number } };

export type BrandsQueryVariables = Exact<{
  categoryId?: number | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type BrandsQuery = { brands: { count: number, pageCount: number, list: Array<{ id: number, name: string, image: string, recommended: boolean, goodsNum: number }> } };

export type CategoryTreeQueryVariables = Exact<{ [key: string]: never; }>;


export type CategoryTreeQuery = { categoryTree: Array<{ id: number, name: string, level: number, image: string, image1: string, children: Array<{ id: number, name: string, level: number, image: string, image1: string, children: Array<{ id: number, name: string, level: number, image: string, image1: string }> }> }> };

export type CollectGoodsMutationVariables = Exact<{
  skuId: number;
}>;


export type CollectGoodsMutation = { collectGoods: boolean };

export type EvaluationsQueryVariables = Exact<{
  goodsId: number;
  kind?: EvaluationKind | null | undefined;
  withImages?: boolean | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type EvaluationsQuery = { evaluations: { count: number, pageCount: number, counts: { total: number, good: number, medium: number, bad: number, withImages: number, averageScore: string }, list: Array<{ id: number, memberName: string, memberHeadimg: string, content: string, images: Array<string>, scores: number, kind: EvaluationKind, skuName: string, createTime: number, againContent: string, explainFirst: string }> } };

export type FollowShopMutationVariables = Exact<{
  shopId: number;
}>;


export type FollowShopMutation = { followShop: boolean };

export type GoodsCardFieldsFragment = { skuId: number, goodsId: number, goodsName: string, skuName: string, skuImage: string, price: number, discountPrice: number, recommendWay: number, tagType: number, tagLevel: number };

export type GoodsPromotionTagFragment = { promotion: { manjian: Array<string>, seckill: { seckillPrice: number } | null, groupbuy: { groupbuyPrice: number, minNum: number } | null, topic: { topicName: string, topicPrice: number } | null } | null };

export type PromotionTagFieldsFragment = { manjian: Array<string>, seckill: { seckillPrice: number } | null, groupbuy: { groupbuyPrice: number, minNum: number } | null, topic: { topicName: string, topicPrice: number } | null };

export type GoodsDetailQueryVariables = Exact<{
  skuId: number;
}>;


export type GoodsDetailQuery = { goodsDetail: { skuId: number, goodsId: number, goodsName: string, skuName: string, specName: string, price: number, discountPrice: number, stock: number, saleNum: number, evaluateNum: number, goodsImages: Array<string>, skuImage: string, introduction: string, brief: string, recommendWay: number, tagType: number, tagLevel: number, onShelf: boolean, categoryId: number, brandId: number | null, brandName: string, isCollected: boolean, shop: { id: number, name: string, shortName: string, avatar: string, logo: string, province: string, address: string, telephone: string }, specs: Array<{ name: string, values: Array<{ skuId: number, name: string, selected: boolean, available: boolean }> }>, skus: Array<{ skuId: number, specName: string, skuImage: string, price: number, discountPrice: number, stock: number }>, categoryPath: Array<{ id: number, name: string, level: number }>, manjian: { id: number, name: string, type: number, startTime: number, endTime: number, rules: Array<{ money: number, discountMoney: number, text: string }> } | null, promotion: { goodsId: number, now: number, manjian: Array<string>, seckill: { seckillId: number, skuId: number, seckillPrice: number, endTime: number, stock: number } | null, groupbuy: { groupbuyId: number, skuId: number, groupbuyPrice: number, minNum: number, endTime: number } | null, topic: { topicId: number, topicName: string, skuId: number, topicPrice: number, endTime: number } | null, combos: Array<{ comboId: number, name: string, comboPrice: number, originalPrice: number, saving: number }> } | null } | null };

export type GoodsListPageQueryVariables = Exact<{
  filter?: GoodsListFilter | null | undefined;
  sort?: GoodsSort | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  categoryId: number;
  withCategory: boolean;
  brandCategoryId?: number | null | undefined;
}>;


export type GoodsListPageQuery = { goodsList: { count: number, pageCount: number, page: number, pageSize: number, list: Array<{ mainImage: string | null, saleNum: number, stock: number | null, skuId: number, goodsId: number, goodsName: string, skuName: string, skuImage: string, price: number, discountPrice: number, recommendWay: number, tagType: number, tagLevel: number, promotion: { manjian: Array<string>, seckill: { seckillPrice: number } | null, groupbuy: { groupbuyPrice: number, minNum: number } | null, topic: { topicName: string, topicPrice: number } | null } | null }>, facets: { tag832: number, categories: Array<{ count: number, category: { id: number, name: string, level: number } }>, brands: Array<{ id: number, name: string, count: number }>, tagLevels: Array<{ level: number, count: number }>, priceBands: Array<{ min: number, max: number | null, count: number }> } | null }, category?: { id: number, name: string, level: number, path: Array<{ id: number, name: string, level: number }>, children: Array<{ id: number, name: string, level: number }> } | null, brands: { list: Array<{ id: number, name: string }> } };

export type GoodsPromotionFieldsFragment = { goodsId: number, now: number, manjian: Array<string>, seckill: { seckillId: number, skuId: number, seckillPrice: number, endTime: number, stock: number } | null, groupbuy: { groupbuyId: number, skuId: number, groupbuyPrice: number, minNum: number, endTime: number } | null, topic: { topicId: number, topicName: string, skuId: number, topicPrice: number, endTime: number } | null, combos: Array<{ comboId: number, name: string, comboPrice: number, originalPrice: number, saving: number }> };

export type GoodsShopQueryVariables = Exact<{
  shopId: number;
}>;


export type GoodsShopQuery = { shop: { id: number, name: string, shortName: string, avatar: string, logo: string, province: string, address: string, telephone: string, goodsNum: number, fansNum: number, followed: boolean } | null };

export type HomePageQueryVariables = Exact<{ [key: string]: never; }>;


export type HomePageQuery = { adv: { id: number, enabled: boolean, background: string, advs: Array<{ id: number, title: string, image: string, url: string, background: string }> } | null, floors: Array<
    | { __typename: 'FloorStyle1', id: number, title: string, leftImage: { url: string, link: string }, bottomImage: { url: string, link: string }, goods: Array<{ siteId: number, skuId: number, goodsId: number, goodsName: string, skuName: string, skuImage: string, price: number, discountPrice: number, recommendWay: number, tagType: number, tagLevel: number, promotion: { manjian: Array<string>, seckill: { seckillPrice: number } | null, groupbuy: { groupbuyPrice: number, minNum: number } | null, topic: { topicName: string, topicPrice: number } | null } | null }> }
    | { __typename: 'FloorStyle3', id: number, title: string, categories: Array<{ id: number, name: string, level: number }>, images: Array<{ url: string, link: string }>, goods: Array<{ siteId: number, skuId: number, goodsId: number, goodsName: string, skuName: string, skuImage: string, price: number, discountPrice: number, recommendWay: number, tagType: number, tagLevel: number, promotion: { manjian: Array<string>, seckill: { seckillPrice: number } | null, groupbuy: { groupbuyPrice: number, minNum: number } | null, topic: { topicName: string, topicPrice: number } | null } | null }>, brands: Array<{ id: number, name: string, image: string }> }
  >, noticeAndArticle: { notices: Array<{ id: number, title: string, createTime: number }>, articles: Array<{ id: number, title: string, createTime: number }> }, floatLayer: { show: boolean, title: string, image: string, url: string, number: number } };

export type HomeGoodsFragment = { siteId: number, skuId: number, goodsId: number, goodsName: string, skuName: string, skuImage: string, price: number, discountPrice: number, recommendWay: number, tagType: number, tagLevel: number, promotion: { manjian: Array<string>, seckill: { seckillPrice: number } | null, groupbuy: { groupbuyPrice: number, minNum: number } | null, topic: { topicName: string, topicPrice: number } | null } | null };

export type RecommendGoodsQueryVariables = Exact<{
  categoryId?: number | null | undefined;
  size?: number | null | undefined;
}>;


export type RecommendGoodsQuery = { recommendGoods: Array<{ skuId: number, goodsId: number, goodsName: string, skuName: string, skuImage: string, price: number, discountPrice: number, recommendWay: number, tagType: number, tagLevel: number }> };

export type SearchSuggestionsQueryVariables = Exact<{
  keyword: string;
  kind?: SearchKind | null | undefined;
}>;


export type SearchSuggestionsQuery = { searchSuggestions: Array<{ kind: SearchSuggestionKind, text: string, goodsCount: number, shopId: number | null, category: { id: number, name: string, level: number } | null }> };

export type ShopSearchQueryVariables = Exact<{
  keyword?: string | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type ShopSearchQuery = { shopSearch: { count: number, pageCount: number, list: Array<{ id: number, name: string, shortName: string, avatar: string, logo: string, province: string, address: string, goodsNum: number }> } };

export type UncollectGoodsMutationVariables = Exact<{
  goodsId: number;
}>;


export type UncollectGoodsMutation = { uncollectGoods: boolean };

export type UnfollowShopMutationVariables = Exact<{
  shopId: number;
}>;


export type UnfollowShopMutation = { unfollowShop: boolean };

export type AdvPositionFieldsFragment = { id: number, enabled: boolean, background: string, advs: Array<{ id: number, title: string, image: string, url: string, background: string }> };

export type ArticleQueryVariables = Exact<{
  id: number;
}>;


export type ArticleQuery = { article: { id: number, title: string, cover: string, summary: string, createTime: number, content: string, prev: { id: number, title: string } | null, next: { id: number, title: string } | null } | null };

export type ArticlesQueryVariables = Exact<{
  classId?: number | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type ArticlesQuery = { articleClasses: Array<{ id: number, name: string }>, articles: { count: number, pageCount: number, list: Array<{ id: number, title: string, cover: string, summary: string, createTime: number }> } };

export type HelpQueryVariables = Exact<{
  id: number;
}>;


export type HelpQuery = { helpClasses: Array<{ id: number, name: string, entries: Array<{ id: number, title: string }> }>, help: { id: number, title: string, classId: number, className: string, createTime: number, content: string, prev: { id: number, title: string } | null, next: { id: number, title: string } | null } | null };

export type HelpClassesQueryVariables = Exact<{ [key: string]: never; }>;


export type HelpClassesQuery = { helpClasses: Array<{ id: number, name: string, entries: Array<{ id: number, title: string }> }> };

export type HelpDetailFieldsFragment = { id: number, title: string, classId: number, className: string, createTime: number, content: string, prev: { id: number, title: string } | null, next: { id: number, title: string } | null };

export type HelpListQueryVariables = Exact<{
  classId?: number | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type HelpListQuery = { helpClasses: Array<{ id: number, name: string, entries: Array<{ id: number, title: string }> }>, helpList: { count: number, pageCount: number, list: Array<{ id: number, title: string, classId: number, className: string, createTime: number }> } };

export type NoticeQueryVariables = Exact<{
  id: number;
}>;


export type NoticeQuery = { notice: { id: number, title: string, isTop: boolean, createTime: number, content: string, prev: { id: number, title: string } | null, next: { id: number, title: string } | null } | null };

export type NoticesQueryVariables = Exact<{
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type NoticesQuery = { notices: { count: number, pageCount: number, list: Array<{ id: number, title: string, isTop: boolean, createTime: number }> } };

export type GatewayClientSelfCheckQueryVariables = Exact<{ [key: string]: never; }>;


export type GatewayClientSelfCheckQuery = { __typename: 'Query' };

export type CaptchaQueryVariables = Exact<{ [key: string]: never; }>;


export type CaptchaQuery = { captcha: { id: string, image: string } };

export type CaptchaProofOfWorkQueryVariables = Exact<{
  captchaId: string;
}>;


export type CaptchaProofOfWorkQuery = { captchaProofOfWork: { challenge: string } };

export type CheckResetPasswordCodeMutationVariables = Exact<{
  mobile: string;
  code: string;
}>;


export type CheckResetPasswordCodeMutation = { checkResetPasswordCode: { key: string, expireSeconds: number } };

export type DeskVerifyCodeQueryVariables = Exact<{
  code: string;
}>;


export type DeskVerifyCodeQuery = { deskVerifyCode: { kind: string, code: string, orderId: number, orderNo: string, buyer: string, storeName: string, verified: boolean, verifyTime: number, verifier: string, expireTime: number, items: Array<{ skuName: string, skuImage: string, num: number }> } };

export type DeskVerifyTargetFieldsFragment = { kind: string, code: string, orderId: number, orderNo: string, buyer: string, storeName: string, verified: boolean, verifyTime: number, verifier: string, expireTime: number, items: Array<{ skuName: string, skuImage: string, num: number }> };

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LoginMutation = { login: { id: number, username: string, nickname: string } };

export type LoginNeedsCaptchaQueryVariables = Exact<{
  username?: string | null | undefined;
}>;


export type LoginNeedsCaptchaQuery = { loginNeedsCaptcha: boolean };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: boolean };

export type MemberAccountQueryVariables = Exact<{
  type?: AccountType | null | undefined;
  source?: AccountSource | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type MemberAccountQuery = { account: { balance: number, balanceFrozen: number, point: number }, accountRecords: { count: number, pageCount: number, list: Array<{ id: number, type: AccountType, amount: number | null, points: number | null, source: string, sourceName: string, remark: string, createTime: number }> } };

export type MemberAddAddressMutationVariables = Exact<{
  input: AddressInput;
}>;


export type MemberAddAddressMutation = { addAddress: number };

export type MemberAddBankAccountMutationVariables = Exact<{
  input: BankAccountInput;
}>;


export type MemberAddBankAccountMutation = { addBankAccount: number };

export type MemberAddInvoiceTitleMutationVariables = Exact<{
  input: InvoiceTitleInput;
}>;


export type MemberAddInvoiceTitleMutation = { addInvoiceTitle: number };

export type MemberAddressQueryVariables = Exact<{
  id: number;
}>;


export type MemberAddressQuery = { address: { id: number, name: string, mobile: string, telephone: string, provinceId: number, cityId: number, districtId: number, address: string, fullAddress: string, isDefault: boolean, createTime: number } | null };

export type MemberAddressFieldsFragment = { id: number, name: string, mobile: string, telephone: string, provinceId: number, cityId: number, districtId: number, address: string, fullAddress: string, isDefault: boolean, createTime: number };

export type MemberAddressesQueryVariables = Exact<{
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type MemberAddressesQuery = { addresses: { count: number, pageCount: number, list: Array<{ id: number, name: string, mobile: string, telephone: string, provinceId: number, cityId: number, districtId: number, address: string, fullAddress: string, isDefault: boolean, createTime: number }> } };

export type MemberApplyCoopCertMutationVariables = Exact<{
  name: string;
  images: Array<string> | string;
}>;


export type MemberApplyCoopCertMutation = { applyCoopCert: { status: CertStatus, statusName: string, name: string, remark: string, images: Array<string>, updateTime: number } };

export type MemberApplyFupinCertMutationVariables = Exact<{
  name: string;
  images: Array<string> | string;
}>;


export type MemberApplyFupinCertMutation = { applyFupinCert: { status: CertStatus, statusName: string, name: string, remark: string, images: Array<string>, updateTime: number } };

export type MemberApplyWithdrawalMutationVariables = Exact<{
  bankAccountId: number;
  amount: string;
}>;


export type MemberApplyWithdrawalMutation = { applyWithdrawal: { id: number, withdrawNo: string, balance: number } };

export type MemberBankAccountEditQueryVariables = Exact<{
  id: number;
  withAccount: boolean;
}>;


export type MemberBankAccountEditQuery = { bankAccount?: { id: number, type: TransferType, typeName: string, realname: string, mobile: string, branchBankName: string, account: string, isDefault: boolean, createTime: number } | null, transferTypes: Array<{ type: TransferType, name: string }>, withdrawConfig: { transferTypes: Array<TransferType> } };

export type MemberBankAccountFieldsFragment = { id: number, type: TransferType, typeName: string, realname: string, mobile: string, branchBankName: string, account: string, isDefault: boolean, createTime: number };

export type MemberBankAccountsQueryVariables = Exact<{
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type MemberBankAccountsQuery = { bankAccounts: { count: number, pageCount: number, list: Array<{ id: number, type: TransferType, typeName: string, realname: string, mobile: string, branchBankName: string, account: string, isDefault: boolean, createTime: number }> } };

export type MemberCaptchaQueryVariables = Exact<{ [key: string]: never; }>;


export type MemberCaptchaQuery = { captcha: { id: string, image: string } };

export type MemberCertificationFieldsFragment = { status: CertStatus, statusName: string, name: string, remark: string, images: Array<string>, updateTime: number };

export type MemberCertificationsQueryVariables = Exact<{ [key: string]: never; }>;


export type MemberCertificationsQuery = { fupinCert: { status: CertStatus, statusName: string, name: string, remark: string, images: Array<string>, updateTime: number }, coopCert: { status: CertStatus, statusName: string, name: string, remark: string, images: Array<string>, updateTime: number } };

export type MemberChangeMobileMutationVariables = Exact<{
  mobile: string;
  code: string;
}>;


export type MemberChangeMobileMutation = { changeMobile: boolean };

export type MemberChangePasswordMutationVariables = Exact<{
  oldPassword: string;
  newPassword: string;
}>;


export type MemberChangePasswordMutation = { changePassword: boolean };

export type MemberCitiesQueryVariables = Exact<{
  keyword?: string | null | undefined;
}>;


export type MemberCitiesQuery = { cities: Array<{ id: number, name: string, provinceId: number, provinceName: string }> };

export type MemberCollectionQueryVariables = Exact<{
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type MemberCollectionQuery = { collection: { count: number, pageCount: number, list: Array<{ id: number, time: number, onShelf: boolean, goods: { skuId: number, goodsId: number, goodsName: string, skuName: string, skuImage: string, price: number, discountPrice: number, recommendWay: number, tagType: number, tagLevel: number } }> } };

export type MemberCouponsQueryVariables = Exact<{
  state?: CouponState | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type MemberCouponsQuery = { memberCoupons: { count: number, pageCount: number, list: Array<{ id: number, name: string, type: CouponType, money: number, discount: string, atLeast: number, shopId: number, shopName: string, state: CouponState, startTime: number, endTime: number, useTime: number }> } };

export type MemberCreateRechargeOrderMutationVariables = Exact<{
  rechargeId: number;
  requestKey?: string | null | undefined;
}>;


export type MemberCreateRechargeOrderMutation = { createRechargeOrder: { id: number } };

export type MemberDeleteAddressMutationVariables = Exact<{
  id: number;
}>;


export type MemberDeleteAddressMutation = { deleteAddress: boolean };

export type MemberDeleteBankAccountMutationVariables = Exact<{
  id: number;
}>;


export type MemberDeleteBankAccountMutation = { deleteBankAccount: boolean };

export type MemberDeleteFootprintMutationVariables = Exact<{
  ids: Array<number> | number;
}>;


export type MemberDeleteFootprintMutation = { deleteFootprint: number };

export type MemberDeleteInvoiceTitleMutationVariables = Exact<{
  id: number;
}>;


export type MemberDeleteInvoiceTitleMutation = { deleteInvoiceTitle: boolean };

export type MemberFootprintQueryVariables = Exact<{
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type MemberFootprintQuery = { footprint: { count: number, pageCount: number, list: Array<{ id: number, time: number, onShelf: boolean, goods: { skuId: number, goodsId: number, goodsName: string, skuName: string, skuImage: string, price: number, discountPrice: number, recommendWay: number, tagType: number, tagLevel: number } }> } };

export type MemberGoodsFieldsFragment = { id: number, time: number, onShelf: boolean, goods: { skuId: number, goodsId: number, goodsName: string, skuName: string, skuImage: string, price: number, discountPrice: number, recommendWay: number, tagType: number, tagLevel: number } };

export type MemberHelpQueryVariables = Exact<{
  id: number;
}>;


export type MemberHelpQuery = { help: { id: number, title: string, classId: number, className: string, createTime: number, content: string, prev: { id: number, title: string } | null, next: { id: number, title: string } | null } | null };

export type MemberHelpListQueryVariables = Exact<{
  classId?: number | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type MemberHelpListQuery = { helpClasses: Array<{ id: number, name: string }>, helpList: { count: number, pageCount: number, list: Array<{ id: number, title: string, classId: number, className: string, createTime: number }> } };

export type MemberInvoiceTitleQueryVariables = Exact<{
  id: number;
}>;


export type MemberInvoiceTitleQuery = { invoiceTitle: { id: number, kind: InvoiceKind, titleType: InvoiceTitleType, title: string, taxNumber: string, email: string, companyAddress: string, companyPhone: string, bankName: string, bankAccount: string, isDefault: boolean, createTime: number } | null };

export type MemberInvoiceTitleFieldsFragment = { id: number, kind: InvoiceKind, titleType: InvoiceTitleType, title: string, taxNumber: string, email: string, companyAddress: string, companyPhone: string, bankName: string, bankAccount: string, isDefault: boolean, createTime: number };

export type MemberInvoiceTitlesQueryVariables = Exact<{
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type MemberInvoiceTitlesQuery = { invoiceTitles: { count: number, pageCount: number, list: Array<{ id: number, kind: InvoiceKind, titleType: InvoiceTitleType, title: string, taxNumber: string, email: string, companyAddress: string, companyPhone: string, bankName: string, bankAccount: string, isDefault: boolean, createTime: number }> } };

export type MemberLevelsQueryVariables = Exact<{ [key: string]: never; }>;


export type MemberLevelsQuery = { memberLevels: Array<{ id: number, name: string, growth: number, isCurrent: boolean }>, memberDetail: { id: number, nickname: string, headimg: string, levelId: number, levelName: string } };

export type MemberOrderCountsQueryVariables = Exact<{ [key: string]: never; }>;


export type MemberOrderCountsQuery = { orderCounts: { waitPay: number, waitSend: number, waitConfirm: number, waitRate: number, refunding: number } };

export type MemberOverviewQueryVariables = Exact<{ [key: string]: never; }>;


export type MemberOverviewQuery = { couponCount: number, memberDetail: { id: number, username: string, nickname: string, headimg: string, mobile: string, levelId: number, levelName: string, balance: number, balanceFrozen: number, point: number }, footprint: { count: number, list: Array<{ id: number, time: number, onShelf: boolean, goods: { skuId: number, goodsId: number, goodsName: string, skuName: string, skuImage: string, discountPrice: number } }> } };

export type MemberPayRechargeOrderMutationVariables = Exact<{
  orderId: number;
  payType?: PayType | null | undefined;
}>;


export type MemberPayRechargeOrderMutation = { payRechargeOrder: { id: number, status: RechargeStatus } };

export type MemberProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type MemberProfileQuery = { memberDetail: { id: number, username: string, nickname: string, headimg: string, mobile: string, registerType: RegisterType, companyName: string, levelName: string, regTime: number, lastLoginTime: number } };

export type MemberRechargeListQueryVariables = Exact<{
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type MemberRechargeListQuery = { rechargePackages: { list: Array<{ id: number, name: string, coverImg: string, faceValue: number, buyPrice: number, point: number }> }, rechargeOrders: { count: number, pageCount: number, list: Array<{ id: number, orderNo: string, packageName: string, faceValue: number, buyPrice: number, point: number, status: RechargeStatus, statusName: string, createTime: number }> } };

export type MemberRechargeOrderQueryVariables = Exact<{
  id: number;
}>;


export type MemberRechargeOrderQuery = { rechargeOrder: { id: number, orderNo: string, packageId: number, packageName: string, coverImg: string, faceValue: number, buyPrice: number, point: number, status: RechargeStatus, statusName: string, payTypeName: string, createTime: number, payTime: number } | null, rechargePayTypes: Array<{ type: PayType, name: string, desc: string, isDemo: boolean }> };

export type MemberRegionTreeQueryVariables = Exact<{ [key: string]: never; }>;


export type MemberRegionTreeQuery = { regionTree: Array<{ id: number, name: string, hasChildren: boolean, children: Array<{ id: number, name: string, hasChildren: boolean }> }> };

export type MemberRegionsQueryVariables = Exact<{
  pid?: number | null | undefined;
  level?: number | null | undefined;
}>;


export type MemberRegionsQuery = { regions: Array<{ id: number, pid: number, name: string, level: number, hasChildren: boolean }> };

export type MemberSendChangeMobileCodeMutationVariables = Exact<{
  input: SmsCodeInput;
}>;


export type MemberSendChangeMobileCodeMutation = { sendChangeMobileCode: { expireSeconds: number, resendSeconds: number } };

export type MemberSetDefaultAddressMutationVariables = Exact<{
  id: number;
}>;


export type MemberSetDefaultAddressMutation = { setDefaultAddress: boolean };

export type MemberSetDefaultBankAccountMutationVariables = Exact<{
  id: number;
}>;


export type MemberSetDefaultBankAccountMutation = { setDefaultBankAccount: boolean };

export type MemberSigninMutationVariables = Exact<{ [key: string]: never; }>;


export type MemberSigninMutation = { signin: { point: number, days: number, totalPoint: number } };

export type MemberSigninPageQueryVariables = Exact<{ [key: string]: never; }>;


export type MemberSigninPageQuery = { signinConfig: { isOpen: boolean, cycle: number, rules: Array<{ day: number, point: number }> }, signinState: { signed: boolean, days: number, nextPoint: number }, account: { point: number }, accountRecords: { list: Array<{ id: number, amount: number | null, points: number | null, createTime: number }> } };

export type MemberUncollectGoodsMutationVariables = Exact<{
  goodsId: number;
}>;


export type MemberUncollectGoodsMutation = { uncollectGoods: boolean };

export type MemberUpdateAddressMutationVariables = Exact<{
  id: number;
  input: AddressInput;
}>;


export type MemberUpdateAddressMutation = { updateAddress: boolean };

export type MemberUpdateBankAccountMutationVariables = Exact<{
  id: number;
  input: BankAccountInput;
}>;


export type MemberUpdateBankAccountMutation = { updateBankAccount: boolean };

export type MemberUpdateInvoiceTitleMutationVariables = Exact<{
  id: number;
  input: InvoiceTitleInput;
}>;


export type MemberUpdateInvoiceTitleMutation = { updateInvoiceTitle: boolean };

export type MemberUpdateNicknameMutationVariables = Exact<{
  nickname: string;
}>;


export type MemberUpdateNicknameMutation = { updateNickname: boolean };

export type MemberVerifyCodeQueryVariables = Exact<{
  id: number;
}>;


export type MemberVerifyCodeQuery = { verifyCode: { storeName: string | null, storeAddress: string | null, verifierName: string | null, id: number, code: string, type: VerifyType, typeName: string, orderNo: string, shopName: string, verified: boolean, verifyTime: number, expireTime: number, createTime: number, items: Array<{ skuName: string, skuImage: string, num: number, price: number }> } | null };

export type MemberVerifyCodeFieldsFragment = { id: number, code: string, type: VerifyType, typeName: string, orderNo: string, shopName: string, verified: boolean, verifyTime: number, expireTime: number, createTime: number, items: Array<{ skuName: string, skuImage: string, num: number, price: number }> };

export type MemberVerifyCodesQueryVariables = Exact<{
  type?: VerifyType | null | undefined;
  verified?: boolean | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type MemberVerifyCodesQuery = { verifyCodes: { count: number, pageCount: number, list: Array<{ id: number, code: string, type: VerifyType, typeName: string, orderNo: string, shopName: string, verified: boolean, verifyTime: number, expireTime: number, createTime: number, items: Array<{ skuName: string, skuImage: string, num: number, price: number }> }> } };

export type MemberWithdrawApplyQueryVariables = Exact<{ [key: string]: never; }>;


export type MemberWithdrawApplyQuery = { account: { balance: number, balanceFrozen: number }, withdrawConfig: { isOpen: boolean, min: number, max: number, rate: string, transferTypes: Array<TransferType> }, bankAccounts: { list: Array<{ id: number, type: TransferType, typeName: string, realname: string, mobile: string, branchBankName: string, account: string, isDefault: boolean, createTime: number }> } };

export type MemberWithdrawalQueryVariables = Exact<{
  id: number;
}>;


export type MemberWithdrawalQuery = { withdrawal: { realname: string | null, mobile: string | null, bankName: string | null, accountNumber: string | null, refuseReason: string | null, paymentTime: number | null, id: number, withdrawNo: string, transferType: TransferType, transferTypeName: string, applyMoney: number, serviceMoney: number, money: number, status: WithdrawStatus, statusName: string, applyTime: number } | null };

export type MemberWithdrawalFieldsFragment = { id: number, withdrawNo: string, transferType: TransferType, transferTypeName: string, applyMoney: number, serviceMoney: number, money: number, status: WithdrawStatus, statusName: string, applyTime: number };

export type MemberWithdrawalsQueryVariables = Exact<{
  status?: WithdrawStatus | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type MemberWithdrawalsQuery = { withdrawals: { count: number, pageCount: number, list: Array<{ id: number, withdrawNo: string, transferType: TransferType, transferTypeName: string, applyMoney: number, serviceMoney: number, money: number, status: WithdrawStatus, statusName: string, applyTime: number }> } };

export type MobileLoginMutationVariables = Exact<{
  input: MobileLoginInput;
}>;


export type MobileLoginMutation = { mobileLogin: { id: number, username: string, nickname: string } };

export type MobileRegisteredQueryVariables = Exact<{
  mobile: string;
}>;


export type MobileRegisteredQuery = { mobileRegistered: boolean };

export type RedeemVerifyCodeMutationVariables = Exact<{
  code: string;
}>;


export type RedeemVerifyCodeMutation = { redeemVerifyCode: { kind: string, code: string, orderId: number, orderNo: string, buyer: string, storeName: string, verified: boolean, verifyTime: number, verifier: string, expireTime: number, items: Array<{ skuName: string, skuImage: string, num: number }> } };

export type RegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type RegisterMutation = { register: { id: number, username: string, nickname: string } };

export type RegisterAgreementsQueryVariables = Exact<{ [key: string]: never; }>;


export type RegisterAgreementsQuery = { register: { title: string, content: string }, company: { title: string, content: string }, privacy: { title: string, content: string }, safeguard: { title: string, content: string } };

export type RegisterConfigQueryVariables = Exact<{ [key: string]: never; }>;


export type RegisterConfigQuery = { registerConfig: { registerTypes: Array<RegisterType>, mobileRequired: boolean, smsRequired: boolean, usernameOptional: boolean, agreementRequired: boolean, passwordMin: number, passwordMax: number, passwordRule: string, phonePattern: string, smsResendSeconds: number } };

export type ResetPasswordMutationVariables = Exact<{
  input: ResetPasswordInput;
}>;


export type ResetPasswordMutation = { resetPassword: boolean };

export type SendLoginCodeMutationVariables = Exact<{
  input: SmsCodeInput;
}>;


export type SendLoginCodeMutation = { sendLoginCode: { expireSeconds: number, resendSeconds: number } };

export type SendRegisterCodeMutationVariables = Exact<{
  input: SmsCodeInput;
}>;


export type SendRegisterCodeMutation = { sendRegisterCode: { expireSeconds: number, resendSeconds: number } };

export type SendResetPasswordCodeMutationVariables = Exact<{
  input: SmsCodeInput;
}>;


export type SendResetPasswordCodeMutation = { sendResetPasswordCode: { expireSeconds: number, resendSeconds: number } };

export type SolveCaptchaProofOfWorkMutationVariables = Exact<{
  captchaId: string;
  payload: string;
}>;


export type SolveCaptchaProofOfWorkMutation = { solveCaptchaProofOfWork: string };

export type VerifierInfoQueryVariables = Exact<{ [key: string]: never; }>;


export type VerifierInfoQuery = { verifierInfo: { isVerifier: boolean, shops: Array<{ siteId: number, siteName: string }> } };

export type VerifyRecordQueryVariables = Exact<{
  id: number;
}>;


export type VerifyRecordQuery = { verifyRecord: { id: number, code: string, type: VerifyType | null, typeName: string, orderNo: string, shopName: string, outcome: VerifyOutcome, reason: string, verifierName: string, createTime: number, items: Array<{ skuName: string, skuImage: string, num: number }> } | null };

export type VerifyRecordFieldsFragment = { id: number, code: string, type: VerifyType | null, typeName: string, orderNo: string, shopName: string, outcome: VerifyOutcome, reason: string, verifierName: string, createTime: number, items: Array<{ skuName: string, skuImage: string, num: number }> };

export type VerifyRecordsQueryVariables = Exact<{
  outcome?: VerifyOutcome | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type VerifyRecordsQuery = { verifyRecords: { count: number, pageCount: number, list: Array<{ id: number, code: string, type: VerifyType | null, typeName: string, orderNo: string, shopName: string, outcome: VerifyOutcome, reason: string, verifierName: string, createTime: number, items: Array<{ skuName: string, skuImage: string, num: number }> }> } };

export type AfterSaleApplyRefundMutationVariables = Exact<{
  input: RefundInput;
}>;


export type AfterSaleApplyRefundMutation = { applyRefund: { refundId: number } };

export type AfterSaleArbitrateRefundMutationVariables = Exact<{
  refundId: number;
  reason: string;
}>;


export type AfterSaleArbitrateRefundMutation = { arbitrateRefund: { refundId: number, status: RefundStatus } };

export type AfterSaleCancelRefundMutationVariables = Exact<{
  refundId: number;
}>;


export type AfterSaleCancelRefundMutation = { cancelRefund: { refundId: number, status: RefundStatus } };

export type AfterSaleComplainMutationVariables = Exact<{
  input: ComplainInput;
}>;


export type AfterSaleComplainMutation = { complain: { complainId: number } };

export type AfterSaleComplaintQueryVariables = Exact<{
  orderGoodsId: number;
}>;


export type AfterSaleComplaintQuery = { refundData: { orderStatus: OrderStatus, goods: { orderGoodsId: number, skuName: string, skuImage: string, price: number, num: number } } | null, complaint: { complainId: number, orderId: number, orderGoodsId: number, skuName: string, reason: string, content: string, images: Array<string>, status: number, statusName: string, reply: string, createTime: number } | null };

export type AfterSaleEvaluateOrderMutationVariables = Exact<{
  orderId: number;
  goods: Array<EvaluateGoodsInput> | EvaluateGoodsInput;
}>;


export type AfterSaleEvaluateOrderMutation = { evaluateOrder: number };

export type AfterSaleEvaluateOrderAgainMutationVariables = Exact<{
  orderId: number;
  goods: Array<EvaluateAgainInput> | EvaluateAgainInput;
}>;


export type AfterSaleEvaluateOrderAgainMutation = { evaluateOrderAgain: number };

export type AfterSaleEvaluationQueryVariables = Exact<{
  orderId: number;
}>;


export type AfterSaleEvaluationQuery = { orderEvaluation: { orderId: number, orderNo: string, evaluateStatus: number, canEvaluate: boolean, canEvaluateAgain: boolean, goods: Array<{ content: string, images: Array<string>, scores: number, againContent: string, goods: { orderGoodsId: number, skuId: number, skuName: string, skuImage: string, price: number, num: number } }> } | null };

export type AfterSaleGoodsLineFragment = { orderGoodsId: number, skuId: number, skuName: string, skuImage: string, price: number, num: number };

export type AfterSaleRefundQueryVariables = Exact<{
  refundId: number;
}>;


export type AfterSaleRefundQuery = { refund: { refundType: number, reason: string, remark: string, images: Array<string>, refuseReason: string, auditTime: number, refundTo: string, canCancel: boolean, canComplain: boolean, canArbitrate: boolean, escalateReason: string, arbitrateRemark: string, refundId: number, refundNo: string, orderId: number, orderNo: string, orderGoodsId: number, skuName: string, skuImage: string, num: number, refundTypeName: string, refundMoney: number, status: RefundStatus, createTime: number } | null };

export type AfterSaleRefundDataQueryVariables = Exact<{
  orderGoodsId: number;
}>;


export type AfterSaleRefundDataQuery = { refundData: { orderStatus: OrderStatus, maxRefundMoney: number, reasons: Array<string>, canApply: boolean, reasonCannot: string, goods: { realGoodsMoney: number, refundMoney: number, refundStatus: RefundStatus | null, refundId: number, orderGoodsId: number, skuId: number, skuName: string, skuImage: string, price: number, num: number }, refundTypes: Array<{ type: number, name: string }> } | null };

export type AfterSaleRefundFieldsFragment = { refundId: number, refundNo: string, orderId: number, orderNo: string, orderGoodsId: number, skuName: string, skuImage: string, num: number, refundTypeName: string, refundMoney: number, status: RefundStatus, createTime: number };

export type AfterSaleRefundsQueryVariables = Exact<{
  status?: RefundStatus | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type AfterSaleRefundsQuery = { refunds: { count: number, pageCount: number, list: Array<{ refundId: number, refundNo: string, orderId: number, orderNo: string, orderGoodsId: number, skuName: string, skuImage: string, num: number, refundTypeName: string, refundMoney: number, status: RefundStatus, createTime: number }> } };

export type OrderBriefQueryVariables = Exact<{
  orderId: number;
}>;


export type OrderBriefQuery = { order: { orderId: number, orderNo: string, status: OrderStatus, deliveryType: DeliveryType } | null };

export type OrderCloseMutationVariables = Exact<{
  orderId: number;
  reason?: string | null | undefined;
}>;


export type OrderCloseMutation = { closeOrder: { orderId: number, status: OrderStatus, statusName: string } };

export type OrderDetailQueryVariables = Exact<{
  orderId: number;
}>;


export type OrderDetailQuery = { order: { orderId: number, orderNo: string, kind: OrderKind, siteId: number, siteName: string, status: OrderStatus, statusName: string, deliveryType: DeliveryType, deliveryTypeName: string, orderMoney: number, goodsNum: number, evaluateStatus: number, createTime: number, name: string, mobile: string, fullAddress: string, buyerMessage: string, goodsMoney: number, deliveryMoney: number, promotionMoney: number, couponMoney: number, invoiceMoney: number, payType: string, payTypeName: string, payTime: number, deliveryTime: number, signTime: number, finishTime: number, closeTime: number, closeReason: string, autoCloseTime: number, autoTakeDeliveryTime: number, extendedTakeDelivery: boolean, pickupCode: string, verifyCode: string, packageCount: number, goods: Array<{ orderGoodsId: number, skuId: number, goodsId: number, skuName: string, skuImage: string, price: number, num: number, goodsMoney: number, realGoodsMoney: number, refundMoney: number, refundStatus: RefundStatus | null, refundStatusName: string, refundId: number, evaluateStatus: number }>, actions: Array<{ action: string, title: string }>, invoice: { invoiceTitle: string, invoiceType: number, taxNumber: string } | null, store: { storeId: number, storeName: string, address: string, telephone: string, openTime: string } | null, payParts: { voucherMoney: number, balanceMoney: number, onlineMoney: number, offlineMoney: number, offlineStatus: PaymentStatus | null, vouchers: Array<{ voucherNo: string, voucherName: string, money: number }>, tickets: Array<{ paymentId: number, payNo: string, amount: number, status: PaymentStatus, statusName: string, images: Array<string>, remark: string, reviewRemark: string, createTime: number }> } } | null };

export type OrderExtendTakeDeliveryMutationVariables = Exact<{
  orderId: number;
}>;


export type OrderExtendTakeDeliveryMutation = { extendTakeDelivery: { orderId: number, status: OrderStatus, statusName: string } };

export type OrderGoodsLineFragment = { orderGoodsId: number, skuId: number, goodsId: number, skuName: string, skuImage: string, price: number, num: number, goodsMoney: number, realGoodsMoney: number, refundMoney: number, refundStatus: RefundStatus | null, refundStatusName: string, refundId: number, evaluateStatus: number };

export type OrderListQueryVariables = Exact<{
  tab?: OrderTab | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type OrderListQuery = { orders: { count: number, pageCount: number, counts: { waitPay: number, waitSend: number, waitConfirm: number, waitRate: number, refunding: number }, list: Array<{ orderId: number, orderNo: string, kind: OrderKind, siteId: number, siteName: string, status: OrderStatus, statusName: string, deliveryType: DeliveryType, deliveryTypeName: string, orderMoney: number, goodsNum: number, evaluateStatus: number, createTime: number, goods: Array<{ orderGoodsId: number, skuId: number, goodsId: number, skuName: string, skuImage: string, price: number, num: number, goodsMoney: number, realGoodsMoney: number, refundMoney: number, refundStatus: RefundStatus | null, refundStatusName: string, refundId: number, evaluateStatus: number }>, actions: Array<{ action: string, title: string }> }> } };

export type OrderPackagesQueryVariables = Exact<{
  orderId: number;
}>;


export type OrderPackagesQuery = { orderPackages: Array<{ packageId: number, packageName: string, expressCompany: string, deliveryNo: string, goods: Array<{ orderGoodsId: number, skuName: string, skuImage: string, num: number }>, traces: Array<{ time: number, text: string }> }> };

export type OrderTakeDeliveryMutationVariables = Exact<{
  orderId: number;
}>;


export type OrderTakeDeliveryMutation = { takeDelivery: { orderId: number, status: OrderStatus, statusName: string } };

export type IssuanceFieldsFragment = { issuanceId: number, voucherName: string, faceValue: number, countPerMember: number, memberCount: number, total: number, validStart: number, validEnd: number, remark: string, operator: string, createTime: number, counts: { pending: number, usable: number, used: number, expired: number } };

export type MyVoucherCountsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyVoucherCountsQuery = { myVoucherCounts: { pending: number } };

export type MyVouchersQueryVariables = Exact<{
  status: VoucherStatus;
  page?: number | null | undefined;
}>;


export type MyVouchersQuery = { myVouchers: { count: number, pageCount: number, list: Array<{ voucherId: number, voucherNo: string, voucherName: string, orgName: string, faceValue: number, remaining: number, status: VoucherStatus, statusName: string, validStart: number, validEnd: number, activateTime: number, useTime: number, memberName: string, mobile: string }> }, myVoucherCounts: { pending: number, usable: number, used: number, expired: number } };

export type OrgAddMemberMutationVariables = Exact<{
  mobile: string;
  realName: string;
}>;


export type OrgAddMemberMutation = { addOrgMember: { memberId: number } };

export type OrgCompanyQueryVariables = Exact<{ [key: string]: never; }>;


export type OrgCompanyQuery = { myOrg: { orgId: number, orgName: string, orgType: number, orgTypeName: string, creditCode: string, contactName: string, contactMobile: string, address: string, voucherStock: number, memberCount: number, role: OrgRole } | null, orgTypes: Array<{ type: number, name: string }> };

export type OrgFieldsFragment = { orgId: number, orgName: string, orgType: number, orgTypeName: string, creditCode: string, contactName: string, contactMobile: string, address: string, voucherStock: number, memberCount: number, role: OrgRole };

export type OrgKickMemberMutationVariables = Exact<{
  memberId: number;
}>;


export type OrgKickMemberMutation = { kickOrgMember: number };

export type OrgMembersQueryVariables = Exact<{
  keyword?: string | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type OrgMembersQuery = { myOrg: { orgId: number, orgName: string, orgType: number, orgTypeName: string, creditCode: string, contactName: string, contactMobile: string, address: string, voucherStock: number, memberCount: number, role: OrgRole } | null, orgMembers: { count: number, pageCount: number, list: Array<{ memberId: number, username: string, nickname: string, realName: string, mobile: string, role: OrgRole, createTime: number }> } };

export type OrgSaveMutationVariables = Exact<{
  input: OrgInput;
}>;


export type OrgSaveMutation = { saveOrg: { orgId: number, orgName: string, orgType: number, orgTypeName: string, creditCode: string, contactName: string, contactMobile: string, address: string, voucherStock: number, memberCount: number, role: OrgRole } };

export type VoucherActivateMutationVariables = Exact<{
  voucherId: number;
}>;


export type VoucherActivateMutation = { activateVoucher: { voucherId: number, voucherNo: string, voucherName: string, orgName: string, faceValue: number, remaining: number, status: VoucherStatus, statusName: string, validStart: number, validEnd: number, activateTime: number, useTime: number, memberName: string, mobile: string } };

export type VoucherApplyInvoiceMutationVariables = Exact<{
  input: VoucherInvoiceInput;
}>;


export type VoucherApplyInvoiceMutation = { applyVoucherInvoice: { invoiceId: number, status: string } };

export type VoucherCreateOrderMutationVariables = Exact<{
  amount: string;
}>;


export type VoucherCreateOrderMutation = { createVoucherOrder: { orderId: number, orderNo: string, amount: number, status: string, statusName: string, payType: string, payTime: number, invoiceStatus: number, createTime: number } };

export type VoucherFieldsFragment = { voucherId: number, voucherNo: string, voucherName: string, orgName: string, faceValue: number, remaining: number, status: VoucherStatus, statusName: string, validStart: number, validEnd: number, activateTime: number, useTime: number, memberName: string, mobile: string };

export type VoucherIssuanceQueryVariables = Exact<{
  issuanceId: number;
  page?: number | null | undefined;
}>;


export type VoucherIssuanceQuery = { voucherIssuance: { issuance: { issuanceId: number, voucherName: string, faceValue: number, countPerMember: number, memberCount: number, total: number, validStart: number, validEnd: number, remark: string, operator: string, createTime: number, counts: { pending: number, usable: number, used: number, expired: number } }, vouchers: { count: number, pageCount: number, list: Array<{ voucherId: number, voucherNo: string, voucherName: string, orgName: string, faceValue: number, remaining: number, status: VoucherStatus, statusName: string, validStart: number, validEnd: number, activateTime: number, useTime: number, memberName: string, mobile: string }> } } | null };

export type VoucherIssuancesQueryVariables = Exact<{
  page?: number | null | undefined;
}>;


export type VoucherIssuancesQuery = { voucherIssuances: { count: number, pageCount: number, list: Array<{ issuanceId: number, voucherName: string, faceValue: number, countPerMember: number, memberCount: number, total: number, validStart: number, validEnd: number, remark: string, operator: string, createTime: number, counts: { pending: number, usable: number, used: number, expired: number } }> } };

export type VoucherIssueMutationVariables = Exact<{
  input: IssueVouchersInput;
}>;


export type VoucherIssueMutation = { issueVouchers: { issuanceId: number, voucherName: string, faceValue: number, countPerMember: number, memberCount: number, total: number, validStart: number, validEnd: number, remark: string, operator: string, createTime: number, counts: { pending: number, usable: number, used: number, expired: number } } };

export type VoucherIssueFormQueryVariables = Exact<{ [key: string]: never; }>;


export type VoucherIssueFormQuery = { voucherOverview: { voucherStock: number }, orgMembers: { count: number, list: Array<{ memberId: number, realName: string, nickname: string, mobile: string, role: OrgRole }> } };

export type VoucherOrderQueryVariables = Exact<{
  orderId: number;
}>;


export type VoucherOrderQuery = { voucherOrder: { orderId: number, orderNo: string, amount: number, status: string, statusName: string, payType: string, payTime: number, invoiceStatus: number, createTime: number } | null };

export type VoucherOrderFieldsFragment = { orderId: number, orderNo: string, amount: number, status: string, statusName: string, payType: string, payTime: number, invoiceStatus: number, createTime: number };

export type VoucherOverviewQueryVariables = Exact<{
  page?: number | null | undefined;
}>;


export type VoucherOverviewQuery = { myOrg: { orgId: number, orgName: string, orgType: number, orgTypeName: string, creditCode: string, contactName: string, contactMobile: string, address: string, voucherStock: number, memberCount: number, role: OrgRole } | null, voucherOverview: { voucherStock: number, purchased: number, issued: number, spent: number, issuanceCount: number, memberCount: number }, voucherOrders: { count: number, pageCount: number, list: Array<{ orderId: number, orderNo: string, amount: number, status: string, statusName: string, payType: string, payTime: number, invoiceStatus: number, createTime: number }> }, voucherInvoices: { list: Array<{ invoiceId: number, amount: number, invoiceTitle: string, taxNumber: string, invoiceType: number, statusName: string, invoiceNo: string, reviewRemark: string, createTime: number }> } };

export type VoucherPayOrderMutationVariables = Exact<{
  orderId: number;
  payType: OrderPayType;
  payKey: string;
}>;


export type VoucherPayOrderMutation = { payVoucherOrder: { orderId: number, orderNo: string, amount: number, status: string, statusName: string, payType: string, payTime: number, invoiceStatus: number, createTime: number } };

export type AssistNewsQueryVariables = Exact<{
  id: number;
}>;


export type AssistNewsQuery = { assistNews: { id: number, title: string, source: string, createTime: number, content: string, prev: { id: number, title: string } | null, next: { id: number, title: string } | null } | null };

export type AssistNewsListQueryVariables = Exact<{
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type AssistNewsListQuery = { assistNewsList: { count: number, pageCount: number, list: Array<{ id: number, title: string, cover: string, summary: string, source: string, createTime: number }> } };

export type AssistProjectQueryVariables = Exact<{
  id: number;
}>;


export type AssistProjectQuery = { assistProject: { id: number, title: string, place: string, beneficiaries: number, targetAmount: number, raisedAmount: number, progress: number, status: ProjectStatus, cover: string, summary: string, images: Array<string>, content: string, createTime: number, goods: Array<{ skuId: number, goodsId: number, goodsName: string, skuName: string, skuImage: string, price: number, discountPrice: number, recommendWay: number, tagType: number, tagLevel: number }> } | null };

export type AssistProjectsQueryVariables = Exact<{
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type AssistProjectsQuery = { assistProjects: { count: number, pageCount: number, list: Array<{ id: number, title: string, place: string, beneficiaries: number, targetAmount: number, raisedAmount: number, progress: number, status: ProjectStatus, cover: string, summary: string }> } };

export type ClaimCouponMutationVariables = Exact<{
  couponTypeId: number;
}>;


export type ClaimCouponMutation = { claimCoupon: { couponId: number, couponTypeId: number, endTime: number, state: CouponClaimState } };

export type ComboDetailQueryVariables = Exact<{
  comboId: number;
}>;


export type ComboDetailQuery = { comboDetail: { comboId: number, name: string, siteId: number, siteName: string, comboPrice: number, originalPrice: number, saving: number, endTime: number, now: number, stock: number, goods: Array<{ goodsId: number, skuId: number, goodsName: string, skuName: string, skuImage: string, price: number, num: number, stock: number }> } | null };

export type CouponCentreQueryVariables = Exact<{
  siteId?: number | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type CouponCentreQuery = { couponCentre: { count: number, pageCount: number, list: Array<{ couponTypeId: number, siteId: number, siteName: string, name: string, type: string, money: number, discount: string, atLeast: number, count: number, leadCount: number, maxFetch: number, validityType: number, fixedTerm: number, startTime: number, endTime: number, state: CouponClaimState, claimedNum: number }> } | null };

export type DiyPageQueryVariables = Exact<{
  id: number;
}>;


export type DiyPageQuery = { diyPage: { id: number, title: string, componentsJson: string, goods: Array<{ skuId: number, goodsId: number, goodsName: string, skuName: string, skuImage: string, price: number, discountPrice: number, recommendWay: number, tagType: number, tagLevel: number }> } | null };

export type FreshHallQueryVariables = Exact<{
  tab?: string | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type FreshHallQuery = { freshHall: { code: string, title: string, subtitle: string, banner: string, introduction: string, notice: string, tabKind: ZoneTabKind, tabs: Array<{ name: string, count: number }> }, freshGoods: { count: number, pageCount: number, page: number, list: Array<{ skuId: number, goodsId: number, goodsName: string, skuName: string, skuImage: string, price: number, discountPrice: number, recommendWay: number, tagType: number, tagLevel: number }> } };

export type GroupbuyDetailQueryVariables = Exact<{
  groupbuyId: number;
}>;


export type GroupbuyDetailQuery = { groupbuyDetail: { siteId: number, siteName: string, introduction: string, now: number, groupbuy: { groupbuyId: number, goodsId: number, skuId: number, goodsName: string, skuImage: string, price: number, groupbuyPrice: number, minNum: number, stock: number, totalStock: number, soldNum: number, soldPercent: number, startTime: number, endTime: number } } | null };

export type GroupbuyFieldsFragment = { groupbuyId: number, goodsId: number, skuId: number, goodsName: string, skuImage: string, price: number, groupbuyPrice: number, minNum: number, stock: number, totalStock: number, soldNum: number, soldPercent: number, startTime: number, endTime: number };

export type GroupbuysQueryVariables = Exact<{
  keyword?: string | null | undefined;
  order?: GroupbuyOrder | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type GroupbuysQuery = { groupbuys: { count: number, pageCount: number, list: Array<{ groupbuyId: number, goodsId: number, skuId: number, goodsName: string, skuImage: string, price: number, groupbuyPrice: number, minNum: number, stock: number, totalStock: number, soldNum: number, soldPercent: number, startTime: number, endTime: number }> } | null };

export type MealPackagesQueryVariables = Exact<{
  people?: number | null | undefined;
}>;


export type MealPackagesQuery = { mealPackages: Array<{ id: number, title: string, people: number, image: string, description: string, packagePrice: number, originalPrice: number, items: Array<{ num: number, goods: { skuId: number, goodsId: number, goodsName: string, skuName: string, skuImage: string, price: number, discountPrice: number, recommendWay: number, tagType: number, tagLevel: number } }> }> };

export type PromotionSwitchesQueryVariables = Exact<{ [key: string]: never; }>;


export type PromotionSwitchesQuery = { promotionSwitches: { seckill: boolean, groupbuy: boolean, combo: boolean, topic: boolean, coupon: boolean } };

export type SeckillDetailQueryVariables = Exact<{
  seckillId: number;
}>;


export type SeckillDetailQuery = { seckillDetail: { now: number, siteId: number, siteName: string, introduction: string, boughtNum: number, slot: { slotId: number, name: string, startTime: number, endTime: number, state: SeckillSlotState }, goods: { seckillId: number, slotId: number, goodsId: number, skuId: number, goodsName: string, skuImage: string, price: number, seckillPrice: number, stock: number, totalStock: number, soldPercent: number, limitNum: number } } | null };

export type SeckillGoodsFieldsFragment = { seckillId: number, slotId: number, goodsId: number, skuId: number, goodsName: string, skuImage: string, price: number, seckillPrice: number, stock: number, totalStock: number, soldPercent: number, limitNum: number };

export type SeckillSlotGoodsQueryVariables = Exact<{
  slotId: number;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type SeckillSlotGoodsQuery = { seckillGoods: { count: number, pageCount: number, list: Array<{ seckillId: number, slotId: number, goodsId: number, skuId: number, goodsName: string, skuImage: string, price: number, seckillPrice: number, stock: number, totalStock: number, soldPercent: number, limitNum: number }> } | null };

export type SeckillSlotsQueryVariables = Exact<{ [key: string]: never; }>;


export type SeckillSlotsQuery = { seckillSlots: { now: number, nextChange: number, list: Array<{ slotId: number, name: string, startTime: number, endTime: number, state: SeckillSlotState }> } | null };

export type TopicDetailQueryVariables = Exact<{
  topicId: number;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type TopicDetailQuery = { topicDetail: { now: number, topic: { topicId: number, name: string, banner: string, remark: string, startTime: number, endTime: number, goodsCount: number }, goods: { count: number, pageCount: number, list: Array<{ id: number, topicId: number, goodsId: number, skuId: number, goodsName: string, skuImage: string, price: number, topicPrice: number, stock: number }> } } | null };

export type TopicFieldsFragment = { topicId: number, name: string, banner: string, remark: string, startTime: number, endTime: number, goodsCount: number };

export type TopicGoodsFieldsFragment = { id: number, topicId: number, goodsId: number, skuId: number, goodsName: string, skuImage: string, price: number, topicPrice: number, stock: number };

export type TopicGoodsQueryVariables = Exact<{
  id: number;
}>;


export type TopicGoodsQuery = { topicGoods: { siteId: number, siteName: string, introduction: string, now: number, topic: { topicId: number, name: string, banner: string, remark: string, startTime: number, endTime: number, goodsCount: number }, goods: { id: number, topicId: number, goodsId: number, skuId: number, goodsName: string, skuImage: string, price: number, topicPrice: number, stock: number } } | null };

export type TopicsQueryVariables = Exact<{
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type TopicsQuery = { topics: { count: number, pageCount: number, list: Array<{ topicId: number, name: string, banner: string, remark: string, startTime: number, endTime: number, goodsCount: number }> } | null };

export type ZoneFieldsFragment = { code: string, title: string, subtitle: string, banner: string, introduction: string, notice: string, tabKind: ZoneTabKind, tabs: Array<{ name: string, count: number }> };

export type ZonePageQueryVariables = Exact<{
  code: string;
  tab?: string | null | undefined;
  province?: string | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type ZonePageQuery = { zone: { code: string, title: string, subtitle: string, banner: string, introduction: string, notice: string, tabKind: ZoneTabKind, tabs: Array<{ name: string, count: number }> } | null, zoneGoods: { count: number, pageCount: number, page: number, list: Array<{ skuId: number, goodsId: number, goodsName: string, skuName: string, skuImage: string, price: number, discountPrice: number, recommendWay: number, tagType: number, tagLevel: number }> } };

export type RankingBoardQueryVariables = Exact<{
  type: RankingType;
  areaId?: number | null | undefined;
  level?: number | null | undefined;
  orgType?: number | null | undefined;
  period?: RankingPeriod | null | undefined;
  limit?: number | null | undefined;
}>;


export type RankingBoardQuery = { rankingList: { type: RankingType, period: RankingPeriod, level: number, areaId: number, number: number, total: number, list: Array<{ rank: number, id: number, name: string, money: number, orderNum: number, siteId: number, orgName: string }>, addressList: Array<{ id: number, name: string, level: number }>, orgTypeList: Array<{ type: number, name: string }> } };

export type TradeTickerQueryVariables = Exact<{
  limit?: number | null | undefined;
}>;


export type TradeTickerQuery = { rankingList: { list: Array<{ id: number, name: string, username: string, mobile: string, skuName: string, money: number, createTime: number }> } };

export type BranchHomePageQueryVariables = Exact<{
  siteId: number;
}>;


export type BranchHomePageQuery = { website: { id: number, title: string, type: number, webDomain: string } | null, websiteBanners: Array<{ id: number, title: string, image: string, url: string }>, websiteRecommendGoods: { count: number, list: Array<{ skuId: number, goodsId: number, goodsName: string, skuName: string, skuImage: string, price: number, discountPrice: number, recommendWay: number, tagType: number, tagLevel: number }> } };

export type ChangeCityPageQueryVariables = Exact<{
  keyword?: string | null | undefined;
}>;


export type ChangeCityPageQuery = { websites: Array<{ id: number, title: string, logo: string, websiteType: number, provinceName: string, initial: string, parentId: number }> };

export type CityCarouselBlockQueryVariables = Exact<{ [key: string]: never; }>;


export type CityCarouselBlockQuery = { websiteCarousel: Array<{ site: { id: number, title: string, logo: string, websiteType: number, provinceName: string, initial: string, parentId: number }, goods: Array<{ skuId: number, goodsId: number, goodsName: string, skuName: string, skuImage: string, price: number, discountPrice: number, recommendWay: number, tagType: number, tagLevel: number }> }> };

export type RegionHallPageQueryVariables = Exact<{
  siteId: number;
  filter: RegionGoodsFilter;
  page?: number | null | undefined;
}>;


export type RegionHallPageQuery = { regionHall: { site: { id: number, title: string, shortName: string, welcome: string }, categories: Array<{ id: number, name: string, level: number, children: Array<{ id: number, name: string, level: number, children: Array<{ id: number, name: string, level: number }> }> }>, children: Array<{ id: number, title: string, logo: string, websiteType: number, provinceName: string, initial: string, parentId: number }> } | null, regionGoods: { count: number, pageCount: number, list: Array<{ skuId: number, goodsId: number, goodsName: string, skuName: string, skuImage: string, price: number, discountPrice: number, recommendWay: number, tagType: number, tagLevel: number }> } };

export type RegionHallsPageQueryVariables = Exact<{ [key: string]: never; }>;


export type RegionHallsPageQuery = { regionHalls: Array<{ shopNum: number, goodsNum: number, site: { id: number, title: string, logo: string, websiteType: number, provinceName: string, initial: string, parentId: number } }> };

export type RegionSiteFieldsFragment = { id: number, title: string, logo: string, websiteType: number, provinceName: string, initial: string, parentId: number };

export type RegionTreeFieldsFragment = { id: number, name: string, level: number };

export type ApplyShopMutationVariables = Exact<{
  input: ShopApplyInput;
}>;


export type ApplyShopMutation = { applyShop: { applyId: number, companyName: string, shopName: string, contactName: string, mobile: string, categoryNames: Array<string>, tagLevelName: string, status: string, statusName: string, refuseReason: string, siteId: number, ownerUsername: string, createTime: number } };

export type ShopApplyFieldsFragment = { applyId: number, companyName: string, shopName: string, contactName: string, mobile: string, categoryNames: Array<string>, tagLevelName: string, status: string, statusName: string, refuseReason: string, siteId: number, ownerUsername: string, createTime: number };

export type ShopApplyPageQueryVariables = Exact<{ [key: string]: never; }>;


export type ShopApplyPageQuery = { myShopApply: { applyId: number, companyName: string, shopName: string, contactName: string, mobile: string, categoryNames: Array<string>, tagLevelName: string, status: string, statusName: string, refuseReason: string, siteId: number, ownerUsername: string, createTime: number } | null, categoryTree: Array<{ id: number, name: string }> };

export type ShopListPageQueryVariables = Exact<{
  siteId?: number | null | undefined;
  categoryId?: number | null | undefined;
  categoryLevel?: number | null | undefined;
  keyword?: string | null | undefined;
  page?: number | null | undefined;
}>;


export type ShopListPageQuery = { shopList: { count: number, pageCount: number, list: Array<{ id: number, name: string, shortName: string, avatar: string, address: string, goodsNum: number, fansNum: number, storeNum: number, score: string }> } };

export type ShopPageQueryVariables = Exact<{
  shopId: number;
  filter?: GoodsListFilter | null | undefined;
  sort?: GoodsSort | null | undefined;
  page?: number | null | undefined;
  withStores: boolean;
}>;


export type ShopPageQuery = { shop: { id: number, name: string, shortName: string, avatar: string, banner: string, introduction: string, telephone: string, goodsNum: number, fansNum: number, followed: boolean, score: string, storeNum: number } | null, shopCategoryTree: Array<{ id: number, name: string, level: number, children: Array<{ id: number, name: string, level: number, children: Array<{ id: number, name: string, level: number }> }> }>, goodsList: { count: number, pageCount: number, page: number, list: Array<{ skuId: number, goodsId: number, goodsName: string, skuName: string, skuImage: string, price: number, discountPrice: number, recommendWay: number, tagType: number, tagLevel: number }> }, shopStores?: { list: Array<{ id: number, name: string, address: string, telephone: string, openTime: string }> } };

export type ShopTreeFieldsFragment = { id: number, name: string, level: number };

export type SupportDetailPageQueryVariables = Exact<{
  id: number;
  page?: number | null | undefined;
}>;


export type SupportDetailPageQuery = { supportUnit: { id: number, name: string, logo: string, introduction: string, goodsNum: number } | null, supportGoods: { count: number, pageCount: number, list: Array<{ skuId: number, goodsId: number, goodsName: string, skuName: string, skuImage: string, price: number, discountPrice: number, recommendWay: number, tagType: number, tagLevel: number }> } };

export type SupportListPageQueryVariables = Exact<{
  categoryId?: number | null | undefined;
  page?: number | null | undefined;
}>;


export type SupportListPageQuery = { supportCategoryTree: Array<{ id: number, name: string, level: number, children: Array<{ id: number, name: string, level: number, children: Array<{ id: number, name: string, level: number }> }> }>, supportUnits: { count: number, pageCount: number, list: Array<{ id: number, name: string, logo: string, introduction: string, goodsNum: number }> } };

export type SupportUnitFieldsFragment = { id: number, name: string, logo: string, introduction: string, goodsNum: number };
