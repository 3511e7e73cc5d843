// Members for the platform: search and view (never the password hash or a token), freeze / unfreeze
// (a frozen member cannot sign in: every login path requires status 1, and its sessions end in the
// same transaction), balance or point adjustments with a reason (a member_account row beside the
// change, never below zero), and a password reset by SMS (a findpassword code to the member's mobile).
import { and, asc, count, desc, eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import { CERT_STATUS, CERTIFICATION_KIND_NAMES, ErrorCode, type ConsoleMemberDetail, type ConsoleMemberRow, type ConsoleParsedRequestOf } from '@mall/rest-contract';
import type { Db, Tx } from '../../db/client';
import { member, memberLevel } from '../../db/schema';
import { memberAccount, memberCert, memberProfile } from '../../db/schema-account';
import { orders } from '../../db/schema-order';
import { orgMember, orgUnit } from '../../db/schema-org';
import { BusinessError } from '../../http/envelope';
import { fenToYuan } from '@mall/rest-contract/money';
import type { AuditEntry } from '../console/audit';
import { recordAccount } from '../account/profile-service';
import type { SmsCodes, SmsSender } from '../account/sms';
import { revokeMemberSessions } from '../member/session';
import type { SessionCache } from '../member/session-cache';
import { secs } from '../order/helpers';
import { likePattern, notFound, page } from '../admin-review/queries';

const NOUN = '会员';
export const maskMobile = (m: string) => (m.length === 11 ? `${m.slice(0, 3)}****${m.slice(7)}` : m);
const stateOf = (status: number) => (status === 1 ? 'active' : 'frozen') as ConsoleMemberRow['state'];
const CERT_STATE_NAMES: Record<number, string> = { [CERT_STATUS.none]: '未认证', [CERT_STATUS.pending]: '待审核', [CERT_STATUS.passed]: '已通过', [CERT_STATUS.refused]: '已驳回' };

const columns = {
  memberId: member.memberId,
  username: member.username,
  nickname: member.nickname,
  mobile: member.mobile,
  headimg: member.headimg,
  balance: member.balance,
  point: member.point,
  status: member.status,
  createTime: member.createTime,
  lastLoginTime: member.lastLoginTime,
  levelName: memberLevel.levelName,
};
type Row = { memberId: number; username: string; nickname: string; mobile: string; headimg: string; balance: number; point: number; status: number; createTime: Date; lastLoginTime: Date | null; levelName: string | null };

const toRow = (r: Row, mask = true): ConsoleMemberRow => ({
  member_id: r.memberId,
  username: r.username,
  nickname: r.nickname,
  mobile: mask ? maskMobile(r.mobile) : r.mobile,
  level_name: r.levelName ?? '',
  balance_fen: r.balance,
  point: r.point,
  state: stateOf(r.status),
  reg_time: secs(r.createTime),
  last_login_time: secs(r.lastLoginTime),
});

export type MemberFilters = Pick<ConsoleParsedRequestOf<'/admin/api/members/list'>, 'keyword' | 'state' | 'from' | 'to'>;
export function memberWhere(f: MemberFilters): SQL | undefined {
  const like = likePattern(f.keyword);
  return and(
    f.state ? (f.state === 'active' ? eq(member.status, 1) : sql`${member.status} <> 1`) : undefined,
    f.from !== undefined ? gte(member.createTime, new Date(f.from * 1000)) : undefined,
    f.to !== undefined ? lte(member.createTime, new Date(f.to * 1000)) : undefined,
    like ? or(ilike(member.username, like), ilike(member.nickname, like), ilike(member.mobile, like)) : undefined,
  );
}
const SORTS = {
  reg_time: [asc(member.createTime), asc(member.memberId)],
  reg_time_desc: [desc(member.createTime), desc(member.memberId)],
  balance: [asc(member.balance), asc(member.memberId)],
  balance_desc: [desc(member.balance), desc(member.memberId)],
  point: [asc(member.point), asc(member.memberId)],
  point_desc: [desc(member.point), desc(member.memberId)],
};

export async function listMembers(db: Db | Tx, input: ConsoleParsedRequestOf<'/admin/api/members/list'>) {
  const where = memberWhere(input);
  const [total] = await db.select({ n: count() }).from(member).where(where);
  const rows = await db
    .select(columns)
    .from(member)
    .leftJoin(memberLevel, eq(memberLevel.levelId, member.levelId))
    .where(where)
    .orderBy(...SORTS[(input.sort ?? 'reg_time_desc') as keyof typeof SORTS])
    .limit(input.page_size)
    .offset((input.page - 1) * input.page_size);
  return page(rows.map((r) => toRow(r)), Number(total.n), input);
}

/** Every member the filters match (the export), newest first, whole mobiles. */
export async function membersForExport(db: Db, filters: MemberFilters, limit: number) {
  const rows = await db.select(columns).from(member).leftJoin(memberLevel, eq(memberLevel.levelId, member.levelId)).where(memberWhere(filters)).orderBy(desc(member.createTime), desc(member.memberId)).limit(limit);
  return rows.map((r) => toRow(r, false));
}

export async function memberDetail(db: Db | Tx, id: number): Promise<ConsoleMemberDetail> {
  const [r] = await db.select(columns).from(member).leftJoin(memberLevel, eq(memberLevel.levelId, member.levelId)).where(eq(member.memberId, id));
  if (!r) throw notFound(NOUN);
  const [profile] = await db.select().from(memberProfile).where(eq(memberProfile.memberId, id));
  const [unit] = await db.select({ orgName: orgUnit.orgName }).from(orgMember).innerJoin(orgUnit, eq(orgUnit.orgId, orgMember.orgId)).where(eq(orgMember.memberId, id));
  const certs = await db.select().from(memberCert).where(eq(memberCert.memberId, id)).orderBy(asc(memberCert.kind));
  const [orderCount] = await db.select({ n: count() }).from(orders).where(eq(orders.memberId, id));
  const ledger = await db.select().from(memberAccount).where(eq(memberAccount.memberId, id)).orderBy(desc(memberAccount.createTime), desc(memberAccount.id)).limit(20);
  return {
    ...toRow(r, false),
    headimg: r.headimg,
    register_type: profile?.registerType ?? 'personal',
    company_name: profile?.companyName ?? '',
    org_name: unit?.orgName ?? '',
    certifications: certs.map((c) => ({ kind: c.kind, kind_name: CERTIFICATION_KIND_NAMES[c.kind as 'fupin' | 'coop'] ?? c.kind, state_name: CERT_STATE_NAMES[c.status] ?? '', name: c.name })),
    orders: Number(orderCount.n),
    ledger: ledger.map((l) => ({ id: l.id, account_type: l.accountType, amount: l.accountData, type_name: l.typeName, remark: l.remark, create_time: secs(l.createTime) })),
  };
}

export async function freezeMember(tx: Tx, input: { id: number; frozen: boolean; reason: string }, audit: (entry: AuditEntry) => Promise<void>, sessions?: SessionCache) {
  const [done] = await tx
    .update(member)
    .set({ status: input.frozen ? 0 : 1 })
    .where(and(eq(member.memberId, input.id), input.frozen ? eq(member.status, 1) : sql`${member.status} <> 1`))
    .returning({ id: member.memberId });
  if (!done) {
    await memberDetail(tx, input.id); // NOT_FOUND for a missing member
    throw new BusinessError(input.frozen ? '该会员已是冻结状态' : '该会员未被冻结');
  }
  // Signed-in browsers of a frozen member stop working at once.
  if (input.frozen) await revokeMemberSessions(tx, input.id, undefined, sessions);
  await audit({ action: input.frozen ? 'members.freeze' : 'members.unfreeze', targetType: 'member', targetId: input.id, before: { state: input.frozen ? 'active' : 'frozen' }, after: { state: input.frozen ? 'frozen' : 'active', reason: input.reason } });
  return memberDetail(tx, input.id);
}

export async function adjustMember(tx: Tx, input: { id: number; account: 'balance' | 'point'; amount: number; reason: string }, audit: (entry: AuditEntry) => Promise<void>) {
  const column = input.account === 'balance' ? member.balance : member.point;
  const [before] = await tx.select({ value: column }).from(member).where(eq(member.memberId, input.id)).for('update');
  if (!before) throw notFound(NOUN);
  if (before.value + input.amount < 0) {
    throw new BusinessError(input.account === 'balance' ? `余额不足：当前余额 ${fenToYuan(before.value)} 元，调整后不能为负数` : `积分不足：当前积分 ${before.value}，调整后不能为负数`);
  }
  await tx.update(member).set(input.account === 'balance' ? { balance: sql`${member.balance} + ${input.amount}` } : { point: sql`${member.point} + ${input.amount}` }).where(eq(member.memberId, input.id));
  await recordAccount(tx, { memberId: input.id, accountType: input.account, accountData: input.amount, fromType: 'adjust', remark: input.reason });
  await audit({ action: `members.adjust_${input.account}`, targetType: 'member', targetId: input.id, before: { [input.account]: before.value }, after: { [input.account]: before.value + input.amount, reason: input.reason } });
  return memberDetail(tx, input.id);
}

export interface MemberSms {
  sender: SmsSender;
  codesOn: (db: Db) => SmsCodes;
}

export async function sendPasswordReset(tx: Tx, sms: MemberSms, id: number, audit: (entry: AuditEntry) => Promise<void>) {
  const [m] = await tx.select({ mobile: member.mobile, status: member.status }).from(member).where(eq(member.memberId, id));
  if (!m) throw notFound(NOUN);
  if (!m.mobile) throw new BusinessError('该会员未绑定手机号，无法发送验证码');
  if (m.status !== 1) throw new BusinessError('该会员已冻结，请先解冻再重置密码', ErrorCode.BUSINESS);
  const codes = sms.codesOn(tx);
  const code = await codes.issue(m.mobile, 'findpassword');
  await audit({ action: 'members.reset_password', targetType: 'member', targetId: id, after: { mobile: maskMobile(m.mobile) } });
  await sms.sender.send(m.mobile, 'findpassword', code);
  return { mobile: maskMobile(m.mobile), expire_seconds: Math.round(codes.ttlMs / 1000) };
}
