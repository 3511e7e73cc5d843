// Tests of console calls: a signed-in actor of any role (its account and role rows made here when the
// seed has none) and a caller that posts with its cookie and CSRF header, as the console gateway does.
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { CONSOLE_CSRF_HEADER, CONSOLE_SESSION_COOKIE, ROLE_DEFINITIONS, type ConsoleRole } from '@mall/rest-contract';
import type { Db } from '../../db/client';
import { consoleAccount, consoleAudit, consoleRole, consoleRoleAction } from '../../db/schema-console';
import { DUMMY_HASH } from '../member/password';
import { startConsoleSession } from '../console/session';

export interface ConsoleCaller {
  role: ConsoleRole;
  accountId: number;
  username: string;
  /** The Cookie header of its session (GET exports send only the cookie). */
  cookie: string;
  /** Posts to a console call as this actor; answers the envelope. */
  call: <T = unknown>(path: string, body?: Record<string, unknown>) => Promise<{ code: number; message: string; data: T }>;
}

/** The role table as ROLE_DEFINITIONS says (rows the seed already made are left alone). */
async function ensureRoles(db: Db) {
  for (const [role, def] of Object.entries(ROLE_DEFINITIONS)) {
    await db.insert(consoleRole).values({ role, name: def.name, scope: def.scope, totpRequired: def.totpRequired }).onConflictDoNothing();
    for (const action of def.actions) await db.insert(consoleRoleAction).values({ role, action }).onConflictDoNothing();
  }
}

/** A session of a `role` account (made once per database, named test_<role>), and its caller; a site role's account belongs to `siteId`. */
export async function consoleCaller(app: FastifyInstance, db: Db, role: ConsoleRole, shopId: number | null = null, siteId: number | null = null): Promise<ConsoleCaller> {
  await ensureRoles(db);
  const username = `test_${role}${shopId ? `_${shopId}` : ''}${siteId ? `_site${siteId}` : ''}`;
  let [account] = await db.select({ id: consoleAccount.accountId }).from(consoleAccount).where(eq(consoleAccount.username, username));
  if (!account) [account] = await db.insert(consoleAccount).values({ username, realName: `测试${ROLE_DEFINITIONS[role].name}`, passwordHash: DUMMY_HASH, role, shopId, siteId }).returning({ id: consoleAccount.accountId });
  const session = await startConsoleSession(db, account.id, '127.0.0.1');
  return {
    role,
    accountId: account.id,
    username,
    cookie: `${CONSOLE_SESSION_COOKIE}=${session.token}`,
    call: async (path, body = {}) => {
      const res = await app.inject({
        method: 'POST',
        url: path,
        payload: body,
        headers: { cookie: `${CONSOLE_SESSION_COOKIE}=${session.token}`, [CONSOLE_CSRF_HEADER]: session.csrfToken },
      });
      return res.json();
    },
  };
}

/** The audit rows an account wrote for `action`, newest first. */
export async function auditRows(db: Db, accountId: number, action: string) {
  return db
    .select()
    .from(consoleAudit)
    .where(and(eq(consoleAudit.accountId, accountId), eq(consoleAudit.action, action)))
    .orderBy(consoleAudit.id);
}
