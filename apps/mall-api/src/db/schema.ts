// Drizzle schema of mall-api. Money columns are integer fen (ARCHITECTURE §5); times are timestamptz.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  primaryKey,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createTime, id, ownedBy, runsBetween, shown, sortKey, statusOn, ts } from './columns';
import { goodsSearchColumns, goodsSearchIndexes } from './search-columns';


/** Singleton settings by key (site_info, copyright, default_images, servicer, float_layer, seed). */
export const siteConfig = pgTable('site_config', {
  key: varchar('key', { length: 64 }).primaryKey(),
  value: jsonb('value').notNull(),
  updateTime: ts('update_time').notNull().defaultNow(),
});

export const advPosition = pgTable('adv_position', {
  apId: id('ap_id'),
  apName: varchar('ap_name', { length: 64 }).notNull(),
  keyword: varchar('keyword', { length: 64 }).notNull().unique(),
  isState: smallint('is_state').notNull().default(1),
  apWidth: integer('ap_width').notNull().default(0),
  apHeight: integer('ap_height').notNull().default(0),
  background: varchar('background', { length: 32 }).notNull().default(''),
  /** How the storefront shows the position: 'banner' (the first advert, closable) or 'carousel'. */
  kind: varchar('kind', { length: 16 }).notNull().default('carousel'),
});

export const adv = pgTable(
  'adv',
  {
    advId: id('adv_id'),
    apId: ownedBy('ap_id', () => advPosition.apId),
    advTitle: varchar('adv_title', { length: 128 }).notNull(),
    advImage: varchar('adv_image', { length: 255 }).notNull(),
    advUrl: text('adv_url').notNull().default('{"url":""}'),
    background: varchar('background', { length: 32 }).notNull().default(''),
    sort: sortKey(),
    /** The operator's switch: a hidden advert is nowhere on the storefront. */
    isShow: shown(),
    /** Shown from / until (either open when null). */
    startTime: ts('start_time'),
    endTime: ts('end_time'),
  },
  (t) => [
    index('adv_ap_sort_idx').on(t.apId, t.sort),
    check('adv_time_chk', sql`${t.startTime} IS NULL OR ${t.endTime} IS NULL OR ${t.startTime} < ${t.endTime}`),
  ],
);

export const nav = pgTable(
  'nav',
  {
    id: id('id'),
    navTitle: varchar('nav_title', { length: 64 }).notNull(),
    navUrl: text('nav_url').notNull(),
    isBlank: smallint('is_blank').notNull().default(0),
    isShow: shown(),
    sort: sortKey(),
  },
  (t) => [index('nav_sort_idx').on(t.sort)],
);

export const friendlyLink = pgTable(
  'friendly_link',
  {
    id: id('id'),
    linkTitle: varchar('link_title', { length: 64 }).notNull(),
    linkPic: varchar('link_pic', { length: 255 }).notNull().default(''),
    linkUrl: varchar('link_url', { length: 512 }).notNull(),
    isBlank: smallint('is_blank').notNull().default(1),
    isShow: shown(),
    sort: sortKey(),
  },
  (t) => [index('friendly_link_sort_idx').on(t.sort)],
);

export const helpClass = pgTable('help_class', {
  classId: id('class_id'),
  className: varchar('class_name', { length: 64 }).notNull(),
  sort: sortKey(),
});

export const help = pgTable(
  'help',
  {
    id: id('id'),
    classId: ownedBy('class_id', () => helpClass.classId),
    title: varchar('title', { length: 128 }).notNull(),
    content: text('content').notNull().default(''),
    sort: sortKey(),
    createTime: createTime(),
  },
  (t) => [index('help_class_sort_idx').on(t.classId, t.sort)],
);

