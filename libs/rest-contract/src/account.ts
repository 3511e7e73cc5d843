// Accounts and the member centre (SPEC §2 auth and member layouts, §7 Register, Login, Find password,
// Member, Address book, bank and invoices): request and response schemas. Money travels as yuan
// strings with 2 decimals; times are Unix seconds; lists answer `{list, count, page_count}`.
import { z } from 'zod';
import { ADDRESS_DETAIL_MAX, ADDRESS_DETAIL_MIN, ADDRESS_NAME_MAX } from './constants';
import {
  PHONE_PATTERN,
  PASSWORD_MIN,
  PASSWORD_MAX,
  SMS_CODE_LENGTH,
  NICKNAME_MAX,
  CREDIT_CODE_PATTERN,
  BANK_CARD_PATTERN,
  ALIPAY_ACCOUNT_PATTERN,
  WECHAT_ACCOUNT_PATTERN,
  EMAIL_MAX,
  INVOICE_TITLE_MAX,
  INVOICE_TITLE_MIN,
  REALNAME_MAX,
  REALNAME_MIN,
  SMS_CODE_PATTERN,
  TAX_NUMBER_MAX,
  TELEPHONE_PATTERN,
  isEmail,
  isPassword,
  isTaxNumber,
  USERNAME_PATTERN,
  COMPANY_NAME_MAX,
  COMPANY_NAME_MIN,
  CERT_IMAGES_MAX,
  CERT_NAME_MAX,
} from './rules';
import { memberIdentityFields } from './member';
import { UPLOADED_IMAGE_PATTERN } from './order';
import { idRequest, paged, pageFields, pageQuery, positiveId } from './paging';

// ---------------------------------------------------------------------------------------------
// Rules shared by mall-api (validation) and the gateway / browser (the same checks, earlier).

// The plain limits and patterns are ./rules and ./constants (the package root exports both).

export const mobile = z.string({ error: '请输入手机号' }).trim().regex(PHONE_PATTERN, { error: '手机号格式不正确' });
export const smsCode = z
  .string({ error: '请输入短信验证码' })
  .trim()
  .regex(SMS_CODE_PATTERN, { error: `短信验证码为 ${SMS_CODE_LENGTH} 位数字` });
export const newPassword = z
  .string({ error: '请输入密码' })
  .min(PASSWORD_MIN, { error: `密码至少 ${PASSWORD_MIN} 位` })
  .max(PASSWORD_MAX, { error: `密码不能超过 ${PASSWORD_MAX} 位` })
  .refine(isPassword, { error: '密码须同时包含字母和数字' });
const captchaFields = {
  captcha_id: z.string({ error: '请刷新图形验证码' }).min(1, { error: '请刷新图形验证码' }).max(64),
  captcha_code: z.string({ error: '请输入图形验证码' }).trim().min(1, { error: '请输入图形验证码' }).max(8, { error: '图形验证码不正确' }),
};
const text = (label: string, max: number, min = 1) =>
  z
    .string({ error: `${label}必须是文本` })
    .trim()
    .refine((s) => [...s].length >= min, { error: min <= 1 ? `请输入${label}` : `${label}至少 ${min} 个字` })
    .refine((s) => [...s].length <= max, { error: `${label}不能超过 ${max} 个字` });
const optionalText = (label: string, max: number) => text(label, max, 0).default('');
const autoLogin = z.coerce.number({ error: '自动登录天数必须是数字' }).int().min(0).max(365).default(0);
const flag = (label: string) =>
  z.preprocess((v) => (v === true || v === 'true' ? 1 : v === false || v === 'false' ? 0 : v), z.coerce.number({ error: `${label}只能是 0 或 1` }).int().min(0).max(1)).default(0);

/** A yuan amount from the client: a number or numeric string, > 0, at most 2 decimals → integer fen. */
export const yuanToFenInput = (label: string, maxYuan = 1_000_000) =>
  z
    .union(
      [
        z.string(),
        // Bounded here too, so no number wider than its column gets past the schema.
        z.number().min(0, { error: `${label}必须是正数，最多两位小数` }).max(maxYuan, { error: `${label}不能超过 ${maxYuan} 元` }),
      ],
      { error: `${label}必须是数字` },
    )
    .transform((v, ctx) => {
      const s = String(v).trim();
      const m = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(s);
      if (!m) {
        ctx.addIssue({ code: 'custom', message: `${label}必须是正数，最多两位小数` });
        return z.NEVER;
      }
      const fen = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
      if (fen <= 0) {
        ctx.addIssue({ code: 'custom', message: `${label}必须大于 0` });
        return z.NEVER;
      }
      if (fen > maxYuan * 100) {
        ctx.addIssue({ code: 'custom', message: `${label}不能超过 ${maxYuan} 元` });
        return z.NEVER;
      }
      return fen;
    });

