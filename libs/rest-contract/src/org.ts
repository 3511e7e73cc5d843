// Organisations (units), their members, consumption vouchers and voucher invoices:
// request and response schemas. Money travels as a yuan string with 2 decimals; mall-api keeps fen.
import { INT4_MAX } from './int4';
import { z } from 'zod';
import { CREDIT_CODE_PATTERN, EMAIL_MAX, INVOICE_TITLE_MAX, INVOICE_TITLE_MIN, isEmail, isTaxNumber, normalizeTaxNumber, PHONE_PATTERN } from './rules';
import { yuanToFenInput } from './account';
import { idList, paged, pageFields, pageQuery, positiveId } from './paging';
import { ORG_IMPORT_MAX_ROWS, ORG_REAL_NAME_MAX, ORG_REAL_NAME_MIN, VOUCHER_COUNT_MAX, VOUCHER_FACE_MAX_YUAN, VOUCHER_ORDER_MAX_YUAN, VOUCHER_VALID_DAYS_MAX } from './org-limits';

/** Unit types of typeList (SPEC §7; the ranking's unit filter uses the same keys). */
export const ORG_TYPES = [
  { type: 1, name: '党政机关' },
  { type: 2, name: '事业单位' },
  { type: 3, name: '国有企业' },
  { type: 4, name: '民营企业' },
  { type: 5, name: '社会团体' },
  { type: 6, name: '其他' },
] as const;
export const ORG_TYPE_NAMES: Record<number, string> = Object.fromEntries(ORG_TYPES.map((t) => [t.type, t.name]));

export * from './org-limits';

const text = (label: string, min: number, max: number) =>
  z
    .string({ error: `请填写${label}` })
    .trim()
    .min(min, { error: min <= 1 ? `请填写${label}` : `${label}至少 ${min} 个字` })
    .max(max, { error: `${label}不能超过 ${max} 个字` });
const mobile = z.string({ error: '请填写手机号' }).trim().regex(PHONE_PATTERN, { error: '手机号格式不正确（11 位，以 1 开头，第二位 3–9）' });
export const realName = text('姓名', ORG_REAL_NAME_MIN, ORG_REAL_NAME_MAX);

export const orgType = z.object({ type: z.number().int(), name: z.string() });
export const orgDetail = z.object({
  org_id: z.number().int(),
  org_name: z.string(),
  org_type: z.number().int(),
  org_type_name: z.string(),
  credit_code: z.string(),
  contact_name: z.string(),
  contact_mobile: z.string(),
  address: z.string(),
  /** Unissued voucher stock, yuan. */
  voucher_stock: z.string(),
  member_count: z.number().int(),
  /** The caller's role in the unit. */
  role: z.enum(['admin', 'member']),
});
export type OrgDetail = z.infer<typeof orgDetail>;

export const saveOrgInfoRequest = z.object({
  org_name: text('单位名称', 2, 64),
  org_type: z.coerce
    .number({ error: '请选择单位类型' })
    .int({ error: '请选择单位类型' })
    .min(0, { error: '单位类型不存在' })
    .max(INT4_MAX, { error: '单位类型不存在' })
    .refine((t) => ORG_TYPES.some((x) => x.type === t), { error: '单位类型不存在' }),
  credit_code: z
    .string()
    .trim()
    .regex(CREDIT_CODE_PATTERN, { error: '统一社会信用代码应为 18 位数字或大写字母' }),
  contact_name: text('联系人', 2, 32),
  contact_mobile: mobile,
  address: text('单位地址', 2, 128),
});

export const orgMember = z.object({
  member_id: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  real_name: z.string(),
  mobile: z.string(),
  role: z.enum(['admin', 'member']),
  create_time: z.number().int(),
});
export type OrgMember = z.infer<typeof orgMember>;
export const memberListRequest = z.object({
  ...pageFields(10),
  keyword: z.string().trim().max(50, { error: '搜索词不能超过 50 个字' }).default(''),
});
export const memberAddRequest = z.object({ mobile, real_name: realName });
export const memberKickRequest = z.object({ member_id: positiveId('会员编号') });

