// Console sign-in, the actor, accounts and roles (mall-api src/modules/console/).
import { z } from 'zod';
import { emptyRequest } from '../endpoint';
import { positiveId } from '../paging';
import { consoleCall, consoleListFields, consolePage, optionalText } from './call';
import { CONSOLE_ACTIONS, CONSOLE_ROLES, ROLE_SCOPES } from './permissions';

const roleSchema = z.enum(CONSOLE_ROLES, { error: '角色不正确' });

export const consoleUsername = z
  .string({ error: '请输入账号' })
  .trim()
  .min(3, { error: '账号至少 3 个字符' })
  .max(32, { error: '账号不能超过 32 个字符' })
  .regex(/^[A-Za-z0-9_.-]+$/, { error: '账号只能包含字母、数字、下划线、点和横线' });

/** A new console password: 10–64 characters with a letter and a digit. */
export const consolePassword = z
  .string({ error: '请输入密码' })
  .min(10, { error: '密码至少 10 位' })
  .max(64, { error: '密码不能超过 64 位' })
  .refine((p) => /[A-Za-z]/.test(p) && /\d/.test(p), { error: '密码须同时包含字母和数字' });

/** A TOTP code (6 digits) or a recovery code (xxxx-xxxx-xx). */
const secondFactor = z
  .string({ error: '请输入动态验证码' })
  .trim()
  .min(6, { error: '请输入 6 位动态验证码或恢复码' })
  .max(20, { error: '验证码不正确' });

export const consoleActor = z.object({
  account_id: z.number().int(),
  username: z.string(),
  real_name: z.string(),
  role: roleSchema,
  role_name: z.string(),
  /** Null for platform accounts; the shop a shop account belongs to. */
  shop_id: z.number().int().nullable(),
  actions: z.array(z.enum(CONSOLE_ACTIONS)),
  totp_enabled: z.boolean(),
  /** Unix seconds the session ends at the latest (absolute lifetime). */
  session_expires: z.number().int(),
});
export type ConsoleActor = z.output<typeof consoleActor>;

/** A started session: the gateway puts `token` in the HttpOnly cookie and `csrf_token` in the readable one. */
export const consoleSession = z.object({
  token: z.string(),
  csrf_token: z.string(),
  expires: z.number().int(),
  /** Shown once after TOTP enrolment; stored hashed, one use each. */
  recovery_codes: z.array(z.string()).nullable(),
});

export const consoleLoginStep = z.object({
  /** `totp`: send the authenticator's code; `enrol`: scan the QR, then send its first code; `done`: signed in. */
  step: z.enum(['totp', 'enrol', 'done']),
  /** For `totp` / `enrol`: the 5-minute ticket the second step sends back. */
  challenge: z.string().nullable(),
  otpauth_url: z.string().nullable(),
  /** PNG data URL of otpauth_url (enrolment). */
  qr_data_url: z.string().nullable(),
  session: consoleSession.nullable(),
});

/** Calls without a session: they start one. Public, rate-limited, audited as sign-ins. */
export const consoleAuthEndpoints = {
  '/admin/api/auth/login': {
    summary: '控制台账号密码登录（含图形验证码）',
    request: z.object({
      username: consoleUsername,
      password: z.string({ error: '请输入密码' }).min(1, { error: '请输入密码' }).max(64, { error: '密码不正确' }),
      captcha_id: z.string({ error: '请刷新验证码' }).min(1, { error: '请刷新验证码' }).max(64),
      captcha_code: z.string({ error: '请输入验证码' }).trim().min(1, { error: '请输入验证码' }).max(8, { error: '验证码不正确' }),
    }),
    response: consoleLoginStep,
  },
  '/admin/api/auth/totp': {
    summary: '控制台两步验证（动态验证码或恢复码）',
    request: z.object({
      challenge: z.string({ error: '登录已超时，请重新登录' }).min(1).max(128),
      code: secondFactor,
    }),
    response: consoleSession,
  },
} as const;
export type ConsoleAuthPath = keyof typeof consoleAuthEndpoints;

