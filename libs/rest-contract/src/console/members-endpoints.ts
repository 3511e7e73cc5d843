// Members and units for the platform (mall-api src/modules/admin-members/): search and view members
// (never a password, token or hash), freeze / unfreeze (a frozen member cannot sign in and loses its
// sessions), adjust balance or points with a reason (one ledger row), a password reset by SMS; units
// with their members and voucher ledgers, read only.
import { z } from 'zod';
import { positiveId } from '../paging';
import { consoleCall, consoleListFields, consolePage, optionalText, unixTime } from './call';

const reason = (label: string) =>
  z
    .string({ error: `${label}必须是文字` })
    .trim()
    .refine((s) => [...s].length >= 2, { error: `请填写${label}（至少 2 个字）` })
    .refine((s) => [...s].length <= 200, { error: `${label}不能超过 200 个字` });

export const MEMBER_STATES = ['active', 'frozen'] as const;
export const memberFilters = {
  keyword: optionalText(50, '关键字'),
  state: z.enum(MEMBER_STATES, { error: '状态不正确' }).optional(),
  from: unixTime('注册开始时间'),
  to: unixTime('注册结束时间'),
};
export const consoleMemberListRequest = z.object({ ...consoleListFields(['reg_time', 'balance', 'point'] as const), ...memberFilters });
export const consoleMemberRow = z.object({
  member_id: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  /** Masked in lists (138****8000); whole in the detail. */
  mobile: z.string(),
  level_name: z.string(),
  balance_fen: z.number().int(),
  point: z.number().int(),
  state: z.enum(MEMBER_STATES),
  reg_time: z.number().int(),
  last_login_time: z.number().int(),
});
export const memberLedgerRow = z.object({
  id: z.number().int(),
  account_type: z.string(),
  amount: z.number().int(),
  type_name: z.string(),
  remark: z.string(),
  create_time: z.number().int(),
});
export const consoleMemberDetail = consoleMemberRow.extend({
  headimg: z.string(),
  register_type: z.string(),
  company_name: z.string(),
  org_name: z.string(),
  certifications: z.array(z.object({ kind: z.string(), kind_name: z.string(), state_name: z.string(), name: z.string() })),
  orders: z.number().int(),
  /** The latest balance and point movements, newest first. */
  ledger: z.array(memberLedgerRow),
});
export type ConsoleMemberRow = z.output<typeof consoleMemberRow>;
export type ConsoleMemberDetail = z.output<typeof consoleMemberDetail>;

export const memberIdRequest = z.object({ id: positiveId('会员编号') });
export const memberFreezeRequest = z.object({ id: positiveId('会员编号'), frozen: z.boolean({ error: '请选择冻结或解冻' }), reason: reason('原因') });
/** Signed: a positive amount adds, a negative one takes away (never below zero). Balance in fen. */
export const memberAdjustRequest = z.object({
  id: positiveId('会员编号'),
  account: z.enum(['balance', 'point'], { error: '请选择调整余额或积分' }),
  amount: z.coerce
    .number({ error: '调整数额必须是数字' })
    .int({ error: '调整数额必须是整数（余额以分计）' })
    .min(-100_000_000, { error: '单次调整不能超过 1,000,000 元或 100,000,000 积分' })
    .max(100_000_000, { error: '单次调整不能超过 1,000,000 元或 100,000,000 积分' })
    .refine((n) => n !== 0, { error: '调整数额不能为 0' }),
  reason: reason('调整原因'),
});
export const passwordResetSent = z.object({ mobile: z.string(), expire_seconds: z.number().int() });

export const unitListRequest = z.object({ ...consoleListFields(['time'] as const), keyword: optionalText(50, '关键字') });
export const unitRow = z.object({
  org_id: z.number().int(),
  org_name: z.string(),
  org_type_name: z.string(),
  contact_name: z.string(),
  contact_mobile: z.string(),
  members: z.number().int(),
  voucher_stock_fen: z.number().int(),
  create_time: z.number().int(),
});
export const unitDetail = unitRow.extend({ credit_code: z.string(), address: z.string() });
export const unitPageRequest = z.object({ ...consoleListFields(['time'] as const), id: positiveId('单位编号') });
export const unitMemberRow = z.object({ member_id: z.number().int(), real_name: z.string(), nickname: z.string(), mobile: z.string(), is_admin: z.boolean(), join_time: z.number().int() });
/** One voucher_ledger row: the unit's stock change and the voucher value change, in fen. */
export const unitLedgerRow = z.object({
  id: z.number().int(),
  kind: z.string(),
  kind_name: z.string(),
  member_name: z.string(),
  stock_change_fen: z.number().int(),
  value_change_fen: z.number().int(),
  remark: z.string(),
  create_time: z.number().int(),
});
export type UnitRow = z.output<typeof unitRow>;

export const membersEndpoints = {
  '/admin/api/members/list': consoleCall({ permission: 'members.read', kind: 'read', summary: '会员：检索', request: consoleMemberListRequest, response: consolePage(consoleMemberRow) }),
  '/admin/api/members/detail': consoleCall({ permission: 'members.read', kind: 'read', summary: '会员：详情（不含密码与令牌）', request: memberIdRequest, response: consoleMemberDetail }),
  '/admin/api/members/freeze': consoleCall({ permission: 'members.manage', kind: 'write', summary: '会员：冻结（结束其全部会话）或解冻', request: memberFreezeRequest, response: consoleMemberDetail }),
  '/admin/api/members/adjust': consoleCall({ permission: 'members.manage', kind: 'write', summary: '会员：调整余额或积分（附原因，记一笔流水）', request: memberAdjustRequest, response: consoleMemberDetail }),
  '/admin/api/members/reset-password': consoleCall({ permission: 'members.manage', kind: 'write', summary: '会员：向其手机发送找回密码验证码', request: memberIdRequest, response: passwordResetSent }),
  '/admin/api/units/list': consoleCall({ permission: 'units.read', kind: 'read', summary: '单位：检索', request: unitListRequest, response: consolePage(unitRow) }),
  '/admin/api/units/detail': consoleCall({ permission: 'units.read', kind: 'read', summary: '单位：详情', request: z.object({ id: positiveId('单位编号') }), response: unitDetail }),
  '/admin/api/units/members': consoleCall({ permission: 'units.read', kind: 'read', summary: '单位：成员', request: unitPageRequest, response: consolePage(unitMemberRow) }),
  '/admin/api/units/ledger': consoleCall({ permission: 'units.read', kind: 'read', summary: '单位：消费券流水', request: unitPageRequest, response: consolePage(unitLedgerRow) }),
} as const;

/** The members export (GET /admin/export/members): the list's filters in the query, at most this many rows. */
export const MEMBERS_EXPORT_LIMIT = 50_000;
