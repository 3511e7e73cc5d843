import { and, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { member, memberLevel } from '../../db/schema';

/** An active member by username or mobile (login accepts either). */
export async function findMemberForLogin(db: Db, account: string) {
  const [row] = await db
    .select({ memberId: member.memberId, passwordHash: member.passwordHash })
    .from(member)
    .where(and(or(eq(member.username, account), eq(member.mobile, account)), eq(member.status, 1)))
    .orderBy(member.memberId)
    .limit(1);
  return row ?? null;
}

/** Who a member is, as the member answers show it first: id, names, picture and mobile. */
export const memberIdentityColumns = {
  member_id: member.memberId,
  username: member.username,
  nickname: member.nickname,
  headimg: member.headimg,
  mobile: member.mobile,
};

export async function memberInfoRow(db: Db, memberId: number) {
  const [row] = await db
    .select({
      ...memberIdentityColumns,
      member_level_name: memberLevel.levelName,
      balance: member.balance,
      point: member.point,
    })
    .from(member)
    .leftJoin(memberLevel, eq(memberLevel.levelId, member.levelId))
    .where(eq(member.memberId, memberId));
  return row ?? null;
}
