// Units (organisations) for the platform, read only: the list, one unit, its members and its voucher
// ledger (every stock and voucher-value change the unit's vouchers made).
import { asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { ORG_TYPE_NAMES, type ConsoleParsedRequestOf, type UnitRow } from '@mall/rest-contract';
import type { Db, Tx } from '../../db/client';
import { member } from '../../db/schema';
import { orgMember, orgUnit, voucherLedger } from '../../db/schema-org';
import { secs } from '../order/helpers';
import { likePattern, notFound, page } from '../admin-review/queries';
import { maskMobile } from './members';

const NOUN = '单位';
export const LEDGER_KIND_NAMES: Record<string, string> = { purchase: '购买消费券', issue: '发放', activate: '激活', spend: '消费', refund: '退款退回', release: '转账未通过退回', expire: '过期回收' };

// Written out: drizzle leaves a lone table's columns unqualified, which the subquery would read as its own.
const memberCount = sql<number>`(select count(*)::int from org_member om where om.org_id = "org_unit"."org_id")`;
type UnitJoin = typeof orgUnit.$inferSelect & { members: number };
const toRow = (u: UnitJoin): UnitRow => ({
  org_id: u.orgId,
  org_name: u.orgName,
  org_type_name: ORG_TYPE_NAMES[u.orgType] ?? '',
  contact_name: u.contactName,
  contact_mobile: maskMobile(u.contactMobile),
  members: Number(u.members),
  voucher_stock_fen: u.voucherStock,
  create_time: secs(u.createTime),
});

export async function listUnits(db: Db | Tx, input: ConsoleParsedRequestOf<'/admin/api/units/list'>) {
  const like = likePattern(input.keyword);
  const where = like ? or(ilike(orgUnit.orgName, like), ilike(orgUnit.contactName, like), ilike(orgUnit.creditCode, like)) : undefined;
  const [total] = await db.select({ n: count() }).from(orgUnit).where(where);
  const rows = await db
    .select({ ...getColumns(), members: memberCount })
    .from(orgUnit)
    .where(where)
    .orderBy(...(input.sort === 'time' ? [asc(orgUnit.createTime), asc(orgUnit.orgId)] : [desc(orgUnit.createTime), desc(orgUnit.orgId)]))
    .limit(input.page_size)
    .offset((input.page - 1) * input.page_size);
  return page(rows.map(toRow), Number(total.n), input);
}

function getColumns() {
  return {
    orgId: orgUnit.orgId,
    orgName: orgUnit.orgName,
    orgType: orgUnit.orgType,
    creditCode: orgUnit.creditCode,
    contactName: orgUnit.contactName,
    contactMobile: orgUnit.contactMobile,
    address: orgUnit.address,
    voucherStock: orgUnit.voucherStock,
    createTime: orgUnit.createTime,
  };
}

export async function unitDetail(db: Db | Tx, id: number) {
  const [u] = await db.select({ ...getColumns(), members: memberCount }).from(orgUnit).where(eq(orgUnit.orgId, id));
  if (!u) throw notFound(NOUN);
  return { ...toRow(u), contact_mobile: u.contactMobile, credit_code: u.creditCode, address: u.address };
}

export async function unitMembers(db: Db | Tx, input: ConsoleParsedRequestOf<'/admin/api/units/members'>) {
  await unitDetail(db, input.id);
  const where = eq(orgMember.orgId, input.id);
  const [total] = await db.select({ n: count() }).from(orgMember).where(where);
  const rows = await db
    .select({ m: orgMember, nickname: member.nickname, mobile: member.mobile })
    .from(orgMember)
    .innerJoin(member, eq(member.memberId, orgMember.memberId))
    .where(where)
    .orderBy(...(input.sort === 'time' ? [asc(orgMember.createTime), asc(orgMember.id)] : [desc(orgMember.createTime), desc(orgMember.id)]))
    .limit(input.page_size)
    .offset((input.page - 1) * input.page_size);
  return page(
    rows.map((r) => ({ member_id: r.m.memberId, real_name: r.m.realName, nickname: r.nickname, mobile: maskMobile(r.mobile), is_admin: r.m.role === 'admin', join_time: secs(r.m.createTime) })),
    Number(total.n),
    input,
  );
}

export async function unitLedger(db: Db | Tx, input: ConsoleParsedRequestOf<'/admin/api/units/ledger'>) {
  await unitDetail(db, input.id);
  const where = eq(voucherLedger.orgId, input.id);
  const [total] = await db.select({ n: count() }).from(voucherLedger).where(where);
  const rows = await db
    .select({ l: voucherLedger, nickname: member.nickname, username: member.username })
    .from(voucherLedger)
    .leftJoin(member, eq(member.memberId, voucherLedger.memberId))
    .where(where)
    .orderBy(...(input.sort === 'time' ? [asc(voucherLedger.createTime), asc(voucherLedger.ledgerId)] : [desc(voucherLedger.createTime), desc(voucherLedger.ledgerId)]))
    .limit(input.page_size)
    .offset((input.page - 1) * input.page_size);
  return page(
    rows.map((r) => ({
      id: r.l.ledgerId,
      kind: r.l.kind,
      kind_name: LEDGER_KIND_NAMES[r.l.kind] ?? r.l.kind,
      member_name: r.nickname || r.username || '',
      stock_change_fen: r.l.stockChange,
      value_change_fen: r.l.valueChange,
      remark: r.l.remark,
      create_time: secs(r.l.createTime),
    })),
    Number(total.n),
    input,
  );
}