export const notice = pgTable(
  'notice',
  {
    id: id('id'),
    title: varchar('title', { length: 128 }).notNull(),
    content: text('content').notNull().default(''),
    isTop: boolean('is_top').notNull().default(false),
    /** Published: the storefront shows only these (the console publishes and withdraws). */
    isShow: boolean('is_show').notNull().default(true),
    createTime: createTime(),
  },
  (t) => [index('notice_create_time_idx').on(t.createTime), index('notice_list_idx').on(t.isTop.desc(), t.createTime.desc(), t.id.desc())],
);

/** Article classes: /cms/article/listother-{class_id} lists one class's articles. */
export const articleClass = pgTable('article_class', {
  classId: id('class_id'),
  className: varchar('class_name', { length: 64 }).notNull(),
  sort: sortKey(),
});

export const article = pgTable(
  'article',
  {
    id: id('id'),
    /** Null: in no class (shown only in the list of all articles). A class with articles is not deleted. */
    classId: integer('class_id').references(() => articleClass.classId, { onDelete: 'restrict' }),
    title: varchar('title', { length: 128 }).notNull(),
    cover: varchar('cover', { length: 255 }).notNull().default(''),
    summary: varchar('summary', { length: 255 }).notNull().default(''),
    content: text('content').notNull().default(''),
    createTime: createTime(),
  },
  (t) => [
    index('article_create_time_idx').on(t.createTime),
    index('article_list_idx').on(t.createTime.desc(), t.id.desc()),
    index('article_class_list_idx').on(t.classId, t.createTime.desc(), t.id.desc()),
  ],
);

export const goodsCategory = pgTable(
  'goods_category',
  {
    categoryId: id('category_id'),
    /** 0 for level 1. */
    pid: integer('pid').notNull().default(0),
    level: smallint('level').notNull(),
    categoryName: varchar('category_name', { length: 64 }).notNull(),
    image: varchar('image', { length: 255 }).notNull().default(''),
    image1: varchar('image1', { length: 255 }).notNull().default(''),
    isShow: shown(),
    sort: sortKey(),
  },
  (t) => [index('goods_category_pid_idx').on(t.pid, t.sort), check('goods_category_level_chk', sql`${t.level} between 1 and 3`)],
);

export const brand = pgTable('brand', {
  brandId: id('brand_id'),
  brandName: varchar('brand_name', { length: 64 }).notNull(),
  imageUrl: varchar('image_url', { length: 255 }).notNull().default(''),
  isRecommend: boolean('is_recommend').notNull().default(false),
  sort: sortKey(),
});

/** Branch (city / district) websites of SPEC §3 "Website" and "City detail". */
export const website = pgTable('website', {
  siteId: id('site_id'),
  title: varchar('title', { length: 64 }).notNull(),
  logo: varchar('logo', { length: 255 }).notNull().default(''),
  /** 1 city site, 2 district site. */
  websiteType: smallint('website_type').notNull(),
  siteAreaId: integer('site_area_id').notNull().default(0),
  webDomain: varchar('web_domain', { length: 128 }).notNull().default(''),
  isBackIndex: smallint('is_back_index').notNull().default(1),
  webQrcode: varchar('web_qrcode', { length: 255 }).notNull().default(''),
  sort: sortKey(),
  /** Off: the site is absent from the city chooser and its pages answer 404 (the console's 显示 switch). */
  isShow: boolean('is_show').notNull().default(true),
});

/** Shops are "sites" in the storefront's vocabulary (goods.site_id). */
export const shop = pgTable(
  'shop',
  {
    siteId: id('site_id'),
    siteName: varchar('site_name', { length: 128 }).notNull(),
    shortname: varchar('shortname', { length: 64 }).notNull().default(''),
    avatar: varchar('avatar', { length: 255 }).notNull().default(''),
    logo: varchar('logo', { length: 255 }).notNull().default(''),
    websiteId: integer('website_id').references(() => website.siteId, { onDelete: 'set null' }),
    province: varchar('province', { length: 32 }).notNull().default(''),
    address: varchar('address', { length: 255 }).notNull().default(''),
    telephone: varchar('telephone', { length: 32 }).notNull().default(''),
    isOpen: boolean('is_open').notNull().default(true),
    /** Poverty-area certification of the shop (2/3/4, 0 none): its goods' default tag_level. */
    tagLevel: smallint('tag_level').notNull().default(0),
    banner: varchar('banner', { length: 255 }).notNull().default(''),
    introduction: varchar('introduction', { length: 500 }).notNull().default(''),
    /** Full pinyin and initials of the names, for the shop search (modules/search/text.ts). */
    searchPinyin: text('search_pinyin').notNull().default(''),
    createTime: createTime(),
  },
  (t) => [index('shop_website_idx').on(t.websiteId)],
);