const accountRow = z.object({
  account_id: z.number().int(),
  username: z.string(),
  real_name: z.string(),
  role: roleSchema,
  role_name: z.string(),
  shop_id: z.number().int().nullable(),
  /** The branch site of a site role's account; null for the others. */
  site_id: z.number().int().nullable(),
  disabled: z.boolean(),
  totp_enabled: z.boolean(),
  locked_until: z.number().int().nullable(),
  last_login_time: z.number().int().nullable(),
  create_time: z.number().int(),
});
export type ConsoleAccountRow = z.output<typeof accountRow>;

const accountId = z.object({ account_id: positiveId('账号编号') });

export const accessEndpoints = {
  '/admin/api/auth/me': consoleCall({
    permission: 'session',
    kind: 'read',
    summary: '当前控制台账号、角色和权限',
    request: emptyRequest,
    response: consoleActor,
  }),
  '/admin/api/auth/logout': consoleCall({
    permission: 'session',
    kind: 'write',
    summary: '退出本次登录',
    request: emptyRequest,
    response: z.object({ ended: z.number().int() }),
  }),
  '/admin/api/auth/logout-all': consoleCall({
    permission: 'session',
    kind: 'write',
    summary: '退出本账号在所有设备上的登录',
    request: emptyRequest,
    response: z.object({ ended: z.number().int() }),
  }),
  '/admin/api/accounts/list': consoleCall({
    permission: 'accounts.manage',
    kind: 'read',
    summary: '控制台账号列表',
    request: z.object({
      ...consoleListFields(['account_id', 'username', 'last_login_time'] as const),
      keyword: optionalText(32, '关键词'),
      role: roleSchema.optional(),
      disabled: z.coerce.boolean().optional(),
    }),
    response: consolePage(accountRow),
  }),
  '/admin/api/accounts/roles': consoleCall({
    permission: 'accounts.manage',
    kind: 'read',
    summary: '角色及其权限（数据库中的角色表）',
    request: emptyRequest,
    response: z.array(z.object({ role: roleSchema, name: z.string(), scope: z.enum(ROLE_SCOPES), actions: z.array(z.enum(CONSOLE_ACTIONS)) })),
  }),
  '/admin/api/accounts/create': consoleCall({
    permission: 'accounts.manage',
    kind: 'write',
    summary: '新建控制台账号',
    request: z.object({
      username: consoleUsername,
      real_name: z.string({ error: '请输入姓名' }).trim().min(1, { error: '请输入姓名' }).max(32, { error: '姓名不能超过 32 个字符' }),
      role: roleSchema,
      password: consolePassword,
      shop_id: positiveId('店铺编号').optional(),
      /** The branch site of a site role's account. */
      site_id: positiveId('分站编号').optional(),
    }),
    response: accountRow,
  }),
  '/admin/api/accounts/disable': consoleCall({
    permission: 'accounts.manage',
    kind: 'write',
    summary: '停用或启用账号（停用即结束其所有登录）',
    request: accountId.extend({ disabled: z.boolean({ error: '请选择停用或启用' }) }),
    response: accountRow,
  }),
  '/admin/api/accounts/reset-password': consoleCall({
    permission: 'accounts.manage',
    kind: 'write',
    summary: '重置账号密码（结束其所有登录）',
    request: accountId.extend({ password: consolePassword }),
    response: accountRow,
  }),
  '/admin/api/accounts/change-role': consoleCall({
    permission: 'accounts.manage',
    kind: 'write',
    summary: '更改账号角色',
    request: accountId.extend({ role: roleSchema }),
    response: accountRow,
  }),
  '/admin/api/accounts/reset-totp': consoleCall({
    permission: 'accounts.manage',
    kind: 'write',
    summary: '重置两步验证（下次登录重新绑定）',
    request: accountId,
    response: accountRow,
  }),
} as const;
