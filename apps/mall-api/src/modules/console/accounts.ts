// Console accounts and roles (super_admin only: `accounts.manage`). Every change is audited with the
// fields it changed; disabling, a new password or a new role ends the account's sessions.
import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ROLE_DEFINITIONS, type ConsoleAccountRow, type ConsoleRole, type RoleScope } from '@mall/rest-contract';
import type { Tx } from '../../db/client';
import { consoleAccount, consoleRole, consoleRoleAction } from '../../db/schema-console';
import { shop, website } from '../../db/schema';
import { BusinessError, unixSeconds } from '../../http/envelope';
import { hashPassword } from '../member/password';
import { changedFields } from './audit';
import { registerConsoleCalls, type ConsoleActor } from './register';
import { endAccountSessions, endSession } from './session';

type Account = typeof consoleAccount.$inferSelect;

const toRow = (a: Account): ConsoleAccountRow => ({
  account_id: a.accountId,
  username: a.username,
  real_name: a.realName,
  role: a.role as ConsoleRole,
  role_name: ROLE_DEFINITIONS[a.role as ConsoleRole]?.name ?? a.role,
  shop_id: a.shopId,
  site_id: a.siteId,
  disabled: a.disabled,
  totp_enabled: a.totpSecret !== null,
  locked_until: a.lockedUntil && a.lockedUntil > new Date() ? unixSeconds(a.lockedUntil) : null,
  last_login_time: a.lastLoginTime ? unixSeconds(a.lastLoginTime) : null,
  create_time: unixSeconds(a.createTime),
});

/** The account to change, read in the call's transaction and locked for it; a shop account may reach only its own shop's accounts. */
async function accountFor(tx: Tx, actor: ConsoleActor, accountId: number): Promise<Account> {
  const [row] = await tx.select().from(consoleAccount).where(eq(consoleAccount.accountId, accountId)).for('update').limit(1);
  if (!row || (actor.shopId !== null && row.shopId !== actor.shopId)) throw new BusinessError('账号不存在', -4);
  return row;
}

/**
 * Checks the role's scope against the shop and the branch site: platform roles have neither, shop roles
 * need a shop that exists, site roles a site that exists.
 */
async function checkScope(tx: Tx, role: ConsoleRole, shopId: number | null, siteId: number | null = null): Promise<void> {
  const scope = ROLE_DEFINITIONS[role].scope;
  if (scope !== 'site' && siteId !== null) throw new BusinessError('只有分站角色能属于分站');
  if (scope === 'platform' && shopId !== null) throw new BusinessError('平台角色不能属于店铺');
  if (scope === 'site') {
    if (shopId !== null) throw new BusinessError('分站角色不能属于店铺');
    if (siteId === null) throw new BusinessError('分站角色须指定所属分站');
    const [found] = await tx.select({ id: website.siteId }).from(website).where(eq(website.siteId, siteId)).limit(1);
    if (!found) throw new BusinessError('分站不存在');
  }
  if (scope === 'shop') {
    if (shopId === null) throw new BusinessError('店铺角色须指定所属店铺');
    const [found] = await tx.select({ id: shop.siteId }).from(shop).where(eq(shop.siteId, shopId)).limit(1);
    if (!found) throw new BusinessError('店铺不存在');
  }
}

const SORTS = {
  account_id: asc(consoleAccount.accountId),
  account_id_desc: desc(consoleAccount.accountId),
  username: asc(consoleAccount.username),
  username_desc: desc(consoleAccount.username),
  last_login_time: asc(consoleAccount.lastLoginTime),
  last_login_time_desc: desc(consoleAccount.lastLoginTime),
} as const;