export const accountIdRequest = idRequest;

// ---------------------------------------------------------------------------------------------
// Register, login, find password.

export const agreement = z.object({ title: z.string(), content: z.string() });
export type Agreement = z.infer<typeof agreement>;

export const REGISTER_TYPES = ['personal', 'company'] as const;
export type RegisterType = (typeof REGISTER_TYPES)[number];

export const registerConfig = z.object({
  /** Register types the site accepts. */
  register_types: z.array(z.enum(REGISTER_TYPES)),
  /** Registration is by mobile number; an SMS code is required. */
  mobile_required: z.boolean(),
  sms_required: z.boolean(),
  /** The username may be left empty (the mobile number is then the username). */
  username_optional: z.boolean(),
  /** The agreement must be accepted. */
  agreement_required: z.boolean(),
  password_min: z.number().int(),
  password_max: z.number().int(),
  /** Human-readable password rule. */
  password_rule: z.string(),
  /** PHONE_PATTERN's source, for clients that cannot import rest-contract. */
  phone_pattern: z.string(),
  sms_resend_seconds: z.number().int(),
});
export type RegisterConfig = z.infer<typeof registerConfig>;

/** Send an SMS code: mobile plus an image captcha (spent by the call, right or wrong). */
export const smsSendRequest = z.object({ mobile, ...captchaFields });
export const smsSent = z.object({
  /** Seconds until the code expires. */
  expire_seconds: z.number().int(),
  /** Seconds until another code may be requested for this mobile. */
  resend_seconds: z.number().int(),
});
export type SmsSent = z.infer<typeof smsSent>;

const username = z
  .string()
  .trim()
  .max(32, { error: '用户名不能超过 32 个字符' })
  .refine((s) => s === '' || USERNAME_PATTERN.test(s), { error: '用户名须以字母开头，4-32 位字母、数字或下划线' })
  .default('');
const registerCommon = {
  mobile,
  code: smsCode,
  password: newPassword,
  /** Optional; the mobile number when empty. */
  username,
  /** The user accepted the agreements (must be true). */
  agreement: z.literal(true, { error: '请阅读并同意注册协议' }),
  auto_login: autoLogin,
};
export const registerRequest = z.discriminatedUnion(
  'register_type',
  [
    z.object({ register_type: z.literal('personal'), ...registerCommon }),
    z.object({
      register_type: z.literal('company'),
      ...registerCommon,
      company_name: text('单位名称', COMPANY_NAME_MAX, COMPANY_NAME_MIN),
      /** 统一社会信用代码 */
      credit_code: z.string({ error: '请输入统一社会信用代码' }).trim().toUpperCase().regex(CREDIT_CODE_PATTERN, { error: '统一社会信用代码格式不正确' }),
      contact_name: text('联系人', 32),
      /** The contact's phone; the registering mobile when empty. */
      contact_mobile: z.union([z.literal(''), mobile]).default(''),
      company_address: optionalText('单位地址', 128),
    }),
  ],
  { error: '注册类型只能是 personal 或 company' },
);

export const mobileLoginRequest = z.object({ mobile, code: smsCode, auto_login: autoLogin });
export const checkMobileRequest = z.object({ mobile });
export const checkMobileResult = z.object({ registered: z.boolean() });
export const codeCheckRequest = z.object({ mobile, code: smsCode });
export const resetKey = z.object({
  /** One-time key for /api/findpassword/mobile, valid SMS_CODE_TTL_SECONDS. */
  key: z.string(),
  expire_seconds: z.number().int(),
});
export const resetPasswordRequest = z.object({
  mobile,
  key: z.string({ error: '请先验证短信验证码' }).min(1, { error: '请先验证短信验证码' }).max(128, { error: '重置凭证无效' }),
  password: newPassword,
});

// ---------------------------------------------------------------------------------------------
// Member centre.

