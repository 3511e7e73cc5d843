// Units (organisations) and their members. mall-api owns every unit: the caller's unit is
// always derived from the session (org_member), never taken from the body, so ids of another unit's
// members answer "not found" and nothing changes. A company account (/registerCompany) becomes the
// administrator of a unit made from its company profile the first time it opens its unit.
import { and, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { ErrorCode, ORG_TYPE_NAMES, ORG_TYPES, type OrgDetail, type OrgMember, type Paged, type saveOrgInfoRequest } from '@mall/rest-contract';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { member } from '../../db/schema';
import { memberProfile } from '../../db/schema-account';
import { orgMember, orgUnit } from '../../db/schema-org';
import { BusinessError } from '../../http/envelope';
import { fenToYuan } from '@mall/rest-contract/money';
import { DUMMY_HASH } from '../member/password';
import { secs } from '../order/helpers';

export const NOT_IN_ORG = '您还没有加入任何单位';
export const ADMIN_ONLY = '只有本单位管理员可以进行此操作';
export const ORG_MEMBER_NOT_FOUND = '本单位没有该成员';
/** Company accounts whose profile names no unit type become 其他 until the administrator chooses. */
const DEFAULT_ORG_TYPE = ORG_TYPES[ORG_TYPES.length - 1].type;

export interface OrgContext {
  orgId: number;
  role: 'admin' | 'member';
}

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The caller's unit and role, or null. */
export async function orgOf(db: Db | Tx, memberId: number): Promise<OrgContext | null> {
  const [row] = await db.select({ orgId: orgMember.orgId, role: orgMember.role }).from(orgMember).where(eq(orgMember.memberId, memberId));
  return row ? { orgId: row.orgId, role: row.role as OrgContext['role'] } : null;
}

/** The caller's unit when the caller administers it; refuses otherwise. */
export async function adminOrg(db: Db | Tx, memberId: number): Promise<number> {
  const ctx = await orgOf(db, memberId);
  if (!ctx) throw new BusinessError(NOT_IN_ORG);
  if (ctx.role !== 'admin') throw new BusinessError(ADMIN_ONLY);
  return ctx.orgId;
}

type MemberRow = { memberId: number; username: string; nickname: string; realName: string; mobile: string; role: string; createTime: Date };
const toMember = (r: MemberRow): OrgMember => ({
  member_id: r.memberId,
  username: r.username,
  nickname: r.nickname,
  real_name: r.realName,
  mobile: r.mobile,
  role: r.role as OrgMember['role'],
  create_time: secs(r.createTime),
});
const memberCols = {
  memberId: orgMember.memberId,
  username: member.username,
  nickname: member.nickname,
  realName: orgMember.realName,
  mobile: member.mobile,
  role: orgMember.role,
  createTime: orgMember.createTime,
};

/**
 * Adds the member with this mobile to the unit (creating an account that logs in by SMS code when
 * none exists). Refuses a member of another unit and one already in this unit.
 */
export async function addByMobile(tx: Tx, orgId: number, mobile: string, realName: string): Promise<{ memberId: number; created: boolean }> {
  const [existing] = await tx.select({ memberId: member.memberId }).from(member).where(or(eq(member.mobile, mobile), eq(member.username, mobile)));
  let memberId = existing?.memberId;
  let created = false;
  if (memberId) {
    const ctx = await orgOf(tx, memberId);
    if (ctx) throw new BusinessError(ctx.orgId === orgId ? '该手机号已是本单位成员' : '该手机号已加入其他单位');
  } else {
    const [row] = await tx.insert(member).values({ username: mobile, mobile, passwordHash: DUMMY_HASH, nickname: realName }).returning({ id: member.memberId });
    memberId = row.id;
    created = true;
  }
  await tx.insert(orgMember).values({ orgId, memberId, role: 'member', realName });
  return { memberId, created };
}

export function createOrgService(db: Db) {
  async function detail(memberId: number, ctx: OrgContext): Promise<OrgDetail> {
    const [u] = await db.select().from(orgUnit).where(eq(orgUnit.orgId, ctx.orgId));
    const [c] = await db.select({ n: count() }).from(orgMember).where(eq(orgMember.orgId, ctx.orgId));
    return {
      org_id: u.orgId,
      org_name: u.orgName,
      org_type: u.orgType,
      org_type_name: ORG_TYPE_NAMES[u.orgType] ?? '',
      credit_code: u.creditCode,
      contact_name: u.contactName,
      contact_mobile: u.contactMobile,
      address: u.address,
      voucher_stock: fenToYuan(u.voucherStock),
      member_count: Number(c?.n ?? 0),
      role: ctx.role,
    };
  }

  return {
    typeList: async () => ORG_TYPES.map((t) => ({ type: t.type, name: t.name })),

    /** The caller's unit; a company account without one becomes the administrator of a new unit. */
    async orgDetail(memberId: number): Promise<OrgDetail | null> {
      let ctx = await orgOf(db, memberId);
      if (!ctx) {
        const [p] = await db.select().from(memberProfile).where(eq(memberProfile.memberId, memberId));
        if (p?.registerType !== 'company' || !p.companyName) return null;
        ctx = await db.transaction(async (tx) => {
          await tx.execute(sql`select pg_advisory_xact_lock(${memberId}::int, hashtext('org:create'))`);
          const again = await orgOf(tx, memberId);
          if (again) return again;
          const [u] = await tx
            .insert(orgUnit)
            .values({ orgName: p.companyName, orgType: DEFAULT_ORG_TYPE, creditCode: p.creditCode, contactName: p.contactName, contactMobile: p.contactMobile, address: p.companyAddress })
            .returning({ orgId: orgUnit.orgId });
          await tx.insert(orgMember).values({ orgId: u.orgId, memberId, role: 'admin', realName: p.contactName });
          return { orgId: u.orgId, role: 'admin' as const };
        });
      }
      return detail(memberId, ctx);
    },

    async saveOrgInfo(memberId: number, input: z.output<typeof saveOrgInfoRequest>): Promise<OrgDetail> {
      const orgId = await adminOrg(db, memberId);
      await db
        .update(orgUnit)
        .set({ orgName: input.org_name, orgType: input.org_type, creditCode: input.credit_code, contactName: input.contact_name, contactMobile: input.contact_mobile, address: input.address })
        .where(eq(orgUnit.orgId, orgId));
      return detail(memberId, { orgId, role: 'admin' });
    },

    async memberList(memberId: number, input: { page: number; page_size: number; keyword: string }): Promise<Paged<OrgMember>> {
      const orgId = await adminOrg(db, memberId);
      const kw = input.keyword ? `%${likeEscape(input.keyword)}%` : '';
      const where = and(eq(orgMember.orgId, orgId), kw ? or(ilike(orgMember.realName, kw), ilike(member.mobile, kw), ilike(member.nickname, kw)) : undefined);
      const [c] = await db.select({ n: count() }).from(orgMember).innerJoin(member, eq(member.memberId, orgMember.memberId)).where(where);
      const rows = await db
        .select(memberCols)
        .from(orgMember)
        .innerJoin(member, eq(member.memberId, orgMember.memberId))
        .where(where)
        .orderBy(desc(orgMember.createTime), desc(orgMember.id))
        .limit(input.page_size)
        .offset((input.page - 1) * input.page_size);
      const total = Number(c?.n ?? 0);
      return { list: rows.map(toMember), count: total, page_count: Math.ceil(total / input.page_size) };
    },

    /** Every member of the caller's unit (export). */
    async allMembers(memberId: number): Promise<OrgMember[]> {
      const orgId = await adminOrg(db, memberId);
      const rows = await db.select(memberCols).from(orgMember).innerJoin(member, eq(member.memberId, orgMember.memberId)).where(eq(orgMember.orgId, orgId)).orderBy(orgMember.id);
      return rows.map(toMember);
    },

    async memberAdd(memberId: number, input: { mobile: string; real_name: string }): Promise<OrgMember> {
      const orgId = await adminOrg(db, memberId);
      const added = await db.transaction((tx) => addByMobile(tx, orgId, input.mobile, input.real_name));
      const [row] = await db.select(memberCols).from(orgMember).innerJoin(member, eq(member.memberId, orgMember.memberId)).where(eq(orgMember.memberId, added.memberId));
      return toMember(row);
    },

    async memberKick(memberId: number, target: number): Promise<number> {
      const orgId = await adminOrg(db, memberId);
      if (target === memberId) throw new BusinessError('不能移出自己');
      const removed = await db
        .delete(orgMember)
        .where(and(eq(orgMember.orgId, orgId), eq(orgMember.memberId, target), eq(orgMember.role, 'member')))
        .returning({ id: orgMember.id });
      if (removed.length === 0) throw new BusinessError(ORG_MEMBER_NOT_FOUND, ErrorCode.NOT_FOUND);
      return target;
    },

    /** Members of the unit among these mobiles (import duplicate check). */
    async mobilesInOrg(orgId: number, mobiles: string[]): Promise<Set<string>> {
      if (mobiles.length === 0) return new Set();
      const rows = await db
        .select({ mobile: member.mobile })
        .from(orgMember)
        .innerJoin(member, eq(member.memberId, orgMember.memberId))
        .where(and(eq(orgMember.orgId, orgId), inArray(member.mobile, mobiles)));
      return new Set(rows.map((r) => r.mobile));
    },
  };
}
export type OrgService = ReturnType<typeof createOrgService>;
