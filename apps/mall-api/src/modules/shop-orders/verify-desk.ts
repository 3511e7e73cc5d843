// The shop console's side of verification: the 核销台 (a 核销员 account looks a code up and confirms
// it, every attempt in the audit log) and the 店主's list of members bound as the shop's verifiers
// (they redeem at /member/verification). The code rules themselves are verify.ts's.
import type { FastifyInstance } from 'fastify';
import { and, asc, eq } from 'drizzle-orm';
import { ErrorCode } from '@mall/rest-contract';
import type { Tx } from '../../db/client';
import { member } from '../../db/schema';
import { shopVerifier } from '../../db/schema-verify';
import { BusinessError } from '../../http/envelope';
import { ConsoleRefusal, registerConsoleCalls, shopIdOf, type AuditEntry } from '../console';
import { maskMobile } from '../ranking/service';
import { secs } from '../order/helpers';
import { CODE_NOT_FOUND, codeExists, describeCode, findCode, redeemCode } from './verify';

async function foundOrRefused(tx: Tx, shopId: number, code: string, action: string, lock: boolean) {
  const found = await findCode(tx, [shopId], code, lock);
  if (found) return found;
  // Missing and another shop's read the same to the caller; the audit row tells them apart.
  const exists = await codeExists(tx, code);
  throw new ConsoleRefusal(CODE_NOT_FOUND, ErrorCode.NOT_FOUND, { action, targetType: 'verify_code', targetId: code.slice(0, 8), after: { reason: exists ? 'other_shop' : 'missing' } });
}

const verifierRow = (r: { memberId: number; username: string; nickname: string; mobile: string; addedBy: string; createTime: Date }) => ({
  member_id: r.memberId,
  username: r.username,
  nickname: r.nickname,
  mobile: r.mobile ? maskMobile(r.mobile) : '',
  added_by: r.addedBy,
  create_time: secs(r.createTime),
});

const verifierColumns = { memberId: member.memberId, username: member.username, nickname: member.nickname, mobile: member.mobile, addedBy: shopVerifier.addedBy, createTime: shopVerifier.createTime };

export function registerVerifyDeskCalls(app: FastifyInstance): void {
  registerConsoleCalls(app, {
    '/admin/api/shop/verify/lookup': async ({ tx, actor, input }) => describeCode(tx, await foundOrRefused(tx, shopIdOf(actor, 'verify.lookup'), input.code, 'verify.lookup', false)),
    '/admin/api/shop/verify/confirm': async ({ tx, actor, input, audit }) => {
      const found = await foundOrRefused(tx, shopIdOf(actor, 'verify.confirm'), input.code, 'verify.confirm', true);
      await redeemCode(tx, found, actor.realName || actor.username);
      const entry: AuditEntry = {
        action: 'verify.confirm',
        targetType: found.kind === 'pickup' ? 'order' : 'verify_code',
        targetId: found.kind === 'pickup' ? found.order.orderId : found.row.id,
        before: { verified: false },
        after: { verified: true, order_no: found.order.orderNo },
      };
      await audit(entry);
      return describeCode(tx, (await findCode(tx, [found.order.siteId], input.code, false))!);
    },

    '/admin/api/shop/verifiers/list': async ({ tx, actor }) => {
      const rows = await tx
        .select(verifierColumns)
        .from(shopVerifier)
        .innerJoin(member, eq(member.memberId, shopVerifier.memberId))
        .where(eq(shopVerifier.siteId, shopIdOf(actor, 'verifiers.list')))
        .orderBy(asc(shopVerifier.id));
      return { list: rows.map(verifierRow) };
    },
    '/admin/api/shop/verifiers/add': async ({ tx, actor, input, audit }) => {
      const shopId = shopIdOf(actor, 'verifiers.add');
      const [m] = await tx.select({ memberId: member.memberId }).from(member).where(eq(member.mobile, input.mobile));
      if (!m) throw new BusinessError('没有使用该手机号的会员，请让对方先注册', ErrorCode.NOT_FOUND);
      const added = await tx.insert(shopVerifier).values({ siteId: shopId, memberId: m.memberId, addedBy: actor.username }).onConflictDoNothing().returning({ id: shopVerifier.id });
      if (added.length === 0) throw new BusinessError('该会员已是本店核销员');
      await audit({ action: 'verifiers.add', targetType: 'member', targetId: m.memberId, after: { site_id: shopId } });
      const [row] = await tx
        .select(verifierColumns)
        .from(shopVerifier)
        .innerJoin(member, eq(member.memberId, shopVerifier.memberId))
        .where(eq(shopVerifier.id, added[0].id));
      return verifierRow(row);
    },
    '/admin/api/shop/verifiers/remove': async ({ tx, actor, input, audit }) => {
      const shopId = shopIdOf(actor, 'verifiers.remove');
      const removed = await tx
        .delete(shopVerifier)
        .where(and(eq(shopVerifier.siteId, shopId), eq(shopVerifier.memberId, input.member_id)))
        .returning({ id: shopVerifier.id });
      if (removed.length === 0) throw new BusinessError('该会员不是本店核销员', ErrorCode.NOT_FOUND);
      await audit({ action: 'verifiers.remove', targetType: 'member', targetId: input.member_id, before: { site_id: shopId } });
      return { member_id: input.member_id };
    },
  });
}
