// Seeds an empty database in ONE transaction; skips when the 'seed' config row exists.
// An advisory lock keeps two instances starting together from seeding twice.
import { eq, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './client';
import * as s from './schema';
import { buildSeedData, type SeedData } from './seed-data';
import { createRng } from './prng';
import { hashPassword } from '../modules/member/password';
import { writeSeedImages } from './images';

const SEED_LOCK = 832_001;
const CHUNK = 500;

export interface SeedResult {
  seeded: boolean;
  counts: Record<string, number>;
  images: number;
}

async function insertChunked(tx: Tx, table: PgTable, rows: Record<string, unknown>[]) {
  for (let i = 0; i < rows.length; i += CHUNK) {
    // Rows are built to match `table`; drizzle's per-table insert types cannot follow a generic table.
    await tx.insert(table).values(rows.slice(i, i + CHUNK) as never);
  }
}

/** Identity columns were given explicit ids: move each sequence past the largest one. */
async function resetIdentity(tx: Tx, table: PgTable, column: string) {
  const name = getTableName(table);
  await tx.execute(
    sql.raw(
      `select setval(pg_get_serial_sequence('"${name}"', '${column}'), coalesce((select max("${column}") from "${name}"), 0) + 1, false)`,
    ),
  );
}

export async function seedDatabase(db: Db, options: { uploadDir?: string; data?: SeedData } = {}): Promise<SeedResult> {
  const data = options.data ?? buildSeedData();
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const done = await tx.select({ key: s.siteConfig.key }).from(s.siteConfig).where(eq(s.siteConfig.key, 'seed'));
    if (done.length > 0) return { seeded: false, counts: {} };

    // Password salts come from the fixed PRNG too, so a reseed is byte-identical.
    const saltRng = createRng(7);
    const members = await Promise.all(
      data.members.map(async ({ password, ...m }) => ({
        ...m,
        passwordHash: await hashPassword(password, Buffer.from(Array.from({ length: 16 }, () => saltRng.int(0, 255)))),
      })),
    );

    const plan: [PgTable, Record<string, unknown>[], string | null][] = [
      [s.siteConfig, data.siteConfig, null],
      [s.advPosition, data.advPositions, 'ap_id'],
      [s.adv, data.advs, 'adv_id'],
      [s.nav, data.navs, 'id'],
      [s.friendlyLink, data.friendlyLinks, 'id'],
      [s.helpClass, data.helpClasses, 'class_id'],
      [s.help, data.helps, 'id'],
      [s.notice, data.notices, 'id'],
      [s.article, data.articles, 'id'],
      [s.goodsCategory, data.categories, 'category_id'],
      [s.brand, data.brands, 'brand_id'],
      [s.website, data.websites, 'site_id'],
      [s.shop, data.shops, 'site_id'],
      [s.goods, data.goods, 'goods_id'],
      [s.goodsSku, data.skus, 'sku_id'],
      [s.floor, data.floors, 'block_id'],
      [s.searchWord, data.searchWords, 'id'],
      [s.memberLevel, data.memberLevels, 'level_id'],
      [s.member, members, 'member_id'],
      [s.cart, data.carts, 'cart_id'],
    ];
    const counts: Record<string, number> = {};
    for (const [table, rows, idColumn] of plan) {
      await insertChunked(tx, table, rows);
      if (idColumn) await resetIdentity(tx, table, idColumn);
      counts[getTableName(table)] = rows.length;
    }
    return { seeded: true, counts };
  });
  // Files are outside the transaction; they are regenerated from the same data when missing.
  const images = options.uploadDir ? await writeSeedImages(options.uploadDir, data.images, result.seeded) : 0;
  return { ...result, images };
}
