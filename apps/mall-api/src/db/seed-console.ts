// Seed of the console: the roles and their actions from ROLE_DEFINITIONS (@mall/rest-contract), synced
// on every seed run so a new action reaches existing databases, and once per database one account per
// platform role with a documented password and TOTP secret (README "Console"). A real deployment
// resets both at first use (accounts page: reset password, reset TOTP).
import { ROLE_DEFINITIONS, type PlatformRole, type ShopRole } from '@mall/rest-contract';
import type { Db } from './client';
import { markSeeded, seedOnce } from './seed-once';
import { consoleAccount, consoleRole, consoleRoleAction } from './schema-console';
import { chatServicer } from './schema-chat';
import { shop } from './schema';
import { asc } from 'drizzle-orm';
import { UNUSABLE_PASSWORD } from '../modules/chat/service';
import { createRng } from './prng';
import { hashPassword } from '../modules/member/password';

const MARKER = 'seed_console';
const SHOP_MARKER = 'seed_console_shops';
const KEFU_MARKER = 'seed_console_kefu';

/** The seeded platform accounts: username, password, base32 TOTP secret (documented in the README). */
export const SEEDED_CONSOLE_ACCOUNTS: readonly { username: string; realName: string; role: PlatformRole; password: string; totpSecret: string }[] = [
  { username: 'admin', realName: '周建国', role: 'super_admin', password: 'admin2026pass', totpSecret: 'MALLCONSOLESUPERADMINTOTPSECRETA' },
  { username: 'operator', realName: '李晓燕', role: 'operator', password: 'operator2026pass', totpSecret: 'MALLCONSOLEOPERATORTOTPSECRETAAA' },
  { username: 'finance', realName: '王德明', role: 'finance', password: 'finance2026pass', totpSecret: 'MALLCONSOLEFINANCETOTPSECRETAAAA' },
  { username: 'servicelead', realName: '陈美玲', role: 'service_lead', password: 'service2026pass', totpSecret: 'MALLCONSOLESERVICELEADTOTPSECRET' },
];

/** The shops with seeded staff accounts (ids of seed-data's SHOPS): 保靖黄金茶, 寻乌脐橙, 恩施硒茶. */
export const SEEDED_STAFF_SHOPS = [1, 3, 10] as const;

/** The seeded shop staff of each of SEEDED_STAFF_SHOPS: `shop<id><suffix>` with the role's password (README). */
export const SEEDED_SHOP_STAFF: readonly { suffix: string; realName: string; role: ShopRole; password: string }[] = [
  { suffix: 'owner', realName: '店主', role: 'shop_owner', password: 'owner2026pass' },
  { suffix: 'clerk', realName: '店员', role: 'shop_clerk', password: 'clerk2026pass' },
  { suffix: 'verifier', realName: '核销员', role: 'shop_verifier', password: 'verify2026pass' },
];

/** Every seeded shop has a 客服 `shop<id>kefu` (console login, chat servicer linked to it). */
export const SEEDED_SHOP_KEFU = { suffix: 'kefu', role: 'shop_service', password: 'kefu2026pass', nicknames: ['小芳', '阿香', '小敏'] } as const;

export const shopStaffUsername = (shopId: number, suffix: string) => `shop${shopId}${suffix}`;

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
  // Shop staff have their own marker: databases seeded before shop accounts existed get them too.
  const staff = await seedOnce(db, { marker: SHOP_MARKER }, async (tx) => {
    const rng = createRng(1718);
    const salt = () => Buffer.from(Array.from({ length: 16 }, () => rng.int(0, 255)));
    let n = 0;
    for (const shopId of SEEDED_STAFF_SHOPS) {
      for (const a of SEEDED_SHOP_STAFF) {
        await tx
          .insert(consoleAccount)
          .values({ username: shopStaffUsername(shopId, a.suffix), realName: a.realName, role: a.role, shopId, passwordHash: await hashPassword(a.password, salt()) })
          .onConflictDoNothing();
        n += 1;
      }
    }
    await markSeeded(tx, SHOP_MARKER);
    return { console_shop_account: n };
  });
  // Every shop's 客服: a console account and the chat servicer it answers as, made together. One
  // salted hash serves them all (the password is the same, public in the README).
  const kefu = await seedOnce(db, { marker: KEFU_MARKER }, async (tx) => {
    const rng = createRng(1719);
    const passwordHash = await hashPassword(SEEDED_SHOP_KEFU.password, Buffer.from(Array.from({ length: 16 }, () => rng.int(0, 255))));
    const shops = await tx.select({ siteId: shop.siteId, shortname: shop.shortname, siteName: shop.siteName }).from(shop).orderBy(asc(shop.siteId));
    let n = 0;
    for (const [i, s] of shops.entries()) {
      const username = shopStaffUsername(s.siteId, SEEDED_SHOP_KEFU.suffix);
      const nickname = `${s.shortname || s.siteName.slice(0, 6)}客服${SEEDED_SHOP_KEFU.nicknames[i % SEEDED_SHOP_KEFU.nicknames.length]}`;
      const [account] = await tx
        .insert(consoleAccount)
        .values({ username, realName: nickname.slice(0, 32), role: SEEDED_SHOP_KEFU.role, shopId: s.siteId, passwordHash })
        .onConflictDoNothing()
        .returning();
      if (!account) continue;
      await tx.insert(chatServicer).values({ siteId: s.siteId, username, passwordHash: UNUSABLE_PASSWORD, nickname, consoleAccountId: account.accountId }).onConflictDoNothing();
      n += 1;
    }
    await markSeeded(tx, KEFU_MARKER);
    return { console_shop_kefu: n };
  });
  return { console_role_action: roleActions, ...accounts, ...staff, ...kefu };
}
