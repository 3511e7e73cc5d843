// Resolvers of schema/account.graphql: registration, SMS login, find password and the member centre
// (mapped by mappers/account.ts). Variables are checked here first (BAD_USER_INPUT, no REST call),
// then against the REST request schema itself; login-only fields answer TOKEN_ERROR without a session.
import { PHONE_PATTERN, SMS_CODE_LENGTH, type EndpointPath, type RequestOf } from '@mall/rest-contract';
import type { GatewayContext } from '../context';
import type {
  AccountSource,
  AgreementKind,
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
import {
  toAccount,
  toAccountRecord,
  toAddress,
  toBank,
  toCert,
  toCity,
  toCoupon,
  toInvoice,
  toLevel,
  toMemberDetail,
  toRechargeOrder,
  toRechargePackage,
  toRechargePayType,
  toRegion,
  toRegionNode,
  toRegisterConfig,
  toResetKey,
  toSignin,
  toSigninConfig,
  toSigninState,
  toSmsSent,
  toTransferType,
  toVerify,
  toWithdrawal,
  toWithdrawApplied,
  toWithdrawConfig,
} from '../mappers/account';
import { toOrderCounts } from '../mappers/order';
import { toPage } from '../mappers/page';
import { badInput, optionalIntInRange, stringLength } from '../validation';
import { completeLogin } from './session';
import { asLoggedIn as asMember, checked, id, ID_MAX, orNull } from './support';

// ---------------------------------------------------------------------------------------------
// Helpers.

const PAGE_MAX = 100_000;

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
const page = (args: { page?: number | null; pageSize?: number | null }) => ({
  page: optionalIntInRange('page', args.page, 1, PAGE_MAX) ?? 1,
  page_size: optionalIntInRange('pageSize', args.pageSize, 1, 100) ?? 20,
});
const optional = (field: string, label: string, value: string | null | undefined, max: number) =>
  value === null || value === undefined ? '' : stringLength(field, label, value, 0, max);
const flag = (value: boolean | null | undefined) => (value ? 1 : 0);
// Enum mappings (SDL enum ↔ REST value).
const AGREEMENT_PATHS = {
  REGISTER: '/api/register/aggrement',
  COMPANY: '/api/register/aggrementCompany',
  PRIVACY: '/api/register/aggrementPrivacy',
  SAFEGUARD: '/api/register/aggrementSafegus',
} as const satisfies Record<AgreementKind, EndpointPath>;
const REGISTER_TYPE = { PERSONAL: 'personal', COMPANY: 'company' } as const satisfies Record<RegisterType, string>;
const COUPON_STATE = { UNUSED: 1, USED: 2, EXPIRED: 3 } as const satisfies Record<CouponState, number>;
const INVOICE_KIND = { NORMAL: 1, SPECIAL: 2 } as const satisfies Record<InvoiceKind, number>;
const TITLE_TYPE = { PERSONAL: 1, COMPANY: 2 } as const satisfies Record<InvoiceTitleType, number>;
const TRANSFER = { BANK: 'bank', ALIPAY: 'alipay', WECHATPAY: 'wechatpay' } as const satisfies Record<TransferType, string>;
const WITHDRAW_STATUS = { PENDING: 0, APPROVED: 1, TRANSFERRED: 2, REFUSED: -1 } as const satisfies Record<WithdrawStatus, number>;
const RECHARGE_STATUS = { UNPAID: 0, PAID: 1, CLOSED: -1 } as const satisfies Record<RechargeStatus, number>;
const VERIFY = { PICKUP: 'pickup', VIRTUAL_GOODS: 'virtualgoods' } as const satisfies Record<VerifyType, string>;
const PAY = { DEMO: 'demo' } as const satisfies Record<PayType, string>;

type SmsPath = '/api/register/mobileCode' | '/api/login/mobileCode' | '/api/findpassword/mobilecode' | '/api/member/modifymobileCode';
async function sendCode(ctx: GatewayContext, path: SmsPath, input: { mobile: string; captchaId: string; captchaCode: string }) {
  const body = checked(path, {
    mobile: phone('mobile', input.mobile),
    captcha_id: stringLength('captchaId', '图形验证码编号', input.captchaId, 1, 64),
    captcha_code: stringLength('captchaCode', '图形验证码', input.captchaCode, 1, 8),
  });
  return toSmsSent(await ctx.rest.call(path, body, { cache: false }));
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
      return toRegisterConfig(await ctx.rest.call('/api/register/config', {}));
    },
    mobileRegistered: async (_p, args, ctx) =>
      (await ctx.rest.call('/api/member/checkmobile', { mobile: phone('mobile', args.mobile) })).registered,
    memberDetail: (_p, _a, ctx) => asMember(ctx, async () => toMemberDetail(await ctx.rest.call('/api/member/detail', {}))),
    fupinCert: (_p, _a, ctx) => asMember(ctx, async () => toCert(await ctx.rest.call('/api/member/authfupin', {}))),
    coopCert: (_p, _a, ctx) => asMember(ctx, async () => toCert(await ctx.rest.call('/api/member/authCoop', {}))),
    orderCounts: (_p, _a, ctx) => asMember(ctx, async () => toOrderCounts(await ctx.rest.call('/api/order/num', {}))),
    couponCount: (_p, _a, ctx) => asMember(ctx, () => ctx.rest.call('/api/member/couponnum', {})),
    memberLevels: async (_p, _a, ctx) => (await ctx.rest.call('/api/memberlevel/lists', {})).map(toLevel),
    account: (_p, _a, ctx) => asMember(ctx, async () => toAccount(await ctx.rest.call('/api/memberaccount/info', {}))),
    accountRecords: (_p, args, ctx) =>
      asMember(ctx, async () => {
        const body = checked('/api/memberaccount/page', {
          account_type: (args.type ?? 'BALANCE').toLowerCase() as 'balance' | 'point',
          ...(args.source ? { from_type: args.source.toLowerCase() as Lowercase<AccountSource> } : {}),
          ...page(args),
        });
        return toPage(await ctx.rest.call('/api/memberaccount/page', body), toAccountRecord);
      }),
    regions: async (_p, args, ctx) => {
      const pid = optionalIntInRange('pid', args.pid, 0, ID_MAX) ?? 0;
      const level = optionalIntInRange('level', args.level, 1, 3);
      const rows = await ctx.rest.call('/api/address/lists', level === undefined ? { pid } : { pid, level });
      return rows.map(toRegion);
    },
    regionTree: async (_p, args, ctx) => (await ctx.rest.call('/api/address/lists1', { level: optionalIntInRange('depth', args.depth, 1, 3) ?? 2 })).map(toRegionNode),
    cities: async (_p, args, ctx) =>
      (await ctx.rest.call('/api/address/city', { keyword: optional('keyword', '关键词', args.keyword, 20) })).map(toCity),
    addresses: (_p, args, ctx) => asMember(ctx, async () => toPage(await ctx.rest.call('/api/memberaddress/page', page(args)), toAddress)),
    address: (_p, args, ctx) => asMember(ctx, () => orNull(async () => toAddress(await ctx.rest.call('/api/memberaddress/info', { id: id('id', args.id) })))),
    signinConfig: async (_p, _a, ctx) => {
      return toSigninConfig(await ctx.rest.call('/api/membersignin/config', {}));
    },
    signinState: (_p, _a, ctx) => asMember(ctx, async () => toSigninState(await ctx.rest.call('/api/membersignin/isSign', {}))),
    memberCoupons: (_p, args, ctx) =>
      asMember(ctx, async () =>
        toPage(await ctx.rest.call('/api/coupon/memberpage', { state: COUPON_STATE[args.state ?? 'UNUSED'], ...page(args) }), toCoupon),
      ),
    invoiceTitles: (_p, args, ctx) => asMember(ctx, async () => toPage(await ctx.rest.call('/api/invoiceInfo/page', page(args)), toInvoice)),
    invoiceTitle: (_p, args, ctx) => asMember(ctx, () => orNull(async () => toInvoice(await ctx.rest.call('/api/invoiceInfo/info', { id: id('id', args.id) })))),
    bankAccounts: (_p, args, ctx) => asMember(ctx, async () => toPage(await ctx.rest.call('/api/memberbankaccount/page', page(args)), toBank)),
    bankAccount: (_p, args, ctx) => asMember(ctx, () => orNull(async () => toBank(await ctx.rest.call('/api/memberbankaccount/info', { id: id('id', args.id) })))),
    transferTypes: async (_p, _a, ctx) => (await ctx.rest.call('/api/memberwithdraw/transferType', {})).map(toTransferType),
    withdrawConfig: async (_p, _a, ctx) => {
      return toWithdrawConfig(await ctx.rest.call('/api/memberwithdraw/config', {}));
    },
    withdrawals: (_p, args, ctx) =>
      asMember(ctx, async () => {
        const body = { ...page(args), ...(args.status ? { status: WITHDRAW_STATUS[args.status] } : {}) };
        return toPage(await ctx.rest.call('/api/memberwithdraw/page', body), toWithdrawal);
      }),
    withdrawal: (_p, args, ctx) => asMember(ctx, () => orNull(async () => toWithdrawal(await ctx.rest.call('/api/memberwithdraw/info', { id: id('id', args.id) })))),
    rechargePackages: async (_p, args, ctx) =>
      toPage(await ctx.rest.call('/api/memberrecharge/page', page(args)), toRechargePackage),
    rechargePayTypes: async (_p, _a, ctx) =>
      (await ctx.rest.call('/api/memberrecharge/paytype', {})).map(toRechargePayType),
    rechargeOrders: (_p, args, ctx) =>
      asMember(ctx, async () => {
        const body = { ...page(args), ...(args.status ? { status: RECHARGE_STATUS[args.status] } : {}) };
        return toPage(await ctx.rest.call('/api/memberrecharge/orderpage', body), toRechargeOrder);
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
        return toPage(await ctx.rest.call('/api/verify/page', body), toVerify);
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
      return toResetKey(await ctx.rest.call('/api/findpassword/mobilecodechecked', { mobile: phone('mobile', args.mobile), code: smsCode('code', args.code) }, { cache: false }));
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
      asMember(ctx, async () => toCert(await ctx.rest.call('/api/member/authfupin', checked('/api/member/authfupin', { name: args.name, images: args.images }), { cache: false }))),
    applyCoopCert: (_p, args, ctx) =>
      asMember(ctx, async () => toCert(await ctx.rest.call('/api/member/applyCoop', checked('/api/member/applyCoop', { name: args.name, images: args.images }), { cache: false }))),
    addAddress: (_p, { input }, ctx) => asMember(ctx, () => ctx.rest.call('/api/memberaddress/add', checked('/api/memberaddress/add', addressBody(input)), { cache: false })),
    updateAddress: (_p, args, ctx) =>
      asMember(ctx, () => ctx.rest.call('/api/memberaddress/edit', checked('/api/memberaddress/edit', { id: id('id', args.id), ...addressBody(args.input) }), { cache: false })),
    setDefaultAddress: (_p, args, ctx) => asMember(ctx, () => ctx.rest.call('/api/memberaddress/setdefault', { id: id('id', args.id) }, { cache: false })),
    deleteAddress: (_p, args, ctx) => asMember(ctx, () => ctx.rest.call('/api/memberaddress/delete', { id: id('id', args.id) }, { cache: false })),
    signin: (_p, _a, ctx) =>
      asMember(ctx, async () => {
        return toSignin(await ctx.rest.call('/api/membersignin/signin', {}, { cache: false }));
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
        return toWithdrawApplied(await ctx.rest.call('/api/memberwithdraw/apply', body, { cache: false }));
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