export const CERT_STATUS = { none: 0, pending: 1, passed: 2, refused: -1 } as const;
export const memberDetail = z.object({
  ...memberIdentityFields,
  register_type: z.enum(REGISTER_TYPES),
  /** Company members: the unit they registered. */
  company_name: z.string(),
  level_id: z.number().int(),
  member_level_name: z.string(),
  balance: z.string(),
  /** Sum of pending withdrawals (already debited from balance). */
  balance_frozen: z.string(),
  point: z.number().int(),
  reg_time: z.number().int(),
  last_login_time: z.number().int(),
});
export type MemberDetail = z.infer<typeof memberDetail>;

export const nicknameRequest = z.object({ nickname: text('昵称', NICKNAME_MAX) });
export const modifyPasswordRequest = z.object({
  old_password: z.string({ error: '请输入原密码' }).min(1, { error: '请输入原密码' }).max(128, { error: '原密码不正确' }),
  new_password: newPassword,
});
export const modifyMobileRequest = z.object({ mobile, code: smsCode });
export const avatarUploaded = z.object({ headimg: z.string() });

export const certStatus = z.object({
  /** 0 not applied, 1 under review, 2 certified, -1 refused. */
  status: z.number().int(),
  status_name: z.string(),
  /** The certified subject (household or co-op name); '' when none. */
  name: z.string(),
  remark: z.string(),
  /** The proof pictures of the last application (uploaded through /api/upload/certificate). */
  images: z.array(z.string()),
  update_time: z.number().int(),
});
export type CertStatus = z.infer<typeof certStatus>;
/** Proof pictures on one certification application (a household's 建档立卡 card, a co-op's licence). */
const certImages = z
  .array(z.string().regex(UPLOADED_IMAGE_PATTERN, { error: '证明材料必须是本站上传的图片' }), { error: '证明材料必须是图片地址数组' })
  .min(1, { error: '请上传证明材料图片' })
  .max(CERT_IMAGES_MAX, { error: `证明材料最多 ${CERT_IMAGES_MAX} 张` });
export const fupinApplyRequest = z
  .object({
    /** Omit to read the status; give a name and proof pictures to apply (or re-apply after a refusal). */
    name: text('认证名称', CERT_NAME_MAX, 1).optional(),
    images: certImages.optional(),
  })
  .refine((r) => r.name === undefined || r.images !== undefined, { error: '请上传证明材料图片', path: ['images'] });
export const coopApplyRequest = z.object({
  name: text('合作社名称', CERT_NAME_MAX, 2),
  images: certImages,
});

/** Orders come with a later issue: these counts are 0 until then. */
export const orderNum = z.object({
  waitpay: z.number().int(),
  waitsend: z.number().int(),
  waitconfirm: z.number().int(),
  waitrate: z.number().int(),
  refunding: z.number().int(),
});
export type OrderNum = z.infer<typeof orderNum>;

export const memberLevelEntry = z.object({
  level_id: z.number().int(),
  level_name: z.string(),
  growth: z.number().int(),
  /** The logged-in member's level. */
  is_current: z.boolean(),
});

// Account (balance and points).
export const ACCOUNT_TYPES = ['balance', 'point'] as const;
export const ACCOUNT_FROM_TYPES = ['recharge', 'withdraw', 'withdraw_refund', 'order', 'refund', 'signin', 'adjust'] as const;
export const accountInfo = z.object({ balance: z.string(), balance_frozen: z.string(), point: z.number().int() });
export const accountPageRequest = z.object({
  account_type: z.enum(ACCOUNT_TYPES, { error: '账户类型只能是 balance 或 point' }).default('balance'),
  from_type: z.enum(ACCOUNT_FROM_TYPES, { error: `来源只能是 ${ACCOUNT_FROM_TYPES.join('、')}` }).optional(),
  ...pageFields(),
});
export const accountRecord = z.object({
  id: z.number().int(),
  account_type: z.enum(ACCOUNT_TYPES),
  /** balance: signed yuan ("-12.50"); point: signed integer ("20"). */
  account_data: z.string(),
  from_type: z.string(),
  type_name: z.string(),
  remark: z.string(),
  create_time: z.number().int(),
});
export const accountPage = paged(accountRecord);

