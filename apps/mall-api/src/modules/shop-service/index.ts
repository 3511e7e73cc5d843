// A shop's customer-service staff (/admin/api/shop/servicers/*, 店主 with staff.manage): a 客服 is a
// console account of role shop_service and the chat servicer it answers as (chat_servicer linked by
// console_account_id), made, disabled and re-enabled together in one transaction, so the console login
// and the chat identity never disagree. A disabled servicer is never assigned a session and its console
// sessions and chat tokens end at once. Every servicer id is checked to be the actor's shop's
// (shop-scope.ts kind `servicer`): another shop's answers "客服账号不存在".
import { randomBytes } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ErrorCode, type ShopServicerRow } from '@mall/rest-contract';
import type { Tx } from '../../db/client';
import { chatServicer, chatServicerToken } from '../../db/schema-chat';
import { consoleAccount } from '../../db/schema-console';
import { BusinessError } from '../../http/envelope';
import { assertShopOwns, changedFields, registerConsoleCalls, shopIdOf } from '../console';
import { endAccountSessions } from '../console/session';
import { hashPassword } from '../member/password';
import { SERVICER_PRESENCE_MS, UNUSABLE_PASSWORD } from '../chat/service';

const secs = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : 0);

/** The shop's servicers (one when `servicerId` is given), with their linked console accounts. */
async function servicerRows(tx: Tx, shopId: number, servicerId?: number): Promise<ShopServicerRow[]> {
  const rows = await tx
    .select({
      s: chatServicer,
      accountId: consoleAccount.accountId,
      role: consoleAccount.role,
      lastLogin: consoleAccount.lastLoginTime,
      online: sql<boolean>`(${chatServicer.online} and ${chatServicer.lastSeen} > now() - ${SERVICER_PRESENCE_MS} * interval '1 millisecond')`,
    })
    .from(chatServicer)
    .leftJoin(consoleAccount, eq(consoleAccount.accountId, chatServicer.consoleAccountId))
    .where(and(eq(chatServicer.siteId, shopId), servicerId === undefined ? undefined : eq(chatServicer.servicerId, servicerId)))
    .orderBy(asc(chatServicer.servicerId));
  return rows.map((r) => ({
    servicer_id: r.s.servicerId,
    account_id: r.accountId ?? 0,
    username: r.s.username,
    nickname: r.s.nickname,
    role: r.role ?? '',
    disabled: r.s.disabled,
    online: !!r.online && !r.s.disabled,
    last_login_time: secs(r.lastLogin),
    create_time: secs(r.s.createTime),
  }));
}

async function oneRow(tx: Tx, shopId: number, servicerId: number): Promise<ShopServicerRow> {
  const [row] = await servicerRows(tx, shopId, servicerId);
  if (!row) throw new BusinessError('客服账号不存在', ErrorCode.NOT_FOUND);
  return row;
}

export function registerShopServiceCalls(app: FastifyInstance): void {
  registerConsoleCalls(app, {
    '/admin/api/shop/servicers/list': ({ tx, actor }) => servicerRows(tx, shopIdOf(actor, 'staff.servicer.list')),

    '/admin/api/shop/servicers/add': async ({ tx, actor, input, audit }) => {
      const shopId = shopIdOf(actor, 'staff.servicer.add');
      const name = input.username.toLowerCase();
      const [takenAccount] = await tx.select({ id: consoleAccount.accountId }).from(consoleAccount).where(sql`lower(${consoleAccount.username}) = ${name}`).limit(1);
      const [takenServicer] = await tx.select({ id: chatServicer.servicerId }).from(chatServicer).where(sql`lower(${chatServicer.username}) = ${name}`).limit(1);
      if (takenAccount || takenServicer) throw new BusinessError('该账号已被使用，请换一个登录名');
      const [account] = await tx
        .insert(consoleAccount)
        .values({ username: input.username, realName: input.nickname, role: 'shop_service', shopId, passwordHash: await hashPassword(input.password, randomBytes(16)) })
        .returning();
      const [servicer] = await tx
        .insert(chatServicer)
        .values({ siteId: shopId, username: input.username, passwordHash: UNUSABLE_PASSWORD, nickname: input.nickname, consoleAccountId: account!.accountId })
        .returning();
      // Never the password or its hash.
      await audit({ action: 'staff.servicer.add', targetType: 'chat_servicer', targetId: servicer!.servicerId, after: { username: input.username, nickname: input.nickname, account_id: account!.accountId, role: 'shop_service' } });
      return oneRow(tx, shopId, servicer!.servicerId);
    },

    '/admin/api/shop/servicers/disable': async ({ tx, actor, input, audit }) => {
      const action = input.disabled ? 'staff.servicer.disable' : 'staff.servicer.enable';
      const shopId = await assertShopOwns(tx, actor, action, 'servicer', [input.servicer_id]);
      const before = await oneRow(tx, shopId, input.servicer_id);
      if (before.account_id === actor.accountId && input.disabled) throw new BusinessError('不能停用自己的客服身份');
      await tx
        .update(chatServicer)
        .set(input.disabled ? { disabled: true, online: false } : { disabled: false })
        .where(eq(chatServicer.servicerId, input.servicer_id));
      if (input.disabled) await tx.update(chatServicerToken).set({ revoked: true }).where(eq(chatServicerToken.servicerId, input.servicer_id));
      // A 客服's console account follows its chat identity; a 店主 answering chat keeps their console login.
      if (before.role === 'shop_service') {
        await tx.update(consoleAccount).set({ disabled: input.disabled }).where(eq(consoleAccount.accountId, before.account_id));
        if (input.disabled) await endAccountSessions(tx, before.account_id);
      }
      await audit({ action, targetType: 'chat_servicer', targetId: input.servicer_id, ...changedFields({ disabled: before.disabled }, { disabled: input.disabled }) });
      return oneRow(tx, shopId, input.servicer_id);
    },

    '/admin/api/shop/servicers/reset-password': async ({ tx, actor, input, audit }) => {
      const shopId = await assertShopOwns(tx, actor, 'staff.servicer.reset-password', 'servicer', [input.servicer_id]);
      const before = await oneRow(tx, shopId, input.servicer_id);
      if (before.role && before.role !== 'shop_service') throw new BusinessError('这不是客服账号：店主的密码由平台在账号管理中重置');
      const passwordHash = await hashPassword(input.password, randomBytes(16));
      if (before.role === 'shop_service') {
        await tx.update(consoleAccount).set({ passwordHash, failedCount: 0, lockedUntil: null }).where(eq(consoleAccount.accountId, before.account_id));
        await endAccountSessions(tx, before.account_id);
      } else {
        // A chat-only servicer of the old login: its own password.
        await tx.update(chatServicer).set({ passwordHash }).where(eq(chatServicer.servicerId, input.servicer_id));
      }
      await tx.update(chatServicerToken).set({ revoked: true }).where(eq(chatServicerToken.servicerId, input.servicer_id));
      await audit({ action: 'staff.servicer.reset-password', targetType: 'chat_servicer', targetId: input.servicer_id, before: { password: '（旧密码）' }, after: { password: '（新密码）' } });
      return before;
    },
  });
}
