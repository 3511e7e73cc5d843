/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
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
  captchaCode: string;
  captchaId: string;
  password: string;
  username: string;
};

export type MobileLoginInput = {
  autoLoginDays?: number | null | undefined;
  code: string;
  mobile: string;
};

export type OrderKind =
  /** Not built yet: answers 暂不支持. */
  | 'COMBO'
  /** Not built yet: answers 暂不支持. */
  | 'GROUPBUY'
  | 'NORMAL'
  /** Not built yet: answers 暂不支持. */
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

export type SeckillSlotState =
  | 'ENDED'
  | 'RUNNING'
  | 'UPCOMING';

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

export type ShellQueryVariables = Exact<{ [key: string]: never; }>;


export type ShellQuery = { hotSearchWords: Array<string>, defaultSearchWord: string, site: { siteId: number, title: string, desc: string, keywords: string, logo: string, webStatus: boolean, webPhone: string, webQrcode: string, defaultImages: { goods: string, head: string, shop: string, city: string, supply: string, store: string, category: string, brand: string }, copyright: { icp: string, address: string, businessLicense: string, report: string, marketSupervisionUrl: string, copyrightTitle: string, copyrightLink: string, copyrightDesc: string, govRecord: string, govUrl: string }, servicer: { open: boolean, type: string, hotline: string, thirdUrl: string } }, navList: Array<{ id: number, title: string, url: string, isBlank: boolean }>, categoryTree: Array<{ id: number, name: string, level: number, image: string, children: Array<{ id: number, name: string, level: number, image: string, children: Array<{ id: number, name: string, level: number, image: string }> }> }>, helpClasses: Array<{ id: number, name: string, entries: Array<{ id: number, title: string }> }>, friendlyLinks: Array<{ id: number, title: string, pic: string, url: string, isBlank: boolean }>, adv: { id: number, enabled: boolean, background: string, advs: Array<{ id: number, title: string, image: string, url: string, background: string }> } | null, member: { id: number, username: string, nickname: string, headimg: string } | null, cart: { count: number, total: string, items: Array<{ cartId: number, skuId: number, skuName: string, skuImage: string, discountPrice: string, num: number, tagType: number, tagLevel: number }> } };

export type CartPageQueryVariables = Exact<{ [key: string]: never; }>;


export type CartPageQuery = { member: { id: number } | null, cart: { count: number, total: string, items: Array<{ cartId: number, skuId: number, skuName: string, skuImage: string, discountPrice: string, num: number, stock: number, tagType: number, tagLevel: number, siteId: number, siteName: string, invalid: boolean, invalidReason: string, promotion: { manjian: Array<string>, seckill: { seckillId: number, seckillPrice: string } | null, groupbuy: { groupbuyId: number, groupbuyPrice: string, minNum: number } | null, topic: { topicName: string, topicPrice: string } | null } | null }> } };

export type CartPageCartFragment = { count: number, total: string, items: Array<{ cartId: number, skuId: number, skuName: string, skuImage: string, discountPrice: string, num: number, stock: number, tagType: number, tagLevel: number, siteId: number, siteName: string, invalid: boolean, invalidReason: string, promotion: { manjian: Array<string>, seckill: { seckillId: number, seckillPrice: string } | null, groupbuy: { groupbuyId: number, groupbuyPrice: string, minNum: number } | null, topic: { topicName: string, topicPrice: string } | null } | null }> };

export type CartPageDeleteItemsMutationVariables = Exact<{
  cartIds: Array<number> | number;
}>;


export type CartPageDeleteItemsMutation = { deleteCartItems: { count: number, total: string, items: Array<{ cartId: number, skuId: number, skuName: string, skuImage: string, discountPrice: string, num: number, stock: number, tagType: number, tagLevel: number, siteId: number, siteName: string, invalid: boolean, invalidReason: string, promotion: { manjian: Array<string>, seckill: { seckillId: number, seckillPrice: string } | null, groupbuy: { groupbuyId: number, groupbuyPrice: string, minNum: number } | null, topic: { topicName: string, topicPrice: string } | null } | null }> } };

export type CartPageUpdateItemMutationVariables = Exact<{
  cartId: number;
  num: number;
}>;


export type CartPageUpdateItemMutation = { updateCartItem: { count: number, total: string, items: Array<{ cartId: number, skuId: number, skuName: string, skuImage: string, discountPrice: string, num: number, stock: number, tagType: number, tagLevel: number, siteId: number, siteName: string, invalid: boolean, invalidReason: string, promotion: { manjian: Array<string>, seckill: { seckillId: number, seckillPrice: string } | null, groupbuy: { groupbuyId: number, groupbuyPrice: string, minNum: number } | null, topic: { topicName: string, topicPrice: string } | null } | null }> } };

export type CheckoutCalculateQueryVariables = Exact<{
  input: CheckoutInput;
}>;


export type CheckoutCalculateQuery = { checkout: { kind: OrderKind, deliveryType: DeliveryType, goodsMoney: string, deliveryMoney: string, promotionMoney: string, couponMoney: string, invoiceMoney: string, orderMoney: string, goods: Array<{ skuId: number, goodsId: number, skuName: string, skuImage: string, price: string, num: number, goodsMoney: string, siteId: number, siteName: string }>, deliveryOptions: Array<{ type: DeliveryType, name: string, fee: string }>, address: { addressId: number, name: string, mobile: string, fullAddress: string } | null, stores: Array<{ storeId: number, storeName: string, address: string, telephone: string, openTime: string }>, promotions: Array<{ siteId: number, text: string, discountMoney: string }>, coupons: Array<{ couponId: number, couponName: string, discountMoney: string, usable: boolean, reason: string }>, invoice: { invoiceId: number, invoiceTitle: string, invoiceType: number, rate: string } | null } };

export type CheckoutCreateOrderMutationVariables = Exact<{
  input: CreateOrderInput;
}>;


export type CheckoutCreateOrderMutation = { createOrder: { orderId: number, orderNo: string, orderMoney: string, status: OrderStatus, autoCloseTime: number, repeated: boolean } };

export type PayInfoQueryVariables = Exact<{
  orderIds: Array<number> | number;
}>;


export type PayInfoQuery = { payInfo: { payMoney: string, balance: string, orders: Array<{ orderId: number, orderNo: string, orderMoney: string, status: OrderStatus, autoCloseTime: number }>, methods: Array<{ type: PayMethod, name: string, desc: string, isDemo: boolean, enabled: boolean }>, offlineAccount: { bankName: string, accountName: string, accountNo: string, remark: string }, vouchers: Array<{ voucherId: number, voucherNo: string, voucherName: string, remaining: string, validEnd: number, usableMoney: string }> } };

export type PayOrdersMutationVariables = Exact<{
  orderIds: Array<number> | number;
  payType: OrderPayType;
  payKey: string;
  voucherId?: number | null | undefined;
}>;


export type PayOrdersMutation = { payOrders: { paymentId: number, payNo: string, payType: PayMethod, payTypeName: string, amount: string, status: PaymentStatus, voucherMoney: string } };

export type PayResultQueryVariables = Exact<{
  orderIds: Array<number> | number;
  orderId: number;
}>;


export type PayResultQuery = { payInfo: { orders: Array<{ orderId: number, orderNo: string, orderMoney: string, status: OrderStatus, autoCloseTime: number }> }, order: { orderId: number, payType: string, payTypeName: string, payTime: number } | null };

export type PaySubmitTicketsMutationVariables = Exact<{
  orderIds: Array<number> | number;
  images: Array<string> | string;
  remark?: string | null | undefined;
  payKey: string;
}>;


export type PaySubmitTicketsMutation = { submitPayTickets: { paymentId: number, payNo: string, status: PaymentStatus } };

export type PayTicketsQueryVariables = Exact<{
  orderId: number;
}>;


export type PayTicketsQuery = { order: { orderId: number, orderNo: string, status: OrderStatus } | null, payTickets: { payMoney: string, orderStatus: OrderStatus, offlineAccount: { bankName: string, accountName: string, accountNo: string, remark: string }, tickets: Array<{ paymentId: number, payNo: string, amount: string, status: PaymentStatus, statusName: string, orderIds: Array<number>, images: Array<string>, remark: string, reviewRemark: string, createTime: number, payTime: number }> } };

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


export type EvaluationsQuery = { evaluations: { count: number, pageCount: number, counts: { total: number, good: number, medium: number, bad: number, withImages: number }, list: Array<{ id: number, memberName: string, memberHeadimg: string, content: string, images: Array<string>, scores: number, kind: EvaluationKind, skuName: string, createTime: number, againContent: string, explainFirst: string }> } };

export type FollowShopMutationVariables = Exact<{
  shopId: number;
}>;


export type FollowShopMutation = { followShop: boolean };

export type GoodsDetailQueryVariables = Exact<{
  skuId: number;
}>;


export type GoodsDetailQuery = { goodsDetail: { skuId: number, goodsId: number, goodsName: string, skuName: string, specName: string, price: string, discountPrice: string, stock: number, saleNum: number, evaluateNum: number, goodsImages: Array<string>, skuImage: string, introduction: string, brief: string, recommendWay: number, tagType: number, tagLevel: number, onShelf: boolean, categoryId: number, brandId: number | null, brandName: string, isCollected: boolean, shop: { id: number, name: string, shortName: string, avatar: string, logo: string, province: string, address: string, telephone: string }, specs: Array<{ name: string, values: Array<{ skuId: number, name: string, selected: boolean, available: boolean }> }>, skus: Array<{ skuId: number, specName: string, skuImage: string, price: string, discountPrice: string, stock: number }>, categoryPath: Array<{ id: number, name: string, level: number }>, manjian: { id: number, name: string, type: number, startTime: number, endTime: number, rules: Array<{ money: string, discountMoney: string, text: string }> } | null } | null };

export type GoodsListPageQueryVariables = Exact<{
  filter?: GoodsListFilter | null | undefined;
  sort?: GoodsSort | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  categoryId: number;
  withCategory: boolean;
  brandCategoryId?: number | null | undefined;
}>;


export type GoodsListPageQuery = { goodsList: { count: number, pageCount: number, page: number, pageSize: number, list: Array<{ skuId: number, goodsId: number, goodsName: string, skuName: string, skuImage: string, mainImage: string | null, price: string, discountPrice: string, recommendWay: number, tagType: number, tagLevel: number, saleNum: number, stock: number | null, promotion: { manjian: Array<string>, seckill: { seckillPrice: string } | null, groupbuy: { groupbuyPrice: string, minNum: number } | null, topic: { topicName: string, topicPrice: string } | null } | null }> }, category?: { id: number, name: string, level: number, path: Array<{ id: number, name: string, level: number }>, children: Array<{ id: number, name: string, level: number }> } | null, brands: { list: Array<{ id: number, name: string }> } };

export type GoodsShopQueryVariables = Exact<{
  shopId: number;
}>;


export type GoodsShopQuery = { shop: { id: number, name: string, shortName: string, avatar: string, logo: string, province: string, address: string, telephone: string, goodsNum: number, fansNum: number, followed: boolean } | null };

export type HomePageQueryVariables = Exact<{ [key: string]: never; }>;


export type HomePageQuery = { adv: { id: number, enabled: boolean, background: string, advs: Array<{ id: number, title: string, image: string, url: string, background: string }> } | null, floors: Array<
    | { __typename: 'FloorStyle1', id: number, title: string, leftImage: { url: string, link: string }, bottomImage: { url: string, link: string }, goods: Array<{ skuId: number, goodsId: number, goodsName: string, skuName: string, skuImage: string, price: string, discountPrice: string, recommendWay: number, tagType: number, tagLevel: number, siteId: number, promotion: { manjian: Array<string>, seckill: { seckillPrice: string } | null, groupbuy: { groupbuyPrice: string, minNum: number } | null, topic: { topicName: string, topicPrice: string } | null } | null }> }
    | { __typename: 'FloorStyle3', id: number, title: string, categories: Array<{ id: number, name: string, level: number }>, images: Array<{ url: string, link: string }>, goods: Array<{ skuId: number, goodsId: number, goodsName: string, skuName: string, skuImage: string, price: string, discountPrice: string, recommendWay: number, tagType: number, tagLevel: number, siteId: number, promotion: { manjian: Array<string>, seckill: { seckillPrice: string } | null, groupbuy: { groupbuyPrice: string, minNum: number } | null, topic: { topicName: string, topicPrice: string } | null } | null }>, brands: Array<{ id: number, name: string, image: string }> }
  >, noticeAndArticle: { notices: Array<{ id: number, title: string, createTime: number }>, articles: Array<{ id: number, title: string, createTime: number }> }, floatLayer: { show: boolean, title: string, image: string, url: string, number: number } };

export type HomeGoodsFragment = { skuId: number, goodsId: number, goodsName: string, skuName: string, skuImage: string, price: string, discountPrice: string, recommendWay: number, tagType: number, tagLevel: number, siteId: number, promotion: { manjian: Array<string>, seckill: { seckillPrice: string } | null, groupbuy: { groupbuyPrice: string, minNum: number } | null, topic: { topicName: string, topicPrice: string } | null } | null };

export type RecommendGoodsQueryVariables = Exact<{
  categoryId?: number | null | undefined;
  size?: number | null | undefined;
}>;


export type RecommendGoodsQuery = { recommendGoods: Array<{ skuId: number, goodsId: number, goodsName: string, skuName: string, skuImage: string, price: string, discountPrice: string, recommendWay: number, tagType: number, tagLevel: number }> };

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

export type ArticleQueryVariables = Exact<{
  id: number;
}>;


export type ArticleQuery = { article: { id: number, title: string, cover: string, summary: string, createTime: number, content: string, prev: { id: number, title: string } | null, next: { id: number, title: string } | null } | null };

