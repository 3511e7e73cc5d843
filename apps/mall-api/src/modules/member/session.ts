// Member sessions: the client holds a random token, the database only its sha256 (ARCHITECTURE §4).
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, ne } from 'drizzle-orm';
import type { LoginResult } from '@mall/rest-contract';
import type { Db, Tx } from '../../db/client';
import { member, memberToken } from '../../db/schema';
import { unixSeconds } from '../../http/envelope';
import type { SessionMember } from '../../http/types';
import type { SessionCache } from './session-cache';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const newToken = () => randomBytes(32).toString('hex');

const TOKEN_PATTERN = /^[0-9a-f]{64}$/;

/** The session of `token`: from `cache` when it holds it, else from the database (then cached). */
export async function findSession(db: Db, token: string | undefined, cache?: SessionCache): Promise<SessionMember | null> {
  // Anything that is not one of our tokens cannot match; skip the query.
  if (!token || !TOKEN_PATTERN.test(token)) return null;
  const tokenHash = hashToken(token);
  const cached = await cache?.get(tokenHash);
  if (cached) return cached;
  const [row] = await db
    .select({ memberId: memberToken.memberId, tokenId: memberToken.id, expireTime: memberToken.expireTime })
    .from(memberToken)
    .where(and(eq(memberToken.tokenHash, tokenHash), eq(memberToken.revoked, false), gt(memberToken.expireTime, new Date())))
    .limit(1);
  if (!row) return null;
  const session = { memberId: row.memberId, tokenId: row.tokenId };
  await cache?.set(tokenHash, session, row.expireTime);
  return session;
}

export async function revokeSession(db: Db, token: string | undefined, cache?: SessionCache): Promise<boolean> {
  if (!token || !TOKEN_PATTERN.test(token)) return false;
  const tokenHash = hashToken(token);
  const rows = await db
    .update(memberToken)
    .set({ revoked: true })
    .where(and(eq(memberToken.tokenHash, tokenHash), eq(memberToken.revoked, false)))
    .returning({ id: memberToken.id });
  await cache?.evict([tokenHash]);
  return rows.length > 0;
}

const DAY_MS = 86_400_000;

/**
 * Starts a session for a member who proved who they are (password, SMS code, registration): stores
 * the token's hash for the auto-login days (0 = a browser session, which the server ends after a day)
 * and answers what every login call returns.
 */
export async function startSession(db: Db, memberId: number, autoLogin: number): Promise<LoginResult> {
  const token = newToken();
  const now = new Date();
  const expire = new Date(now.getTime() + (autoLogin || 1) * DAY_MS);
  await db.transaction(async (tx) => {
    await tx.insert(memberToken).values({ memberId, tokenHash: hashToken(token), expireTime: expire, autoLogin });
    await tx.update(member).set({ lastLoginTime: now }).where(eq(member.memberId, memberId));
  });
  return { token, expire_time: autoLogin ? unixSeconds(expire) : 0, auto_login: autoLogin };
}

/** Ends every session of a member, except `keepTokenId` (password reset or change). */
export async function revokeMemberSessions(db: Db | Tx, memberId: number, keepTokenId?: number, cache?: SessionCache): Promise<void> {
  const revoked = await db
    .update(memberToken)
    .set({ revoked: true })
    .where(and(eq(memberToken.memberId, memberId), eq(memberToken.revoked, false), keepTokenId ? ne(memberToken.id, keepTokenId) : undefined))
    .returning({ tokenHash: memberToken.tokenHash });
  await cache?.evict(revoked.map((r) => r.tokenHash));
}