// Addresses and regions.
const regionFields = {
  id: z.number().int(),
  pid: z.number().int(),
  name: z.string(),
  level: z.number().int(),
};
export const region = z.object({ ...regionFields, has_children: z.boolean() });
export type Region = z.infer<typeof region>;
export interface RegionNode {
  id: number;
  pid: number;
  name: string;
  level: number;
  /** Whether regions lie below it, also at the tree's last level (whose children are not in the tree). */
  has_children: boolean;
  children: RegionNode[];
}
export const regionNode: z.ZodType<RegionNode> = z.object({
  ...regionFields,
  has_children: z.boolean(),
  get children() {
    return z.array(regionNode);
  },
});
export const regionListRequest = z.object({
  pid: z.coerce.number({ error: '上级地区编号必须是数字' }).int().min(0).max(999_999_999).default(0),
  /** Only regions of this level (1 province, 2 city, 3 district). */
  level: z.coerce.number({ error: '地区级别必须是数字' }).int().min(1, { error: '地区级别只能是 1 到 3' }).max(3, { error: '地区级别只能是 1 到 3' }).optional(),
});
export const regionTreeRequest = z.object({
  /** Depth of the tree: 1 provinces, 2 with cities, 3 with districts. */
  level: z.coerce.number({ error: '地区级别必须是数字' }).int().min(1, { error: '地区级别只能是 1 到 3' }).max(3, { error: '地区级别只能是 1 到 3' }).default(2),
});
export const cityRequest = z.object({ keyword: z.string().trim().max(20, { error: '关键词不能超过 20 个字' }).default('') });
export const cityEntry = z.object({ id: z.number().int(), name: z.string(), province_id: z.number().int(), province_name: z.string() });

export const addressFields = z.object({
  name: text('收货人', ADDRESS_NAME_MAX),
  mobile,
  telephone: z.string().trim().refine((s) => s === '' || TELEPHONE_PATTERN.test(s), { error: '固定电话为 5-20 位数字或 -' }).default(''),
  province_id: positiveId('省份'),
  /** 0 only when the province has no cities. */
  city_id: z.coerce.number({ error: '城市必须是数字' }).int().min(0).max(999_999_999).default(0),
  /** 0 only when the city has no districts. */
  district_id: z.coerce.number({ error: '区县必须是数字' }).int().min(0).max(999_999_999).default(0),
  address: text('详细地址', ADDRESS_DETAIL_MAX, ADDRESS_DETAIL_MIN),
  is_default: flag('是否默认'),
});
export const addressEditRequest = addressFields.extend({ id: positiveId('地址编号') });
export const memberAddress = z.object({
  id: z.number().int(),
  name: z.string(),
  mobile: z.string(),
  telephone: z.string(),
  province_id: z.number().int(),
  city_id: z.number().int(),
  district_id: z.number().int(),
  address: z.string(),
  /** Region names and the address, e.g. "湖南省 长沙市 岳麓区 麓山南路 932 号". */
  full_address: z.string(),
  is_default: z.boolean(),
  create_time: z.number().int(),
});
export type MemberAddress = z.infer<typeof memberAddress>;
export const memberAddressPage = paged(memberAddress);
export const pageOnly = pageQuery();

// Sign-in.
export const signinConfig = z.object({
  is_open: z.boolean(),
  /** Points for the n-th consecutive day (day 1 … cycle); day cycle's reward repeats afterwards. */
  rules: z.array(z.object({ day: z.number().int(), point: z.number().int() })),
  cycle: z.number().int(),
});
export const signinResult = z.object({ point: z.number().int(), days: z.number().int(), total_point: z.number().int() });
export const signinState = z.object({
  signed: z.boolean(),
  /** Consecutive days including today (if signed) or up to yesterday. */
  days: z.number().int(),
  /** Points the next sign-in gives. */
  next_point: z.number().int(),
});

// Coupons.
export const COUPON_STATES = { unused: 1, used: 2, expired: 3 } as const;
export const couponPageRequest = z.object({
  state: z.coerce.number({ error: '优惠券状态必须是数字' }).int().min(1, { error: '优惠券状态只能是 1 到 3' }).max(3, { error: '优惠券状态只能是 1 到 3' }).default(1),
  ...pageFields(),
});
export const memberCoupon = z.object({
  coupon_id: z.number().int(),
  coupon_name: z.string(),
  /** reward: money off; discount: a rate. */
  type: z.enum(['reward', 'discount']),
  /** Money off (reward) in yuan. */
  money: z.string(),
  /** Discount rate (discount), e.g. "8.5" for 85%; "" for reward coupons. */
  discount: z.string(),
  /** Minimum order amount in yuan; "0.00" means none. */
  at_least: z.string(),
  site_id: z.number().int(),
  site_name: z.string(),
  /** 1 unused, 2 used, 3 expired. */
  state: z.number().int(),
  start_time: z.number().int(),
  end_time: z.number().int(),
  use_time: z.number().int(),
});
export const memberCouponPage = paged(memberCoupon);