export const goods = pgTable(
  'goods',
  {
    goodsId: id('goods_id'),
    goodsName: varchar('goods_name', { length: 255 }).notNull(),
    siteId: integer('site_id')
      .notNull()
      .references(() => shop.siteId),
    categoryId: integer('category_id')
      .notNull()
      .references(() => goodsCategory.categoryId),
    categoryId1: integer('category_id_1').notNull(),
    categoryId2: integer('category_id_2').notNull(),
    brandId: integer('brand_id').references(() => brand.brandId, { onDelete: 'set null' }),
    /** The shop's own category (its storefront page's tree); null when the shop files it nowhere. */
    shopCategoryId: integer('shop_category_id'),
    /** Image paths, first one is the main image. */
    goodsImage: jsonb('goods_image').$type<string[]>().notNull(),
    introduction: varchar('introduction', { length: 255 }).notNull().default(''),
    content: text('content').notNull().default(''),
    /** 1 new, 2 premium, 3 recommended (SPEC §3). */
    recommendWay: smallint('recommend_way').notNull().default(0),
    /** 1 = '832' platform product. */
    tagType: smallint('tag_type').notNull().default(0),
    /** 2/3/4 = province/city/county poverty-certified; 0 none. */
    tagLevel: smallint('tag_level').notNull().default(0),
    isOnShelf: boolean('is_on_shelf').notNull().default(true),
    /** Virtual goods (tickets, vouchers): no delivery; paying issues a code the shop's verifier redeems. */
    isVirtual: boolean('is_virtual').notNull().default(false),
    saleNum: integer('sale_num').notNull().default(0),
    sort: sortKey(),
    /**
     * The default sku's discount price, kept by the goods_sku trigger of migration 0015: the goods
     * list sorts and filters by price from goods' own indexes, without joining every sku.
     */
    defaultPrice: integer('default_price').notNull().default(0),
    /** Words shoppers search by that the name lacks (奇异果 for 猕猴桃), space-separated; matched like the name. */
    keywords: varchar('keywords', { length: 255 }).notNull().default(''),
    ...goodsSearchColumns(),
    createTime: createTime(),
  },
  (t) => [
    index('goods_category_idx').on(t.categoryId),
    index('goods_category1_idx').on(t.categoryId1),
    index('goods_category2_idx').on(t.categoryId2),
    index('goods_site_idx').on(t.siteId),
    // The shop console's goods list: a shop's goods on or off the shelf, newest first.
    index('goods_site_shelf_idx').on(t.siteId, t.isOnShelf, t.goodsId.desc()),
    index('goods_brand_idx').on(t.brandId),
    // Keyword search with LIKE '%…%' on Chinese names (TOOLCHAIN "Data and server").
    index('goods_name_trgm_idx').using('gin', t.goodsName.op('gin_trgm_ops')),
    // The goods list's filters and sorts (modules/catalogue/search.ts).
    index('goods_sort_idx').on(t.sort, t.goodsId),
    index('goods_sale_idx').on(t.saleNum.desc(), t.goodsId),
    index('goods_create_time_idx').on(t.createTime.desc(), t.goodsId),
    index('goods_tag_idx').on(t.tagType, t.tagLevel),
    index('goods_recommend_idx').on(t.recommendWay, t.saleNum.desc()),
    // A category's list in each sort: the index walk stops after one page, and the count is
    // an index-only scan. On-shelf goods only, as the list shows.
    ...(
      [
        ['1', t.categoryId1],
        ['2', t.categoryId2],
        ['3', t.categoryId],
      ] as const
    ).flatMap(([level, column]) => [
      index(`goods_cat${level}_composite_idx`).on(column, t.sort, t.goodsId).where(sql`${t.isOnShelf}`),
      index(`goods_cat${level}_sale_idx`).on(column, t.saleNum.desc(), t.goodsId).where(sql`${t.isOnShelf}`),
      index(`goods_cat${level}_price_idx`).on(column, t.defaultPrice, t.goodsId).where(sql`${t.isOnShelf}`),
      index(`goods_cat${level}_new_idx`).on(column, t.createTime.desc(), t.goodsId).where(sql`${t.isOnShelf}`),
    ]),
    index('goods_price_idx').on(t.defaultPrice, t.goodsId).where(sql`${t.isOnShelf}`),
    ...goodsSearchIndexes(t),
  ],
);

