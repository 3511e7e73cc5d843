// Seeds an empty database in ONE transaction; skips when the 'seed' config row exists.
// An advisory lock keeps two instances starting together from seeding twice.
import { eq, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './client';
import { resetIdentity, SEED_LOCK } from './seed-once';
import * as s from './schema';
import { buildSeedData, type SeedData } from './seed-data';
import { createRng } from './prng';
import { hashPassword } from '../modules/member/password';
import { writeSeedImages } from './images';
import { buildCatalogueExtras, scaleGoodsBatches } from './seed-catalogue';
import { seedSearchData, withSearchFields } from './seed-search';
import { rebuildGramFacets } from '../modules/search/facets';

/** Version 2 adds the catalogue issue's data (seed-catalogue.ts) to a version-1 database too. */
export const CATALOGUE_SEED_VERSION = 2;

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

export async function seedDatabase(db: Db, options: { uploadDir?: string; data?: SeedData; scale?: number } = {}): Promise<SeedResult> {
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
      [s.articleClass, data.articleClasses, 'class_id'],
      [s.article, data.articles, 'id'],
      [s.goodsCategory, data.categories, 'category_id'],
      [s.brand, data.brands, 'brand_id'],
      [s.website, data.websites, 'site_id'],
      [s.shop, data.shops, 'site_id'],
      [s.goods, data.goods.map(withSearchFields), 'goods_id'],
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
    Object.assign(counts, await applyCatalogueExtras(tx, data));
    return { seeded: true, counts };
  });
  // A database seeded before version 2 gets the catalogue additions once.
  const upgraded = result.seeded ? false : await upgradeToCatalogue(db, data);
  if (upgraded) Object.assign(result.counts, upgraded);
  Object.assign(result.counts, await (await import('./seed-account')).seedAccountData(db)); // accounts, regions, demo member centre
  Object.assign(result.counts, await (await import('./seed-order')).seedOrderData(db)); // pickup stores, demo order history
  Object.assign(result.counts, await (await import('./seed-chat')).seedChatData(db)); // servicers (kefu<site_id>), demo conversations
  Object.assign(result.counts, await (await import('./seed-org')).seedOrgData(db)); // units, members, voucher stock and vouchers
  Object.assign(result.counts, await (await import('./seed-zone')).seedZoneData(db, options.uploadDir)); // zones, projects, news, meal packages, micro pages
  Object.assign(result.counts, await (await import('./seed-promotion')).seedPromotionData(db)); // seckill slots, group-buys, combos, topics, coupon centre, promo01..03
  Object.assign(result.counts, await (await import('./seed-region')).seedRegionData(db, options.uploadDir)); // branch sites, regions, support units
  Object.assign(result.counts, await (await import('./seed-ranking')).seedRankingData(db)); // shoppers' paid orders; ranking tables computed from all orders
  Object.assign(result.counts, await (await import('./seed-console')).seedConsoleData(db)); // console roles and one account per platform role
  Object.assign(result.counts, await (await import('./seed-shop-apply')).seedShopApplyData(db)); // 开店申请: two waiting, one refused
  Object.assign(result.counts, await (await import('./seed-shop-self')).seedShopSelfData(db)); // 店内分类 of shops 1 and 3
  Object.assign(result.counts, await (await import('./seed-site-console')).seedSiteConsoleData(db)); // the county site 保靖县's staff account
  Object.assign(result.counts, await (await import('./seed-verify')).seedVerifyData(db)); // a virtual goods of shop 1, its verifier member08, the buyer tourist01
  // Files are outside the transaction; they are regenerated from the same data when missing.
  const allImages = [...data.images, ...buildCatalogueExtras(data).images];
  const images = options.uploadDir ? await writeSeedImages(options.uploadDir, allImages, result.seeded || !!upgraded) : 0;
  if (options.scale) Object.assign(result.counts, await seedScale(db, data, options.scale));
  Object.assign(result.counts, await seedSearchData(db)); // pinyin of shops and sites, suggestion terms
  return { ...result, images };
}