// Invoice titles.
export const INVOICE_TYPES = { normal: 1, special: 2 } as const;
export const TITLE_TYPES = { personal: 1, company: 2 } as const;
const invoiceBase = z.object({
  /** 1 ordinary VAT invoice, 2 special VAT invoice (companies only). */
  invoice_type: z.coerce.number({ error: '发票类型必须是数字' }).int().min(1, { error: '发票类型只能是 1 或 2' }).max(2, { error: '发票类型只能是 1 或 2' }).default(1),
  /** 1 personal, 2 company. */
  title_type: z.coerce.number({ error: '抬头类型必须是数字' }).int().min(1, { error: '抬头类型只能是 1 或 2' }).max(2, { error: '抬头类型只能是 1 或 2' }),
  invoice_title: text('发票抬头', INVOICE_TITLE_MAX, INVOICE_TITLE_MIN),
  /** Required for companies. */
  tax_number: z.string().trim().toUpperCase().max(TAX_NUMBER_MAX, { error: `税号不能超过 ${TAX_NUMBER_MAX} 位` }).default(''),
  email: z.string().trim().max(EMAIL_MAX, { error: `邮箱不能超过 ${EMAIL_MAX} 个字符` }).refine((s) => s === '' || isEmail(s), { error: '邮箱格式不正确' }).default(''),
  /** Special invoices: registered address and phone, bank and account. */
  company_address: optionalText('注册地址', 128),
  company_phone: z.string().trim().refine((s) => s === '' || TELEPHONE_PATTERN.test(s), { error: '注册电话为 5-20 位数字或 -' }).default(''),
  bank_name: optionalText('开户银行', 64),
  bank_account: z.string().trim().max(30).regex(/^\d*$/, { error: '银行账号只能是数字' }).default(''),
  is_default: flag('是否默认'),
});
type InvoiceBase = z.output<typeof invoiceBase>;
const checkInvoice = (v: InvoiceBase, ctx: z.RefinementCtx) => {
  if (v.title_type === TITLE_TYPES.company && !isTaxNumber(v.tax_number)) {
    ctx.addIssue({ code: 'custom', path: ['tax_number'], message: '单位抬头须填写正确的纳税人识别号（15、17、18 或 20 位）' });
  }
  if (v.title_type === TITLE_TYPES.personal && v.tax_number !== '') {
    ctx.addIssue({ code: 'custom', path: ['tax_number'], message: '个人抬头无需填写税号' });
  }
  if (v.invoice_type === INVOICE_TYPES.special) {
    if (v.title_type !== TITLE_TYPES.company) ctx.addIssue({ code: 'custom', path: ['invoice_type'], message: '增值税专用发票仅限单位抬头' });
    for (const [key, label] of [
      ['company_address', '注册地址'],
      ['company_phone', '注册电话'],
      ['bank_name', '开户银行'],
      ['bank_account', '银行账号'],
    ] as const) {
      if (!v[key]) ctx.addIssue({ code: 'custom', path: [key], message: `增值税专用发票须填写${label}` });
    }
  }
};
export const invoiceAddRequest = invoiceBase.superRefine(checkInvoice);
export const invoiceEditRequest = invoiceBase.extend({ id: positiveId('发票抬头编号') }).superRefine(checkInvoice);
export const invoiceInfo = z.object({
  id: z.number().int(),
  invoice_type: z.number().int(),
  title_type: z.number().int(),
  invoice_title: z.string(),
  tax_number: z.string(),
  email: z.string(),
  company_address: z.string(),
  company_phone: z.string(),
  bank_name: z.string(),
  bank_account: z.string(),
  is_default: z.boolean(),
  create_time: z.number().int(),
});
export const invoiceInfoPage = paged(invoiceInfo);

