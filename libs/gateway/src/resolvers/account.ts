// Resolvers of schema/account.graphql: registration, SMS login, find password and the member centre
// (snake_case REST → camelCase SDL). Variables are checked here first (BAD_USER_INPUT, no REST call),
// then against the REST request schema itself; login-only fields answer TOKEN_ERROR without a session.
import {
  endpoints,
  ErrorCode,
  PHONE_PATTERN,
  SMS_CODE_LENGTH,
  type EndpointPath,
  type RequestOf,
  type ResponseOf,
} from '@mall/rest-contract';
import { GraphQLError } from 'graphql';
import type { GatewayContext } from '../context';
import { gatewayError, GatewayErrorCode, isTokenError, Messages } from '../errors';
import type {
  AccountSource,
  AccountType,
  AgreementKind,
  CertStatus,
  CouponState,
  InvoiceKind,
  InvoiceTitleType,
  PayType,
  RechargeStatus,
  RegisterType,
  Resolvers,
  TransferType,
  VerifyType,
  WithdrawStatus,
} from '../generated/resolvers-types';
import { badInput, optionalIntInRange, parseRequest, stringLength } from '../validation';
import { completeLogin } from './session';

// ---------------------------------------------------------------------------------------------
// Helpers.

const ID_MAX = 2_147_483_647;
const PAGE_MAX = 100_000;

/** Throws TOKEN_ERROR without a session (no REST call). */
function requireLogin(ctx: GatewayContext): void {
  if (!ctx.token) throw gatewayError(GatewayErrorCode.TOKEN_ERROR, Messages.tokenError);
}

/** A login-only call: TOKEN_ERROR without a session; a token mall-api refuses clears the cookie. */
async function asMember<T>(ctx: GatewayContext, run: () => Promise<T>): Promise<T> {
  requireLogin(ctx);
  try {
    return await run();
  } catch (error) {
    if (isTokenError(error)) ctx.clearToken();
    throw error;
  }
}

/** NOT_FOUND from mall-api (missing, or another member's) → null. */
async function orNull<T>(run: () => Promise<T>): Promise<T | null> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof GraphQLError && error.extensions.restCode === ErrorCode.NOT_FOUND) return null;
    throw error;
  }
}

/** The REST request schema as the last check; the body is sent as given (the schema may transform). */
function checked<P extends EndpointPath>(path: P, body: RequestOf<P>): RequestOf<P> {
  parseRequest(endpoints[path].request, body);
  return body;
}

