// Writes a checked member sheet into the caller's unit: refuses rows whose mobile is
// already in this unit or in another one, then adds every valid row in ONE transaction (bulk
// inserts, so 5,000 rows stay a few statements); with all_or_nothing a single refused row imports
// nothing. Any failure inside the transaction rolls the whole import back.
import { eq, inArray } from 'drizzle-orm';
import type { ImportReport } from '@mall/rest-contract';
import type { Db } from '../../db/client';
import { member } from '../../db/schema';
import { orgMember } from '../../db/schema-org';
import { DUMMY_HASH } from '../member/password';
import type { SheetRow } from './excel';

const CHUNK = 500;
const chunks = <T>(xs: T[]) => Array.from({ length: Math.ceil(xs.length / CHUNK) }, (_, i) => xs.slice(i * CHUNK, (i + 1) * CHUNK));

export async function importRows(db: Db, orgId: number, rows: SheetRow[], allOrNothing: boolean): Promise<ImportReport> {
  const candidates = rows.filter((r) => !r.reason).map((r) => r.mobile);
  // Who already has these mobiles (as mobile or as account name), and in which unit.
  const existing = new Map<string, { memberId: number; orgId: number | null }>();
  const takenNames = new Set<string>();
  for (const part of chunks(candidates)) {
    const found = await db
      .select({ memberId: member.memberId, mobile: member.mobile, username: member.username, orgId: orgMember.orgId })
      .from(member)
      .leftJoin(orgMember, eq(orgMember.memberId, member.memberId))
      .where(inArray(member.mobile, part));
    for (const f of found) existing.set(f.mobile, { memberId: f.memberId, orgId: f.orgId });
    const names = await db.select({ username: member.username, mobile: member.mobile }).from(member).where(inArray(member.username, part));
    for (const n of names) if (n.mobile !== n.username) takenNames.add(n.username);
  }
  const checked = rows.map((r) => {
    if (r.reason) return r;
    const e = existing.get(r.mobile);
    if (e?.orgId === orgId) return { ...r, reason: '已是本单位成员' };
    if (e?.orgId) return { ...r, reason: '该手机号已加入其他单位' };
    if (!e && takenNames.has(r.mobile)) return { ...r, reason: '该手机号已被其他账号用作登录名' };
    return r;
  });
  const refused = checked.filter((r) => r.reason).map(({ row, mobile, real_name, reason }) => ({ row, mobile, real_name, reason }));
  const valid = checked.filter((r) => !r.reason);
  const base = { total: rows.length, refused };
  if (valid.length === 0 || (allOrNothing && refused.length > 0)) return { ...base, imported: 0, created: 0, rolled_back: allOrNothing && refused.length > 0 };

  const created = await db.transaction(async (tx) => {
    const fresh = valid.filter((r) => !existing.has(r.mobile));
    const ids = new Map<string, number>();
    for (const [mobile, e] of existing) ids.set(mobile, e.memberId);
    for (const part of chunks(fresh)) {
      const inserted = await tx
        .insert(member)
        .values(part.map((r) => ({ username: r.mobile, mobile: r.mobile, passwordHash: DUMMY_HASH, nickname: r.real_name })))
        .returning({ id: member.memberId, mobile: member.mobile });
      for (const i of inserted) ids.set(i.mobile, i.id);
    }
    for (const part of chunks(valid)) {
      await tx.insert(orgMember).values(part.map((r) => ({ orgId, memberId: ids.get(r.mobile)!, role: 'member', realName: r.real_name })));
    }
    return fresh.length;
  });
  return { ...base, imported: valid.length, created, rolled_back: false };
}
