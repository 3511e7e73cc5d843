// Drizzle tables of accounts and the member centre. Money is integer fen; times timestamptz.
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { member } from './schema';
import { createTime, id, ownedBy, runsBetween, sortKey, statusOn, ts } from './columns';

const memberRef = () => ownedBy('member_id', () => member.memberId);

/** Register agreements by key (register, company, privacy, safeguard); content is sanitised HTML. */
export const agreement = pgTable('agreement', {
  key: varchar('key', { length: 32 }).primaryKey(),
  title: varchar('title', { length: 128 }).notNull(),
  content: text('content').notNull(),
  updateTime: ts('update_time').notNull().defaultNow(),
});

/**
 * SMS codes. Only a salted sha256 is stored; 5 minutes, at most 5 wrong attempts, one use. A new code
 * for the same mobile and purpose retires the older ones.
 */
export const smsCode = pgTable(
  'sms_code',
  {
    id: varchar('id', { length: 32 }).primaryKey(),
    mobile: varchar('mobile', { length: 16 }).notNull(),
    /** register | login | findpassword | modifymobile */
    purpose: varchar('purpose', { length: 16 }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    attempts: smallint('attempts').notNull().default(0),
    used: boolean('used').notNull().default(false),
    expireTime: ts('expire_time').notNull(),
    createTime: createTime(),
  },
  (t) => [index('sms_code_mobile_idx').on(t.mobile, t.purpose, t.createTime.desc()), index('sms_code_expire_idx').on(t.expireTime)],
);

/** One-time password-reset keys issued by /api/findpassword/mobilecodechecked (sha256 stored). */
export const passwordResetKey = pgTable('password_reset_key', {
  keyHash: varchar('key_hash', { length: 64 }).primaryKey(),
  memberId: memberRef(),
  expireTime: ts('expire_time').notNull(),
  used: boolean('used').notNull().default(false),
  createTime: createTime(),
});

/** Counters of the database LimitStore (used when REDIS_URL is unset): fixed windows by key. */
export const rateCounter = pgTable(
  'rate_counter',
  {
    key: varchar('key', { length: 200 }).primaryKey(),
    count: integer('count').notNull(),
    resetAt: ts('reset_at').notNull(),
  },
  (t) => [index('rate_counter_reset_idx').on(t.resetAt)],
);

/** Profile data beside `member`: register type and company details. */
export const memberProfile = pgTable('member_profile', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => member.memberId, { onDelete: 'cascade' }),
  /** personal | company */
  registerType: varchar('register_type', { length: 16 }).notNull().default('personal'),
  companyName: varchar('company_name', { length: 64 }).notNull().default(''),
  creditCode: varchar('credit_code', { length: 18 }).notNull().default(''),
  contactName: varchar('contact_name', { length: 32 }).notNull().default(''),
  contactMobile: varchar('contact_mobile', { length: 16 }).notNull().default(''),
  companyAddress: varchar('company_address', { length: 128 }).notNull().default(''),
});

/** Certifications: kind fupin (poverty alleviation) or coop (co-operative). status 0/1/2/-1. */
export const memberCert = pgTable(
  'member_cert',
  {
    id: id('id'),
    memberId: memberRef(),
    kind: varchar('kind', { length: 16 }).notNull(),
    status: statusOn(),
    name: varchar('name', { length: 64 }).notNull().default(''),
    remark: varchar('remark', { length: 255 }).notNull().default(''),
    /** Proof pictures of the last application (paths under /upload/certificate/). */
    images: jsonb('images').$type<string[]>().notNull().default([]),
    updateTime: ts('update_time').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('member_cert_member_kind_uq').on(t.memberId, t.kind)],
);

/** Administrative regions (GB/T 2260 codes as ids): level 1 province, 2 city, 3 district. */
export const region = pgTable(
  'region',
  {
    id: integer('id').primaryKey(),
    pid: integer('pid').notNull().default(0),
    name: varchar('name', { length: 64 }).notNull(),
    level: smallint('level').notNull(),
    sort: sortKey(),
  },
  (t) => [index('region_pid_idx').on(t.pid, t.sort)],
);