/**
 * The goods' columns a posting carries, so that a search's filters, facets and sorts read the posting
 * index alone; the goods triggers copy them. A function: each table needs builders of its own.
 */
const postingListedColumns = () => ({
    categoryId1: integer('category_id_1').notNull().default(0),
    categoryId2: integer('category_id_2').notNull().default(0),
    categoryId: integer('category_id').notNull().default(0),
    brandId: integer('brand_id'),
    tagType: smallint('tag_type').notNull().default(0),
    tagLevel: smallint('tag_level').notNull().default(0),
    defaultPrice: integer('default_price').notNull().default(0),
    saleNum: integer('sale_num').notNull().default(0),
});

/** A gram of one, two or three characters, compared by code point (collation "C"). */
const gramText = customType<{ data: string }>({ dataType: () => 'varchar(3) COLLATE "C"' });

/**
 * The postings of goods search: one row per distinct character, bigram and trigram of an on-shelf
 * goods' search_text, with the term's relevance rank and the goods' listed columns, so a one-term
 * search of 1 to 3 characters is read from goods_keyword_gram_term_idx alone. Kept by statement
 * triggers on goods (migrations 0003, 0019, 0038, 0039) in the goods write's own transaction.
 */
export const goodsKeywordGram = pgTable(
  'goods_keyword_gram',
  {
    gram: gramText('gram').notNull(),
    goodsId: integer('goods_id').notNull(),
    rank: smallint('rank').notNull().default(3),
    ...postingListedColumns(),
  },
  (t) => [index('goods_keyword_gram_goods_idx').on(t.goodsId)],
);

/** A latin key of up to ten letters and digits, compared by code point (collation "C"). */
const latinGramText = customType<{ data: string }>({ dataType: () => 'varchar(10) COLLATE "C"' });

/**
 * The latin postings of goods search: one row per distinct key of an on-shelf goods' search_text and
 * search_pinyin (a run of letters and digits from a pinyin initial, migration 0040), with the rank of
 * a term that starts the key in each column and the listed columns, so a one-term pinyin or initials search is a
 * range of goods_latin_gram_term_idx. Kept by statement triggers on goods like goods_keyword_gram.
 */
export const goodsLatinGram = pgTable(
  'goods_latin_gram',
  {
    gram: latinGramText('gram').notNull(),
    goodsId: integer('goods_id').notNull(),
    /** The rank of a term starting the key in search_text and in search_pinyin; 9 not there. */
    textRank: smallint('text_rank').notNull().default(9),
    pinyinRank: smallint('pinyin_rank').notNull().default(9),
    ...postingListedColumns(),
  },
  (t) => [index('goods_latin_gram_goods_idx').on(t.goodsId)],
);

