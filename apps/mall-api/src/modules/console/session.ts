// Console sessions (ARCHITECTURE §4): the browser holds a random token in the HttpOnly `mall_console`
// cookie and a CSRF token in a readable one; the database holds only their sha256. A session ends
// 30 minutes after its last call (idle) or 12 hours after sign-in (absolute), whichever is first.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import { CONSOLE_ABSOLUTE_TIMEOUT_MS, CONSOLE_IDLE_TIMEOUT_MS, isConsoleRole, type ConsoleRole } from '@mall/rest-contract';
import type { Db, Tx } from '../../db/client';
import { consoleAccount, consoleChallenge, consoleRoleAction, consoleSession } from '../../db/schema-console';

export const sha256Hex = (s: string) => createHash('sha256').update(s).digest('hex');
export const randomToken = () => randomBytes(32).toString('hex');
const TOKEN_PATTERN = /^[0-9a-f]{64}$/;

/** Who is calling: the account, its role, the actions the role holds (from the table) and its shop. */
export interface ConsoleActor {
  accountId: number;
  username: string;
  realName: string;
  role: ConsoleRole;
  /** Null for platform accounts; a shop account may touch only this shop's rows. */
  shopId: number | null;
  actions: ReadonlySet<string>;
  sessionId: number;
  sessionExpires: Date;
  totpEnabled: boolean;
}

export interface StartedSession {
  token: string;
  csrfToken: string;
  expires: Date;
}

export async function startConsoleSession(tx: Db | Tx, accountId: number, ip: string, now = new Date()): Promise<StartedSession> {
  const token = randomToken();
  const csrfToken = randomToken();
  const expires = new Date(now.getTime() + CONSOLE_ABSOLUTE_TIMEOUT_MS);
  await tx.insert(consoleSession).values({ accountId, tokenHash: sha256Hex(token), csrfHash: sha256Hex(csrfToken), expireTime: expires, lastSeen: now, ip });
  return { token, csrfToken, expires };
}

export type SessionLookup =
  | { ok: true; actor: ConsoleActor; csrfHash: string }
  | { ok: false; reason: 'none' | 'expired' | 'disabled' };

/** The live session of `token` (not revoked, within both timeouts, account enabled) and its actor. */
export async function findConsoleSession(db: Db | Tx, token: string | undefined, now = new Date()): Promise<SessionLookup> {
  if (!token || !TOKEN_PATTERN.test(token)) return { ok: false, reason: 'none' };
  const [row] = await db
    .select({
      sessionId: consoleSession.id,
      csrfHash: consoleSession.csrfHash,
      expireTime: consoleSession.expireTime,
      lastSeen: consoleSession.lastSeen,
      accountId: consoleAccount.accountId,
      username: consoleAccount.username,
      realName: consoleAccount.realName,
      role: consoleAccount.role,
      shopId: consoleAccount.shopId,
      disabled: consoleAccount.disabled,
      totpSecret: consoleAccount.totpSecret,
    })
    .from(consoleSession)
    .innerJoin(consoleAccount, eq(consoleAccount.accountId, consoleSession.accountId))
    .where(and(eq(consoleSession.tokenHash, sha256Hex(token)), eq(consoleSession.revoked, false)))
    .limit(1);
  if (!row) return { ok: false, reason: 'none' };
  if (row.disabled) return { ok: false, reason: 'disabled' };
  if (row.expireTime <= now || now.getTime() - row.lastSeen.getTime() > CONSOLE_IDLE_TIMEOUT_MS) return { ok: false, reason: 'expired' };
  if (!isConsoleRole(row.role)) return { ok: false, reason: 'none' };
  const actions = await db.select({ action: consoleRoleAction.action }).from(consoleRoleAction).where(eq(consoleRoleAction.role, row.role));
  // The idle clock restarts at most once a minute, not on every call.
  if (now.getTime() - row.lastSeen.getTime() > 60_000) {
    await db.update(consoleSession).set({ lastSeen: now }).where(eq(consoleSession.id, row.sessionId));
  }
  return {
    ok: true,
    csrfHash: row.csrfHash,
    actor: {
      accountId: row.accountId,
      username: row.username,
      realName: row.realName,
      role: row.role,
      shopId: row.shopId,
      actions: new Set(actions.map((a) => a.action)),
      sessionId: row.sessionId,
      sessionExpires: row.expireTime,
      totpEnabled: row.totpSecret !== null,
    },
  };
}

/** Compares the header's CSRF token with the session's, in constant time. */
export function csrfMatches(given: string | undefined, csrfHash: string): boolean {
  if (!given || !TOKEN_PATTERN.test(given)) return false;
  const a = Buffer.from(sha256Hex(given), 'hex');
  const b = Buffer.from(csrfHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

export async function endSession(tx: Db | Tx, sessionId: number): Promise<number> {
  const rows = await tx.update(consoleSession).set({ revoked: true }).where(and(eq(consoleSession.id, sessionId), eq(consoleSession.revoked, false))).returning({ id: consoleSession.id });
  return rows.length;
}

/** Ends every live session of an account (logout everywhere, disable, password reset, role change). */
export async function endAccountSessions(tx: Db | Tx, accountId: number, now = new Date()): Promise<number> {
  const rows = await tx
    .update(consoleSession)
    .set({ revoked: true })
    .where(and(eq(consoleSession.accountId, accountId), eq(consoleSession.revoked, false), gt(consoleSession.expireTime, now)))
    .returning({ id: consoleSession.id });
  return rows.length;
}

/**
 * Housekeeping at each sign-in: sessions and sign-in tickets over a day past their end are dropped
 * (their sign-ins stay in the audit log).
 */
export async function dropOldSessions(tx: Db | Tx): Promise<void> {
  await tx.delete(consoleSession).where(sql`${consoleSession.expireTime} < now() - interval '1 day'`);
  await tx.delete(consoleChallenge).where(sql`${consoleChallenge.expireTime} < now() - interval '1 day'`);
}