export const memberAddress = pgTable(
  'member_address',
  {
    id: id('id'),
    memberId: memberRef(),
    name: varchar('name', { length: 32 }).notNull(),
    mobile: varchar('mobile', { length: 16 }).notNull(),
    telephone: varchar('telephone', { length: 20 }).notNull().default(''),
    provinceId: integer('province_id').notNull(),
    cityId: integer('city_id').notNull().default(0),
    districtId: integer('district_id').notNull().default(0),
    address: varchar('address', { length: 255 }).notNull(),
    fullAddress: varchar('full_address', { length: 400 }).notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createTime: createTime(),
  },
  (t) => [
    index('member_address_member_idx').on(t.memberId),
    // At most one default address per member.
    uniqueIndex('member_address_default_uq').on(t.memberId).where(sql`${t.isDefault}`),
  ],
);

/** Balance (fen) and point movements. account_data is signed. */
export const memberAccount = pgTable(
  'member_account',
  {
    id: id('id'),
    memberId: memberRef(),
    /** balance | point */
    accountType: varchar('account_type', { length: 16 }).notNull(),
    accountData: integer('account_data').notNull(),
    fromType: varchar('from_type', { length: 32 }).notNull(),
    typeName: varchar('type_name', { length: 32 }).notNull(),
    remark: varchar('remark', { length: 255 }).notNull().default(''),
    relateId: integer('relate_id').notNull().default(0),
    createTime: createTime(),
  },
  (t) => [index('member_account_member_idx').on(t.memberId, t.accountType, t.createTime.desc())],
);

/** Daily sign-in; sign_date is the date in China (UTC+8). days = consecutive days including this one. */
export const memberSignin = pgTable(
  'member_signin',
  {
    id: id('id'),
    memberId: memberRef(),
    signDate: date('sign_date', { mode: 'string' }).notNull(),
    days: integer('days').notNull(),
    point: integer('point').notNull(),
    createTime: createTime(),
  },
  (t) => [uniqueIndex('member_signin_member_date_uq').on(t.memberId, t.signDate)],
);

/** Coupons a member holds. state 1 unused, 2 used (an unused one past end_time reads as expired). */
export const memberCoupon = pgTable(
  'member_coupon',
  {
    couponId: id('coupon_id'),
    memberId: memberRef(),
    couponName: varchar('coupon_name', { length: 64 }).notNull(),
    type: varchar('type', { length: 16 }).notNull().default('reward'),
    money: integer('money').notNull().default(0),
    /** Discount in tenths (85 = 8.5折). */
    discount: integer('discount').notNull().default(0),
    atLeast: integer('at_least').notNull().default(0),
    siteId: integer('site_id').notNull().default(0),
    siteName: varchar('site_name', { length: 64 }).notNull().default(''),
    state: smallint('state').notNull().default(1),
    ...runsBetween(),
    useTime: ts('use_time'),
    createTime: createTime(),
  },
  (t) => [index('member_coupon_member_idx').on(t.memberId, t.state, t.endTime)],
);

export const invoiceInfo = pgTable(
  'invoice_info',
  {
    id: id('id'),
    memberId: memberRef(),
    invoiceType: smallint('invoice_type').notNull().default(1),
    titleType: smallint('title_type').notNull(),
    invoiceTitle: varchar('invoice_title', { length: 64 }).notNull(),
    taxNumber: varchar('tax_number', { length: 20 }).notNull().default(''),
    email: varchar('email', { length: 100 }).notNull().default(''),
    companyAddress: varchar('company_address', { length: 128 }).notNull().default(''),
    companyPhone: varchar('company_phone', { length: 20 }).notNull().default(''),
    bankName: varchar('bank_name', { length: 64 }).notNull().default(''),
    bankAccount: varchar('bank_account', { length: 30 }).notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    createTime: createTime(),
  },
  (t) => [index('invoice_info_member_idx').on(t.memberId), uniqueIndex('invoice_info_default_uq').on(t.memberId).where(sql`${t.isDefault}`)],
);

/** Withdrawal accounts: bank card, Alipay or WeChat. */
export const memberBankAccount = pgTable(
  'member_bank_account',
  {
    id: id('id'),
    memberId: memberRef(),
    withdrawType: varchar('withdraw_type', { length: 16 }).notNull(),
    realname: varchar('realname', { length: 32 }).notNull(),
    mobile: varchar('mobile', { length: 16 }).notNull(),
    branchBankName: varchar('branch_bank_name', { length: 64 }).notNull().default(''),
    bankAccount: varchar('bank_account', { length: 64 }).notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createTime: createTime(),
  },
  (t) => [index('member_bank_account_member_idx').on(t.memberId), uniqueIndex('member_bank_account_default_uq').on(t.memberId).where(sql`${t.isDefault}`)],
);

