// Drizzle tables of branch sites, regions and support units. The `website` and `shop`
// tables (schema.ts) are the base; these add what the branch pages, the city chooser and the support
// units need.
import { boolean, index, integer, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { goods, website } from './schema';
import { id, ownedBy, sortKey } from './columns';

const siteRef = () => ownedBy('site_id', () => website.siteId);

/** Where a branch site sits for the city chooser (/change_city): province, initial letter, parent city site. */
export const websiteProfile = pgTable(
  'website_profile',
  {
    siteId: integer('site_id')
      .primaryKey()
      .references(() => website.siteId, { onDelete: 'cascade' }),
    provinceId: integer('province_id').notNull(),
    provinceName: varchar('province_name', { length: 32 }).notNull(),
    /** Upper-case pinyin initial of the site's city or district name (A–Z). */
    initial: varchar('initial', { length: 1 }).notNull(),
    /** Full pinyin and initials of the site's title (湘西州分站: xiangxizhoufenzhan xxzfz), for the city search. */
    pinyin: varchar('pinyin', { length: 255 }).notNull().default(''),
    /** The city site a district site belongs to; 0 for a city site. */
    parentSiteId: integer('parent_site_id').notNull().default(0),
    /** Short welcome line of the region header. */
    welcome: varchar('welcome', { length: 128 }).notNull().default(''),
    shortname: varchar('shortname', { length: 32 }).notNull().default(''),
    /** Off: the site's region hall is absent from /region and its pages answer 404. */
    hallShow: boolean('hall_show').notNull().default(true),
  },
  (t) => [index('website_profile_province_idx').on(t.provinceId), index('website_profile_parent_idx').on(t.parentSiteId)],
);

/** A branch site's banners (/city/api/WebsiteBanner/bannerList). */
export const websiteBanner = pgTable(
  'website_banner',
  {
    bannerId: id('banner_id'),
    siteId: siteRef(),
    title: varchar('title', { length: 64 }).notNull(),
    image: varchar('image', { length: 255 }).notNull(),
    /** A same-site path. */
    url: varchar('url', { length: 255 }).notNull().default(''),
    sort: sortKey(),
  },
  (t) => [index('website_banner_site_idx').on(t.siteId, t.sort)],
);

/** A branch site's recommended goods (/city/api/WebsiteRecommendGoods/recommendGoodsList). */
export const websiteRecommendGoods = pgTable(
  'website_recommend_goods',
  {
    id: id('id'),
    siteId: siteRef(),
    goodsId: ownedBy('goods_id', () => goods.goodsId),
    sort: sortKey(),
  },
  (t) => [uniqueIndex('website_recommend_goods_uq').on(t.siteId, t.goodsId), index('website_recommend_goods_sort_idx').on(t.siteId, t.sort)],
);

/** Support-unit categories, a tree of up to 3 levels. */
export const supportCategory = pgTable(
  'support_category',
  {
    categoryId: id('category_id'),
    pid: integer('pid').notNull().default(0),
    level: smallint('level').notNull(),
    categoryName: varchar('category_name', { length: 64 }).notNull(),
    sort: sortKey(),
  },
  (t) => [index('support_category_pid_idx').on(t.pid, t.sort)],
);

/** Support units (帮扶单位): organisations that support goods of the programme. */
export const supportUnit = pgTable(
  'support_unit',
  {
    supportId: id('support_id'),
    supportName: varchar('support_name', { length: 128 }).notNull(),
    supportLogo: varchar('support_logo', { length: 255 }).notNull().default(''),
    introduction: varchar('introduction', { length: 1000 }).notNull().default(''),
    categoryId: integer('category_id')
      .notNull()
      .references(() => supportCategory.categoryId),
    sort: sortKey(),
    /** Off: absent from /support lists and its page answers 404. */
    isShow: boolean('is_show').notNull().default(true),
  },
  (t) => [index('support_unit_category_idx').on(t.categoryId)],
);

/** The goods a support unit supports. */
export const supportGoods = pgTable(
  'support_goods',
  {
    id: id('id'),
    supportId: ownedBy('support_id', () => supportUnit.supportId),
    goodsId: ownedBy('goods_id', () => goods.goodsId),
    sort: sortKey(),
  },
  (t) => [uniqueIndex('support_goods_uq').on(t.supportId, t.goodsId)],
);