/** One refused row of an import: its spreadsheet row number (header = row 1) and why. */
export const importRefusal = z.object({ row: z.number().int(), mobile: z.string(), real_name: z.string(), reason: z.string() });
export const importReport = z.object({
  total: z.number().int(),
  imported: z.number().int(),
  /** Of the imported rows, how many created a new member account. */
  created: z.number().int(),
  refused: z.array(importRefusal),
  /** all_or_nothing was asked and a row was refused: nothing was imported. */
  rolled_back: z.boolean(),
});
export type ImportReport = z.infer<typeof importReport>;

// ---------------------------------------------------------------------------------------------
// Voucher orders (buying stock).

export const VOUCHER_ORDER_STATUS_NAMES: Record<string, string> = { unpaid: '待支付', reviewing: '审核中', paid: '已支付', closed: '已关闭' };
export const voucherOrder = z.object({
  order_id: z.number().int(),
  order_no: z.string(),
  amount: z.string(),
  status: z.enum(['unpaid', 'reviewing', 'paid', 'closed']),
  status_name: z.string(),
  pay_type: z.string(),
  pay_time: z.number().int(),
  invoice_status: z.number().int(),
  create_time: z.number().int(),
});
export type VoucherOrder = z.infer<typeof voucherOrder>;
export const voucherOrderCreateRequest = z.object({ amount: yuanToFenInput('购买金额', VOUCHER_ORDER_MAX_YUAN) });
export const voucherOrderPayRequest = z.object({
  order_id: positiveId('订单编号'),
  pay_type: z.enum(['balance', 'demo'], { error: '支付方式只能是 balance（余额）或 demo（演示支付）' }),
  pay_key: z.string().trim().min(8, { error: '支付标识 pay_key 至少 8 位' }).max(64, { error: '支付标识 pay_key 不能超过 64 位' }),
});
export const voucherOrderIdRequest = z.object({ order_id: positiveId('订单编号') });
export const voucherOrderPageRequest = pageQuery(10);

// ---------------------------------------------------------------------------------------------
// Vouchers.

export const VOUCHER_STATUSES = ['pending', 'usable', 'used', 'expired'] as const;
export type VoucherStatus = (typeof VOUCHER_STATUSES)[number];
export const VOUCHER_STATUS_NAMES: Record<VoucherStatus, string> = { pending: '待激活', usable: '可使用', used: '已使用', expired: '已过期' };

export const issueRequest = z
  .object({
    voucher_name: text('消费券名称', 2, 32),
    face_value: yuanToFenInput('面值', VOUCHER_FACE_MAX_YUAN),
    count_per_member: z.coerce
      .number({ error: '每人张数必须是数字' })
      .int({ error: '每人张数必须是整数' })
      .min(1, { error: '每人至少 1 张' })
      .max(VOUCHER_COUNT_MAX, { error: `每人最多 ${VOUCHER_COUNT_MAX} 张` }),
    valid_days: z.coerce
      .number({ error: '有效天数必须是数字' })
      .int({ error: '有效天数必须是整数' })
      .min(1, { error: '有效期至少 1 天' })
      .max(VOUCHER_VALID_DAYS_MAX, { error: `有效期最多 ${VOUCHER_VALID_DAYS_MAX} 天` }),
    /** Chosen members; ignored when to_all. */
    member_ids: z.array(positiveId('会员编号')).max(ORG_IMPORT_MAX_ROWS, { error: '一次选择的会员过多' }).default([]),
    to_all: z.boolean({ error: "to_all 只能是 true 或 false" }).default(false),
    shop_ids: z.array(positiveId('店铺编号')).max(50, { error: '可用店铺最多 50 个' }).default([]),
    category_ids: z.array(positiveId('分类编号')).max(50, { error: '可用分类最多 50 个' }).default([]),
    remark: z.string().trim().max(200, { error: '备注不能超过 200 个字' }).default(''),
  })
  .refine((r) => r.to_all || r.member_ids.length > 0, { error: '请选择发放对象', path: ['member_ids'] });

