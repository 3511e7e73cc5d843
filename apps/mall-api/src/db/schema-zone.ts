// Drizzle tables of the assistance zones, projects, news, meal packages and DIY micro pages.
// Money is integer fen; times timestamptz. A zone is a curated landing page (/promotion/redarea …,
// and the fresh hall /ourfresh); its goods carry the tab they show under and the province they come from.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { goodsSku } from './schema';
import { createTime, id, ownedBy, shown, sortKey, statusOn, ts } from './columns';


/** A zone landing page; `code` is its route name (redarea, special, residencyhelp, …, fresh). */
export const zone = pgTable(
  'zone',
  {
    zoneId: id('zone_id'),
    code: varchar('code', { length: 32 }).notNull(),
    title: varchar('title', { length: 64 }).notNull(),
    subtitle: varchar('subtitle', { length: 128 }).notNull().default(''),
    banner: varchar('banner', { length: 255 }).notNull().default(''),
    introduction: text('introduction').notNull().default(''),
    /** A short note under the banner (the fresh hall's delivery note). */
    notice: varchar('notice', { length: 255 }).notNull().default(''),
    /** 'region' (tabs are provinces) or 'category'. */
    tabKind: varchar('tab_kind', { length: 16 }).notNull().default('category'),
    sort: sortKey(),
  },
  (t) => [uniqueIndex('zone_code_uq').on(t.code)],
);

/** The goods of a zone, in order, each under one tab; `province` filters /redarea/hunan etc. */
export const zoneGoods = pgTable(
  'zone_goods',
  {
    id: id('id'),
    zoneId: ownedBy('zone_id', () => zone.zoneId),
    skuId: ownedBy('sku_id', () => goodsSku.skuId),
    tab: varchar('tab', { length: 32 }).notNull(),
    province: varchar('province', { length: 32 }).notNull().default(''),
    sort: sortKey(),
  },
  (t) => [uniqueIndex('zone_goods_uq').on(t.zoneId, t.skuId), index('zone_goods_order_idx').on(t.zoneId, t.sort, t.id), index('zone_goods_province_idx').on(t.zoneId, t.province)],
);

/** Poverty-alleviation projects (/promotion/projectList). */
export const assistProject = pgTable(
  'assist_project',
  {
    projectId: id('project_id'),
    title: varchar('title', { length: 128 }).notNull(),
    place: varchar('place', { length: 128 }).notNull(),
    beneficiaries: integer('beneficiaries').notNull().default(0),
    targetAmount: integer('target_amount').notNull(),
    raisedAmount: integer('raised_amount').notNull().default(0),
    /** 0 preparing, 1 in progress, 2 completed. */
    status: statusOn(),
    cover: varchar('cover', { length: 255 }).notNull().default(''),
    images: jsonb('images').$type<string[]>().notNull(),
    summary: varchar('summary', { length: 255 }).notNull().default(''),
    content: text('content').notNull().default(''),
    skuIds: jsonb('sku_ids').$type<number[]>().notNull(),
    sort: sortKey(),
    /** Off: absent from /promotion/projectList and its page answers 404. */
    isShow: shown(),
    createTime: createTime(),
  },
  (t) => [index('assist_project_order_idx').on(t.sort, t.projectId), check('assist_project_money_chk', sql`${t.targetAmount} > 0 and ${t.raisedAmount} >= 0`)],
);

/** Assistance news (/promotion/newsInformation). */
export const assistNews = pgTable(
  'assist_news',
  {
    newsId: id('news_id'),
    title: varchar('title', { length: 128 }).notNull(),
    cover: varchar('cover', { length: 255 }).notNull().default(''),
    summary: varchar('summary', { length: 255 }).notNull().default(''),
    source: varchar('source', { length: 64 }).notNull().default(''),
    content: text('content').notNull().default(''),
    createTime: createTime(),
  },
  (t) => [index('assist_news_time_idx').on(t.createTime.desc(), t.newsId)],
);

/** Meal packages (/promotion/mealplan): a set of skus for N people at a package price. */
export const mealPackage = pgTable(
  'meal_package',
  {
    packageId: id('package_id'),
    title: varchar('title', { length: 64 }).notNull(),
    people: smallint('people').notNull(),
    image: varchar('image', { length: 255 }).notNull().default(''),
    description: varchar('description', { length: 255 }).notNull().default(''),
    packagePrice: integer('package_price').notNull(),
    items: jsonb('items').$type<{ skuId: number; num: number }[]>().notNull(),
    isShow: shown(),
    sort: sortKey(),
  },
  (t) => [check('meal_package_chk', sql`${t.packagePrice} > 0 and ${t.people} > 0`)],
);

/**
 * DIY micro pages (/promotion/pcdiy?id=): a JSON list of components, validated when read. `components`
 * is what the storefront shows (while is_show); the console edits `draft` (null: no change since the
 * last publish) and publishing copies it over.
 */
export const diyPage = pgTable('diy_page', {
  pageId: id('page_id'),
  title: varchar('title', { length: 64 }).notNull(),
  components: jsonb('components').$type<unknown[]>().notNull(),
  draft: jsonb('draft').$type<unknown[]>(),
  isShow: shown(),
  publishedTime: ts('published_time'),
  updateTime: createTime(),
});