async function applyCatalogueExtras(tx: Tx, data: SeedData): Promise<Record<string, number>> {
  const extras = buildCatalogueExtras(data);
  const setContent = async (table: string, idColumn: string, rows: { id: number; content: string }[]) => {
    for (let i = 0; i < rows.length; i += CHUNK) {
      const values = sql.join(
        rows.slice(i, i + CHUNK).map((r) => sql`(${r.id}::int, ${r.content}::text)`),
        sql`, `,
      );
      await tx.execute(sql`update ${sql.identifier(table)} t set content = v.content from (values ${values}) as v(id, content) where t.${sql.identifier(idColumn)} = v.id`);
    }
  };
  await setContent('goods', 'goods_id', extras.goodsContent.map((g) => ({ id: g.goodsId, content: g.content })));
  await setContent('help', 'id', extras.helpContent);
  await setContent('notice', 'id', extras.noticeContent);
  await setContent('article', 'id', extras.articleContent);
  await insertChunked(tx, s.goodsEvaluate, extras.evaluations);
  await resetIdentity(tx, s.goodsEvaluate, 'evaluate_id');
  await insertChunked(tx, s.manjian, extras.manjians);
  await resetIdentity(tx, s.manjian, 'manjian_id');
  await tx
    .update(s.siteConfig)
    .set({ value: { version: CATALOGUE_SEED_VERSION } })
    .where(eq(s.siteConfig.key, 'seed'));
  return { goods_evaluate: extras.evaluations.length, manjian: extras.manjians.length };
}

async function upgradeToCatalogue(db: Db, data: SeedData): Promise<Record<string, number> | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [row] = await tx.select({ value: s.siteConfig.value }).from(s.siteConfig).where(eq(s.siteConfig.key, 'seed'));
    const version = Number((row?.value as { version?: number } | undefined)?.version ?? 0);
    if (!row || version >= CATALOGUE_SEED_VERSION) return null;
    return applyCatalogueExtras(tx, data);
  });
}

/** Goods to add from which seedScale writes the postings in one pass after the load instead of per batch. */
const BULK_POSTINGS_FROM = 50_000;

/**
 * The triggers that keep the search postings in each goods write: goods_keyword_gram (migrations
 * 0003, 0019, 0038) and goods_latin_gram (0040).
 */
const POSTING_TRIGGERS = ['goods_keyword_gram', 'goods_latin_gram'].flatMap((t) => ['insert', 'update', 'delete', 'truncate'].map((op) => `${t}_${op}`));

/** The triggers on goods_keyword_gram that keep goods_gram_facet: off while a bulk load fills the postings. */
const FACET_TRIGGERS = ['insert', 'delete', 'truncate'].map((op) => `goods_gram_facet_${op}`);

/** The search indexes, dropped for a bulk load and built once after it. */
const POSTING_INDEXES = ['goods_keyword_gram_term_idx', 'goods_latin_gram_term_idx', 'goods_search_grams_idx'];

/** Postings of every on-shelf goods after the last goods that has some: what a bulk load left unindexed. */
const FILL_POSTINGS = [
  sql`insert into goods_keyword_gram (gram, goods_id, rank, category_id_1, category_id_2, category_id, brand_id, tag_type, tag_level, default_price, sale_num)
  select t, g.goods_id, goods_search_rank(g.search_text, t), g.category_id_1, g.category_id_2, g.category_id, g.brand_id, g.tag_type, g.tag_level, g.default_price, g.sale_num
  from goods g cross join lateral goods_search_grams(g.search_text) as t
  where g.is_on_shelf and g.goods_id > (select coalesce(max(goods_id), 0) from goods_keyword_gram)`,
  sql`insert into goods_latin_gram (gram, goods_id, text_rank, pinyin_rank, category_id_1, category_id_2, category_id, brand_id, tag_type, tag_level, default_price, sale_num)
  select l.gram, g.goods_id, l.text_rank, l.pinyin_rank, g.category_id_1, g.category_id_2, g.category_id, g.brand_id, g.tag_type, g.tag_level, g.default_price, g.sale_num
  from goods g cross join lateral goods_latin_grams(g.search_text, g.search_pinyin) as l
  where g.is_on_shelf and g.goods_id > (select coalesce(max(goods_id), 0) from goods_latin_gram)`,
];