/** A facet's one-letter code, PostgreSQL's one-byte "char". */
const facetCode = customType<{ data: string }>({ dataType: () => '"char"' });

/**
 * Facet counts per gram: the on-shelf goods holding the gram with each value of a facet (c leaf
 * category, b brand, t tag_type, l tag_level, p price band), so a one-term search without filters
 * counts and facets from a gram's few hundred rows. Statement triggers on goods_keyword_gram's inserts
 * and deletes, and the goods update trigger for a change of a faceted column, append each write's net
 * change (folded false, possibly negative); the search refresh folds them (migrations 0041, 0043,
 * modules/search/facets.ts). Which values a goods counts is said once, by the SQL function
 * goods_facet_keys (migration 0044).
 */
export const goodsGramFacet = pgTable(
  'goods_gram_facet',
  {
    gram: gramText('gram').notNull(),
    facet: facetCode('facet').notNull(),
    value: integer('value').notNull(),
    goods: integer('goods').notNull(),
    folded: boolean('folded').notNull().default(false),
  },
  (t) => [index('goods_gram_facet_gram_idx').on(t.gram)],
);

/**
 * Facet counts per gram under a filter: the on-shelf goods holding the gram at each rank with each
 * combination of the faceted columns, so a one-term search with a category, brand, tag or price band
 * chosen counts its facets (grouping sets of the rows meeting the filter) and finds the lowest rank
 * holding such goods from a gram's rows, not from every posting. Kept and folded as goods_gram_facet is
 * (migrations 0045–0047; the index on (gram, rank) also carries every other column, which drizzle
 * cannot say).
 */
export const goodsGramCube = pgTable(
  'goods_gram_cube',
  {
    gram: gramText('gram').notNull(),
    categoryId1: integer('category_id_1').notNull(),
    categoryId2: integer('category_id_2').notNull(),
    categoryId: integer('category_id').notNull(),
    brandId: integer('brand_id'),
    tagType: smallint('tag_type').notNull(),
    tagLevel: smallint('tag_level').notNull(),
    band: smallint('band').notNull(),
    rank: smallint('rank').notNull().default(3),
    goods: integer('goods').notNull(),
    folded: boolean('folded').notNull().default(false),
  },
  (t) => [index('goods_gram_cube_gram_idx').on(t.gram, t.rank), index('goods_gram_cube_unfolded_idx').on(t.gram).where(sql`NOT ${t.folded}`)],
);

/**
 * On-shelf goods per category: level 1, 2 or 3 (goods.category_id_1, category_id_2, category_id) and
 * the category's id. Kept by statement triggers on goods (migration 0016) in the goods write's own
 * transaction, so the goods list's total for a category, or for all goods (the sum of level 1), is
 * one row away instead of a count of the category's index.
 */
export const goodsCategoryCount = pgTable(
  'goods_category_count',
  {
    level: smallint('level').notNull(),
    categoryId: integer('category_id').notNull(),
    goods: integer('goods').notNull(),
  },
  (t) => [primaryKey({ name: 'goods_category_count_pk', columns: [t.level, t.categoryId] })],
);

export const goodsSku = pgTable(
  'goods_sku',
  {
    skuId: id('sku_id'),
    goodsId: ownedBy('goods_id', () => goods.goodsId),
    /** Spec label alone, e.g. "5斤装"; sku_name in the API is goods name + spec. */
    specName: varchar('spec_name', { length: 64 }).notNull(),
    skuImage: varchar('sku_image', { length: 255 }).notNull(),
    price: integer('price').notNull(),
    discountPrice: integer('discount_price').notNull(),
    stock: integer('stock').notNull().default(0),
    saleNum: integer('sale_num').notNull().default(0),
    isDefault: boolean('is_default').notNull().default(false),
    sort: sortKey(),
  },
  (t) => [
    index('goods_sku_goods_idx').on(t.goodsId),
    // One default sku per goods: the goods list shows it, and sorts by its price.
    uniqueIndex('goods_sku_default_uq').on(t.goodsId).where(sql`${t.isDefault}`),
    index('goods_sku_default_price_idx').on(t.discountPrice, t.goodsId).where(sql`${t.isDefault}`),
    check('goods_sku_money_chk', sql`${t.price} >= 0 and ${t.discountPrice} >= 0 and ${t.stock} >= 0`),
  ],
);