// Withdrawal accounts.
export const TRANSFER_TYPES = ['bank', 'alipay', 'wechatpay'] as const;
export type TransferType = (typeof TRANSFER_TYPES)[number];
export const TRANSFER_TYPE_NAMES: Record<TransferType, string> = { bank: '银行卡', alipay: '支付宝', wechatpay: '微信' };
const bankAccountBase = z.object({
  withdraw_type: z.enum(TRANSFER_TYPES, { error: '账户类型只能是 bank、alipay 或 wechatpay' }),
  realname: text('真实姓名', REALNAME_MAX, REALNAME_MIN),
  mobile,
  /** Bank cards: the bank and branch, e.g. "中国农业银行长沙岳麓支行". */
  branch_bank_name: optionalText('开户行', 64),
  bank_account: z.string({ error: '请输入账号' }).trim().min(1, { error: '请输入账号' }).max(64, { error: '账号过长' }),
  is_default: flag('是否默认'),
});
type BankAccountBase = z.output<typeof bankAccountBase>;
const checkBankAccount = (v: BankAccountBase, ctx: z.RefinementCtx) => {
  if (v.withdraw_type === 'bank') {
    if (!BANK_CARD_PATTERN.test(v.bank_account)) ctx.addIssue({ code: 'custom', path: ['bank_account'], message: '银行卡号应为 12-19 位数字' });
    if (!v.branch_bank_name) ctx.addIssue({ code: 'custom', path: ['branch_bank_name'], message: '请填写开户行' });
  } else if (v.withdraw_type === 'alipay' && !ALIPAY_ACCOUNT_PATTERN.test(v.bank_account)) {
    ctx.addIssue({ code: 'custom', path: ['bank_account'], message: '支付宝账号应为手机号或邮箱' });
  } else if (v.withdraw_type === 'wechatpay' && !WECHAT_ACCOUNT_PATTERN.test(v.bank_account)) {
    ctx.addIssue({ code: 'custom', path: ['bank_account'], message: '微信号应为字母开头的 6-20 位字母、数字、- 或 _，或手机号' });
  }
};
export const bankAccountAddRequest = bankAccountBase.superRefine(checkBankAccount);
export const bankAccountEditRequest = bankAccountBase.extend({ id: positiveId('账户编号') }).superRefine(checkBankAccount);
export const bankAccount = z.object({
  id: z.number().int(),
  withdraw_type: z.enum(TRANSFER_TYPES),
  withdraw_type_name: z.string(),
  realname: z.string(),
  mobile: z.string(),
  branch_bank_name: z.string(),
  bank_account: z.string(),
  is_default: z.boolean(),
  create_time: z.number().int(),
});
export const bankAccountPage = paged(bankAccount);

// Withdrawals.
export const transferTypeEntry = z.object({ type: z.enum(TRANSFER_TYPES), name: z.string() });
export const withdrawConfig = z.object({
  is_open: z.boolean(),
  /** Smallest amount per application, yuan. */
  min: z.string(),
  /** Largest amount per application, yuan. */
  max: z.string(),
  /** Fee in percent of the amount, e.g. "0.6". */
  rate: z.string(),
  transfer_types: z.array(z.enum(TRANSFER_TYPES)),
});
export const withdrawApplyRequest = z.object({
  bank_account_id: positiveId('提现账户'),
  apply_money: yuanToFenInput('提现金额'),
});
export const WITHDRAW_STATUS = { pending: 0, approved: 1, transferred: 2, refused: -1 } as const;
export const withdrawEntry = z.object({
  id: z.number().int(),
  withdraw_no: z.string(),
  transfer_type: z.enum(TRANSFER_TYPES),
  transfer_type_name: z.string(),
  apply_money: z.string(),
  service_money: z.string(),
  /** What arrives: apply_money − service_money. */
  money: z.string(),
  /** 0 pending review, 1 approved, 2 transferred, -1 refused (amount returned). */
  status: z.number().int(),
  status_name: z.string(),
  apply_time: z.number().int(),
});
export const withdrawDetail = withdrawEntry.extend({
  realname: z.string(),
  mobile: z.string(),
  bank_name: z.string(),
  account_number: z.string(),
  refuse_reason: z.string(),
  payment_time: z.number().int(),
});
export const withdrawPageRequest = z.object({
  status: z.coerce.number({ error: '状态必须是数字' }).int().min(-1, { error: '状态只能是 -1 到 2' }).max(2, { error: '状态只能是 -1 到 2' }).optional(),
  ...pageFields(),
});
export const withdrawPage = paged(withdrawEntry);
export const withdrawApplied = z.object({ id: z.number().int(), withdraw_no: z.string(), balance: z.string() });