/**
 * The benchmark catalogue (SEED_SCALE): adds goods with one default sku each until there are `total`
 * goods. Batches of 1000 rows per statement, one transaction per batch (below BULK_POSTINGS_FROM the
 * keyword-gram triggers index each batch in the same statement); resumes after an interrupted run.
 */
export async function seedScale(db: Db, data: SeedData, total: number): Promise<Record<string, number>> {
  const res = (await db.execute(sql`select coalesce(max(goods_id), 0)::int as max from goods`)) as unknown as { rows: { max: number }[] };
  const from = Number(res.rows[0].max) + 1;
  // An interrupted bulk load may have left the posting triggers off, goods without postings, or
  // postings not counted in goods_gram_facet (its triggers still off).
  const facetsOff = await db.execute(sql`select 1 from pg_trigger where tgname = 'goods_gram_facet_insert' and tgenabled = 'D'`);
  for (const trigger of POSTING_TRIGGERS) await db.execute(sql.raw(`alter table goods enable trigger ${trigger}`));
  for (const trigger of FACET_TRIGGERS) await db.execute(sql.raw(`alter table goods_keyword_gram enable trigger ${trigger}`));
  for (const fill of FILL_POSTINGS) await db.execute(fill);
  if ((facetsOff as unknown as { rows: unknown[] }).rows.length > 0) await rebuildGramFacets(db);
  if (from > total) return {};
  const skuBase = data.skus.length;
  // A large load would write ~90 postings per goods through the triggers, each sku's price moving
  // them again: instead the triggers are off for the load, the postings are written in one pass after
  // it, and their wide search index is built once, sorted (as pg_indexes defines it, so this never
  // drifts from the migrations).
  const bulk = total - from >= BULK_POSTINGS_FROM;
  const postingIndexes = bulk
    ? ((await db.execute(sql`select indexname, indexdef from pg_indexes where indexname in (${sql.join(POSTING_INDEXES.map((i) => sql`${i}`), sql`, `)})`)) as unknown as { rows: { indexname: string; indexdef: string }[] }).rows
    : [];
  if (bulk && postingIndexes.length < POSTING_INDEXES.length) {
    throw new Error('a posting table lost its search index in an interrupted bulk load: drop this benchmark database and seed it again');
  }
  for (const index of postingIndexes) await db.execute(sql.raw(`drop index if exists "${index.indexname}"`));
  if (bulk) for (const trigger of POSTING_TRIGGERS) await db.execute(sql.raw(`alter table goods disable trigger ${trigger}`));
  let added = 0;
  try {
    for (const batch of scaleGoodsBatches(data, from, total, skuBase)) {
      await db.transaction(async (tx) => {
        await tx.insert(s.goods).values(batch.goods.map(withSearchFields));
        await tx.insert(s.goodsSku).values(batch.skus);
      });
      added += batch.goods.length;
    }
  } finally {
    for (const trigger of POSTING_TRIGGERS) await db.execute(sql.raw(`alter table goods enable trigger ${trigger}`));
    // The facet counts of a bulk fill: one grouped pass over the postings after it, not the fill's
    // tens of millions of rows handed to a statement trigger.
    if (bulk) for (const trigger of FACET_TRIGGERS) await db.execute(sql.raw(`alter table goods_keyword_gram disable trigger ${trigger}`));
    try {
      for (const fill of FILL_POSTINGS) await db.execute(fill);
      if (bulk) await rebuildGramFacets(db);
    } finally {
      for (const trigger of FACET_TRIGGERS) await db.execute(sql.raw(`alter table goods_keyword_gram enable trigger ${trigger}`));
    }
    for (const index of postingIndexes) await db.execute(sql.raw(index.indexdef.replace(/^CREATE INDEX /, 'CREATE INDEX IF NOT EXISTS ')));
  }
  await db.transaction(async (tx) => {
    await resetIdentity(tx, s.goods, 'goods_id');
    await resetIdentity(tx, s.goodsSku, 'sku_id');
  });
  // Statistics for the planner and a visibility map for index-only scans of the gram postings.
  for (const table of ['goods', 'goods_sku', 'goods_keyword_gram', 'goods_latin_gram', 'goods_gram_facet']) await db.execute(sql.raw(`vacuum analyze ${table}`));
  return { scale_goods: added };
}
