// Seed of the console: the roles and their actions from ROLE_DEFINITIONS (@mall/rest-contract), synced
// on every seed run so a new action reaches existing databases, and once per database one account per
// platform role with a documented password and TOTP secret (README "Console"). A real deployment
// resets both at first use (accounts page: reset password, reset TOTP).
import { ROLE_DEFINITIONS, type PlatformRole } from '@mall/rest-contract';
import type { Db } from './client';
import { markSeeded, seedOnce } from './seed-once';
import { consoleAccount, consoleRole, consoleRoleAction } from './schema-console';
import { createRng } from './prng';
import { hashPassword } from '../modules/member/password';

const MARKER = 'seed_console';

/** The seeded platform accounts: username, password, base32 TOTP secret (documented in the README). */
export const SEEDED_CONSOLE_ACCOUNTS: readonly { username: string; realName: string; role: PlatformRole; password: string; totpSecret: string }[] = [
  { username: 'admin', realName: '周建国', role: 'super_admin', password: 'admin2026pass', totpSecret: 'MALLCONSOLESUPERADMINTOTPSECRETA' },
  { username: 'operator', realName: '李晓燕', role: 'operator', password: 'operator2026pass', totpSecret: 'MALLCONSOLEOPERATORTOTPSECRETAAA' },
  { username: 'finance', realName: '王德明', role: 'finance', password: 'finance2026pass', totpSecret: 'MALLCONSOLEFINANCETOTPSECRETAAAA' },
  { username: 'servicelead', realName: '陈美玲', role: 'service_lead', password: 'service2026pass', totpSecret: 'MALLCONSOLESERVICELEADTOTPSECRET' },
];

/** Inserts missing roles and role actions (never removes: an operator's changes stay). */
export async function syncConsoleRoles(db: Db): Promise<number> {
  const roles = Object.entries(ROLE_DEFINITIONS);
  await db
    .insert(consoleRole)
    .values(roles.map(([role, d]) => ({ role, name: d.name, scope: d.scope, totpRequired: d.totpRequired })))
    .onConflictDoNothing();
  const pairs = roles.flatMap(([role, d]) => d.actions.map((action) => ({ role, action })));
  if (pairs.length > 0) await db.insert(consoleRoleAction).values(pairs).onConflictDoNothing();
  return pairs.length;
}

export async function seedConsoleData(db: Db): Promise<Record<string, number>> {
  const roleActions = await syncConsoleRoles(db);
  const accounts = await seedOnce(db, { marker: MARKER }, async (tx) => {
    const rng = createRng(1717);
    const salt = () => Buffer.from(Array.from({ length: 16 }, () => rng.int(0, 255)));
    for (const a of SEEDED_CONSOLE_ACCOUNTS) {
      await tx.insert(consoleAccount).values({ username: a.username, realName: a.realName, role: a.role, passwordHash: await hashPassword(a.password, salt()), totpSecret: a.totpSecret });
    }
    await markSeeded(tx, MARKER);
    return { console_account: SEEDED_CONSOLE_ACCOUNTS.length };
  });
  return { console_role_action: roleActions, ...accounts };
}
