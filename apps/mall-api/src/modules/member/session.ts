// Member sessions: the client holds a random token, the database only its sha256 (ARCHITECTURE §4).
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { memberToken } from '../../db/schema';
import type { SessionMember } from '../../http/types';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const newToken = () => randomBytes(32).toString('hex');

const TOKEN_PATTERN = /^[0-9a-f]{64}$/;

export async function findSession(db: Db, token: string | undefined): Promise<SessionMember | null> {
  // Anything that is not one of our tokens cannot match; skip the query.
  if (!token || !TOKEN_PATTERN.test(token)) return null;
  const [row] = await db
    .select({ memberId: memberToken.memberId, tokenId: memberToken.id })
    .from(memberToken)
    .where(and(eq(memberToken.tokenHash, hashToken(token)), eq(memberToken.revoked, false), gt(memberToken.expireTime, new Date())))
    .limit(1);
  return row ?? null;
}

export async function revokeSession(db: Db, token: string | undefined): Promise<boolean> {
  if (!token || !TOKEN_PATTERN.test(token)) return false;
  const rows = await db
    .update(memberToken)
    .set({ revoked: true })
    .where(and(eq(memberToken.tokenHash, hashToken(token)), eq(memberToken.revoked, false)))
    .returning({ id: memberToken.id });
  return rows.length > 0;
}