export type ArticlesQueryVariables = Exact<{
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type ArticlesQuery = { articles: { count: number, pageCount: number, list: Array<{ id: number, title: string, cover: string, summary: string, createTime: number }> } };

export type HelpQueryVariables = Exact<{
  id: number;
}>;


export type HelpQuery = { helpClasses: Array<{ id: number, name: string, entries: Array<{ id: number, title: string }> }>, help: { id: number, title: string, classId: number, className: string, createTime: number, content: string, prev: { id: number, title: string } | null, next: { id: number, title: string } | null } | null };

export type HelpClassesQueryVariables = Exact<{ [key: string]: never; }>;


export type HelpClassesQuery = { helpClasses: Array<{ id: number, name: string, entries: Array<{ id: number, title: string }> }> };

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

export type CheckResetPasswordCodeMutationVariables = Exact<{
  mobile: string;
  code: string;
}>;


export type CheckResetPasswordCodeMutation = { checkResetPasswordCode: { key: string, expireSeconds: number } };

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LoginMutation = { login: { id: number, username: string, nickname: string } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: boolean };

export type MemberAccountQueryVariables = Exact<{
  type?: AccountType | null | undefined;
  source?: AccountSource | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type MemberAccountQuery = { account: { balance: string, balanceFrozen: string, point: number }, accountRecords: { count: number, pageCount: number, list: Array<{ id: number, type: AccountType, amount: string, source: string, sourceName: string, remark: string, createTime: number }> } };

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

export type MemberAddressesQueryVariables = Exact<{
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type MemberAddressesQuery = { addresses: { count: number, pageCount: number, list: Array<{ id: number, name: string, mobile: string, telephone: string, provinceId: number, cityId: number, districtId: number, address: string, fullAddress: string, isDefault: boolean, createTime: number }> } };

export type MemberApplyWithdrawalMutationVariables = Exact<{
  bankAccountId: number;
  amount: string;
}>;


export type MemberApplyWithdrawalMutation = { applyWithdrawal: { id: number, withdrawNo: string, balance: string } };

export type MemberBankAccountEditQueryVariables = Exact<{
  id: number;
  withAccount: boolean;
}>;


export type MemberBankAccountEditQuery = { bankAccount?: { id: number, type: TransferType, typeName: string, realname: string, mobile: string, branchBankName: string, account: string, isDefault: boolean, createTime: number } | null, transferTypes: Array<{ type: TransferType, name: string }>, withdrawConfig: { transferTypes: Array<TransferType> } };

export type MemberBankAccountsQueryVariables = Exact<{
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type MemberBankAccountsQuery = { bankAccounts: { count: number, pageCount: number, list: Array<{ id: number, type: TransferType, typeName: string, realname: string, mobile: string, branchBankName: string, account: string, isDefault: boolean, createTime: number }> } };

export type MemberCaptchaQueryVariables = Exact<{ [key: string]: never; }>;


export type MemberCaptchaQuery = { captcha: { id: string, image: string } };

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

export type MemberCollectionQueryVariables = Exact<{
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type MemberCollectionQuery = { collection: { count: number, pageCount: number, list: Array<{ id: number, time: number, onShelf: boolean, goods: { skuId: number, goodsId: number, goodsName: string, skuName: string, skuImage: string, price: string, discountPrice: string } }> } };

export type MemberCouponsQueryVariables = Exact<{
  state?: CouponState | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type MemberCouponsQuery = { memberCoupons: { count: number, pageCount: number, list: Array<{ id: number, name: string, type: CouponType, money: string, discount: string, atLeast: string, shopId: number, shopName: string, state: CouponState, startTime: number, endTime: number, useTime: number }> } };

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


export type MemberFootprintQuery = { footprint: { count: number, pageCount: number, list: Array<{ id: number, time: number, onShelf: boolean, goods: { skuId: number, goodsId: number, goodsName: string, skuName: string, skuImage: string, price: string, discountPrice: string } }> } };

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


export type MemberOverviewQuery = { couponCount: number, memberDetail: { id: number, username: string, nickname: string, headimg: string, mobile: string, levelId: number, levelName: string, balance: string, balanceFrozen: string, point: number }, footprint: { count: number, list: Array<{ id: number, time: number, onShelf: boolean, goods: { skuId: number, goodsId: number, goodsName: string, skuName: string, skuImage: string, discountPrice: string } }> } };

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


export type MemberRechargeListQuery = { rechargePackages: { list: Array<{ id: number, name: string, coverImg: string, faceValue: string, buyPrice: string, point: number }> }, rechargeOrders: { count: number, pageCount: number, list: Array<{ id: number, orderNo: string, packageName: string, faceValue: string, buyPrice: string, point: number, status: RechargeStatus, statusName: string, createTime: number }> } };

export type MemberRechargeOrderQueryVariables = Exact<{
  id: number;
}>;


export type MemberRechargeOrderQuery = { rechargeOrder: { id: number, orderNo: string, packageId: number, packageName: string, coverImg: string, faceValue: string, buyPrice: string, point: number, status: RechargeStatus, statusName: string, payTypeName: string, createTime: number, payTime: number } | null, rechargePayTypes: Array<{ type: PayType, name: string, desc: string, isDemo: boolean }> };

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


export type MemberSigninPageQuery = { signinConfig: { isOpen: boolean, cycle: number, rules: Array<{ day: number, point: number }> }, signinState: { signed: boolean, days: number, nextPoint: number }, account: { point: number }, accountRecords: { list: Array<{ id: number, amount: string, createTime: number }> } };

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


export type MemberVerifyCodeQuery = { verifyCode: { id: number, code: string, type: VerifyType, typeName: string, orderNo: string, shopName: string, verified: boolean, verifyTime: number, expireTime: number, createTime: number, storeName: string | null, storeAddress: string | null, verifierName: string | null, items: Array<{ skuName: string, skuImage: string, num: number, price: string }> } | null };

export type MemberVerifyCodesQueryVariables = Exact<{
  type?: VerifyType | null | undefined;
  verified?: boolean | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type MemberVerifyCodesQuery = { verifyCodes: { count: number, pageCount: number, list: Array<{ id: number, code: string, type: VerifyType, typeName: string, orderNo: string, shopName: string, verified: boolean, verifyTime: number, expireTime: number, createTime: number, items: Array<{ skuName: string, skuImage: string, num: number, price: string }> }> } };

export type MemberWithdrawApplyQueryVariables = Exact<{ [key: string]: never; }>;


export type MemberWithdrawApplyQuery = { account: { balance: string, balanceFrozen: string }, withdrawConfig: { isOpen: boolean, min: string, max: string, rate: string, transferTypes: Array<TransferType> }, bankAccounts: { list: Array<{ id: number, type: TransferType, typeName: string, realname: string, mobile: string, branchBankName: string, account: string, isDefault: boolean, createTime: number }> } };

export type MemberWithdrawalQueryVariables = Exact<{
  id: number;
}>;


export type MemberWithdrawalQuery = { withdrawal: { id: number, withdrawNo: string, transferType: TransferType, transferTypeName: string, applyMoney: string, serviceMoney: string, money: string, status: WithdrawStatus, statusName: string, applyTime: number, realname: string | null, mobile: string | null, bankName: string | null, accountNumber: string | null, refuseReason: string | null, paymentTime: number | null } | null };

export type MemberWithdrawalsQueryVariables = Exact<{
  status?: WithdrawStatus | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type MemberWithdrawalsQuery = { withdrawals: { count: number, pageCount: number, list: Array<{ id: number, withdrawNo: string, transferType: TransferType, transferTypeName: string, applyMoney: string, serviceMoney: string, money: string, status: WithdrawStatus, statusName: string, applyTime: number }> } };

export type MobileLoginMutationVariables = Exact<{
  input: MobileLoginInput;
}>;


export type MobileLoginMutation = { mobileLogin: { id: number, username: string, nickname: string } };

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

export type AfterSaleApplyRefundMutationVariables = Exact<{
  input: RefundInput;
}>;


export type AfterSaleApplyRefundMutation = { applyRefund: { refundId: number } };

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


export type AfterSaleComplaintQuery = { refundData: { orderStatus: OrderStatus, goods: { orderGoodsId: number, skuName: string, skuImage: string, price: string, num: number } } | null, complaint: { complainId: number, orderId: number, orderGoodsId: number, skuName: string, reason: string, content: string, images: Array<string>, status: number, statusName: string, reply: string, createTime: number } | null };

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


export type AfterSaleEvaluationQuery = { orderEvaluation: { orderId: number, orderNo: string, evaluateStatus: number, canEvaluate: boolean, canEvaluateAgain: boolean, goods: Array<{ content: string, images: Array<string>, scores: number, againContent: string, goods: { orderGoodsId: number, skuId: number, skuName: string, skuImage: string, price: string, num: number } }> } | null };

export type AfterSaleRefundQueryVariables = Exact<{
  refundId: number;
}>;


export type AfterSaleRefundQuery = { refund: { refundId: number, refundNo: string, orderId: number, orderNo: string, orderGoodsId: number, skuName: string, skuImage: string, num: number, refundType: number, refundTypeName: string, refundMoney: string, reason: string, status: RefundStatus, createTime: number, remark: string, images: Array<string>, refuseReason: string, auditTime: number, refundTo: string, canCancel: boolean, canComplain: boolean } | null };

export type AfterSaleRefundDataQueryVariables = Exact<{
  orderGoodsId: number;
}>;


export type AfterSaleRefundDataQuery = { refundData: { orderStatus: OrderStatus, maxRefundMoney: string, reasons: Array<string>, canApply: boolean, reasonCannot: string, goods: { orderGoodsId: number, skuId: number, skuName: string, skuImage: string, price: string, num: number, realGoodsMoney: string, refundMoney: string, refundStatus: RefundStatus | null, refundId: number }, refundTypes: Array<{ type: number, name: string }> } | null };

export type AfterSaleRefundsQueryVariables = Exact<{
  status?: RefundStatus | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type AfterSaleRefundsQuery = { refunds: { count: number, pageCount: number, list: Array<{ refundId: number, refundNo: string, orderId: number, orderNo: string, orderGoodsId: number, skuName: string, skuImage: string, num: number, refundTypeName: string, refundMoney: string, status: RefundStatus, createTime: number }> } };

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


export type OrderDetailQuery = { order: { orderId: number, orderNo: string, kind: OrderKind, siteId: number, siteName: string, status: OrderStatus, statusName: string, deliveryType: DeliveryType, deliveryTypeName: string, orderMoney: string, goodsNum: number, evaluateStatus: number, createTime: number, name: string, mobile: string, fullAddress: string, buyerMessage: string, goodsMoney: string, deliveryMoney: string, promotionMoney: string, couponMoney: string, invoiceMoney: string, payType: string, payTypeName: string, payTime: number, deliveryTime: number, signTime: number, finishTime: number, closeTime: number, closeReason: string, autoCloseTime: number, autoTakeDeliveryTime: number, extendedTakeDelivery: boolean, pickupCode: string, verifyCode: string, packageCount: number, goods: Array<{ orderGoodsId: number, skuId: number, goodsId: number, skuName: string, skuImage: string, price: string, num: number, goodsMoney: string, realGoodsMoney: string, refundMoney: string, refundStatus: RefundStatus | null, refundStatusName: string, refundId: number, evaluateStatus: number }>, actions: Array<{ action: string, title: string }>, invoice: { invoiceTitle: string, invoiceType: number, taxNumber: string } | null, store: { storeId: number, storeName: string, address: string, telephone: string, openTime: string } | null } | null };

export type OrderExtendTakeDeliveryMutationVariables = Exact<{
  orderId: number;
}>;


export type OrderExtendTakeDeliveryMutation = { extendTakeDelivery: { orderId: number, status: OrderStatus, statusName: string } };

export type OrderGoodsLineFragment = { orderGoodsId: number, skuId: number, goodsId: number, skuName: string, skuImage: string, price: string, num: number, goodsMoney: string, realGoodsMoney: string, refundMoney: string, refundStatus: RefundStatus | null, refundStatusName: string, refundId: number, evaluateStatus: number };

export type OrderListQueryVariables = Exact<{
  tab?: OrderTab | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type OrderListQuery = { orders: { count: number, pageCount: number, counts: { waitPay: number, waitSend: number, waitConfirm: number, waitRate: number, refunding: number }, list: Array<{ orderId: number, orderNo: string, kind: OrderKind, siteId: number, siteName: string, status: OrderStatus, statusName: string, deliveryType: DeliveryType, deliveryTypeName: string, orderMoney: string, goodsNum: number, evaluateStatus: number, createTime: number, goods: Array<{ orderGoodsId: number, skuId: number, goodsId: number, skuName: string, skuImage: string, price: string, num: number, goodsMoney: string, realGoodsMoney: string, refundMoney: string, refundStatus: RefundStatus | null, refundStatusName: string, refundId: number, evaluateStatus: number }>, actions: Array<{ action: string, title: string }> }> } };

export type OrderPackagesQueryVariables = Exact<{
  orderId: number;
}>;


export type OrderPackagesQuery = { orderPackages: Array<{ packageId: number, packageName: string, expressCompany: string, deliveryNo: string, goods: Array<{ orderGoodsId: number, skuName: string, skuImage: string, num: number }>, traces: Array<{ time: number, text: string }> }> };

export type OrderTakeDeliveryMutationVariables = Exact<{
  orderId: number;
}>;


export type OrderTakeDeliveryMutation = { takeDelivery: { orderId: number, status: OrderStatus, statusName: string } };

export type IssuanceFieldsFragment = { issuanceId: number, voucherName: string, faceValue: string, countPerMember: number, memberCount: number, total: string, validStart: number, validEnd: number, remark: string, operator: string, createTime: number, counts: { pending: number, usable: number, used: number, expired: number } };

export type MyVoucherCountsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyVoucherCountsQuery = { myVoucherCounts: { pending: number } };

export type MyVouchersQueryVariables = Exact<{
  status: VoucherStatus;
  page?: number | null | undefined;
}>;


export type MyVouchersQuery = { myVouchers: { count: number, pageCount: number, list: Array<{ voucherId: number, voucherNo: string, voucherName: string, orgName: string, faceValue: string, remaining: string, status: VoucherStatus, statusName: string, validStart: number, validEnd: number, activateTime: number, useTime: number, memberName: string, mobile: string }> }, myVoucherCounts: { pending: number, usable: number, used: number, expired: number } };

export type OrgAddMemberMutationVariables = Exact<{
  mobile: string;
  realName: string;
}>;


export type OrgAddMemberMutation = { addOrgMember: { memberId: number } };

export type OrgCompanyQueryVariables = Exact<{ [key: string]: never; }>;


export type OrgCompanyQuery = { myOrg: { orgId: number, orgName: string, orgType: number, orgTypeName: string, creditCode: string, contactName: string, contactMobile: string, address: string, voucherStock: string, memberCount: number, role: OrgRole } | null, orgTypes: Array<{ type: number, name: string }> };

export type OrgFieldsFragment = { orgId: number, orgName: string, orgType: number, orgTypeName: string, creditCode: string, contactName: string, contactMobile: string, address: string, voucherStock: string, memberCount: number, role: OrgRole };

export type OrgKickMemberMutationVariables = Exact<{
  memberId: number;
}>;


export type OrgKickMemberMutation = { kickOrgMember: number };

export type OrgMembersQueryVariables = Exact<{
  keyword?: string | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type OrgMembersQuery = { myOrg: { orgId: number, orgName: string, orgType: number, orgTypeName: string, creditCode: string, contactName: string, contactMobile: string, address: string, voucherStock: string, memberCount: number, role: OrgRole } | null, orgMembers: { count: number, pageCount: number, list: Array<{ memberId: number, username: string, nickname: string, realName: string, mobile: string, role: OrgRole, createTime: number }> } };

export type OrgSaveMutationVariables = Exact<{
  input: OrgInput;
}>;


export type OrgSaveMutation = { saveOrg: { orgId: number, orgName: string, orgType: number, orgTypeName: string, creditCode: string, contactName: string, contactMobile: string, address: string, voucherStock: string, memberCount: number, role: OrgRole } };

export type VoucherActivateMutationVariables = Exact<{
  voucherId: number;
}>;


export type VoucherActivateMutation = { activateVoucher: { voucherId: number, voucherNo: string, voucherName: string, orgName: string, faceValue: string, remaining: string, status: VoucherStatus, statusName: string, validStart: number, validEnd: number, activateTime: number, useTime: number, memberName: string, mobile: string } };

export type VoucherApplyInvoiceMutationVariables = Exact<{
  input: VoucherInvoiceInput;
}>;


export type VoucherApplyInvoiceMutation = { applyVoucherInvoice: { invoiceId: number, status: string } };

export type VoucherCreateOrderMutationVariables = Exact<{
  amount: string;
}>;


export type VoucherCreateOrderMutation = { createVoucherOrder: { orderId: number, orderNo: string, amount: string, status: string, statusName: string, payType: string, payTime: number, invoiceStatus: number, createTime: number } };

export type VoucherFieldsFragment = { voucherId: number, voucherNo: string, voucherName: string, orgName: string, faceValue: string, remaining: string, status: VoucherStatus, statusName: string, validStart: number, validEnd: number, activateTime: number, useTime: number, memberName: string, mobile: string };

export type VoucherIssuanceQueryVariables = Exact<{
  issuanceId: number;
  page?: number | null | undefined;
}>;


export type VoucherIssuanceQuery = { voucherIssuance: { issuance: { issuanceId: number, voucherName: string, faceValue: string, countPerMember: number, memberCount: number, total: string, validStart: number, validEnd: number, remark: string, operator: string, createTime: number, counts: { pending: number, usable: number, used: number, expired: number } }, vouchers: { count: number, pageCount: number, list: Array<{ voucherId: number, voucherNo: string, voucherName: string, orgName: string, faceValue: string, remaining: string, status: VoucherStatus, statusName: string, validStart: number, validEnd: number, activateTime: number, useTime: number, memberName: string, mobile: string }> } } | null };

export type VoucherIssuancesQueryVariables = Exact<{
  page?: number | null | undefined;
}>;


export type VoucherIssuancesQuery = { voucherIssuances: { count: number, pageCount: number, list: Array<{ issuanceId: number, voucherName: string, faceValue: string, countPerMember: number, memberCount: number, total: string, validStart: number, validEnd: number, remark: string, operator: string, createTime: number, counts: { pending: number, usable: number, used: number, expired: number } }> } };

export type VoucherIssueMutationVariables = Exact<{
  input: IssueVouchersInput;
}>;


export type VoucherIssueMutation = { issueVouchers: { issuanceId: number, voucherName: string, faceValue: string, countPerMember: number, memberCount: number, total: string, validStart: number, validEnd: number, remark: string, operator: string, createTime: number, counts: { pending: number, usable: number, used: number, expired: number } } };

export type VoucherIssueFormQueryVariables = Exact<{ [key: string]: never; }>;


export type VoucherIssueFormQuery = { voucherOverview: { voucherStock: string }, orgMembers: { count: number, list: Array<{ memberId: number, realName: string, nickname: string, mobile: string, role: OrgRole }> } };

export type VoucherOrderQueryVariables = Exact<{
  orderId: number;
}>;


export type VoucherOrderQuery = { voucherOrder: { orderId: number, orderNo: string, amount: string, status: string, statusName: string, payType: string, payTime: number, invoiceStatus: number, createTime: number } | null };

export type VoucherOrderFieldsFragment = { orderId: number, orderNo: string, amount: string, status: string, statusName: string, payType: string, payTime: number, invoiceStatus: number, createTime: number };

export type VoucherOverviewQueryVariables = Exact<{
  page?: number | null | undefined;
}>;


export type VoucherOverviewQuery = { myOrg: { orgId: number, orgName: string, orgType: number, orgTypeName: string, creditCode: string, contactName: string, contactMobile: string, address: string, voucherStock: string, memberCount: number, role: OrgRole } | null, voucherOverview: { voucherStock: string, purchased: string, issued: string, spent: string, issuanceCount: number, memberCount: number }, voucherOrders: { count: number, pageCount: number, list: Array<{ orderId: number, orderNo: string, amount: string, status: string, statusName: string, payType: string, payTime: number, invoiceStatus: number, createTime: number }> }, voucherInvoices: { list: Array<{ invoiceId: number, amount: string, invoiceTitle: string, taxNumber: string, invoiceType: number, statusName: string, invoiceNo: string, reviewRemark: string, createTime: number }> } };

export type VoucherPayOrderMutationVariables = Exact<{
  orderId: number;
  payType: OrderPayType;
  payKey: string;
}>;


export type VoucherPayOrderMutation = { payVoucherOrder: { orderId: number, orderNo: string, amount: string, status: string, statusName: string, payType: string, payTime: number, invoiceStatus: number, createTime: number } };

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


export type AssistProjectQuery = { assistProject: { id: number, title: string, place: string, beneficiaries: number, targetAmount: string, raisedAmount: string, progress: number, status: ProjectStatus, cover: string, summary: string, images: Array<string>, content: string, createTime: number, goods: Array<{ skuId: number, goodsName: string, skuName: string, skuImage: string, price: string, discountPrice: string, recommendWay: number, tagType: number, tagLevel: number }> } | null };

export type AssistProjectsQueryVariables = Exact<{
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type AssistProjectsQuery = { assistProjects: { count: number, pageCount: number, list: Array<{ id: number, title: string, place: string, beneficiaries: number, targetAmount: string, raisedAmount: string, progress: number, status: ProjectStatus, cover: string, summary: string }> } };

export type ClaimCouponMutationVariables = Exact<{
  couponTypeId: number;
}>;


export type ClaimCouponMutation = { claimCoupon: { couponId: number, couponTypeId: number, endTime: number, state: CouponClaimState } };

export type ComboDetailQueryVariables = Exact<{
  comboId: number;
}>;


export type ComboDetailQuery = { comboDetail: { comboId: number, name: string, siteId: number, siteName: string, comboPrice: string, originalPrice: string, saving: string, endTime: number, now: number, stock: number, goods: Array<{ goodsId: number, skuId: number, goodsName: string, skuName: string, skuImage: string, price: string, num: number, stock: number }> } | null };

export type CouponCentreQueryVariables = Exact<{
  siteId?: number | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type CouponCentreQuery = { couponCentre: { count: number, pageCount: number, list: Array<{ couponTypeId: number, siteId: number, siteName: string, name: string, type: string, money: string, discount: string, atLeast: string, count: number, leadCount: number, maxFetch: number, validityType: number, fixedTerm: number, startTime: number, endTime: number, state: CouponClaimState, claimedNum: number }> } | null };

export type DiyPageQueryVariables = Exact<{
  id: number;
}>;


export type DiyPageQuery = { diyPage: { id: number, title: string, componentsJson: string, goods: Array<{ skuId: number, goodsName: string, skuName: string, skuImage: string, price: string, discountPrice: string, recommendWay: number, tagType: number, tagLevel: number }> } | null };

export type FreshHallQueryVariables = Exact<{
  tab?: string | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type FreshHallQuery = { freshHall: { code: string, title: string, subtitle: string, banner: string, introduction: string, notice: string, tabKind: ZoneTabKind, tabs: Array<{ name: string, count: number }> }, freshGoods: { count: number, pageCount: number, page: number, list: Array<{ skuId: number, goodsName: string, skuName: string, skuImage: string, price: string, discountPrice: string, recommendWay: number, tagType: number, tagLevel: number }> } };

export type GoodsPromotionQueryVariables = Exact<{
  goodsId: number;
}>;


export type GoodsPromotionQuery = { goodsPromotion: { goodsId: number, now: number, manjian: Array<string>, seckill: { seckillId: number, skuId: number, seckillPrice: string, endTime: number, stock: number } | null, groupbuy: { groupbuyId: number, skuId: number, groupbuyPrice: string, minNum: number, endTime: number } | null, topic: { topicId: number, topicName: string, skuId: number, topicPrice: string, endTime: number } | null, combos: Array<{ comboId: number, name: string, comboPrice: string, originalPrice: string, saving: string }> } | null };

export type GroupbuyDetailQueryVariables = Exact<{
  groupbuyId: number;
}>;


export type GroupbuyDetailQuery = { groupbuyDetail: { siteId: number, siteName: string, introduction: string, now: number, groupbuy: { groupbuyId: number, goodsId: number, skuId: number, goodsName: string, skuImage: string, price: string, groupbuyPrice: string, minNum: number, stock: number, totalStock: number, soldNum: number, soldPercent: number, startTime: number, endTime: number } } | null };

export type GroupbuyFieldsFragment = { groupbuyId: number, goodsId: number, skuId: number, goodsName: string, skuImage: string, price: string, groupbuyPrice: string, minNum: number, stock: number, totalStock: number, soldNum: number, soldPercent: number, startTime: number, endTime: number };

export type GroupbuysQueryVariables = Exact<{
  keyword?: string | null | undefined;
  order?: GroupbuyOrder | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type GroupbuysQuery = { groupbuys: { count: number, pageCount: number, list: Array<{ groupbuyId: number, goodsId: number, skuId: number, goodsName: string, skuImage: string, price: string, groupbuyPrice: string, minNum: number, stock: number, totalStock: number, soldNum: number, soldPercent: number, startTime: number, endTime: number }> } | null };

export type MealPackagesQueryVariables = Exact<{
  people?: number | null | undefined;
}>;


export type MealPackagesQuery = { mealPackages: Array<{ id: number, title: string, people: number, image: string, description: string, packagePrice: string, originalPrice: string, items: Array<{ num: number, goods: { skuId: number, goodsName: string, skuName: string, skuImage: string, price: string, discountPrice: string, recommendWay: number, tagType: number, tagLevel: number } }> }> };

export type PromotionSwitchesQueryVariables = Exact<{ [key: string]: never; }>;


export type PromotionSwitchesQuery = { promotionSwitches: { seckill: boolean, groupbuy: boolean, combo: boolean, topic: boolean, coupon: boolean } };

export type SeckillDetailQueryVariables = Exact<{
  seckillId: number;
}>;


export type SeckillDetailQuery = { seckillDetail: { now: number, siteId: number, siteName: string, introduction: string, boughtNum: number, slot: { slotId: number, name: string, startTime: number, endTime: number, state: SeckillSlotState }, goods: { seckillId: number, slotId: number, goodsId: number, skuId: number, goodsName: string, skuImage: string, price: string, seckillPrice: string, stock: number, totalStock: number, soldPercent: number, limitNum: number } } | null };

export type SeckillGoodsFieldsFragment = { seckillId: number, slotId: number, goodsId: number, skuId: number, goodsName: string, skuImage: string, price: string, seckillPrice: string, stock: number, totalStock: number, soldPercent: number, limitNum: number };

export type SeckillSlotGoodsQueryVariables = Exact<{
  slotId: number;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type SeckillSlotGoodsQuery = { seckillGoods: { count: number, pageCount: number, list: Array<{ seckillId: number, slotId: number, goodsId: number, skuId: number, goodsName: string, skuImage: string, price: string, seckillPrice: string, stock: number, totalStock: number, soldPercent: number, limitNum: number }> } | null };

export type SeckillSlotsQueryVariables = Exact<{ [key: string]: never; }>;


export type SeckillSlotsQuery = { seckillSlots: { now: number, nextChange: number, list: Array<{ slotId: number, name: string, startTime: number, endTime: number, state: SeckillSlotState }> } | null };

export type TopicDetailQueryVariables = Exact<{
  topicId: number;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type TopicDetailQuery = { topicDetail: { now: number, topic: { topicId: number, name: string, banner: string, remark: string, startTime: number, endTime: number, goodsCount: number }, goods: { count: number, pageCount: number, list: Array<{ id: number, topicId: number, goodsId: number, skuId: number, goodsName: string, skuImage: string, price: string, topicPrice: string, stock: number }> } } | null };

export type TopicFieldsFragment = { topicId: number, name: string, banner: string, remark: string, startTime: number, endTime: number, goodsCount: number };

export type TopicGoodsFieldsFragment = { id: number, topicId: number, goodsId: number, skuId: number, goodsName: string, skuImage: string, price: string, topicPrice: string, stock: number };

export type TopicGoodsQueryVariables = Exact<{
  id: number;
}>;


export type TopicGoodsQuery = { topicGoods: { siteId: number, siteName: string, introduction: string, now: number, topic: { topicId: number, name: string, banner: string, remark: string, startTime: number, endTime: number, goodsCount: number }, goods: { id: number, topicId: number, goodsId: number, skuId: number, goodsName: string, skuImage: string, price: string, topicPrice: string, stock: number } } | null };

export type TopicsQueryVariables = Exact<{
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type TopicsQuery = { topics: { count: number, pageCount: number, list: Array<{ topicId: number, name: string, banner: string, remark: string, startTime: number, endTime: number, goodsCount: number }> } | null };

export type ZoneGoodsFieldsFragment = { skuId: number, goodsName: string, skuName: string, skuImage: string, price: string, discountPrice: string, recommendWay: number, tagType: number, tagLevel: number };

export type ZonePageQueryVariables = Exact<{
  code: string;
  tab?: string | null | undefined;
  province?: string | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type ZonePageQuery = { zone: { code: string, title: string, subtitle: string, banner: string, introduction: string, notice: string, tabKind: ZoneTabKind, tabs: Array<{ name: string, count: number }> } | null, zoneGoods: { count: number, pageCount: number, page: number, list: Array<{ skuId: number, goodsName: string, skuName: string, skuImage: string, price: string, discountPrice: string, recommendWay: number, tagType: number, tagLevel: number }> } };

export type RankingBoardQueryVariables = Exact<{
  type: RankingType;
  areaId?: number | null | undefined;
  level?: number | null | undefined;
  orgType?: number | null | undefined;
  period?: RankingPeriod | null | undefined;
  limit?: number | null | undefined;
}>;


export type RankingBoardQuery = { rankingList: { type: RankingType, period: RankingPeriod, level: number, areaId: number, number: number, total: string, list: Array<{ rank: number, id: number, name: string, money: string, orderNum: number, siteId: number, orgName: string }>, addressList: Array<{ id: number, name: string, level: number }>, orgTypeList: Array<{ type: number, name: string }> } };

export type TradeTickerQueryVariables = Exact<{
  limit?: number | null | undefined;
}>;


export type TradeTickerQuery = { rankingList: { list: Array<{ id: number, name: string, username: string, mobile: string, skuName: string, money: string, createTime: number }> } };

export type BranchHomePageQueryVariables = Exact<{
  siteId: number;
}>;


export type BranchHomePageQuery = { website: { id: number, title: string, type: number, webDomain: string } | null, websiteBanners: Array<{ id: number, title: string, image: string, url: string }>, websiteRecommendGoods: { count: number, list: Array<{ skuId: number, goodsId: number, goodsName: string, skuName: string, skuImage: string, price: string, discountPrice: string, recommendWay: number, tagType: number, tagLevel: number }> } };

export type ChangeCityPageQueryVariables = Exact<{
  keyword?: string | null | undefined;
}>;


export type ChangeCityPageQuery = { websites: Array<{ id: number, title: string, logo: string, websiteType: number, provinceName: string, initial: string, parentId: number }> };

export type CityCarouselBlockQueryVariables = Exact<{ [key: string]: never; }>;


export type CityCarouselBlockQuery = { websiteCarousel: Array<{ site: { id: number, title: string, logo: string, websiteType: number, provinceName: string, initial: string, parentId: number }, goods: Array<{ skuId: number, goodsId: number, goodsName: string, skuName: string, skuImage: string, price: string, discountPrice: string, recommendWay: number, tagType: number, tagLevel: number }> }> };

export type RegionGoodsFieldsFragment = { skuId: number, goodsId: number, goodsName: string, skuName: string, skuImage: string, price: string, discountPrice: string, recommendWay: number, tagType: number, tagLevel: number };

export type RegionHallPageQueryVariables = Exact<{
  siteId: number;
  filter: RegionGoodsFilter;
  page?: number | null | undefined;
}>;


export type RegionHallPageQuery = { regionHall: { site: { id: number, title: string, shortName: string, welcome: string }, categories: Array<{ id: number, name: string, level: number, children: Array<{ id: number, name: string, level: number, children: Array<{ id: number, name: string, level: number }> }> }>, children: Array<{ id: number, title: string, logo: string, websiteType: number, provinceName: string, initial: string, parentId: number }> } | null, regionGoods: { count: number, pageCount: number, list: Array<{ skuId: number, goodsId: number, goodsName: string, skuName: string, skuImage: string, price: string, discountPrice: string, recommendWay: number, tagType: number, tagLevel: number }> } };

export type RegionHallsPageQueryVariables = Exact<{ [key: string]: never; }>;


export type RegionHallsPageQuery = { regionHalls: Array<{ shopNum: number, goodsNum: number, site: { id: number, title: string, logo: string, websiteType: number, provinceName: string, initial: string, parentId: number } }> };

export type RegionSiteFieldsFragment = { id: number, title: string, logo: string, websiteType: number, provinceName: string, initial: string, parentId: number };

export type RegionTreeFieldsFragment = { id: number, name: string, level: number };

export type ShopGoodsFieldsFragment = { skuId: number, goodsId: number, goodsName: string, skuName: string, skuImage: string, price: string, discountPrice: string, recommendWay: number, tagType: number, tagLevel: number };

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


export type ShopPageQuery = { shop: { id: number, name: string, shortName: string, avatar: string, goodsNum: number, fansNum: number, followed: boolean, score: string, storeNum: number } | null, shopCategoryTree: Array<{ id: number, name: string, level: number, children: Array<{ id: number, name: string, level: number, children: Array<{ id: number, name: string, level: number }> }> }>, goodsList: { count: number, pageCount: number, page: number, list: Array<{ skuId: number, goodsId: number, goodsName: string, skuName: string, skuImage: string, price: string, discountPrice: string, recommendWay: number, tagType: number, tagLevel: number }> }, shopStores?: { list: Array<{ id: number, name: string, address: string, telephone: string, openTime: string }> } };

export type ShopTreeFieldsFragment = { id: number, name: string, level: number };

export type SupportDetailPageQueryVariables = Exact<{
  id: number;
  page?: number | null | undefined;
}>;


export type SupportDetailPageQuery = { supportUnit: { id: number, name: string, logo: string, introduction: string, goodsNum: number } | null, supportGoods: { count: number, pageCount: number, list: Array<{ skuId: number, goodsId: number, goodsName: string, skuName: string, skuImage: string, price: string, discountPrice: string, recommendWay: number, tagType: number, tagLevel: number }> } };

export type SupportListPageQueryVariables = Exact<{
  categoryId?: number | null | undefined;
  page?: number | null | undefined;
}>;


export type SupportListPageQuery = { supportCategoryTree: Array<{ id: number, name: string, level: number, children: Array<{ id: number, name: string, level: number, children: Array<{ id: number, name: string, level: number }> }> }>, supportUnits: { count: number, pageCount: number, list: Array<{ id: number, name: string, logo: string, introduction: string, goodsNum: number }> } };

export type SupportUnitFieldsFragment = { id: number, name: string, logo: string, introduction: string, goodsNum: number };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const CartPageCartFragmentDoc = new TypedDocumentString(`
    fragment CartPageCart on Cart {
  count
  total
  items {
    cartId
    skuId
    skuName
    skuImage
    discountPrice
    num
    stock
    tagType
    tagLevel
    siteId
    siteName
    invalid
    invalidReason
    promotion {
      seckill {
        seckillId
        seckillPrice
      }
      groupbuy {
        groupbuyId
        groupbuyPrice
        minNum
      }
      topic {
        topicName
        topicPrice
      }
      manjian
    }
  }
}
    `, {"fragmentName":"CartPageCart"}) as unknown as TypedDocumentString<CartPageCartFragment, unknown>;
export const HomeGoodsFragmentDoc = new TypedDocumentString(`
    fragment HomeGoods on Goods {
  skuId
  goodsId
  goodsName
  skuName
  skuImage
  price
  discountPrice
  recommendWay
  tagType
  tagLevel
  siteId
  promotion {
    seckill {
      seckillPrice
    }
    groupbuy {
      groupbuyPrice
      minNum
    }
    topic {
      topicName
      topicPrice
    }
    manjian
  }
}
    `, {"fragmentName":"HomeGoods"}) as unknown as TypedDocumentString<HomeGoodsFragment, unknown>;
export const OrderGoodsLineFragmentDoc = new TypedDocumentString(`
    fragment OrderGoodsLine on OrderGoods {
  orderGoodsId
  skuId
  goodsId
  skuName
  skuImage
  price
  num
  goodsMoney
  realGoodsMoney
  refundMoney
  refundStatus
  refundStatusName
  refundId
  evaluateStatus
}
    `, {"fragmentName":"OrderGoodsLine"}) as unknown as TypedDocumentString<OrderGoodsLineFragment, unknown>;
export const IssuanceFieldsFragmentDoc = new TypedDocumentString(`
    fragment IssuanceFields on VoucherIssuance {
  issuanceId
  voucherName
  faceValue
  countPerMember
  memberCount
  total
  validStart
  validEnd
  remark
  operator
  createTime
  counts {
    pending
    usable
    used
    expired
  }
}
    `, {"fragmentName":"IssuanceFields"}) as unknown as TypedDocumentString<IssuanceFieldsFragment, unknown>;
export const OrgFieldsFragmentDoc = new TypedDocumentString(`
    fragment OrgFields on Org {
  orgId
  orgName
  orgType
  orgTypeName
  creditCode
  contactName
  contactMobile
  address
  voucherStock
  memberCount
  role
}
    `, {"fragmentName":"OrgFields"}) as unknown as TypedDocumentString<OrgFieldsFragment, unknown>;
export const VoucherFieldsFragmentDoc = new TypedDocumentString(`
    fragment VoucherFields on Voucher {
  voucherId
  voucherNo
  voucherName
  orgName
  faceValue
  remaining
  status
  statusName
  validStart
  validEnd
  activateTime
  useTime
  memberName
  mobile
}
    `, {"fragmentName":"VoucherFields"}) as unknown as TypedDocumentString<VoucherFieldsFragment, unknown>;
export const VoucherOrderFieldsFragmentDoc = new TypedDocumentString(`
    fragment VoucherOrderFields on VoucherOrder {
  orderId
  orderNo
  amount
  status
  statusName
  payType
  payTime
  invoiceStatus
  createTime
}
    `, {"fragmentName":"VoucherOrderFields"}) as unknown as TypedDocumentString<VoucherOrderFieldsFragment, unknown>;
export const GroupbuyFieldsFragmentDoc = new TypedDocumentString(`
    fragment GroupbuyFields on Groupbuy {
  groupbuyId
  goodsId
  skuId
  goodsName
  skuImage
  price
  groupbuyPrice
  minNum
  stock
  totalStock
  soldNum
  soldPercent
  startTime
  endTime
}
    `, {"fragmentName":"GroupbuyFields"}) as unknown as TypedDocumentString<GroupbuyFieldsFragment, unknown>;
export const SeckillGoodsFieldsFragmentDoc = new TypedDocumentString(`
    fragment SeckillGoodsFields on SeckillGoods {
  seckillId
  slotId
  goodsId
  skuId
  goodsName
  skuImage
  price
  seckillPrice
  stock
  totalStock
  soldPercent
  limitNum
}
    `, {"fragmentName":"SeckillGoodsFields"}) as unknown as TypedDocumentString<SeckillGoodsFieldsFragment, unknown>;
export const TopicFieldsFragmentDoc = new TypedDocumentString(`
    fragment TopicFields on Topic {
  topicId
  name
  banner
  remark
  startTime
  endTime
  goodsCount
}
    `, {"fragmentName":"TopicFields"}) as unknown as TypedDocumentString<TopicFieldsFragment, unknown>;
export const TopicGoodsFieldsFragmentDoc = new TypedDocumentString(`
    fragment TopicGoodsFields on TopicGoods {
  id
  topicId
  goodsId
  skuId
  goodsName
  skuImage
  price
  topicPrice
  stock
}
    `, {"fragmentName":"TopicGoodsFields"}) as unknown as TypedDocumentString<TopicGoodsFieldsFragment, unknown>;
export const ZoneGoodsFieldsFragmentDoc = new TypedDocumentString(`
    fragment ZoneGoodsFields on Goods {
  skuId
  goodsName
  skuName
  skuImage
  price
  discountPrice
  recommendWay
  tagType
  tagLevel
}
    `, {"fragmentName":"ZoneGoodsFields"}) as unknown as TypedDocumentString<ZoneGoodsFieldsFragment, unknown>;
export const RegionGoodsFieldsFragmentDoc = new TypedDocumentString(`
    fragment RegionGoodsFields on Goods {
  skuId
  goodsId
  goodsName
  skuName
  skuImage
  price
  discountPrice
  recommendWay
  tagType
  tagLevel
}
    `, {"fragmentName":"RegionGoodsFields"}) as unknown as TypedDocumentString<RegionGoodsFieldsFragment, unknown>;
export const RegionSiteFieldsFragmentDoc = new TypedDocumentString(`
    fragment RegionSiteFields on Website {
  id
  title
  logo
  websiteType
  provinceName
  initial
  parentId
}
    `, {"fragmentName":"RegionSiteFields"}) as unknown as TypedDocumentString<RegionSiteFieldsFragment, unknown>;
export const RegionTreeFieldsFragmentDoc = new TypedDocumentString(`
    fragment RegionTreeFields on TreeCategory {
  id
  name
  level
}
    `, {"fragmentName":"RegionTreeFields"}) as unknown as TypedDocumentString<RegionTreeFieldsFragment, unknown>;
export const ShopGoodsFieldsFragmentDoc = new TypedDocumentString(`
    fragment ShopGoodsFields on Goods {
  skuId
  goodsId
  goodsName
  skuName
  skuImage
  price
  discountPrice
  recommendWay
  tagType
  tagLevel
}
    `, {"fragmentName":"ShopGoodsFields"}) as unknown as TypedDocumentString<ShopGoodsFieldsFragment, unknown>;
export const ShopTreeFieldsFragmentDoc = new TypedDocumentString(`
    fragment ShopTreeFields on TreeCategory {
  id
  name
  level
}
    `, {"fragmentName":"ShopTreeFields"}) as unknown as TypedDocumentString<ShopTreeFieldsFragment, unknown>;
export const SupportUnitFieldsFragmentDoc = new TypedDocumentString(`
    fragment SupportUnitFields on SupportUnit {
  id
  name
  logo
  introduction
  goodsNum
}
    `, {"fragmentName":"SupportUnitFields"}) as unknown as TypedDocumentString<SupportUnitFieldsFragment, unknown>;
export const ShellDocument = new TypedDocumentString(`
    query Shell {
  site {
    siteId
    title
    desc
    keywords
    logo
    webStatus
    webPhone
    webQrcode
    defaultImages {
      goods
      head
      shop
      city
      supply
      store
      category
      brand
    }
    copyright {
      icp
      address
      businessLicense
      report
      marketSupervisionUrl
      copyrightTitle
      copyrightLink
      copyrightDesc
      govRecord
      govUrl
    }
    servicer {
      open
      type
      hotline
      thirdUrl
    }
  }
  navList {
    id
    title
    url
    isBlank
  }
  categoryTree {
    id
    name
    level
    image
    children {
      id
      name
      level
      image
      children {
        id
        name
        level
        image
      }
    }
  }
  helpClasses(classNum: 5, childNum: 3) {
    id
    name
    entries {
      id
      title
    }
  }
  friendlyLinks {
    id
    title
    pic
    url
    isBlank
  }
  hotSearchWords
  defaultSearchWord
  adv(keyword: "NS_PC_INDEX_TOP") {
    id
    enabled
    background
    advs {
      id
      title
      image
      url
      background
    }
  }
  member {
    id
    username
    nickname
    headimg
  }
  cart {
    count
    total
    items {
      cartId
      skuId
      skuName
      skuImage
      discountPrice
      num
      tagType
      tagLevel
    }
  }
}
    `) as unknown as TypedDocumentString<ShellQuery, ShellQueryVariables>;
export const CartPageDocument = new TypedDocumentString(`
    query CartPage {
  member {
    id
  }
  cart {
    ...CartPageCart
  }
}
    fragment CartPageCart on Cart {
  count
  total
  items {
    cartId
    skuId
    skuName
    skuImage
    discountPrice
    num
    stock
    tagType
    tagLevel
    siteId
    siteName
    invalid
    invalidReason
    promotion {
      seckill {
        seckillId
        seckillPrice
      }
      groupbuy {
        groupbuyId
        groupbuyPrice
        minNum
      }
      topic {
        topicName
        topicPrice
      }
      manjian
    }
  }
}`) as unknown as TypedDocumentString<CartPageQuery, CartPageQueryVariables>;
export const CartPageDeleteItemsDocument = new TypedDocumentString(`
    mutation CartPageDeleteItems($cartIds: [Int!]!) {
  deleteCartItems(cartIds: $cartIds) {
    ...CartPageCart
  }
}
    fragment CartPageCart on Cart {
  count
  total
  items {
    cartId
    skuId
    skuName
    skuImage
    discountPrice
    num
    stock
    tagType
    tagLevel
    siteId
    siteName
    invalid
    invalidReason
    promotion {
      seckill {
        seckillId
        seckillPrice
      }
      groupbuy {
        groupbuyId
        groupbuyPrice
        minNum
      }
      topic {
        topicName
        topicPrice
      }
      manjian
    }
  }
}`) as unknown as TypedDocumentString<CartPageDeleteItemsMutation, CartPageDeleteItemsMutationVariables>;
export const CartPageUpdateItemDocument = new TypedDocumentString(`
    mutation CartPageUpdateItem($cartId: Int!, $num: Int!) {
  updateCartItem(cartId: $cartId, num: $num) {
    ...CartPageCart
  }
}
    fragment CartPageCart on Cart {
  count
  total
  items {
    cartId
    skuId
    skuName
    skuImage
    discountPrice
    num
    stock
    tagType
    tagLevel
    siteId
    siteName
    invalid
    invalidReason
    promotion {
      seckill {
        seckillId
        seckillPrice
      }
      groupbuy {
        groupbuyId
        groupbuyPrice
        minNum
      }
      topic {
        topicName
        topicPrice
      }
      manjian
    }
  }
}`) as unknown as TypedDocumentString<CartPageUpdateItemMutation, CartPageUpdateItemMutationVariables>;
export const CheckoutCalculateDocument = new TypedDocumentString(`
    query CheckoutCalculate($input: CheckoutInput!) {
  checkout(input: $input) {
    kind
    goods {
      skuId
      goodsId
      skuName
      skuImage
      price
      num
      goodsMoney
      siteId
      siteName
    }
    deliveryType
    deliveryOptions {
      type
      name
      fee
    }
    address {
      addressId
      name
      mobile
      fullAddress
    }
    stores {
      storeId
      storeName
      address
      telephone
      openTime
    }
    goodsMoney
    deliveryMoney
    promotionMoney
    promotions {
      siteId
      text
      discountMoney
    }
    couponMoney
    coupons {
      couponId
      couponName
      discountMoney
      usable
      reason
    }
    invoiceMoney
    invoice {
      invoiceId
      invoiceTitle
      invoiceType
      rate
    }
    orderMoney
  }
}
    `) as unknown as TypedDocumentString<CheckoutCalculateQuery, CheckoutCalculateQueryVariables>;
export const CheckoutCreateOrderDocument = new TypedDocumentString(`
    mutation CheckoutCreateOrder($input: CreateOrderInput!) {
  createOrder(input: $input) {
    orderId
    orderNo
    orderMoney
    status
    autoCloseTime
    repeated
  }
}
    `) as unknown as TypedDocumentString<CheckoutCreateOrderMutation, CheckoutCreateOrderMutationVariables>;
export const PayInfoDocument = new TypedDocumentString(`
    query PayInfo($orderIds: [Int!]!) {
  payInfo(orderIds: $orderIds) {
    payMoney
    balance
    orders {
      orderId
      orderNo
      orderMoney
      status
      autoCloseTime
    }
    methods {
      type
      name
      desc
      isDemo
      enabled
    }
    offlineAccount {
      bankName
      accountName
      accountNo
      remark
    }
    vouchers {
      voucherId
      voucherNo
      voucherName
      remaining
      validEnd
      usableMoney
    }
  }
}
    `) as unknown as TypedDocumentString<PayInfoQuery, PayInfoQueryVariables>;
export const PayOrdersDocument = new TypedDocumentString(`
    mutation PayOrders($orderIds: [Int!]!, $payType: OrderPayType!, $payKey: String!, $voucherId: Int) {
  payOrders(
    orderIds: $orderIds
    payType: $payType
    payKey: $payKey
    voucherId: $voucherId
  ) {
    paymentId
    payNo
    payType
    payTypeName
    amount
    status
    voucherMoney
  }
}
    `) as unknown as TypedDocumentString<PayOrdersMutation, PayOrdersMutationVariables>;
export const PayResultDocument = new TypedDocumentString(`
    query PayResult($orderIds: [Int!]!, $orderId: Int!) {
  payInfo(orderIds: $orderIds) {
    orders {
      orderId
      orderNo
      orderMoney
      status
      autoCloseTime
    }
  }
  order(orderId: $orderId) {
    orderId
    payType
    payTypeName
    payTime
  }
}
    `) as unknown as TypedDocumentString<PayResultQuery, PayResultQueryVariables>;
export const PaySubmitTicketsDocument = new TypedDocumentString(`
    mutation PaySubmitTickets($orderIds: [Int!]!, $images: [String!]!, $remark: String, $payKey: String!) {
  submitPayTickets(
    orderIds: $orderIds
    images: $images
    remark: $remark
    payKey: $payKey
  ) {
    paymentId
    payNo
    status
  }
}
    `) as unknown as TypedDocumentString<PaySubmitTicketsMutation, PaySubmitTicketsMutationVariables>;
export const PayTicketsDocument = new TypedDocumentString(`
    query PayTickets($orderId: Int!) {
  order(orderId: $orderId) {
    orderId
    orderNo
    status
  }
  payTickets(orderId: $orderId) {
    payMoney
    orderStatus
    offlineAccount {
      bankName
      accountName
      accountNo
      remark
    }
    tickets {
      paymentId
      payNo
      amount
      status
      statusName
      orderIds
      images
      remark
      reviewRemark
      createTime
      payTime
    }
  }
}
    `) as unknown as TypedDocumentString<PayTicketsQuery, PayTicketsQueryVariables>;
export const AddFootprintDocument = new TypedDocumentString(`
    mutation AddFootprint($skuId: Int!) {
  addFootprint(skuId: $skuId)
}
    `) as unknown as TypedDocumentString<AddFootprintMutation, AddFootprintMutationVariables>;
export const AddToCartDocument = new TypedDocumentString(`
    mutation AddToCart($skuId: Int!, $num: Int!) {
  addToCart(skuId: $skuId, num: $num) {
    count
  }
}
    `) as unknown as TypedDocumentString<AddToCartMutation, AddToCartMutationVariables>;
export const BrandsDocument = new TypedDocumentString(`
    query Brands($categoryId: Int, $page: Int, $pageSize: Int) {
  brands(categoryId: $categoryId, page: $page, pageSize: $pageSize) {
    count
    pageCount
    list {
      id
      name
      image
      recommended
      goodsNum
    }
  }
}
    `) as unknown as TypedDocumentString<BrandsQuery, BrandsQueryVariables>;
export const CategoryTreeDocument = new TypedDocumentString(`
    query CategoryTree {
  categoryTree {
    id
    name
    level
    image
    image1
    children {
      id
      name
      level
      image
      image1
      children {
        id
        name
        level
        image
        image1
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CategoryTreeQuery, CategoryTreeQueryVariables>;
export const CollectGoodsDocument = new TypedDocumentString(`
    mutation CollectGoods($skuId: Int!) {
  collectGoods(skuId: $skuId)
}
    `) as unknown as TypedDocumentString<CollectGoodsMutation, CollectGoodsMutationVariables>;
export const EvaluationsDocument = new TypedDocumentString(`
    query Evaluations($goodsId: Int!, $kind: EvaluationKind, $withImages: Boolean, $page: Int, $pageSize: Int) {
  evaluations(
    goodsId: $goodsId
    kind: $kind
    withImages: $withImages
    page: $page
    pageSize: $pageSize
  ) {
    count
    pageCount
    counts {
      total
      good
      medium
      bad
      withImages
    }
    list {
      id
      memberName
      memberHeadimg
      content
      images
      scores
      kind
      skuName
      createTime
      againContent
      explainFirst
    }
  }
}
    `) as unknown as TypedDocumentString<EvaluationsQuery, EvaluationsQueryVariables>;
export const FollowShopDocument = new TypedDocumentString(`
    mutation FollowShop($shopId: Int!) {
  followShop(shopId: $shopId)
}
    `) as unknown as TypedDocumentString<FollowShopMutation, FollowShopMutationVariables>;
export const GoodsDetailDocument = new TypedDocumentString(`
    query GoodsDetail($skuId: Int!) {
  goodsDetail(skuId: $skuId) {
    skuId
    goodsId
    goodsName
    skuName
    specName
    price
    discountPrice
    stock
    saleNum
    evaluateNum
    goodsImages
    skuImage
    introduction
    brief
    recommendWay
    tagType
    tagLevel
    onShelf
    categoryId
    brandId
    brandName
    isCollected
    shop {
      id
      name
      shortName
      avatar
      logo
      province
      address
      telephone
    }
    specs {
      name
      values {
        skuId
        name
        selected
        available
      }
    }
    skus {
      skuId
      specName
      skuImage
      price
      discountPrice
      stock
    }
    categoryPath {
      id
      name
      level
    }
    manjian {
      id
      name
      type
      startTime
      endTime
      rules {
        money
        discountMoney
        text
      }
    }
  }
}
    `) as unknown as TypedDocumentString<GoodsDetailQuery, GoodsDetailQueryVariables>;
export const GoodsListPageDocument = new TypedDocumentString(`
    query GoodsListPage($filter: GoodsListFilter, $sort: GoodsSort, $page: Int, $pageSize: Int, $categoryId: Int!, $withCategory: Boolean!, $brandCategoryId: Int) {
  goodsList(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {
    count
    pageCount
    page
    pageSize
    list {
      skuId
      goodsId
      goodsName
      skuName
      skuImage
      mainImage
      price
      discountPrice
      recommendWay
      tagType
      tagLevel
      saleNum
      stock
      promotion {
        seckill {
          seckillPrice
        }
        groupbuy {
          groupbuyPrice
          minNum
        }
        topic {
          topicName
          topicPrice
        }
        manjian
      }
    }
  }
  category(id: $categoryId) @include(if: $withCategory) {
    id
    name
    level
    path {
      id
      name
      level
    }
    children {
      id
      name
      level
    }
  }
  brands(categoryId: $brandCategoryId, page: 1, pageSize: 30) {
    list {
      id
      name
    }
  }
}
    `) as unknown as TypedDocumentString<GoodsListPageQuery, GoodsListPageQueryVariables>;
export const GoodsShopDocument = new TypedDocumentString(`
    query GoodsShop($shopId: Int!) {
  shop(id: $shopId) {
    id
    name
    shortName
    avatar
    logo
    province
    address
    telephone
    goodsNum
    fansNum
    followed
  }
}
    `) as unknown as TypedDocumentString<GoodsShopQuery, GoodsShopQueryVariables>;
export const HomePageDocument = new TypedDocumentString(`
    query HomePage {
  adv(keyword: "NS_PC_INDEX") {
    id
    enabled
    background
    advs {
      id
      title
      image
      url
      background
    }
  }
  floors {
    __typename
    ... on FloorStyle1 {
      id
      title
      leftImage {
        url
        link
      }
      bottomImage {
        url
        link
      }
      goods {
        ...HomeGoods
      }
    }
    ... on FloorStyle3 {
      id
      title
      categories {
        id
        name
        level
      }
      images {
        url
        link
      }
      goods {
        ...HomeGoods
      }
      brands {
        id
        name
        image
      }
    }
  }
  noticeAndArticle(num: 6) {
    notices {
      id
      title
      createTime
    }
    articles {
      id
      title
      createTime
    }
  }
  floatLayer {
    show
    title
    image
    url
    number
  }
}
    fragment HomeGoods on Goods {
  skuId
  goodsId
  goodsName
  skuName
  skuImage
  price
  discountPrice
  recommendWay
  tagType
  tagLevel
  siteId
  promotion {
    seckill {
      seckillPrice
    }
    groupbuy {
      groupbuyPrice
      minNum
    }
    topic {
      topicName
      topicPrice
    }
    manjian
  }
}`) as unknown as TypedDocumentString<HomePageQuery, HomePageQueryVariables>;
export const RecommendGoodsDocument = new TypedDocumentString(`
    query RecommendGoods($categoryId: Int, $size: Int) {
  recommendGoods(categoryId: $categoryId, size: $size) {
    skuId
    goodsId
    goodsName
    skuName
    skuImage
    price
    discountPrice
    recommendWay
    tagType
    tagLevel
  }
}
    `) as unknown as TypedDocumentString<RecommendGoodsQuery, RecommendGoodsQueryVariables>;
export const ShopSearchDocument = new TypedDocumentString(`
    query ShopSearch($keyword: String, $page: Int, $pageSize: Int) {
  shopSearch(keyword: $keyword, page: $page, pageSize: $pageSize) {
    count
    pageCount
    list {
      id
      name
      shortName
      avatar
      logo
      province
      address
      goodsNum
    }
  }
}
    `) as unknown as TypedDocumentString<ShopSearchQuery, ShopSearchQueryVariables>;
export const UncollectGoodsDocument = new TypedDocumentString(`
    mutation UncollectGoods($goodsId: Int!) {
  uncollectGoods(goodsId: $goodsId)
}
    `) as unknown as TypedDocumentString<UncollectGoodsMutation, UncollectGoodsMutationVariables>;
export const UnfollowShopDocument = new TypedDocumentString(`
    mutation UnfollowShop($shopId: Int!) {
  unfollowShop(shopId: $shopId)
}
    `) as unknown as TypedDocumentString<UnfollowShopMutation, UnfollowShopMutationVariables>;
export const ArticleDocument = new TypedDocumentString(`
    query Article($id: Int!) {
  article(id: $id) {
    id
    title
    cover
    summary
    createTime
    content
    prev {
      id
      title
    }
    next {
      id
      title
    }
  }
}
    `) as unknown as TypedDocumentString<ArticleQuery, ArticleQueryVariables>;
export const ArticlesDocument = new TypedDocumentString(`
    query Articles($page: Int, $pageSize: Int) {
  articles(page: $page, pageSize: $pageSize) {
    count
    pageCount
    list {
      id
      title
      cover
      summary
      createTime
    }
  }
}
    `) as unknown as TypedDocumentString<ArticlesQuery, ArticlesQueryVariables>;
export const HelpDocument = new TypedDocumentString(`
    query Help($id: Int!) {
  helpClasses(classNum: 50, childNum: 100) {
    id
    name
    entries {
      id
      title
    }
  }
  help(id: $id) {
    id
    title
    classId
    className
    createTime
    content
    prev {
      id
      title
    }
    next {
      id
      title
    }
  }
}
    `) as unknown as TypedDocumentString<HelpQuery, HelpQueryVariables>;
export const HelpClassesDocument = new TypedDocumentString(`
    query HelpClasses {
  helpClasses(classNum: 50, childNum: 100) {
    id
    name
    entries {
      id
      title
    }
  }
}
    `) as unknown as TypedDocumentString<HelpClassesQuery, HelpClassesQueryVariables>;
export const HelpListDocument = new TypedDocumentString(`
    query HelpList($classId: Int, $page: Int, $pageSize: Int) {
  helpClasses(classNum: 50, childNum: 100) {
    id
    name
    entries {
      id
      title
    }
  }
  helpList(classId: $classId, page: $page, pageSize: $pageSize) {
    count
    pageCount
    list {
      id
      title
      classId
      className
      createTime
    }
  }
}
    `) as unknown as TypedDocumentString<HelpListQuery, HelpListQueryVariables>;
export const NoticeDocument = new TypedDocumentString(`
    query Notice($id: Int!) {
  notice(id: $id) {
    id
    title
    isTop
    createTime
    content
    prev {
      id
      title
    }
    next {
      id
      title
    }
  }
}
    `) as unknown as TypedDocumentString<NoticeQuery, NoticeQueryVariables>;
export const NoticesDocument = new TypedDocumentString(`
    query Notices($page: Int, $pageSize: Int) {
  notices(page: $page, pageSize: $pageSize) {
    count
    pageCount
    list {
      id
      title
      isTop
      createTime
    }
  }
}
    `) as unknown as TypedDocumentString<NoticesQuery, NoticesQueryVariables>;
export const GatewayClientSelfCheckDocument = new TypedDocumentString(`
    query GatewayClientSelfCheck {
  __typename
}
    `) as unknown as TypedDocumentString<GatewayClientSelfCheckQuery, GatewayClientSelfCheckQueryVariables>;
export const CaptchaDocument = new TypedDocumentString(`
    query Captcha {
  captcha {
    id
    image
  }
}
    `) as unknown as TypedDocumentString<CaptchaQuery, CaptchaQueryVariables>;
export const CheckResetPasswordCodeDocument = new TypedDocumentString(`
    mutation CheckResetPasswordCode($mobile: String!, $code: String!) {
  checkResetPasswordCode(mobile: $mobile, code: $code) {
    key
    expireSeconds
  }
}
    `) as unknown as TypedDocumentString<CheckResetPasswordCodeMutation, CheckResetPasswordCodeMutationVariables>;
export const LoginDocument = new TypedDocumentString(`
    mutation Login($input: LoginInput!) {
  login(input: $input) {
    id
    username
    nickname
  }
}
    `) as unknown as TypedDocumentString<LoginMutation, LoginMutationVariables>;
export const LogoutDocument = new TypedDocumentString(`
    mutation Logout {
  logout
}
    `) as unknown as TypedDocumentString<LogoutMutation, LogoutMutationVariables>;
export const MemberAccountDocument = new TypedDocumentString(`
    query MemberAccount($type: AccountType, $source: AccountSource, $page: Int, $pageSize: Int) {
  account {
    balance
    balanceFrozen
    point
  }
  accountRecords(type: $type, source: $source, page: $page, pageSize: $pageSize) {
    list {
      id
      type
      amount
      source
      sourceName
      remark
      createTime
    }
    count
    pageCount
  }
}
    `) as unknown as TypedDocumentString<MemberAccountQuery, MemberAccountQueryVariables>;
export const MemberAddAddressDocument = new TypedDocumentString(`
    mutation MemberAddAddress($input: AddressInput!) {
  addAddress(input: $input)
}
    `) as unknown as TypedDocumentString<MemberAddAddressMutation, MemberAddAddressMutationVariables>;
export const MemberAddBankAccountDocument = new TypedDocumentString(`
    mutation MemberAddBankAccount($input: BankAccountInput!) {
  addBankAccount(input: $input)
}
    `) as unknown as TypedDocumentString<MemberAddBankAccountMutation, MemberAddBankAccountMutationVariables>;
export const MemberAddInvoiceTitleDocument = new TypedDocumentString(`
    mutation MemberAddInvoiceTitle($input: InvoiceTitleInput!) {
  addInvoiceTitle(input: $input)
}
    `) as unknown as TypedDocumentString<MemberAddInvoiceTitleMutation, MemberAddInvoiceTitleMutationVariables>;
export const MemberAddressDocument = new TypedDocumentString(`
    query MemberAddress($id: Int!) {
  address(id: $id) {
    id
    name
    mobile
    telephone
    provinceId
    cityId
    districtId
    address
    fullAddress
    isDefault
    createTime
  }
}
    `) as unknown as TypedDocumentString<MemberAddressQuery, MemberAddressQueryVariables>;
export const MemberAddressesDocument = new TypedDocumentString(`
    query MemberAddresses($page: Int, $pageSize: Int) {
  addresses(page: $page, pageSize: $pageSize) {
    list {
      id
      name
      mobile
      telephone
      provinceId
      cityId
      districtId
      address
      fullAddress
      isDefault
      createTime
    }
    count
    pageCount
  }
}
    `) as unknown as TypedDocumentString<MemberAddressesQuery, MemberAddressesQueryVariables>;
export const MemberApplyWithdrawalDocument = new TypedDocumentString(`
    mutation MemberApplyWithdrawal($bankAccountId: Int!, $amount: String!) {
  applyWithdrawal(bankAccountId: $bankAccountId, amount: $amount) {
    id
    withdrawNo
    balance
  }
}
    `) as unknown as TypedDocumentString<MemberApplyWithdrawalMutation, MemberApplyWithdrawalMutationVariables>;
export const MemberBankAccountEditDocument = new TypedDocumentString(`
    query MemberBankAccountEdit($id: Int!, $withAccount: Boolean!) {
  bankAccount(id: $id) @include(if: $withAccount) {
    id
    type
    typeName
    realname
    mobile
    branchBankName
    account
    isDefault
    createTime
  }
  transferTypes {
    type
    name
  }
  withdrawConfig {
    transferTypes
  }
}
    `) as unknown as TypedDocumentString<MemberBankAccountEditQuery, MemberBankAccountEditQueryVariables>;
export const MemberBankAccountsDocument = new TypedDocumentString(`
    query MemberBankAccounts($page: Int, $pageSize: Int) {
  bankAccounts(page: $page, pageSize: $pageSize) {
    list {
      id
      type
      typeName
      realname
      mobile
      branchBankName
      account
      isDefault
      createTime
    }
    count
    pageCount
  }
}
    `) as unknown as TypedDocumentString<MemberBankAccountsQuery, MemberBankAccountsQueryVariables>;
export const MemberCaptchaDocument = new TypedDocumentString(`
    query MemberCaptcha {
  captcha {
    id
    image
  }
}
    `) as unknown as TypedDocumentString<MemberCaptchaQuery, MemberCaptchaQueryVariables>;
export const MemberChangeMobileDocument = new TypedDocumentString(`
    mutation MemberChangeMobile($mobile: String!, $code: String!) {
  changeMobile(mobile: $mobile, code: $code)
}
    `) as unknown as TypedDocumentString<MemberChangeMobileMutation, MemberChangeMobileMutationVariables>;
export const MemberChangePasswordDocument = new TypedDocumentString(`
    mutation MemberChangePassword($oldPassword: String!, $newPassword: String!) {
  changePassword(oldPassword: $oldPassword, newPassword: $newPassword)
}
    `) as unknown as TypedDocumentString<MemberChangePasswordMutation, MemberChangePasswordMutationVariables>;
export const MemberCollectionDocument = new TypedDocumentString(`
    query MemberCollection($page: Int, $pageSize: Int) {
  collection(page: $page, pageSize: $pageSize) {
    list {
      id
      time
      onShelf
      goods {
        skuId
        goodsId
        goodsName
        skuName
        skuImage
        price
        discountPrice
      }
    }
    count
    pageCount
  }
}
    `) as unknown as TypedDocumentString<MemberCollectionQuery, MemberCollectionQueryVariables>;
export const MemberCouponsDocument = new TypedDocumentString(`
    query MemberCoupons($state: CouponState, $page: Int, $pageSize: Int) {
  memberCoupons(state: $state, page: $page, pageSize: $pageSize) {
    list {
      id
      name
      type
      money
      discount
      atLeast
      shopId
      shopName
      state
      startTime
      endTime
      useTime
    }
    count
    pageCount
  }
}
    `) as unknown as TypedDocumentString<MemberCouponsQuery, MemberCouponsQueryVariables>;
export const MemberCreateRechargeOrderDocument = new TypedDocumentString(`
    mutation MemberCreateRechargeOrder($rechargeId: Int!, $requestKey: String) {
  createRechargeOrder(rechargeId: $rechargeId, requestKey: $requestKey) {
    id
  }
}
    `) as unknown as TypedDocumentString<MemberCreateRechargeOrderMutation, MemberCreateRechargeOrderMutationVariables>;
export const MemberDeleteAddressDocument = new TypedDocumentString(`
    mutation MemberDeleteAddress($id: Int!) {
  deleteAddress(id: $id)
}
    `) as unknown as TypedDocumentString<MemberDeleteAddressMutation, MemberDeleteAddressMutationVariables>;
export const MemberDeleteBankAccountDocument = new TypedDocumentString(`
    mutation MemberDeleteBankAccount($id: Int!) {
  deleteBankAccount(id: $id)
}
    `) as unknown as TypedDocumentString<MemberDeleteBankAccountMutation, MemberDeleteBankAccountMutationVariables>;
export const MemberDeleteFootprintDocument = new TypedDocumentString(`
    mutation MemberDeleteFootprint($ids: [Int!]!) {
  deleteFootprint(ids: $ids)
}
    `) as unknown as TypedDocumentString<MemberDeleteFootprintMutation, MemberDeleteFootprintMutationVariables>;
export const MemberDeleteInvoiceTitleDocument = new TypedDocumentString(`
    mutation MemberDeleteInvoiceTitle($id: Int!) {
  deleteInvoiceTitle(id: $id)
}
    `) as unknown as TypedDocumentString<MemberDeleteInvoiceTitleMutation, MemberDeleteInvoiceTitleMutationVariables>;
export const MemberFootprintDocument = new TypedDocumentString(`
    query MemberFootprint($page: Int, $pageSize: Int) {
  footprint(page: $page, pageSize: $pageSize) {
    list {
      id
      time
      onShelf
      goods {
        skuId
        goodsId
        goodsName
        skuName
        skuImage
        price
        discountPrice
      }
    }
    count
    pageCount
  }
}
    `) as unknown as TypedDocumentString<MemberFootprintQuery, MemberFootprintQueryVariables>;
export const MemberHelpDocument = new TypedDocumentString(`
    query MemberHelp($id: Int!) {
  help(id: $id) {
    id
    title
    classId
    className
    createTime
    content
    prev {
      id
      title
    }
    next {
      id
      title
    }
  }
}
    `) as unknown as TypedDocumentString<MemberHelpQuery, MemberHelpQueryVariables>;
export const MemberHelpListDocument = new TypedDocumentString(`
    query MemberHelpList($classId: Int, $page: Int, $pageSize: Int) {
  helpClasses(classNum: 20, childNum: 0) {
    id
    name
  }
  helpList(classId: $classId, page: $page, pageSize: $pageSize) {
    list {
      id
      title
      classId
      className
      createTime
    }
    count
    pageCount
  }
}
    `) as unknown as TypedDocumentString<MemberHelpListQuery, MemberHelpListQueryVariables>;
export const MemberInvoiceTitleDocument = new TypedDocumentString(`
    query MemberInvoiceTitle($id: Int!) {
  invoiceTitle(id: $id) {
    id
    kind
    titleType
    title
    taxNumber
    email
    companyAddress
    companyPhone
    bankName
    bankAccount
    isDefault
    createTime
  }
}
    `) as unknown as TypedDocumentString<MemberInvoiceTitleQuery, MemberInvoiceTitleQueryVariables>;
export const MemberInvoiceTitlesDocument = new TypedDocumentString(`
    query MemberInvoiceTitles($page: Int, $pageSize: Int) {
  invoiceTitles(page: $page, pageSize: $pageSize) {
    list {
      id
      kind
      titleType
      title
      taxNumber
      email
      companyAddress
      companyPhone
      bankName
      bankAccount
      isDefault
      createTime
    }
    count
    pageCount
  }
}
    `) as unknown as TypedDocumentString<MemberInvoiceTitlesQuery, MemberInvoiceTitlesQueryVariables>;
export const MemberLevelsDocument = new TypedDocumentString(`
    query MemberLevels {
  memberLevels {
    id
    name
    growth
    isCurrent
  }
  memberDetail {
    id
    nickname
    headimg
    levelId
    levelName
  }
}
    `) as unknown as TypedDocumentString<MemberLevelsQuery, MemberLevelsQueryVariables>;
export const MemberOrderCountsDocument = new TypedDocumentString(`
    query MemberOrderCounts {
  orderCounts {
    waitPay
    waitSend
    waitConfirm
    waitRate
    refunding
  }
}
    `) as unknown as TypedDocumentString<MemberOrderCountsQuery, MemberOrderCountsQueryVariables>;
export const MemberOverviewDocument = new TypedDocumentString(`
    query MemberOverview {
  memberDetail {
    id
    username
    nickname
    headimg
    mobile
    levelId
    levelName
    balance
    balanceFrozen
    point
  }
  couponCount
  footprint(page: 1, pageSize: 8) {
    list {
      id
      time
      onShelf
      goods {
        skuId
        goodsId
        goodsName
        skuName
        skuImage
        discountPrice
      }
    }
    count
  }
}
    `) as unknown as TypedDocumentString<MemberOverviewQuery, MemberOverviewQueryVariables>;
export const MemberPayRechargeOrderDocument = new TypedDocumentString(`
    mutation MemberPayRechargeOrder($orderId: Int!, $payType: PayType) {
  payRechargeOrder(orderId: $orderId, payType: $payType) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<MemberPayRechargeOrderMutation, MemberPayRechargeOrderMutationVariables>;
export const MemberProfileDocument = new TypedDocumentString(`
    query MemberProfile {
  memberDetail {
    id
    username
    nickname
    headimg
    mobile
    registerType
    companyName
    levelName
    regTime
    lastLoginTime
  }
}
    `) as unknown as TypedDocumentString<MemberProfileQuery, MemberProfileQueryVariables>;
export const MemberRechargeListDocument = new TypedDocumentString(`
    query MemberRechargeList($page: Int, $pageSize: Int) {
  rechargePackages(page: 1, pageSize: 100) {
    list {
      id
      name
      coverImg
      faceValue
      buyPrice
      point
    }
  }
  rechargeOrders(page: $page, pageSize: $pageSize) {
    list {
      id
      orderNo
      packageName
      faceValue
      buyPrice
      point
      status
      statusName
      createTime
    }
    count
    pageCount
  }
}
    `) as unknown as TypedDocumentString<MemberRechargeListQuery, MemberRechargeListQueryVariables>;
export const MemberRechargeOrderDocument = new TypedDocumentString(`
    query MemberRechargeOrder($id: Int!) {
  rechargeOrder(id: $id) {
    id
    orderNo
    packageId
    packageName
    coverImg
    faceValue
    buyPrice
    point
    status
    statusName
    payTypeName
    createTime
    payTime
  }
  rechargePayTypes {
    type
    name
    desc
    isDemo
  }
}
    `) as unknown as TypedDocumentString<MemberRechargeOrderQuery, MemberRechargeOrderQueryVariables>;
export const MemberRegionsDocument = new TypedDocumentString(`
    query MemberRegions($pid: Int, $level: Int) {
  regions(pid: $pid, level: $level) {
    id
    pid
    name
    level
    hasChildren
  }
}
    `) as unknown as TypedDocumentString<MemberRegionsQuery, MemberRegionsQueryVariables>;
export const MemberSendChangeMobileCodeDocument = new TypedDocumentString(`
    mutation MemberSendChangeMobileCode($input: SmsCodeInput!) {
  sendChangeMobileCode(input: $input) {
    expireSeconds
    resendSeconds
  }
}
    `) as unknown as TypedDocumentString<MemberSendChangeMobileCodeMutation, MemberSendChangeMobileCodeMutationVariables>;
export const MemberSetDefaultAddressDocument = new TypedDocumentString(`
    mutation MemberSetDefaultAddress($id: Int!) {
  setDefaultAddress(id: $id)
}
    `) as unknown as TypedDocumentString<MemberSetDefaultAddressMutation, MemberSetDefaultAddressMutationVariables>;
export const MemberSetDefaultBankAccountDocument = new TypedDocumentString(`
    mutation MemberSetDefaultBankAccount($id: Int!) {
  setDefaultBankAccount(id: $id)
}
    `) as unknown as TypedDocumentString<MemberSetDefaultBankAccountMutation, MemberSetDefaultBankAccountMutationVariables>;
export const MemberSigninDocument = new TypedDocumentString(`
    mutation MemberSignin {
  signin {
    point
    days
    totalPoint
  }
}
    `) as unknown as TypedDocumentString<MemberSigninMutation, MemberSigninMutationVariables>;
export const MemberSigninPageDocument = new TypedDocumentString(`
    query MemberSigninPage {
  signinConfig {
    isOpen
    rules {
      day
      point
    }
    cycle
  }
  signinState {
    signed
    days
    nextPoint
  }
  account {
    point
  }
  accountRecords(type: POINT, source: SIGNIN, page: 1, pageSize: 31) {
    list {
      id
      amount
      createTime
    }
  }
}
    `) as unknown as TypedDocumentString<MemberSigninPageQuery, MemberSigninPageQueryVariables>;
export const MemberUncollectGoodsDocument = new TypedDocumentString(`
    mutation MemberUncollectGoods($goodsId: Int!) {
  uncollectGoods(goodsId: $goodsId)
}
    `) as unknown as TypedDocumentString<MemberUncollectGoodsMutation, MemberUncollectGoodsMutationVariables>;
export const MemberUpdateAddressDocument = new TypedDocumentString(`
    mutation MemberUpdateAddress($id: Int!, $input: AddressInput!) {
  updateAddress(id: $id, input: $input)
}
    `) as unknown as TypedDocumentString<MemberUpdateAddressMutation, MemberUpdateAddressMutationVariables>;
export const MemberUpdateBankAccountDocument = new TypedDocumentString(`
    mutation MemberUpdateBankAccount($id: Int!, $input: BankAccountInput!) {
  updateBankAccount(id: $id, input: $input)
}
    `) as unknown as TypedDocumentString<MemberUpdateBankAccountMutation, MemberUpdateBankAccountMutationVariables>;
export const MemberUpdateInvoiceTitleDocument = new TypedDocumentString(`
    mutation MemberUpdateInvoiceTitle($id: Int!, $input: InvoiceTitleInput!) {
  updateInvoiceTitle(id: $id, input: $input)
}
    `) as unknown as TypedDocumentString<MemberUpdateInvoiceTitleMutation, MemberUpdateInvoiceTitleMutationVariables>;
export const MemberUpdateNicknameDocument = new TypedDocumentString(`
    mutation MemberUpdateNickname($nickname: String!) {
  updateNickname(nickname: $nickname)
}
    `) as unknown as TypedDocumentString<MemberUpdateNicknameMutation, MemberUpdateNicknameMutationVariables>;
export const MemberVerifyCodeDocument = new TypedDocumentString(`
    query MemberVerifyCode($id: Int!) {
  verifyCode(id: $id) {
    id
    code
    type
    typeName
    orderNo
    shopName
    items {
      skuName
      skuImage
      num
      price
    }
    verified
    verifyTime
    expireTime
    createTime
    storeName
    storeAddress
    verifierName
  }
}
    `) as unknown as TypedDocumentString<MemberVerifyCodeQuery, MemberVerifyCodeQueryVariables>;
export const MemberVerifyCodesDocument = new TypedDocumentString(`
    query MemberVerifyCodes($type: VerifyType, $verified: Boolean, $page: Int, $pageSize: Int) {
  verifyCodes(type: $type, verified: $verified, page: $page, pageSize: $pageSize) {
    list {
      id
      code
      type
      typeName
      orderNo
      shopName
      items {
        skuName
        skuImage
        num
        price
      }
      verified
      verifyTime
      expireTime
      createTime
    }
    count
    pageCount
  }
}
    `) as unknown as TypedDocumentString<MemberVerifyCodesQuery, MemberVerifyCodesQueryVariables>;
export const MemberWithdrawApplyDocument = new TypedDocumentString(`
    query MemberWithdrawApply {
  account {
    balance
    balanceFrozen
  }
  withdrawConfig {
    isOpen
    min
    max
    rate
    transferTypes
  }
  bankAccounts(page: 1, pageSize: 100) {
    list {
      id
      type
      typeName
      realname
      mobile
      branchBankName
      account
      isDefault
      createTime
    }
  }
}
    `) as unknown as TypedDocumentString<MemberWithdrawApplyQuery, MemberWithdrawApplyQueryVariables>;
export const MemberWithdrawalDocument = new TypedDocumentString(`
    query MemberWithdrawal($id: Int!) {
  withdrawal(id: $id) {
    id
    withdrawNo
    transferType
    transferTypeName
    applyMoney
    serviceMoney
    money
    status
    statusName
    applyTime
    realname
    mobile
    bankName
    accountNumber
    refuseReason
    paymentTime
  }
}
    `) as unknown as TypedDocumentString<MemberWithdrawalQuery, MemberWithdrawalQueryVariables>;
export const MemberWithdrawalsDocument = new TypedDocumentString(`
    query MemberWithdrawals($status: WithdrawStatus, $page: Int, $pageSize: Int) {
  withdrawals(status: $status, page: $page, pageSize: $pageSize) {
    list {
      id
      withdrawNo
      transferType
      transferTypeName
      applyMoney
      serviceMoney
      money
      status
      statusName
      applyTime
    }
    count
    pageCount
  }
}
    `) as unknown as TypedDocumentString<MemberWithdrawalsQuery, MemberWithdrawalsQueryVariables>;
export const MobileLoginDocument = new TypedDocumentString(`
    mutation MobileLogin($input: MobileLoginInput!) {
  mobileLogin(input: $input) {
    id
    username
    nickname
  }
}
    `) as unknown as TypedDocumentString<MobileLoginMutation, MobileLoginMutationVariables>;
export const RegisterDocument = new TypedDocumentString(`
    mutation Register($input: RegisterInput!) {
  register(input: $input) {
    id
    username
    nickname
  }
}
    `) as unknown as TypedDocumentString<RegisterMutation, RegisterMutationVariables>;
export const RegisterAgreementsDocument = new TypedDocumentString(`
    query RegisterAgreements {
  register: registerAgreement(kind: REGISTER) {
    title
    content
  }
  company: registerAgreement(kind: COMPANY) {
    title
    content
  }
  privacy: registerAgreement(kind: PRIVACY) {
    title
    content
  }
  safeguard: registerAgreement(kind: SAFEGUARD) {
    title
    content
  }
}
    `) as unknown as TypedDocumentString<RegisterAgreementsQuery, RegisterAgreementsQueryVariables>;
export const RegisterConfigDocument = new TypedDocumentString(`
    query RegisterConfig {
  registerConfig {
    registerTypes
    mobileRequired
    smsRequired
    usernameOptional
    agreementRequired
    passwordMin
    passwordMax
    passwordRule
    phonePattern
    smsResendSeconds
  }
}
    `) as unknown as TypedDocumentString<RegisterConfigQuery, RegisterConfigQueryVariables>;
export const ResetPasswordDocument = new TypedDocumentString(`
    mutation ResetPassword($input: ResetPasswordInput!) {
  resetPassword(input: $input)
}
    `) as unknown as TypedDocumentString<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const SendLoginCodeDocument = new TypedDocumentString(`
    mutation SendLoginCode($input: SmsCodeInput!) {
  sendLoginCode(input: $input) {
    expireSeconds
    resendSeconds
  }
}
    `) as unknown as TypedDocumentString<SendLoginCodeMutation, SendLoginCodeMutationVariables>;
export const SendRegisterCodeDocument = new TypedDocumentString(`
    mutation SendRegisterCode($input: SmsCodeInput!) {
  sendRegisterCode(input: $input) {
    expireSeconds
    resendSeconds
  }
}
    `) as unknown as TypedDocumentString<SendRegisterCodeMutation, SendRegisterCodeMutationVariables>;
export const SendResetPasswordCodeDocument = new TypedDocumentString(`
    mutation SendResetPasswordCode($input: SmsCodeInput!) {
  sendResetPasswordCode(input: $input) {
    expireSeconds
    resendSeconds
  }
}
    `) as unknown as TypedDocumentString<SendResetPasswordCodeMutation, SendResetPasswordCodeMutationVariables>;
export const AfterSaleApplyRefundDocument = new TypedDocumentString(`
    mutation AfterSaleApplyRefund($input: RefundInput!) {
  applyRefund(input: $input) {
    refundId
  }
}
    `) as unknown as TypedDocumentString<AfterSaleApplyRefundMutation, AfterSaleApplyRefundMutationVariables>;
export const AfterSaleCancelRefundDocument = new TypedDocumentString(`
    mutation AfterSaleCancelRefund($refundId: Int!) {
  cancelRefund(refundId: $refundId) {
    refundId
    status
  }
}
    `) as unknown as TypedDocumentString<AfterSaleCancelRefundMutation, AfterSaleCancelRefundMutationVariables>;
export const AfterSaleComplainDocument = new TypedDocumentString(`
    mutation AfterSaleComplain($input: ComplainInput!) {
  complain(input: $input) {
    complainId
  }
}
    `) as unknown as TypedDocumentString<AfterSaleComplainMutation, AfterSaleComplainMutationVariables>;
export const AfterSaleComplaintDocument = new TypedDocumentString(`
    query AfterSaleComplaint($orderGoodsId: Int!) {
  refundData(orderGoodsId: $orderGoodsId) {
    goods {
      orderGoodsId
      skuName
      skuImage
      price
      num
    }
    orderStatus
  }
  complaint(orderGoodsId: $orderGoodsId) {
    complainId
    orderId
    orderGoodsId
    skuName
    reason
    content
    images
    status
    statusName
    reply
    createTime
  }
}
    `) as unknown as TypedDocumentString<AfterSaleComplaintQuery, AfterSaleComplaintQueryVariables>;
export const AfterSaleEvaluateOrderDocument = new TypedDocumentString(`
    mutation AfterSaleEvaluateOrder($orderId: Int!, $goods: [EvaluateGoodsInput!]!) {
  evaluateOrder(orderId: $orderId, goods: $goods)
}
    `) as unknown as TypedDocumentString<AfterSaleEvaluateOrderMutation, AfterSaleEvaluateOrderMutationVariables>;
export const AfterSaleEvaluateOrderAgainDocument = new TypedDocumentString(`
    mutation AfterSaleEvaluateOrderAgain($orderId: Int!, $goods: [EvaluateAgainInput!]!) {
  evaluateOrderAgain(orderId: $orderId, goods: $goods)
}
    `) as unknown as TypedDocumentString<AfterSaleEvaluateOrderAgainMutation, AfterSaleEvaluateOrderAgainMutationVariables>;
export const AfterSaleEvaluationDocument = new TypedDocumentString(`
    query AfterSaleEvaluation($orderId: Int!) {
  orderEvaluation(orderId: $orderId) {
    orderId
    orderNo
    evaluateStatus
    canEvaluate
    canEvaluateAgain
    goods {
      goods {
        orderGoodsId
        skuId
        skuName
        skuImage
        price
        num
      }
      content
      images
      scores
      againContent
    }
  }
}
    `) as unknown as TypedDocumentString<AfterSaleEvaluationQuery, AfterSaleEvaluationQueryVariables>;
export const AfterSaleRefundDocument = new TypedDocumentString(`
    query AfterSaleRefund($refundId: Int!) {
  refund(refundId: $refundId) {
    refundId
    refundNo
    orderId
    orderNo
    orderGoodsId
    skuName
    skuImage
    num
    refundType
    refundTypeName
    refundMoney
    reason
    status
    createTime
    remark
    images
    refuseReason
    auditTime
    refundTo
    canCancel
    canComplain
  }
}
    `) as unknown as TypedDocumentString<AfterSaleRefundQuery, AfterSaleRefundQueryVariables>;
export const AfterSaleRefundDataDocument = new TypedDocumentString(`
    query AfterSaleRefundData($orderGoodsId: Int!) {
  refundData(orderGoodsId: $orderGoodsId) {
    goods {
      orderGoodsId
      skuId
      skuName
      skuImage
      price
      num
      realGoodsMoney
      refundMoney
      refundStatus
      refundId
    }
    orderStatus
    maxRefundMoney
    refundTypes {
      type
      name
    }
    reasons
    canApply
    reasonCannot
  }
}
    `) as unknown as TypedDocumentString<AfterSaleRefundDataQuery, AfterSaleRefundDataQueryVariables>;
export const AfterSaleRefundsDocument = new TypedDocumentString(`
    query AfterSaleRefunds($status: RefundStatus, $page: Int, $pageSize: Int) {
  refunds(status: $status, page: $page, pageSize: $pageSize) {
    count
    pageCount
    list {
      refundId
      refundNo
      orderId
      orderNo
      orderGoodsId
      skuName
      skuImage
      num
      refundTypeName
      refundMoney
      status
      createTime
    }
  }
}
    `) as unknown as TypedDocumentString<AfterSaleRefundsQuery, AfterSaleRefundsQueryVariables>;
export const OrderBriefDocument = new TypedDocumentString(`
    query OrderBrief($orderId: Int!) {
  order(orderId: $orderId) {
    orderId
    orderNo
    status
    deliveryType
  }
}
    `) as unknown as TypedDocumentString<OrderBriefQuery, OrderBriefQueryVariables>;
export const OrderCloseDocument = new TypedDocumentString(`
    mutation OrderClose($orderId: Int!, $reason: String) {
  closeOrder(orderId: $orderId, reason: $reason) {
    orderId
    status
    statusName
  }
}
    `) as unknown as TypedDocumentString<OrderCloseMutation, OrderCloseMutationVariables>;
export const OrderDetailDocument = new TypedDocumentString(`
    query OrderDetail($orderId: Int!) {
  order(orderId: $orderId) {
    orderId
    orderNo
    kind
    siteId
    siteName
    status
    statusName
    deliveryType
    deliveryTypeName
    orderMoney
    goodsNum
    evaluateStatus
    createTime
    goods {
      ...OrderGoodsLine
    }
    actions {
      action
      title
    }
    name
    mobile
    fullAddress
    buyerMessage
    goodsMoney
    deliveryMoney
    promotionMoney
    couponMoney
    invoiceMoney
    invoice {
      invoiceTitle
      invoiceType
      taxNumber
    }
    payType
    payTypeName
    payTime
    deliveryTime
    signTime
    finishTime
    closeTime
    closeReason
    autoCloseTime
    autoTakeDeliveryTime
    extendedTakeDelivery
    store {
      storeId
      storeName
      address
      telephone
      openTime
    }
    pickupCode
    verifyCode
    packageCount
  }
}
    fragment OrderGoodsLine on OrderGoods {
  orderGoodsId
  skuId
  goodsId
  skuName
  skuImage
  price
  num
  goodsMoney
  realGoodsMoney
  refundMoney
  refundStatus
  refundStatusName
  refundId
  evaluateStatus
}`) as unknown as TypedDocumentString<OrderDetailQuery, OrderDetailQueryVariables>;
export const OrderExtendTakeDeliveryDocument = new TypedDocumentString(`
    mutation OrderExtendTakeDelivery($orderId: Int!) {
  extendTakeDelivery(orderId: $orderId) {
    orderId
    status
    statusName
  }
}
    `) as unknown as TypedDocumentString<OrderExtendTakeDeliveryMutation, OrderExtendTakeDeliveryMutationVariables>;
export const OrderListDocument = new TypedDocumentString(`
    query OrderList($tab: OrderTab, $page: Int, $pageSize: Int) {
  orders(tab: $tab, page: $page, pageSize: $pageSize) {
    count
    pageCount
    counts {
      waitPay
      waitSend
      waitConfirm
      waitRate
      refunding
    }
    list {
      orderId
      orderNo
      kind
      siteId
      siteName
      status
      statusName
      deliveryType
      deliveryTypeName
      orderMoney
      goodsNum
      evaluateStatus
      createTime
      goods {
        ...OrderGoodsLine
      }
      actions {
        action
        title
      }
    }
  }
}
    fragment OrderGoodsLine on OrderGoods {
  orderGoodsId
  skuId
  goodsId
  skuName
  skuImage
  price
  num
  goodsMoney
  realGoodsMoney
  refundMoney
  refundStatus
  refundStatusName
  refundId
  evaluateStatus
}`) as unknown as TypedDocumentString<OrderListQuery, OrderListQueryVariables>;
export const OrderPackagesDocument = new TypedDocumentString(`
    query OrderPackages($orderId: Int!) {
  orderPackages(orderId: $orderId) {
    packageId
    packageName
    expressCompany
    deliveryNo
    goods {
      orderGoodsId
      skuName
      skuImage
      num
    }
    traces {
      time
      text
    }
  }
}
    `) as unknown as TypedDocumentString<OrderPackagesQuery, OrderPackagesQueryVariables>;
export const OrderTakeDeliveryDocument = new TypedDocumentString(`
    mutation OrderTakeDelivery($orderId: Int!) {
  takeDelivery(orderId: $orderId) {
    orderId
    status
    statusName
  }
}
    `) as unknown as TypedDocumentString<OrderTakeDeliveryMutation, OrderTakeDeliveryMutationVariables>;
export const MyVoucherCountsDocument = new TypedDocumentString(`
    query MyVoucherCounts {
  myVoucherCounts {
    pending
  }
}
    `) as unknown as TypedDocumentString<MyVoucherCountsQuery, MyVoucherCountsQueryVariables>;
export const MyVouchersDocument = new TypedDocumentString(`
    query MyVouchers($status: VoucherStatus!, $page: Int) {
  myVouchers(status: $status, page: $page, pageSize: 10) {
    list {
      ...VoucherFields
    }
    count
    pageCount
  }
  myVoucherCounts {
    pending
    usable
    used
    expired
  }
}
    fragment VoucherFields on Voucher {
  voucherId
  voucherNo
  voucherName
  orgName
  faceValue
  remaining
  status
  statusName
  validStart
  validEnd
  activateTime
  useTime
  memberName
  mobile
}`) as unknown as TypedDocumentString<MyVouchersQuery, MyVouchersQueryVariables>;
export const OrgAddMemberDocument = new TypedDocumentString(`
    mutation OrgAddMember($mobile: String!, $realName: String!) {
  addOrgMember(mobile: $mobile, realName: $realName) {
    memberId
  }
}
    `) as unknown as TypedDocumentString<OrgAddMemberMutation, OrgAddMemberMutationVariables>;
export const OrgCompanyDocument = new TypedDocumentString(`
    query OrgCompany {
  myOrg {
    ...OrgFields
  }
  orgTypes {
    type
    name
  }
}
    fragment OrgFields on Org {
  orgId
  orgName
  orgType
  orgTypeName
  creditCode
  contactName
  contactMobile
  address
  voucherStock
  memberCount
  role
}`) as unknown as TypedDocumentString<OrgCompanyQuery, OrgCompanyQueryVariables>;
export const OrgKickMemberDocument = new TypedDocumentString(`
    mutation OrgKickMember($memberId: Int!) {
  kickOrgMember(memberId: $memberId)
}
    `) as unknown as TypedDocumentString<OrgKickMemberMutation, OrgKickMemberMutationVariables>;
export const OrgMembersDocument = new TypedDocumentString(`
    query OrgMembers($keyword: String, $page: Int, $pageSize: Int) {
  myOrg {
    ...OrgFields
  }
  orgMembers(keyword: $keyword, page: $page, pageSize: $pageSize) {
    list {
      memberId
      username
      nickname
      realName
      mobile
      role
      createTime
    }
    count
    pageCount
  }
}
    fragment OrgFields on Org {
  orgId
  orgName
  orgType
  orgTypeName
  creditCode
  contactName
  contactMobile
  address
  voucherStock
  memberCount
  role
}`) as unknown as TypedDocumentString<OrgMembersQuery, OrgMembersQueryVariables>;
export const OrgSaveDocument = new TypedDocumentString(`
    mutation OrgSave($input: OrgInput!) {
  saveOrg(input: $input) {
    ...OrgFields
  }
}
    fragment OrgFields on Org {
  orgId
  orgName
  orgType
  orgTypeName
  creditCode
  contactName
  contactMobile
  address
  voucherStock
  memberCount
  role
}`) as unknown as TypedDocumentString<OrgSaveMutation, OrgSaveMutationVariables>;
export const VoucherActivateDocument = new TypedDocumentString(`
    mutation VoucherActivate($voucherId: Int!) {
  activateVoucher(voucherId: $voucherId) {
    ...VoucherFields
  }
}
    fragment VoucherFields on Voucher {
  voucherId
  voucherNo
  voucherName
  orgName
  faceValue
  remaining
  status
  statusName
  validStart
  validEnd
  activateTime
  useTime
  memberName
  mobile
}`) as unknown as TypedDocumentString<VoucherActivateMutation, VoucherActivateMutationVariables>;
export const VoucherApplyInvoiceDocument = new TypedDocumentString(`
    mutation VoucherApplyInvoice($input: VoucherInvoiceInput!) {
  applyVoucherInvoice(input: $input) {
    invoiceId
    status
  }
}
    `) as unknown as TypedDocumentString<VoucherApplyInvoiceMutation, VoucherApplyInvoiceMutationVariables>;
export const VoucherCreateOrderDocument = new TypedDocumentString(`
    mutation VoucherCreateOrder($amount: String!) {
  createVoucherOrder(amount: $amount) {
    ...VoucherOrderFields
  }
}
    fragment VoucherOrderFields on VoucherOrder {
  orderId
  orderNo
  amount
  status
  statusName
  payType
  payTime
  invoiceStatus
  createTime
}`) as unknown as TypedDocumentString<VoucherCreateOrderMutation, VoucherCreateOrderMutationVariables>;
export const VoucherIssuanceDocument = new TypedDocumentString(`
    query VoucherIssuance($issuanceId: Int!, $page: Int) {
  voucherIssuance(issuanceId: $issuanceId, page: $page, pageSize: 10) {
    issuance {
      ...IssuanceFields
    }
    vouchers {
      list {
        ...VoucherFields
      }
      count
      pageCount
    }
  }
}
    fragment IssuanceFields on VoucherIssuance {
  issuanceId
  voucherName
  faceValue
  countPerMember
  memberCount
  total
  validStart
  validEnd
  remark
  operator
  createTime
  counts {
    pending
    usable
    used
    expired
  }
}
fragment VoucherFields on Voucher {
  voucherId
  voucherNo
  voucherName
  orgName
  faceValue
  remaining
  status
  statusName
  validStart
  validEnd
  activateTime
  useTime
  memberName
  mobile
}`) as unknown as TypedDocumentString<VoucherIssuanceQuery, VoucherIssuanceQueryVariables>;
export const VoucherIssuancesDocument = new TypedDocumentString(`
    query VoucherIssuances($page: Int) {
  voucherIssuances(page: $page, pageSize: 10) {
    list {
      ...IssuanceFields
    }
    count
    pageCount
  }
}
    fragment IssuanceFields on VoucherIssuance {
  issuanceId
  voucherName
  faceValue
  countPerMember
  memberCount
  total
  validStart
  validEnd
  remark
  operator
  createTime
  counts {
    pending
    usable
    used
    expired
  }
}`) as unknown as TypedDocumentString<VoucherIssuancesQuery, VoucherIssuancesQueryVariables>;
export const VoucherIssueDocument = new TypedDocumentString(`
    mutation VoucherIssue($input: IssueVouchersInput!) {
  issueVouchers(input: $input) {
    ...IssuanceFields
  }
}
    fragment IssuanceFields on VoucherIssuance {
  issuanceId
  voucherName
  faceValue
  countPerMember
  memberCount
  total
  validStart
  validEnd
  remark
  operator
  createTime
  counts {
    pending
    usable
    used
    expired
  }
}`) as unknown as TypedDocumentString<VoucherIssueMutation, VoucherIssueMutationVariables>;
export const VoucherIssueFormDocument = new TypedDocumentString(`
    query VoucherIssueForm {
  voucherOverview {
    voucherStock
  }
  orgMembers(page: 1, pageSize: 100) {
    list {
      memberId
      realName
      nickname
      mobile
      role
    }
    count
  }
}
    `) as unknown as TypedDocumentString<VoucherIssueFormQuery, VoucherIssueFormQueryVariables>;
export const VoucherOrderDocument = new TypedDocumentString(`
    query VoucherOrder($orderId: Int!) {
  voucherOrder(orderId: $orderId) {
    ...VoucherOrderFields
  }
}
    fragment VoucherOrderFields on VoucherOrder {
  orderId
  orderNo
  amount
  status
  statusName
  payType
  payTime
  invoiceStatus
  createTime
}`) as unknown as TypedDocumentString<VoucherOrderQuery, VoucherOrderQueryVariables>;
export const VoucherOverviewDocument = new TypedDocumentString(`
    query VoucherOverview($page: Int) {
  myOrg {
    ...OrgFields
  }
  voucherOverview {
    voucherStock
    purchased
    issued
    spent
    issuanceCount
    memberCount
  }
  voucherOrders(page: $page, pageSize: 10) {
    list {
      ...VoucherOrderFields
    }
    count
    pageCount
  }
  voucherInvoices(page: 1, pageSize: 10) {
    list {
      invoiceId
      amount
      invoiceTitle
      taxNumber
      invoiceType
      statusName
      invoiceNo
      reviewRemark
      createTime
    }
  }
}
    fragment OrgFields on Org {
  orgId
  orgName
  orgType
  orgTypeName
  creditCode
  contactName
  contactMobile
  address
  voucherStock
  memberCount
  role
}
fragment VoucherOrderFields on VoucherOrder {
  orderId
  orderNo
  amount
  status
  statusName
  payType
  payTime
  invoiceStatus
  createTime
}`) as unknown as TypedDocumentString<VoucherOverviewQuery, VoucherOverviewQueryVariables>;
export const VoucherPayOrderDocument = new TypedDocumentString(`
    mutation VoucherPayOrder($orderId: Int!, $payType: OrderPayType!, $payKey: String!) {
  payVoucherOrder(orderId: $orderId, payType: $payType, payKey: $payKey) {
    ...VoucherOrderFields
  }
}
    fragment VoucherOrderFields on VoucherOrder {
  orderId
  orderNo
  amount
  status
  statusName
  payType
  payTime
  invoiceStatus
  createTime
}`) as unknown as TypedDocumentString<VoucherPayOrderMutation, VoucherPayOrderMutationVariables>;
export const AssistNewsDocument = new TypedDocumentString(`
    query AssistNews($id: Int!) {
  assistNews(id: $id) {
    id
    title
    source
    createTime
    content
    prev {
      id
      title
    }
    next {
      id
      title
    }
  }
}
    `) as unknown as TypedDocumentString<AssistNewsQuery, AssistNewsQueryVariables>;
export const AssistNewsListDocument = new TypedDocumentString(`
    query AssistNewsList($page: Int, $pageSize: Int) {
  assistNewsList(page: $page, pageSize: $pageSize) {
    count
    pageCount
    list {
      id
      title
      cover
      summary
      source
      createTime
    }
  }
}
    `) as unknown as TypedDocumentString<AssistNewsListQuery, AssistNewsListQueryVariables>;
export const AssistProjectDocument = new TypedDocumentString(`
    query AssistProject($id: Int!) {
  assistProject(id: $id) {
    id
    title
    place
    beneficiaries
    targetAmount
    raisedAmount
    progress
    status
    cover
    summary
    images
    content
    createTime
    goods {
      ...ZoneGoodsFields
    }
  }
}
    fragment ZoneGoodsFields on Goods {
  skuId
  goodsName
  skuName
  skuImage
  price
  discountPrice
  recommendWay
  tagType
  tagLevel
}`) as unknown as TypedDocumentString<AssistProjectQuery, AssistProjectQueryVariables>;
export const AssistProjectsDocument = new TypedDocumentString(`
    query AssistProjects($page: Int, $pageSize: Int) {
  assistProjects(page: $page, pageSize: $pageSize) {
    count
    pageCount
    list {
      id
      title
      place
      beneficiaries
      targetAmount
      raisedAmount
      progress
      status
      cover
      summary
    }
  }
}
    `) as unknown as TypedDocumentString<AssistProjectsQuery, AssistProjectsQueryVariables>;
export const ClaimCouponDocument = new TypedDocumentString(`
    mutation ClaimCoupon($couponTypeId: Int!) {
  claimCoupon(couponTypeId: $couponTypeId) {
    couponId
    couponTypeId
    endTime
    state
  }
}
    `) as unknown as TypedDocumentString<ClaimCouponMutation, ClaimCouponMutationVariables>;
export const ComboDetailDocument = new TypedDocumentString(`
    query ComboDetail($comboId: Int!) {
  comboDetail(comboId: $comboId) {
    comboId
    name
    siteId
    siteName
    comboPrice
    originalPrice
    saving
    endTime
    now
    stock
    goods {
      goodsId
      skuId
      goodsName
      skuName
      skuImage
      price
      num
      stock
    }
  }
}
    `) as unknown as TypedDocumentString<ComboDetailQuery, ComboDetailQueryVariables>;
export const CouponCentreDocument = new TypedDocumentString(`
    query CouponCentre($siteId: Int, $page: Int, $pageSize: Int) {
  couponCentre(siteId: $siteId, page: $page, pageSize: $pageSize) {
    count
    pageCount
    list {
      couponTypeId
      siteId
      siteName
      name
      type
      money
      discount
      atLeast
      count
      leadCount
      maxFetch
      validityType
      fixedTerm
      startTime
      endTime
      state
      claimedNum
    }
  }
}
    `) as unknown as TypedDocumentString<CouponCentreQuery, CouponCentreQueryVariables>;
export const DiyPageDocument = new TypedDocumentString(`
    query DiyPage($id: Int!) {
  diyPage(id: $id) {
    id
    title
    componentsJson
    goods {
      ...ZoneGoodsFields
    }
  }
}
    fragment ZoneGoodsFields on Goods {
  skuId
  goodsName
  skuName
  skuImage
  price
  discountPrice
  recommendWay
  tagType
  tagLevel
}`) as unknown as TypedDocumentString<DiyPageQuery, DiyPageQueryVariables>;
export const FreshHallDocument = new TypedDocumentString(`
    query FreshHall($tab: String, $page: Int, $pageSize: Int) {
  freshHall {
    code
    title
    subtitle
    banner
    introduction
    notice
    tabKind
    tabs {
      name
      count
    }
  }
  freshGoods(tab: $tab, page: $page, pageSize: $pageSize) {
    count
    pageCount
    page
    list {
      ...ZoneGoodsFields
    }
  }
}
    fragment ZoneGoodsFields on Goods {
  skuId
  goodsName
  skuName
  skuImage
  price
  discountPrice
  recommendWay
  tagType
  tagLevel
}`) as unknown as TypedDocumentString<FreshHallQuery, FreshHallQueryVariables>;
export const GoodsPromotionDocument = new TypedDocumentString(`
    query GoodsPromotion($goodsId: Int!) {
  goodsPromotion(goodsId: $goodsId) {
    goodsId
    now
    manjian
    seckill {
      seckillId
      skuId
      seckillPrice
      endTime
      stock
    }
    groupbuy {
      groupbuyId
      skuId
      groupbuyPrice
      minNum
      endTime
    }
    topic {
      topicId
      topicName
      skuId
      topicPrice
      endTime
    }
    combos {
      comboId
      name
      comboPrice
      originalPrice
      saving
    }
  }
}
    `) as unknown as TypedDocumentString<GoodsPromotionQuery, GoodsPromotionQueryVariables>;
export const GroupbuyDetailDocument = new TypedDocumentString(`
    query GroupbuyDetail($groupbuyId: Int!) {
  groupbuyDetail(groupbuyId: $groupbuyId) {
    siteId
    siteName
    introduction
    now
    groupbuy {
      ...GroupbuyFields
    }
  }
}
    fragment GroupbuyFields on Groupbuy {
  groupbuyId
  goodsId
  skuId
  goodsName
  skuImage
  price
  groupbuyPrice
  minNum
  stock
  totalStock
  soldNum
  soldPercent
  startTime
  endTime
}`) as unknown as TypedDocumentString<GroupbuyDetailQuery, GroupbuyDetailQueryVariables>;
export const GroupbuysDocument = new TypedDocumentString(`
    query Groupbuys($keyword: String, $order: GroupbuyOrder, $page: Int, $pageSize: Int) {
  groupbuys(keyword: $keyword, order: $order, page: $page, pageSize: $pageSize) {
    count
    pageCount
    list {
      ...GroupbuyFields
    }
  }
}
    fragment GroupbuyFields on Groupbuy {
  groupbuyId
  goodsId
  skuId
  goodsName
  skuImage
  price
  groupbuyPrice
  minNum
  stock
  totalStock
  soldNum
  soldPercent
  startTime
  endTime
}`) as unknown as TypedDocumentString<GroupbuysQuery, GroupbuysQueryVariables>;
export const MealPackagesDocument = new TypedDocumentString(`
    query MealPackages($people: Int) {
  mealPackages(people: $people) {
    id
    title
    people
    image
    description
    packagePrice
    originalPrice
    items {
      num
      goods {
        ...ZoneGoodsFields
      }
    }
  }
}
    fragment ZoneGoodsFields on Goods {
  skuId
  goodsName
  skuName
  skuImage
  price
  discountPrice
  recommendWay
  tagType
  tagLevel
}`) as unknown as TypedDocumentString<MealPackagesQuery, MealPackagesQueryVariables>;
export const PromotionSwitchesDocument = new TypedDocumentString(`
    query PromotionSwitches {
  promotionSwitches {
    seckill
    groupbuy
    combo
    topic
    coupon
  }
}
    `) as unknown as TypedDocumentString<PromotionSwitchesQuery, PromotionSwitchesQueryVariables>;
export const SeckillDetailDocument = new TypedDocumentString(`
    query SeckillDetail($seckillId: Int!) {
  seckillDetail(seckillId: $seckillId) {
    now
    siteId
    siteName
    introduction
    boughtNum
    slot {
      slotId
      name
      startTime
      endTime
      state
    }
    goods {
      ...SeckillGoodsFields
    }
  }
}
    fragment SeckillGoodsFields on SeckillGoods {
  seckillId
  slotId
  goodsId
  skuId
  goodsName
  skuImage
  price
  seckillPrice
  stock
  totalStock
  soldPercent
  limitNum
}`) as unknown as TypedDocumentString<SeckillDetailQuery, SeckillDetailQueryVariables>;
export const SeckillSlotGoodsDocument = new TypedDocumentString(`
    query SeckillSlotGoods($slotId: Int!, $page: Int, $pageSize: Int) {
  seckillGoods(slotId: $slotId, page: $page, pageSize: $pageSize) {
    count
    pageCount
    list {
      ...SeckillGoodsFields
    }
  }
}
    fragment SeckillGoodsFields on SeckillGoods {
  seckillId
  slotId
  goodsId
  skuId
  goodsName
  skuImage
  price
  seckillPrice
  stock
  totalStock
  soldPercent
  limitNum
}`) as unknown as TypedDocumentString<SeckillSlotGoodsQuery, SeckillSlotGoodsQueryVariables>;
export const SeckillSlotsDocument = new TypedDocumentString(`
    query SeckillSlots {
  seckillSlots {
    now
    nextChange
    list {
      slotId
      name
      startTime
      endTime
      state
    }
  }
}
    `) as unknown as TypedDocumentString<SeckillSlotsQuery, SeckillSlotsQueryVariables>;
export const TopicDetailDocument = new TypedDocumentString(`
    query TopicDetail($topicId: Int!, $page: Int, $pageSize: Int) {
  topicDetail(topicId: $topicId, page: $page, pageSize: $pageSize) {
    now
    topic {
      ...TopicFields
    }
    goods {
      count
      pageCount
      list {
        ...TopicGoodsFields
      }
    }
  }
}
    fragment TopicFields on Topic {
  topicId
  name
  banner
  remark
  startTime
  endTime
  goodsCount
}
fragment TopicGoodsFields on TopicGoods {
  id
  topicId
  goodsId
  skuId
  goodsName
  skuImage
  price
  topicPrice
  stock
}`) as unknown as TypedDocumentString<TopicDetailQuery, TopicDetailQueryVariables>;
export const TopicGoodsDocument = new TypedDocumentString(`
    query TopicGoods($id: Int!) {
  topicGoods(id: $id) {
    siteId
    siteName
    introduction
    now
    topic {
      ...TopicFields
    }
    goods {
      ...TopicGoodsFields
    }
  }
}
    fragment TopicFields on Topic {
  topicId
  name
  banner
  remark
  startTime
  endTime
  goodsCount
}
fragment TopicGoodsFields on TopicGoods {
  id
  topicId
  goodsId
  skuId
  goodsName
  skuImage
  price
  topicPrice
  stock
}`) as unknown as TypedDocumentString<TopicGoodsQuery, TopicGoodsQueryVariables>;
export const TopicsDocument = new TypedDocumentString(`
    query Topics($page: Int, $pageSize: Int) {
  topics(page: $page, pageSize: $pageSize) {
    count
    pageCount
    list {
      ...TopicFields
    }
  }
}
    fragment TopicFields on Topic {
  topicId
  name
  banner
  remark
  startTime
  endTime
  goodsCount
}`) as unknown as TypedDocumentString<TopicsQuery, TopicsQueryVariables>;
export const ZonePageDocument = new TypedDocumentString(`
    query ZonePage($code: String!, $tab: String, $province: String, $page: Int, $pageSize: Int) {
  zone(code: $code, province: $province) {
    code
    title
    subtitle
    banner
    introduction
    notice
    tabKind
    tabs {
      name
      count
    }
  }
  zoneGoods(
    code: $code
    tab: $tab
    province: $province
    page: $page
    pageSize: $pageSize
  ) {
    count
    pageCount
    page
    list {
      ...ZoneGoodsFields
    }
  }
}
    fragment ZoneGoodsFields on Goods {
  skuId
  goodsName
  skuName
  skuImage
  price
  discountPrice
  recommendWay
  tagType
  tagLevel
}`) as unknown as TypedDocumentString<ZonePageQuery, ZonePageQueryVariables>;
export const RankingBoardDocument = new TypedDocumentString(`
    query RankingBoard($type: RankingType!, $areaId: Int, $level: Int, $orgType: Int, $period: RankingPeriod, $limit: Int) {
  rankingList(
    type: $type
    areaId: $areaId
    level: $level
    orgType: $orgType
    period: $period
    limit: $limit
  ) {
    type
    period
    level
    areaId
    number
    total
    list {
      rank
      id
      name
      money
      orderNum
      siteId
      orgName
    }
    addressList {
      id
      name
      level
    }
    orgTypeList {
      type
      name
    }
  }
}
    `) as unknown as TypedDocumentString<RankingBoardQuery, RankingBoardQueryVariables>;
export const TradeTickerDocument = new TypedDocumentString(`
    query TradeTicker($limit: Int) {
  rankingList(type: ORDER_REAL_TIME, limit: $limit) {
    list {
      id
      name
      username
      mobile
      skuName
      money
      createTime
    }
  }
}
    `) as unknown as TypedDocumentString<TradeTickerQuery, TradeTickerQueryVariables>;
export const BranchHomePageDocument = new TypedDocumentString(`
    query BranchHomePage($siteId: Int!) {
  website(id: $siteId) {
    id
    title
    type
    webDomain
  }
  websiteBanners(siteId: $siteId) {
    id
    title
    image
    url
  }
  websiteRecommendGoods(siteId: $siteId, pageSize: 20) {
    count
    list {
      ...RegionGoodsFields
    }
  }
}
    fragment RegionGoodsFields on Goods {
  skuId
  goodsId
  goodsName
  skuName
  skuImage
  price
  discountPrice
  recommendWay
  tagType
  tagLevel
}`) as unknown as TypedDocumentString<BranchHomePageQuery, BranchHomePageQueryVariables>;
export const ChangeCityPageDocument = new TypedDocumentString(`
    query ChangeCityPage($keyword: String) {
  websites(keyword: $keyword) {
    ...RegionSiteFields
  }
}
    fragment RegionSiteFields on Website {
  id
  title
  logo
  websiteType
  provinceName
  initial
  parentId
}`) as unknown as TypedDocumentString<ChangeCityPageQuery, ChangeCityPageQueryVariables>;
export const CityCarouselBlockDocument = new TypedDocumentString(`
    query CityCarouselBlock {
  websiteCarousel(siteNum: 10, goodsNum: 4) {
    site {
      ...RegionSiteFields
    }
    goods {
      ...RegionGoodsFields
    }
  }
}
    fragment RegionGoodsFields on Goods {
  skuId
  goodsId
  goodsName
  skuName
  skuImage
  price
  discountPrice
  recommendWay
  tagType
  tagLevel
}
fragment RegionSiteFields on Website {
  id
  title
  logo
  websiteType
  provinceName
  initial
  parentId
}`) as unknown as TypedDocumentString<CityCarouselBlockQuery, CityCarouselBlockQueryVariables>;
export const RegionHallPageDocument = new TypedDocumentString(`
    query RegionHallPage($siteId: Int!, $filter: RegionGoodsFilter!, $page: Int) {
  regionHall(siteId: $siteId) {
    site {
      id
      title
      shortName
      welcome
    }
    categories {
      ...RegionTreeFields
      children {
        ...RegionTreeFields
        children {
          ...RegionTreeFields
        }
      }
    }
    children {
      ...RegionSiteFields
    }
  }
  regionGoods(filter: $filter, page: $page, pageSize: 20) {
    count
    pageCount
    list {
      ...RegionGoodsFields
    }
  }
}
    fragment RegionGoodsFields on Goods {
  skuId
  goodsId
  goodsName
  skuName
  skuImage
  price
  discountPrice
  recommendWay
  tagType
  tagLevel
}
fragment RegionSiteFields on Website {
  id
  title
  logo
  websiteType
  provinceName
  initial
  parentId
}
fragment RegionTreeFields on TreeCategory {
  id
  name
  level
}`) as unknown as TypedDocumentString<RegionHallPageQuery, RegionHallPageQueryVariables>;
export const RegionHallsPageDocument = new TypedDocumentString(`
    query RegionHallsPage {
  regionHalls {
    shopNum
    goodsNum
    site {
      ...RegionSiteFields
    }
  }
}
    fragment RegionSiteFields on Website {
  id
  title
  logo
  websiteType
  provinceName
  initial
  parentId
}`) as unknown as TypedDocumentString<RegionHallsPageQuery, RegionHallsPageQueryVariables>;
export const ShopListPageDocument = new TypedDocumentString(`
    query ShopListPage($siteId: Int, $categoryId: Int, $categoryLevel: Int, $keyword: String, $page: Int) {
  shopList(
    siteId: $siteId
    categoryId: $categoryId
    categoryLevel: $categoryLevel
    keyword: $keyword
    page: $page
    pageSize: 12
  ) {
    count
    pageCount
    list {
      id
      name
      shortName
      avatar
      address
      goodsNum
      fansNum
      storeNum
      score
    }
  }
}
    `) as unknown as TypedDocumentString<ShopListPageQuery, ShopListPageQueryVariables>;
export const ShopPageDocument = new TypedDocumentString(`
    query ShopPage($shopId: Int!, $filter: GoodsListFilter, $sort: GoodsSort, $page: Int, $withStores: Boolean!) {
  shop(id: $shopId) {
    id
    name
    shortName
    avatar
    goodsNum
    fansNum
    followed
    score
    storeNum
  }
  shopCategoryTree(shopId: $shopId) {
    ...ShopTreeFields
    children {
      ...ShopTreeFields
      children {
        ...ShopTreeFields
      }
    }
  }
  goodsList(filter: $filter, sort: $sort, page: $page, pageSize: 20) {
    count
    pageCount
    page
    list {
      ...ShopGoodsFields
    }
  }
  shopStores(shopId: $shopId, pageSize: 50) @include(if: $withStores) {
    list {
      id
      name
      address
      telephone
      openTime
    }
  }
}
    fragment ShopGoodsFields on Goods {
  skuId
  goodsId
  goodsName
  skuName
  skuImage
  price
  discountPrice
  recommendWay
  tagType
  tagLevel
}
fragment ShopTreeFields on TreeCategory {
  id
  name
  level
}`) as unknown as TypedDocumentString<ShopPageQuery, ShopPageQueryVariables>;
export const SupportDetailPageDocument = new TypedDocumentString(`
    query SupportDetailPage($id: Int!, $page: Int) {
  supportUnit(id: $id) {
    ...SupportUnitFields
  }
  supportGoods(supportId: $id, page: $page, pageSize: 20) {
    count
    pageCount
    list {
      ...ShopGoodsFields
    }
  }
}
    fragment ShopGoodsFields on Goods {
  skuId
  goodsId
  goodsName
  skuName
  skuImage
  price
  discountPrice
  recommendWay
  tagType
  tagLevel
}
fragment SupportUnitFields on SupportUnit {
  id
  name
  logo
  introduction
  goodsNum
}`) as unknown as TypedDocumentString<SupportDetailPageQuery, SupportDetailPageQueryVariables>;
export const SupportListPageDocument = new TypedDocumentString(`
    query SupportListPage($categoryId: Int, $page: Int) {
  supportCategoryTree {
    ...ShopTreeFields
    children {
      ...ShopTreeFields
      children {
        ...ShopTreeFields
      }
    }
  }
  supportUnits(categoryId: $categoryId, page: $page, pageSize: 12) {
    count
    pageCount
    list {
      ...SupportUnitFields
    }
  }
}
    fragment ShopTreeFields on TreeCategory {
  id
  name
  level
}
fragment SupportUnitFields on SupportUnit {
  id
  name
  logo
  introduction
  goodsNum
}`) as unknown as TypedDocumentString<SupportListPageQuery, SupportListPageQueryVariables>;