export function registerAccountCalls(app: FastifyInstance): void {
  registerConsoleCalls(app, {
    '/admin/api/accounts/list': async ({ tx, input, actor }) => {
      const like = input.keyword ? `%${input.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
      const filter = and(
        actor.shopId !== null ? eq(consoleAccount.shopId, actor.shopId) : undefined,
        like ? or(ilike(consoleAccount.username, like), ilike(consoleAccount.realName, like)) : undefined,
        input.role ? eq(consoleAccount.role, input.role) : undefined,
        input.disabled !== undefined ? eq(consoleAccount.disabled, input.disabled) : undefined,
      );
      const [total] = await tx.select({ n: count() }).from(consoleAccount).where(filter);
      const rows = await tx
        .select()
        .from(consoleAccount)
        .where(filter)
        .orderBy(SORTS[(input.sort ?? 'account_id') as keyof typeof SORTS] ?? asc(consoleAccount.accountId), asc(consoleAccount.accountId))
        .limit(input.page_size)
        .offset((input.page - 1) * input.page_size);
      return { list: rows.map(toRow), count: total?.n ?? 0, page: input.page, page_size: input.page_size };
    },

    '/admin/api/accounts/roles': async ({ tx }) => {
      const roles = await tx.select().from(consoleRole).orderBy(asc(consoleRole.scope), asc(consoleRole.role));
      const actions = await tx.select().from(consoleRoleAction);
      return roles.map((r) => ({
        role: r.role as ConsoleRole,
        name: r.name,
        scope: r.scope as RoleScope,
        actions: actions.filter((a) => a.role === r.role).map((a) => a.action) as never,
      }));
    },

    '/admin/api/accounts/create': async ({ tx, input, actor, audit }) => {
      const shopId = actor.shopId ?? input.shop_id ?? null;
      const siteId = actor.shopId === null ? (input.site_id ?? null) : null;
      await checkScope(tx, input.role, shopId, siteId);
      const [taken] = await tx.select({ id: consoleAccount.accountId }).from(consoleAccount).where(sql`lower(${consoleAccount.username}) = ${input.username.toLowerCase()}`).limit(1);
      if (taken) throw new BusinessError('该账号名已被使用');
      const [row] = await tx
        .insert(consoleAccount)
        .values({ username: input.username, realName: input.real_name, role: input.role, shopId, siteId, passwordHash: await hashPassword(input.password, randomBytes(16)) })
        .returning();
      if (!row) throw new BusinessError('账号创建失败');
      await audit({ action: 'accounts.create', targetType: 'console_account', targetId: row.accountId, after: { username: row.username, real_name: row.realName, role: row.role, shop_id: row.shopId, site_id: row.siteId } });
      return toRow(row);
    },

    '/admin/api/accounts/disable': async ({ tx, input, actor, audit }) => {
      const account = await accountFor(tx, actor, input.account_id);
      if (account.accountId === actor.accountId && input.disabled) throw new BusinessError('不能停用自己的账号');
      const [row] = await tx.update(consoleAccount).set({ disabled: input.disabled }).where(eq(consoleAccount.accountId, account.accountId)).returning();
      if (input.disabled) await endAccountSessions(tx, account.accountId);
      await audit({ action: input.disabled ? 'accounts.disable' : 'accounts.enable', targetType: 'console_account', targetId: account.accountId, ...changedFields({ disabled: account.disabled }, { disabled: input.disabled }) });
      return toRow(row!);
    },

    '/admin/api/accounts/reset-password': async ({ tx, input, actor, audit }) => {
      const account = await accountFor(tx, actor, input.account_id);
      const [row] = await tx
        .update(consoleAccount)
        .set({ passwordHash: await hashPassword(input.password, randomBytes(16)), failedCount: 0, lockedUntil: null })
        .where(eq(consoleAccount.accountId, account.accountId))
        .returning();
      await endAccountSessions(tx, account.accountId);
      // Never the password or its hash: only that it changed.
      await audit({ action: 'accounts.reset-password', targetType: 'console_account', targetId: account.accountId, before: { password: '（旧密码）' }, after: { password: '（新密码）' } });
      return toRow(row!);
    },

    '/admin/api/accounts/change-role': async ({ tx, input, actor, audit }) => {
      const account = await accountFor(tx, actor, input.account_id);
      if (account.accountId === actor.accountId) throw new BusinessError('不能更改自己的角色');
      await checkScope(tx, input.role, account.shopId, account.siteId);
      const [row] = await tx.update(consoleAccount).set({ role: input.role }).where(eq(consoleAccount.accountId, account.accountId)).returning();
      await endAccountSessions(tx, account.accountId);
      await audit({ action: 'accounts.change-role', targetType: 'console_account', targetId: account.accountId, ...changedFields({ role: account.role }, { role: input.role }) });
      return toRow(row!);
    },

    '/admin/api/accounts/reset-totp': async ({ tx, input, actor, audit }) => {
      const account = await accountFor(tx, actor, input.account_id);
      const [row] = await tx.update(consoleAccount).set({ totpSecret: null, totpLastStep: null }).where(eq(consoleAccount.accountId, account.accountId)).returning();
      await endAccountSessions(tx, account.accountId);
      await audit({ action: 'accounts.reset-totp', targetType: 'console_account', targetId: account.accountId, before: { totp_enabled: account.totpSecret !== null }, after: { totp_enabled: false } });
      return toRow(row!);
    },

    '/admin/api/auth/me': async ({ actor }) => ({
      account_id: actor.accountId,
      username: actor.username,
      real_name: actor.realName,
      role: actor.role,
      role_name: ROLE_DEFINITIONS[actor.role].name,
      shop_id: actor.shopId,
      actions: [...actor.actions].sort() as never,
      totp_enabled: actor.totpEnabled,
      session_expires: unixSeconds(actor.sessionExpires),
    }),

    '/admin/api/auth/logout': async ({ tx, actor, audit }) => {
      const ended = await endSession(tx, actor.sessionId);
      await audit({ action: 'auth.logout', targetType: 'console_account', targetId: actor.accountId });
      return { ended };
    },

    '/admin/api/auth/logout-all': async ({ tx, actor, audit }) => {
      const ended = await endAccountSessions(tx, actor.accountId);
      await audit({ action: 'auth.logout-all', targetType: 'console_account', targetId: actor.accountId, after: { sessions_ended: ended } });
      return { ended };
    },
  });
}