/**
 * Withdrawals. Applying debits member.balance by apply_money in the same transaction; while status is
 * 0 (pending) the amount is frozen (the sum of pending rows); a refusal returns it.
 */
export const memberWithdraw = pgTable(
  'member_withdraw',
  {
    id: id('id'),
    withdrawNo: varchar('withdraw_no', { length: 32 }).notNull(),
    memberId: memberRef(),
    transferType: varchar('transfer_type', { length: 16 }).notNull(),
    realname: varchar('realname', { length: 32 }).notNull(),
    mobile: varchar('mobile', { length: 16 }).notNull(),
    bankName: varchar('bank_name', { length: 64 }).notNull().default(''),
    accountNumber: varchar('account_number', { length: 64 }).notNull(),
    applyMoney: integer('apply_money').notNull(),
    rate: integer('rate').notNull().default(0),
    serviceMoney: integer('service_money').notNull().default(0),
    money: integer('money').notNull(),
    status: smallint('status').notNull().default(0),
    refuseReason: varchar('refuse_reason', { length: 255 }).notNull().default(''),
    applyTime: ts('apply_time').notNull().defaultNow(),
    paymentTime: ts('payment_time'),
  },
  (t) => [
    uniqueIndex('member_withdraw_no_uq').on(t.withdrawNo),
    index('member_withdraw_member_idx').on(t.memberId, t.applyTime.desc()),
    check('member_withdraw_money_chk', sql`${t.applyMoney} > 0 and ${t.money} >= 0 and ${t.serviceMoney} >= 0`),
  ],
);

/** Recharge packages. */
export const rechargePackage = pgTable('recharge_package', {
  rechargeId: id('recharge_id'),
  rechargeName: varchar('recharge_name', { length: 64 }).notNull(),
  coverImg: varchar('cover_img', { length: 255 }).notNull().default(''),
  faceValue: integer('face_value').notNull(),
  buyPrice: integer('buy_price').notNull(),
  point: integer('point').notNull().default(0),
  status: statusOn(),
  sort: sortKey(),
});

/** Recharge orders. status 0 unpaid, 1 paid, -1 closed. request_key makes a repeated create one order. */
export const rechargeOrder = pgTable(
  'recharge_order',
  {
    orderId: id('order_id'),
    orderNo: varchar('order_no', { length: 32 }).notNull(),
    memberId: memberRef(),
    rechargeId: integer('recharge_id').notNull(),
    rechargeName: varchar('recharge_name', { length: 64 }).notNull(),
    coverImg: varchar('cover_img', { length: 255 }).notNull().default(''),
    faceValue: integer('face_value').notNull(),
    buyPrice: integer('buy_price').notNull(),
    point: integer('point').notNull().default(0),
    status: smallint('status').notNull().default(0),
    payType: varchar('pay_type', { length: 16 }).notNull().default(''),
    tradeNo: varchar('trade_no', { length: 64 }).notNull().default(''),
    requestKey: varchar('request_key', { length: 64 }),
    createTime: createTime(),
    payTime: ts('pay_time'),
  },
  (t) => [
    uniqueIndex('recharge_order_no_uq').on(t.orderNo),
    uniqueIndex('recharge_order_request_key_uq').on(t.memberId, t.requestKey),
    index('recharge_order_member_idx').on(t.memberId, t.createTime.desc()),
  ],
);

/** Verification codes of pickup and virtual-goods orders. */
export const verifyCode = pgTable(
  'verify_code',
  {
    id: id('id'),
    memberId: memberRef(),
    verifyCode: varchar('verify_code', { length: 32 }).notNull(),
    verifyType: varchar('verify_type', { length: 16 }).notNull(),
    orderNo: varchar('order_no', { length: 32 }).notNull().default(''),
    siteName: varchar('site_name', { length: 64 }).notNull().default(''),
    storeName: varchar('store_name', { length: 64 }).notNull().default(''),
    storeAddress: varchar('store_address', { length: 255 }).notNull().default(''),
    items: jsonb('items').$type<{ sku_name: string; sku_image: string; num: number; price: number }[]>().notNull().default([]),
    isVerify: boolean('is_verify').notNull().default(false),
    verifierName: varchar('verifier_name', { length: 32 }).notNull().default(''),
    verifyTime: ts('verify_time'),
    expireTime: ts('expire_time'),
    createTime: createTime(),
  },
  (t) => [uniqueIndex('verify_code_code_uq').on(t.verifyCode), index('verify_code_member_idx').on(t.memberId, t.createTime.desc())],
);