const phone = (field: string, value: string): string => {
  const v = value.trim();
  if (!PHONE_PATTERN.test(v)) badInput('手机号格式不正确', field);
  return v;
};
const smsCode = (field: string, value: string): string => {
  const v = value.trim();
  if (!new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`).test(v)) badInput(`短信验证码为 ${SMS_CODE_LENGTH} 位数字`, field);
  return v;
};
const id = (field: string, value: number) => optionalIntInRange(field, value, 1, ID_MAX)!;
const page = (args: { page?: number | null; pageSize?: number | null }) => ({
  page: optionalIntInRange('page', args.page, 1, PAGE_MAX) ?? 1,
  page_size: optionalIntInRange('pageSize', args.pageSize, 1, 100) ?? 20,
});
const optional = (field: string, label: string, value: string | null | undefined, max: number) =>
  value === null || value === undefined ? '' : stringLength(field, label, value, 0, max);
const flag = (value: boolean | null | undefined) => (value ? 1 : 0);
const paged = <R, T>(p: { list: R[]; count: number; page_count: number }, map: (r: R) => T) => ({
  list: p.list.map(map),
  count: p.count,
  pageCount: p.page_count,
});

// Enum mappings (SDL enum ↔ REST value).
const AGREEMENT_PATHS = {
  REGISTER: '/api/register/aggrement',
  COMPANY: '/api/register/aggrementCompany',
  PRIVACY: '/api/register/aggrementPrivacy',
  SAFEGUARD: '/api/register/aggrementSafegus',
} as const satisfies Record<AgreementKind, EndpointPath>;
const REGISTER_TYPE = { PERSONAL: 'personal', COMPANY: 'company' } as const satisfies Record<RegisterType, string>;
const toRegisterType = (t: string): RegisterType => (t === 'company' ? 'COMPANY' : 'PERSONAL');
const CERT: Record<number, CertStatus> = { 0: 'NONE', 1: 'PENDING', 2: 'PASSED', [-1]: 'REFUSED' };
const COUPON_STATE = { UNUSED: 1, USED: 2, EXPIRED: 3 } as const satisfies Record<CouponState, number>;
const COUPON_STATE_OF: Record<number, CouponState> = { 1: 'UNUSED', 2: 'USED', 3: 'EXPIRED' };
const INVOICE_KIND = { NORMAL: 1, SPECIAL: 2 } as const satisfies Record<InvoiceKind, number>;
const TITLE_TYPE = { PERSONAL: 1, COMPANY: 2 } as const satisfies Record<InvoiceTitleType, number>;
const TRANSFER = { BANK: 'bank', ALIPAY: 'alipay', WECHATPAY: 'wechatpay' } as const satisfies Record<TransferType, string>;
const toTransfer = (t: string): TransferType => (t === 'alipay' ? 'ALIPAY' : t === 'wechatpay' ? 'WECHATPAY' : 'BANK');
const WITHDRAW_STATUS = { PENDING: 0, APPROVED: 1, TRANSFERRED: 2, REFUSED: -1 } as const satisfies Record<WithdrawStatus, number>;
const WITHDRAW_STATUS_OF: Record<number, WithdrawStatus> = { 0: 'PENDING', 1: 'APPROVED', 2: 'TRANSFERRED', [-1]: 'REFUSED' };
const RECHARGE_STATUS = { UNPAID: 0, PAID: 1, CLOSED: -1 } as const satisfies Record<RechargeStatus, number>;
const RECHARGE_STATUS_OF: Record<number, RechargeStatus> = { 0: 'UNPAID', 1: 'PAID', [-1]: 'CLOSED' };
const VERIFY = { PICKUP: 'pickup', VIRTUAL_GOODS: 'virtualgoods' } as const satisfies Record<VerifyType, string>;
const PAY = { DEMO: 'demo' } as const satisfies Record<PayType, string>;

type Rest<P extends EndpointPath> = ResponseOf<P>;
const toCert = (c: Rest<'/api/member/authCoop'>) => ({
  status: CERT[c.status] ?? 'NONE',
  statusName: c.status_name,
  name: c.name,
  remark: c.remark,
  updateTime: c.update_time,
});
const toAddress = (a: Rest<'/api/memberaddress/info'>) => ({
  id: a.id,
  name: a.name,
  mobile: a.mobile,
  telephone: a.telephone,
  provinceId: a.province_id,
  cityId: a.city_id,
  districtId: a.district_id,
  address: a.address,
  fullAddress: a.full_address,
  isDefault: a.is_default,
  createTime: a.create_time,
});
const toInvoice = (i: Rest<'/api/invoiceInfo/info'>) => ({
  id: i.id,
  kind: (i.invoice_type === 2 ? 'SPECIAL' : 'NORMAL') as InvoiceKind,
  titleType: (i.title_type === 2 ? 'COMPANY' : 'PERSONAL') as InvoiceTitleType,
  title: i.invoice_title,
  taxNumber: i.tax_number,
  email: i.email,
  companyAddress: i.company_address,
  companyPhone: i.company_phone,
  bankName: i.bank_name,
  bankAccount: i.bank_account,
  isDefault: i.is_default,
  createTime: i.create_time,
});
const toBank = (b: Rest<'/api/memberbankaccount/info'>) => ({
  id: b.id,
  type: toTransfer(b.withdraw_type),
  typeName: b.withdraw_type_name,
  realname: b.realname,
  mobile: b.mobile,
  branchBankName: b.branch_bank_name,
  account: b.bank_account,
  isDefault: b.is_default,
  createTime: b.create_time,
});
const toWithdrawal = (w: Rest<'/api/memberwithdraw/page'>['list'][number] & Partial<Rest<'/api/memberwithdraw/info'>>) => ({
  id: w.id,
  withdrawNo: w.withdraw_no,
  transferType: toTransfer(w.transfer_type),
  transferTypeName: w.transfer_type_name,
  applyMoney: w.apply_money,
  serviceMoney: w.service_money,
  money: w.money,
  status: WITHDRAW_STATUS_OF[w.status] ?? 'PENDING',
  statusName: w.status_name,
  applyTime: w.apply_time,
  realname: w.realname ?? null,
  mobile: w.mobile ?? null,
  bankName: w.bank_name ?? null,
  accountNumber: w.account_number ?? null,
  refuseReason: w.refuse_reason ?? null,
  paymentTime: w.payment_time ?? null,
});
const toRechargeOrder = (o: Rest<'/api/memberrecharge/orderinfo'>) => ({
  id: o.order_id,
  orderNo: o.order_no,
  packageId: o.recharge_id,
  packageName: o.recharge_name,
  coverImg: o.cover_img,
  faceValue: o.face_value,
  buyPrice: o.buy_price,
  point: o.point,
  status: RECHARGE_STATUS_OF[o.status] ?? 'UNPAID',
  statusName: o.status_name,
  payTypeName: o.pay_type_name,
  createTime: o.create_time,
  payTime: o.pay_time,
});
const toVerify = (v: Rest<'/api/verify/page'>['list'][number] & Partial<Rest<'/api/verify/info'>>) => ({
  id: v.id,
  code: v.verify_code,
  type: (v.verify_type === 'virtualgoods' ? 'VIRTUAL_GOODS' : 'PICKUP') as VerifyType,
  typeName: v.verify_type_name,
  orderNo: v.order_no,
  shopName: v.site_name,
  items: v.items.map((i) => ({ skuName: i.sku_name, skuImage: i.sku_image, num: i.num, price: i.price })),
  verified: v.is_verify,
  verifyTime: v.verify_time,
  expireTime: v.expire_time,
  createTime: v.create_time,
  storeName: v.store_name ?? null,
  storeAddress: v.store_address ?? null,
  verifierName: v.verifier_name ?? null,
});

type SmsPath = '/api/register/mobileCode' | '/api/login/mobileCode' | '/api/findpassword/mobilecode' | '/api/member/modifymobileCode';
async function sendCode(ctx: GatewayContext, path: SmsPath, input: { mobile: string; captchaId: string; captchaCode: string }) {
  const body = checked(path, {
    mobile: phone('mobile', input.mobile),
    captcha_id: stringLength('captchaId', '图形验证码编号', input.captchaId, 1, 64),
    captcha_code: stringLength('captchaCode', '图形验证码', input.captchaCode, 1, 8),
  });
  const sent = await ctx.rest.call(path, body, { cache: false });
  return { expireSeconds: sent.expire_seconds, resendSeconds: sent.resend_seconds };
}

interface AddressArgs {
  name: string;
  mobile: string;
  telephone?: string | null;
  provinceId: number;
  cityId?: number | null;
  districtId?: number | null;
  address: string;
  isDefault?: boolean | null;
}
const addressBody = (input: AddressArgs) => ({
  name: stringLength('name', '收货人', input.name, 1, 32),
  mobile: phone('mobile', input.mobile),
  telephone: optional('telephone', '固定电话', input.telephone, 20),
  province_id: id('provinceId', input.provinceId),
  city_id: optionalIntInRange('cityId', input.cityId, 0, ID_MAX) ?? 0,
  district_id: optionalIntInRange('districtId', input.districtId, 0, ID_MAX) ?? 0,
  address: stringLength('address', '详细地址', input.address, 2, 120),
  is_default: flag(input.isDefault),
});

interface InvoiceArgs {
  kind?: InvoiceKind | null;
  titleType: InvoiceTitleType;
  title: string;
  taxNumber?: string | null;
  email?: string | null;
  companyAddress?: string | null;
  companyPhone?: string | null;
  bankName?: string | null;
  bankAccount?: string | null;
  isDefault?: boolean | null;
}
const invoiceBody = (i: InvoiceArgs) => ({
  invoice_type: INVOICE_KIND[i.kind ?? 'NORMAL'],
  title_type: TITLE_TYPE[i.titleType],
  invoice_title: stringLength('title', '发票抬头', i.title, 2, 64),
  tax_number: optional('taxNumber', '税号', i.taxNumber, 20),
  email: optional('email', '邮箱', i.email, 100),
  company_address: optional('companyAddress', '注册地址', i.companyAddress, 128),
  company_phone: optional('companyPhone', '注册电话', i.companyPhone, 20),
  bank_name: optional('bankName', '开户银行', i.bankName, 64),
  bank_account: optional('bankAccount', '银行账号', i.bankAccount, 30),
  is_default: flag(i.isDefault),
});

interface BankArgs {
  type: TransferType;
  realname: string;
  mobile: string;
  branchBankName?: string | null;
  account: string;
  isDefault?: boolean | null;
}
const bankBody = (b: BankArgs) => ({
  withdraw_type: TRANSFER[b.type],
  realname: stringLength('realname', '真实姓名', b.realname, 2, 32),
  mobile: phone('mobile', b.mobile),
  branch_bank_name: optional('branchBankName', '开户行', b.branchBankName, 64),
  bank_account: stringLength('account', '账号', b.account, 1, 64),
  is_default: flag(b.isDefault),
});

// ---------------------------------------------------------------------------------------------

export const accountResolvers: Resolvers = {
  Query: {
    registerAgreement: (_p, { kind }, ctx) => ctx.rest.call(AGREEMENT_PATHS[kind], {}),
    registerConfig: async (_p, _a, ctx) => {
      const c = await ctx.rest.call('/api/register/config', {});
      return {
        registerTypes: c.register_types.map(toRegisterType),
        mobileRequired: c.mobile_required,
        smsRequired: c.sms_required,
        usernameOptional: c.username_optional,
        agreementRequired: c.agreement_required,
        passwordMin: c.password_min,
        passwordMax: c.password_max,
        passwordRule: c.password_rule,
        phonePattern: c.phone_pattern,
        smsResendSeconds: c.sms_resend_seconds,
      };
    },
    mobileRegistered: async (_p, args, ctx) =>
      (await ctx.rest.call('/api/member/checkmobile', { mobile: phone('mobile', args.mobile) })).registered,
    memberDetail: (_p, _a, ctx) =>
      asMember(ctx, async () => {
        const d = await ctx.rest.call('/api/member/detail', {});
        return {
          id: d.member_id,
          username: d.username,
          nickname: d.nickname,
          headimg: d.headimg,
          mobile: d.mobile,
          registerType: toRegisterType(d.register_type),
          companyName: d.company_name,
          levelId: d.level_id,
          levelName: d.member_level_name,
          balance: d.balance,
          balanceFrozen: d.balance_frozen,
          point: d.point,
          regTime: d.reg_time,
          lastLoginTime: d.last_login_time,
        };
      }),
    fupinCert: (_p, _a, ctx) => asMember(ctx, async () => toCert(await ctx.rest.call('/api/member/authfupin', {}))),
    coopCert: (_p, _a, ctx) => asMember(ctx, async () => toCert(await ctx.rest.call('/api/member/authCoop', {}))),
    orderCounts: (_p, _a, ctx) =>
      asMember(ctx, async () => {
        const n = await ctx.rest.call('/api/order/num', {});
        return { waitPay: n.waitpay, waitSend: n.waitsend, waitConfirm: n.waitconfirm, waitRate: n.waitrate, refunding: n.refunding };
      }),
    couponCount: (_p, _a, ctx) => asMember(ctx, () => ctx.rest.call('/api/member/couponnum', {})),
    memberLevels: async (_p, _a, ctx) =>
      (await ctx.rest.call('/api/memberlevel/lists', {})).map((l) => ({ id: l.level_id, name: l.level_name, growth: l.growth, isCurrent: l.is_current })),
    account: (_p, _a, ctx) =>
      asMember(ctx, async () => {
        const a = await ctx.rest.call('/api/memberaccount/info', {});
        return { balance: a.balance, balanceFrozen: a.balance_frozen, point: a.point };
      }),
    accountRecords: (_p, args, ctx) =>
      asMember(ctx, async () => {
        const body = checked('/api/memberaccount/page', {
          account_type: (args.type ?? 'BALANCE').toLowerCase() as 'balance' | 'point',
          ...(args.source ? { from_type: args.source.toLowerCase() as Lowercase<AccountSource> } : {}),
          ...page(args),
        });
        return paged(await ctx.rest.call('/api/memberaccount/page', body), (r) => ({
          id: r.id,
          type: r.account_type.toUpperCase() as AccountType,
          amount: r.account_data,
          source: r.from_type,
          sourceName: r.type_name,
          remark: r.remark,
          createTime: r.create_time,
        }));
      }),
    regions: async (_p, args, ctx) => {
      const pid = optionalIntInRange('pid', args.pid, 0, ID_MAX) ?? 0;
      const level = optionalIntInRange('level', args.level, 1, 3);
      const rows = await ctx.rest.call('/api/address/lists', level === undefined ? { pid } : { pid, level });
      return rows.map((r) => ({ id: r.id, pid: r.pid, name: r.name, level: r.level, hasChildren: r.has_children }));
    },
    regionTree: (_p, args, ctx) => ctx.rest.call('/api/address/lists1', { level: optionalIntInRange('depth', args.depth, 1, 3) ?? 2 }),
    cities: async (_p, args, ctx) =>
      (await ctx.rest.call('/api/address/city', { keyword: optional('keyword', '关键词', args.keyword, 20) })).map((c) => ({
        id: c.id,
        name: c.name,
        provinceId: c.province_id,
        provinceName: c.province_name,
      })),
    addresses: (_p, args, ctx) => asMember(ctx, async () => paged(await ctx.rest.call('/api/memberaddress/page', page(args)), toAddress)),
    address: (_p, args, ctx) => asMember(ctx, () => orNull(async () => toAddress(await ctx.rest.call('/api/memberaddress/info', { id: id('id', args.id) })))),
    signinConfig: async (_p, _a, ctx) => {
      const c = await ctx.rest.call('/api/membersignin/config', {});
      return { isOpen: c.is_open, rules: c.rules, cycle: c.cycle };
    },
    signinState: (_p, _a, ctx) =>
      asMember(ctx, async () => {
        const s = await ctx.rest.call('/api/membersignin/isSign', {});
        return { signed: s.signed, days: s.days, nextPoint: s.next_point };
      }),
    memberCoupons: (_p, args, ctx) =>
      asMember(ctx, async () =>
        paged(await ctx.rest.call('/api/coupon/memberpage', { state: COUPON_STATE[args.state ?? 'UNUSED'], ...page(args) }), (c) => ({
          id: c.coupon_id,
          name: c.coupon_name,
          type: c.type === 'discount' ? ('DISCOUNT' as const) : ('REWARD' as const),
          money: c.money,
          discount: c.discount,
          atLeast: c.at_least,
          shopId: c.site_id,
          shopName: c.site_name,
          state: COUPON_STATE_OF[c.state] ?? 'UNUSED',
          startTime: c.start_time,
          endTime: c.end_time,
          useTime: c.use_time,
        })),
      ),
    invoiceTitles: (_p, args, ctx) => asMember(ctx, async () => paged(await ctx.rest.call('/api/invoiceInfo/page', page(args)), toInvoice)),
    invoiceTitle: (_p, args, ctx) => asMember(ctx, () => orNull(async () => toInvoice(await ctx.rest.call('/api/invoiceInfo/info', { id: id('id', args.id) })))),
    bankAccounts: (_p, args, ctx) => asMember(ctx, async () => paged(await ctx.rest.call('/api/memberbankaccount/page', page(args)), toBank)),
    bankAccount: (_p, args, ctx) => asMember(ctx, () => orNull(async () => toBank(await ctx.rest.call('/api/memberbankaccount/info', { id: id('id', args.id) })))),
    transferTypes: async (_p, _a, ctx) => (await ctx.rest.call('/api/memberwithdraw/transferType', {})).map((t) => ({ type: toTransfer(t.type), name: t.name })),
    withdrawConfig: async (_p, _a, ctx) => {
      const c = await ctx.rest.call('/api/memberwithdraw/config', {});
      return { isOpen: c.is_open, min: c.min, max: c.max, rate: c.rate, transferTypes: c.transfer_types.map(toTransfer) };
    },
    withdrawals: (_p, args, ctx) =>
      asMember(ctx, async () => {
        const body = { ...page(args), ...(args.status ? { status: WITHDRAW_STATUS[args.status] } : {}) };
        return paged(await ctx.rest.call('/api/memberwithdraw/page', body), toWithdrawal);
      }),
    withdrawal: (_p, args, ctx) => asMember(ctx, () => orNull(async () => toWithdrawal(await ctx.rest.call('/api/memberwithdraw/info', { id: id('id', args.id) })))),
    rechargePackages: async (_p, args, ctx) =>
      paged(await ctx.rest.call('/api/memberrecharge/page', page(args)), (r) => ({
        id: r.recharge_id,
        name: r.recharge_name,
        coverImg: r.cover_img,
        faceValue: r.face_value,
        buyPrice: r.buy_price,
        point: r.point,
      })),
    rechargePayTypes: async (_p, _a, ctx) =>
      (await ctx.rest.call('/api/memberrecharge/paytype', {})).map((t) => ({ type: 'DEMO' as const, name: t.name, desc: t.desc, isDemo: t.is_demo })),
    rechargeOrders: (_p, args, ctx) =>
      asMember(ctx, async () => {
        const body = { ...page(args), ...(args.status ? { status: RECHARGE_STATUS[args.status] } : {}) };
        return paged(await ctx.rest.call('/api/memberrecharge/orderpage', body), toRechargeOrder);
      }),
    rechargeOrder: (_p, args, ctx) =>
      asMember(ctx, () => orNull(async () => toRechargeOrder(await ctx.rest.call('/api/memberrecharge/orderinfo', { order_id: id('id', args.id) })))),
    verifyCodes: (_p, args, ctx) =>
      asMember(ctx, async () => {
        const body = {
          ...page(args),
          ...(args.type ? { verify_type: VERIFY[args.type] } : {}),
          ...(args.verified === null || args.verified === undefined ? {} : { is_verify: args.verified ? 1 : 0 }),
        };
        return paged(await ctx.rest.call('/api/verify/page', body), toVerify);
      }),
    verifyCode: (_p, args, ctx) => asMember(ctx, () => orNull(async () => toVerify(await ctx.rest.call('/api/verify/info', { id: id('id', args.id) })))),
  },

  Mutation: {
    sendRegisterCode: (_p, { input }, ctx) => sendCode(ctx, '/api/register/mobileCode', input),
    sendLoginCode: (_p, { input }, ctx) => sendCode(ctx, '/api/login/mobileCode', input),
    sendResetPasswordCode: (_p, { input }, ctx) => sendCode(ctx, '/api/findpassword/mobilecode', input),
    sendChangeMobileCode: (_p, { input }, ctx) => asMember(ctx, () => sendCode(ctx, '/api/member/modifymobileCode', input)),

    register: async (_p, { input }, ctx) => {
      const common = {
        mobile: phone('mobile', input.mobile),
        code: smsCode('code', input.code),
        password: stringLength('password', '密码', input.password, 1, 128, false),
        username: optional('username', '用户名', input.username, 32),
        agreement: input.agreement,
        auto_login: optionalIntInRange('autoLoginDays', input.autoLoginDays, 0, 365) ?? 0,
      };
      if (!input.agreement) badInput('请阅读并同意注册协议', 'agreement');
      const body: RequestOf<'/api/register/mobile'> =
        input.type === 'COMPANY'
          ? {
              register_type: 'company',
              ...common,
              agreement: true,
              company_name: stringLength('companyName', '单位名称', input.companyName ?? '', 2, 64),
              credit_code: stringLength('creditCode', '统一社会信用代码', input.creditCode ?? '', 1, 18),
              contact_name: stringLength('contactName', '联系人', input.contactName ?? '', 1, 32),
              contact_mobile: input.contactMobile ? phone('contactMobile', input.contactMobile) : '',
              company_address: optional('companyAddress', '单位地址', input.companyAddress, 128),
            }
          : { register_type: REGISTER_TYPE[input.type] as 'personal', ...common, agreement: true };
      const result = await ctx.rest.call('/api/register/mobile', checked('/api/register/mobile', body), { token: null, cache: false });
      return completeLogin(ctx, result);
    },
    mobileLogin: async (_p, { input }, ctx) => {
      const body = checked('/api/login/mobile', {
        mobile: phone('mobile', input.mobile),
        code: smsCode('code', input.code),
        auto_login: optionalIntInRange('autoLoginDays', input.autoLoginDays, 0, 365) ?? 0,
      });
      const result = await ctx.rest.call('/api/login/mobile', body, { token: null, cache: false });
      return completeLogin(ctx, result);
    },
    checkResetPasswordCode: async (_p, args, ctx) => {
      const r = await ctx.rest.call('/api/findpassword/mobilecodechecked', { mobile: phone('mobile', args.mobile), code: smsCode('code', args.code) }, { cache: false });
      return { key: r.key, expireSeconds: r.expire_seconds };
    },
    resetPassword: (_p, { input }, ctx) =>
      ctx.rest.call(
        '/api/findpassword/mobile',
        checked('/api/findpassword/mobile', {
          mobile: phone('mobile', input.mobile),
          key: stringLength('key', '重置凭证', input.key, 1, 128),
          password: stringLength('password', '密码', input.password, 1, 128, false),
        }),
        { cache: false },
      ),
    changePassword: (_p, args, ctx) =>
      asMember(ctx, () =>
        ctx.rest.call(
          '/api/member/modifypassword',
          checked('/api/member/modifypassword', {
            old_password: stringLength('oldPassword', '原密码', args.oldPassword, 1, 128, false),
            new_password: stringLength('newPassword', '新密码', args.newPassword, 1, 128, false),
          }),
          { cache: false },
        ),
      ),
    changeMobile: (_p, args, ctx) =>
      asMember(ctx, () => ctx.rest.call('/api/member/modifymobile', { mobile: phone('mobile', args.mobile), code: smsCode('code', args.code) }, { cache: false })),
    updateNickname: (_p, args, ctx) =>
      asMember(ctx, () => ctx.rest.call('/api/member/modifynickname', { nickname: stringLength('nickname', '昵称', args.nickname, 1, 20) }, { cache: false })),
    applyFupinCert: (_p, args, ctx) =>
      asMember(ctx, async () => toCert(await ctx.rest.call('/api/member/authfupin', { name: stringLength('name', '认证名称', args.name, 1, 64) }, { cache: false }))),
    addAddress: (_p, { input }, ctx) => asMember(ctx, () => ctx.rest.call('/api/memberaddress/add', checked('/api/memberaddress/add', addressBody(input)), { cache: false })),
    updateAddress: (_p, args, ctx) =>
      asMember(ctx, () => ctx.rest.call('/api/memberaddress/edit', checked('/api/memberaddress/edit', { id: id('id', args.id), ...addressBody(args.input) }), { cache: false })),
    setDefaultAddress: (_p, args, ctx) => asMember(ctx, () => ctx.rest.call('/api/memberaddress/setdefault', { id: id('id', args.id) }, { cache: false })),
    deleteAddress: (_p, args, ctx) => asMember(ctx, () => ctx.rest.call('/api/memberaddress/delete', { id: id('id', args.id) }, { cache: false })),
    signin: (_p, _a, ctx) =>
      asMember(ctx, async () => {
        const r = await ctx.rest.call('/api/membersignin/signin', {}, { cache: false });
        return { point: r.point, days: r.days, totalPoint: r.total_point };
      }),
    addInvoiceTitle: (_p, { input }, ctx) => asMember(ctx, () => ctx.rest.call('/api/invoiceInfo/add', checked('/api/invoiceInfo/add', invoiceBody(input)), { cache: false })),
    updateInvoiceTitle: (_p, args, ctx) =>
      asMember(ctx, () => ctx.rest.call('/api/invoiceInfo/edit', checked('/api/invoiceInfo/edit', { id: id('id', args.id), ...invoiceBody(args.input) }), { cache: false })),
    deleteInvoiceTitle: (_p, args, ctx) => asMember(ctx, () => ctx.rest.call('/api/invoiceInfo/delete', { id: id('id', args.id) }, { cache: false })),
    addBankAccount: (_p, { input }, ctx) =>
      asMember(ctx, () => ctx.rest.call('/api/memberbankaccount/add', checked('/api/memberbankaccount/add', bankBody(input)), { cache: false })),
    updateBankAccount: (_p, args, ctx) =>
      asMember(ctx, () =>
        ctx.rest.call('/api/memberbankaccount/edit', checked('/api/memberbankaccount/edit', { id: id('id', args.id), ...bankBody(args.input) }), { cache: false }),
      ),
    deleteBankAccount: (_p, args, ctx) => asMember(ctx, () => ctx.rest.call('/api/memberbankaccount/delete', { id: id('id', args.id) }, { cache: false })),
    setDefaultBankAccount: (_p, args, ctx) => asMember(ctx, () => ctx.rest.call('/api/memberbankaccount/setdefault', { id: id('id', args.id) }, { cache: false })),
    applyWithdrawal: (_p, args, ctx) =>
      asMember(ctx, async () => {
        const body = checked('/api/memberwithdraw/apply', {
          bank_account_id: id('bankAccountId', args.bankAccountId),
          apply_money: stringLength('amount', '提现金额', args.amount, 1, 16),
        });
        const r = await ctx.rest.call('/api/memberwithdraw/apply', body, { cache: false });
        return { id: r.id, withdrawNo: r.withdraw_no, balance: r.balance };
      }),
    createRechargeOrder: (_p, args, ctx) =>
      asMember(ctx, async () => {
        const body = checked('/api/memberrecharge/create', {
          recharge_id: id('rechargeId', args.rechargeId),
          request_key: optional('requestKey', '请求标识', args.requestKey, 64),
        });
        return toRechargeOrder(await ctx.rest.call('/api/memberrecharge/create', body, { cache: false }));
      }),
    payRechargeOrder: (_p, args, ctx) =>
      asMember(ctx, async () =>
        toRechargeOrder(await ctx.rest.call('/api/memberrecharge/pay', { order_id: id('orderId', args.orderId), pay_type: PAY[args.payType ?? 'DEMO'] }, { cache: false })),
      ),
  },
};