/** Home floors. `value` holds images and the ids of linked skus, categories and brands. */
export const floor = pgTable('floor', {
  blockId: id('block_id'),
  style: smallint('style').notNull(),
  title: varchar('title', { length: 64 }).notNull(),
  value: jsonb('value').$type<FloorValue>().notNull(),
  isShow: shown(),
  sort: sortKey(),
});
export interface FloorValue {
  leftImg?: { url: string; link: string };
  bottomImg?: { url: string; link: string };
  images?: { url: string; link: string }[];
  skuIds: number[];
  categoryIds?: number[];
  brandIds?: number[];
}

export const searchWord = pgTable(
  'search_word',
  {
    id: id('id'),
    word: varchar('word', { length: 50 }).notNull(),
    /** 'hot' for the hot list, 'default' for the input placeholder. */
    kind: varchar('kind', { length: 16 }).notNull(),
    sort: sortKey(),
  },
  (t) => [index('search_word_kind_idx').on(t.kind, t.sort)],
);

export const memberLevel = pgTable('member_level', {
  levelId: id('level_id'),
  levelName: varchar('level_name', { length: 32 }).notNull(),
  growth: integer('growth').notNull().default(0),
});

export const member = pgTable(
  'member',
  {
    memberId: id('member_id'),
    username: varchar('username', { length: 64 }).notNull(),
    mobile: varchar('mobile', { length: 16 }).notNull().default(''),
    /** scrypt$N$r$p$salt$hash, see modules/member/password.ts. */
    passwordHash: varchar('password_hash', { length: 255 }).notNull(),
    nickname: varchar('nickname', { length: 64 }).notNull().default(''),
    headimg: varchar('headimg', { length: 255 }).notNull().default(''),
    balance: integer('balance').notNull().default(0),
    point: integer('point').notNull().default(0),
    levelId: integer('level_id').references(() => memberLevel.levelId, { onDelete: 'set null' }),
    status: statusOn(),
    createTime: createTime(),
    lastLoginTime: ts('last_login_time'),
  },
  (t) => [
    uniqueIndex('member_username_uq').on(t.username),
    // Several members may have no mobile yet; only real numbers must be unique.
    uniqueIndex('member_mobile_uq').on(t.mobile).where(sql`${t.mobile} <> ''`),
  ],
);

/** Login sessions. Only the sha256 of the token is stored (ARCHITECTURE §4). */
export const memberToken = pgTable(
  'member_token',
  {
    id: id('id'),
    memberId: ownedBy('member_id', () => member.memberId),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    expireTime: ts('expire_time').notNull(),
    revoked: boolean('revoked').notNull().default(false),
    autoLogin: integer('auto_login').notNull().default(0),
    createTime: createTime(),
  },
  (t) => [uniqueIndex('member_token_hash_uq').on(t.tokenHash), index('member_token_member_idx').on(t.memberId)],
);