export const issuance = z.object({
  issuance_id: z.number().int(),
  voucher_name: z.string(),
  face_value: z.string(),
  count_per_member: z.number().int(),
  member_count: z.number().int(),
  total: z.string(),
  valid_start: z.number().int(),
  valid_end: z.number().int(),
  shop_ids: z.array(z.number().int()),
  category_ids: z.array(z.number().int()),
  remark: z.string(),
  operator: z.string(),
  create_time: z.number().int(),
  /** Vouchers of this issuance by status. */
  counts: z.object({ pending: z.number().int(), usable: z.number().int(), used: z.number().int(), expired: z.number().int() }),
});
export type Issuance = z.infer<typeof issuance>;
export const issuanceIdRequest = z.object({ issuance_id: positiveId('发放记录编号') });

export const voucher = z.object({
  voucher_id: z.number().int(),
  voucher_no: z.string(),
  voucher_name: z.string(),
  org_name: z.string(),
  face_value: z.string(),
  remaining: z.string(),
  status: z.enum(VOUCHER_STATUSES),
  status_name: z.string(),
  valid_start: z.number().int(),
  valid_end: z.number().int(),
  activate_time: z.number().int(),
  use_time: z.number().int(),
  /** Who holds it (unit views). */
  member_name: z.string(),
  mobile: z.string(),
});
export type Voucher = z.infer<typeof voucher>;
export const issuanceDetail = z.object({ issuance: issuance, vouchers: paged(voucher) });
export const issuanceDetailRequest = z.object({ issuance_id: positiveId('发放记录编号'), ...pageFields(10) });
export const myVoucherRequest = z.object({ status: z.enum(VOUCHER_STATUSES, { error: '状态只能是 pending、usable、used 或 expired' }).default('usable'), ...pageFields(10) });
export const voucherIdRequest = z.object({ voucher_id: positiveId('消费券编号') });
export const voucherOverview = z.object({
  voucher_stock: z.string(),
  purchased: z.string(),
  issued: z.string(),
  spent: z.string(),
  issuance_count: z.number().int(),
  member_count: z.number().int(),
});
export const voucherCounts = z.object({ pending: z.number().int(), usable: z.number().int(), used: z.number().int(), expired: z.number().int() });

// ---------------------------------------------------------------------------------------------
// Voucher invoices.

export const VOUCHER_INVOICE_STATUS_NAMES: Record<string, string> = { applied: '已申请，待开具', issued: '已开具', refused: '已驳回' };
export const voucherInvoiceApplyRequest = z.object({
  order_ids: idList('订单编号', 'order_ids', 50),
  invoice_title: text('发票抬头', INVOICE_TITLE_MIN, INVOICE_TITLE_MAX),
  tax_number: z.string().transform(normalizeTaxNumber).refine(isTaxNumber, { error: '纳税人识别号为 15、17、18 或 20 位数字和大写字母' }),
  invoice_type: z.coerce
    .number()
    .int()
    .min(1, { error: '发票类型只能是 1（普通发票）或 2（增值税专用发票）' })
    .max(2, { error: '发票类型只能是 1（普通发票）或 2（增值税专用发票）' }),
  email: z.string().trim().max(EMAIL_MAX, { error: `邮箱不能超过 ${EMAIL_MAX} 个字符` }).refine((s) => s === '' || isEmail(s), { error: '邮箱格式不正确' }).default(''),
});
export const voucherInvoice = z.object({
  invoice_id: z.number().int(),
  order_ids: z.array(z.number().int()),
  amount: z.string(),
  invoice_title: z.string(),
  tax_number: z.string(),
  invoice_type: z.number().int(),
  email: z.string(),
  status: z.string(),
  status_name: z.string(),
  create_time: z.number().int(),
  /** Set by the operator: the invoice number once issued, the reason when refused. */
  invoice_no: z.string().default(''),
  review_remark: z.string().default(''),
  review_time: z.number().int().default(0),
});
export type VoucherInvoice = z.infer<typeof voucherInvoice>;

