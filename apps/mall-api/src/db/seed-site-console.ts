// Seed of the branch sites' console accounts: one staff account of the county site 保靖县分站
// (site_id 3) that manages only that site's banners and recommended goods (README "Sites and pages").
// Runs once per database, after the console's roles and the branch sites exist.
import { eq } from 'drizzle-orm';
import type { Db } from './client';
import { markSeeded, seedOnce } from './seed-once';
import { consoleAccount } from './schema-console';
import { website } from './schema';
import { createRng } from './prng';
import { hashPassword } from '../modules/member/password';

const MARKER = 'seed_site_console';

/** The seeded site accounts (documented in the README). Site roles sign in without TOTP. */
export const SEEDED_SITE_ACCOUNTS = [{ username: 'baojing', realName: '彭秀英', role: 'site_editor', siteId: 3, password: 'baojing2026pass' }] as const;

export async function seedSiteConsoleData(db: Db): Promise<Record<string, number>> {
  return seedOnce(db, { marker: MARKER }, async (tx) => {
    const rng = createRng(3131);
    let made = 0;
    for (const a of SEEDED_SITE_ACCOUNTS) {
      const [site] = await tx.select({ id: website.siteId }).from(website).where(eq(website.siteId, a.siteId));
      if (!site) continue;
      const salt = Buffer.from(Array.from({ length: 16 }, () => rng.int(0, 255)));
      await tx.insert(consoleAccount).values({ username: a.username, realName: a.realName, role: a.role, siteId: a.siteId, passwordHash: await hashPassword(a.password, salt) }).onConflictDoNothing();
      made += 1;
    }
    await markSeeded(tx, MARKER);
    return { site_console_account: made };
  });
}