/** Image captchas live in the database so any instance can check them. */
export const captcha = pgTable(
  'captcha',
  {
    id: varchar('id', { length: 64 }).primaryKey(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    expireTime: ts('expire_time').notNull(),
    used: boolean('used').notNull().default(false),
    createTime: createTime(),
  },
  (t) => [index('captcha_expire_idx').on(t.expireTime)],
);

export const cart = pgTable(
  'cart',
  {
    cartId: id('cart_id'),
    memberId: ownedBy('member_id', () => member.memberId),
    skuId: ownedBy('sku_id', () => goodsSku.skuId),
    num: integer('num').notNull(),
    createTime: createTime(),
  },
  (t) => [uniqueIndex('cart_member_sku_uq').on(t.memberId, t.skuId), check('cart_num_chk', sql`${t.num} > 0`)],
);

/** A member's collected goods ("my follows"); one row per goods. */
export const goodsCollect = pgTable(
  'goods_collect',
  {
    collectId: id('collect_id'),
    memberId: ownedBy('member_id', () => member.memberId),
    goodsId: ownedBy('goods_id', () => goods.goodsId),
    skuId: ownedBy('sku_id', () => goodsSku.skuId),
    createTime: createTime(),
  },
  (t) => [uniqueIndex('goods_collect_member_goods_uq').on(t.memberId, t.goodsId), index('goods_collect_member_time_idx').on(t.memberId, t.createTime.desc())],
);

/** Footprint: the latest visit of each goods by a member. */
export const goodsBrowse = pgTable(
  'goods_browse',
  {
    id: id('id'),
    memberId: ownedBy('member_id', () => member.memberId),
    goodsId: ownedBy('goods_id', () => goods.goodsId),
    skuId: ownedBy('sku_id', () => goodsSku.skuId),
    browseTime: ts('browse_time').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('goods_browse_member_goods_uq').on(t.memberId, t.goodsId), index('goods_browse_member_time_idx').on(t.memberId, t.browseTime.desc())],
);

/** Goods evaluations. explain_type: 1 good, 2 medium, 3 bad. */
export const goodsEvaluate = pgTable(
  'goods_evaluate',
  {
    evaluateId: id('evaluate_id'),
    goodsId: ownedBy('goods_id', () => goods.goodsId),
    skuId: ownedBy('sku_id', () => goodsSku.skuId),
    memberId: integer('member_id').references(() => member.memberId, { onDelete: 'set null' }),
    memberName: varchar('member_name', { length: 64 }).notNull(),
    memberHeadimg: varchar('member_headimg', { length: 255 }).notNull().default(''),
    content: varchar('content', { length: 1000 }).notNull(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    hasImage: boolean('has_image').notNull().default(false),
    scores: smallint('scores').notNull(),
    explainType: smallint('explain_type').notNull(),
    againContent: varchar('again_content', { length: 1000 }).notNull().default(''),
    explainFirst: varchar('explain_first', { length: 1000 }).notNull().default(''),
    isShow: shown(),
    createTime: createTime(),
  },
  (t) => [
    index('goods_evaluate_goods_time_idx').on(t.goodsId, t.createTime.desc(), t.evaluateId),
    index('goods_evaluate_goods_type_idx').on(t.goodsId, t.explainType),
    check('goods_evaluate_chk', sql`${t.scores} between 1 and 5 and ${t.explainType} between 1 and 3`),
  ],
);

/** Full-reduction rules of a shop: every goods (type 0) or the listed goods (type 1). Money in fen. */
export const manjian = pgTable(
  'manjian',
  {
    manjianId: id('manjian_id'),
    siteId: ownedBy('site_id', () => shop.siteId),
    manjianName: varchar('manjian_name', { length: 64 }).notNull(),
    type: smallint('type').notNull().default(0),
    goodsIds: jsonb('goods_ids').$type<number[]>().notNull().default([]),
    rules: jsonb('rules').$type<{ money: number; discountMoney: number }[]>().notNull(),
    ...runsBetween(),
    /** 1 running, 0 closed. */
    status: statusOn(),
  },
  (t) => [index('manjian_site_idx').on(t.siteId, t.status)],
);

/** Shop follows. */
export const shopMember = pgTable(
  'shop_member',
  {
    id: id('id'),
    memberId: ownedBy('member_id', () => member.memberId),
    siteId: ownedBy('site_id', () => shop.siteId),
    createTime: createTime(),
  },
  (t) => [uniqueIndex('shop_member_member_site_uq').on(t.memberId, t.siteId), index('shop_member_site_idx').on(t.siteId)],
);