// Recharge.
const rechargePackageFields = {
  recharge_id: z.number().int(),
  recharge_name: z.string(),
  cover_img: z.string(),
  /** Credited to the balance, yuan. */
  face_value: z.string(),
  /** Price paid, yuan. */
  buy_price: z.string(),
  /** Bonus points. */
  point: z.number().int(),
};
export const rechargePackage = z.object(rechargePackageFields);
export const rechargePackagePage = paged(rechargePackage);
export const rechargeCreateRequest = z.object({
  recharge_id: positiveId('充值套餐'),
  /** An idempotency key chosen by the client: repeating a create with the same key gives the same order. */
  request_key: z.string().trim().max(64, { error: '请求标识过长' }).regex(/^[\w-]*$/, { error: '请求标识只能包含字母、数字、- 和 _' }).default(''),
});
export const RECHARGE_STATUS = { unpaid: 0, paid: 1, closed: -1 } as const;
export const rechargeOrder = z.object({
  order_id: z.number().int(),
  order_no: z.string(),
  /** The package as bought. */
  ...rechargePackageFields,
  /** 0 unpaid, 1 paid, -1 closed. */
  status: z.number().int(),
  status_name: z.string(),
  pay_type: z.string(),
  pay_type_name: z.string(),
  create_time: z.number().int(),
  pay_time: z.number().int(),
});
export const rechargeOrderPageRequest = z.object({
  status: z.coerce.number({ error: '状态必须是数字' }).int().min(-1, { error: '状态只能是 -1 到 1' }).max(1, { error: '状态只能是 -1 到 1' }).optional(),
  ...pageFields(),
});
export const rechargeOrderPage = paged(rechargeOrder);
export const orderIdRequest = z.object({ order_id: positiveId('订单编号') });
/** Payment providers; `demo` is a clearly labelled simulation that moves no real money. */
export const PAY_TYPES = ['demo'] as const;
export const payTypeEntry = z.object({ type: z.enum(PAY_TYPES), name: z.string(), is_demo: z.boolean(), desc: z.string() });
export const rechargePayRequest = z.object({
  order_id: positiveId('订单编号'),
  pay_type: z.enum(PAY_TYPES, { error: '支付方式只能是 demo（演示支付）' }).default('demo'),
});

// Verification codes (pickup and virtual goods).
export const VERIFY_TYPES = ['pickup', 'virtualgoods'] as const;
export const verifyPageRequest = z.object({
  verify_type: z.enum(VERIFY_TYPES, { error: '核销类型只能是 pickup 或 virtualgoods' }).optional(),
  /** 0 not yet verified, 1 verified. */
  is_verify: z.coerce.number({ error: '核销状态只能是 0 或 1' }).int().min(0, { error: '核销状态只能是 0 或 1' }).max(1, { error: '核销状态只能是 0 或 1' }).optional(),
  ...pageFields(),
});
export const verifyItem = z.object({ sku_name: z.string(), sku_image: z.string(), num: z.number().int(), price: z.string() });
export const verifyEntry = z.object({
  id: z.number().int(),
  verify_code: z.string(),
  verify_type: z.enum(VERIFY_TYPES),
  verify_type_name: z.string(),
  order_no: z.string(),
  site_name: z.string(),
  items: z.array(verifyItem),
  is_verify: z.boolean(),
  verify_time: z.number().int(),
  /** 0 = never expires. */
  expire_time: z.number().int(),
  create_time: z.number().int(),
});
export const verifyDetail = verifyEntry.extend({ store_name: z.string(), store_address: z.string(), verifier_name: z.string() });
export const verifyPage = paged(verifyEntry);

export type MemberCoupon = z.infer<typeof memberCoupon>;
export type InvoiceInfo = z.infer<typeof invoiceInfo>;
export type BankAccount = z.infer<typeof bankAccount>;
export type WithdrawEntry = z.infer<typeof withdrawEntry>;
export type WithdrawDetail = z.infer<typeof withdrawDetail>;
export type RechargeOrder = z.infer<typeof rechargeOrder>;
export type VerifyEntry = z.infer<typeof verifyEntry>;
export type VerifyDetail = z.infer<typeof verifyDetail>;
export type AccountRecord = z.infer<typeof accountRecord>;
