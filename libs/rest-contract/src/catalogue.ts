// Catalogue, search, collection, footprint, evaluation, shop and full-reduction calls (SPEC §7 Goods,
// Shops, Member). Lists answer `{list, count, page_count}`; prices are yuan strings with 2 decimals.
import { z } from 'zod';
import { SEARCH_KEYWORD_MAX } from './constants';
import { goodsSkuNameFields, goodsSummary, goodsTagFields } from './goods';
import { idList, paged, pageFields, pageQuery, pageSize, positiveId } from './paging';
import { goodsFacets } from './search';

export * from './search';

/** The sort orders of the goods list. `composite`: with a keyword, relevance (modules/search in mall-api); without, the shop's own order. */
export const GOODS_SORTS = ['composite', 'sales', 'price_asc', 'price_desc', 'newest'] as const;
export type GoodsSort = (typeof GOODS_SORTS)[number];

/** A search keyword: trimmed, at most SEARCH_KEYWORD_MAX characters (SPEC §5); '' means none. */
export const searchKeyword = z
  .string({ error: '搜索关键词必须是文本' })
  // Control characters (a NUL cannot even be stored in PostgreSQL text) are not part of any name.
  // eslint-disable-next-line no-control-regex
  .transform((s) => s.replace(/[\u0000-\u001f\u007f]/g, '').trim())
  .refine((s) => [...s].length <= SEARCH_KEYWORD_MAX, { error: `搜索关键词不能超过 ${SEARCH_KEYWORD_MAX} 个字` });

/** A yuan amount from the client (number or numeric string), at most 2 decimals. */
const yuanAmount = (label: string) =>
  z.coerce
    .number({ error: `${label}必须是数字` })
    .min(0, { error: `${label}不能为负数` })
    .max(10_000_000, { error: `${label}过大` })
    .refine((v) => Math.round(v * 100) === Number((v * 100).toFixed(6)), { error: `${label}最多两位小数` });

export const goodsListItem = goodsSummary.extend({
  stock: z.number().int(),
  site_name: z.string(),
  goods_image: z.string(),
});
export type GoodsListItem = z.infer<typeof goodsListItem>;

export const goodsPageRequest = z
  .object({
    keyword: searchKeyword.optional(),
    category_id: positiveId('分类编号').optional(),
    /** The level of category_id (1-3); looked up when absent. */
    level: z.coerce.number({ error: '分类级别必须是数字' }).int().min(1, { error: '分类级别只能是 1 到 3' }).max(3, { error: '分类级别只能是 1 到 3' }).optional(),
    brand_id: positiveId('品牌编号').optional(),
    site_id: positiveId('店铺编号').optional(),
    /** A shop's own category (/api/shopgoodscategory/tree): its goods, a top category's with its children's. */
    shop_category_id: positiveId('店内分类编号').optional(),
    /** recommend_way filter: 0 all, 1 new, 2 premium, 3 recommended (SPEC §3). */
    search_type: z.coerce.number({ error: '搜索类型必须是数字' }).int().min(0, { error: '搜索类型只能是 0 到 3' }).max(3, { error: '搜索类型只能是 0 到 3' }).default(0),
    min_price: yuanAmount('最低价').optional(),
    max_price: yuanAmount('最高价').optional(),
    /** 1 = '832' products only. */
    tag_type: z.coerce.number({ error: '标签类型必须是数字' }).int().min(0, { error: '标签类型只能是 0 或 1' }).max(1, { error: '标签类型只能是 0 或 1' }).optional(),
    /** 2/3/4 province/city/county certified. */
    tag_level: z.coerce.number({ error: '认证级别必须是数字' }).int().min(2, { error: '认证级别只能是 2、3 或 4' }).max(4, { error: '认证级别只能是 2、3 或 4' }).optional(),
    sort: z.enum(GOODS_SORTS, { error: `排序方式只能是 ${GOODS_SORTS.join('、')}` }).default('composite'),
    /** 1: also answer `facets`, the counts of the filter bar's values for this query. */
    facets: z.coerce.number({ error: '分面参数必须是 0 或 1' }).int().min(0, { error: '分面参数必须是 0 或 1' }).max(1, { error: '分面参数必须是 0 或 1' }).default(0),
    ...pageFields(),
  })
  .refine((r) => r.min_price === undefined || r.max_price === undefined || r.min_price <= r.max_price, {
    error: '最低价不能高于最高价',
    path: ['min_price'],
  });
export const goodsPage = paged(goodsListItem).extend({ facets: goodsFacets.optional() });

export const goodsRecommendRequest = z.object({
  category_id: positiveId('分类编号').optional(),
  page_size: pageSize(10),
});

export const shopSummary = z.object({
  site_id: z.number().int(),
  site_name: z.string(),
  shortname: z.string(),
  avatar: z.string(),
  logo: z.string(),
  province: z.string(),
  address: z.string(),
  telephone: z.string(),
});
export type ShopSummary = z.infer<typeof shopSummary>;

export const specValue = z.object({
  sku_id: z.number().int(),
  spec_value_name: z.string(),
  selected: z.boolean(),
  /** false when that sku has no stock. */
  available: z.boolean(),
});
export const goodsSkuDetailRequest = z.object({ sku_id: positiveId('商品规格编号') });
export const goodsSkuDetail = z.object({
  ...goodsSkuNameFields,
  spec_name: z.string(),
  price: z.string(),
  discount_price: z.string(),
  stock: z.number().int(),
  sale_num: z.number().int(),
  evaluate_num: z.number().int(),
  goods_image: z.array(z.string()),
  sku_image: z.string(),
  /** Rich HTML, sanitised when written (see html.ts). */
  introduction: z.string(),
  /** One plain-text line under the name. */
  brief: z.string(),
  recommend_way: z.number().int(),
  ...goodsTagFields,
  is_on_shelf: z.boolean(),
  category_id: z.number().int(),
  category_id_1: z.number().int(),
  category_id_2: z.number().int(),
  brand_id: z.number().int().nullable(),
  brand_name: z.string(),
  site_id: z.number().int(),
  shop: shopSummary,
  /** One spec dimension per entry; each value names the sku it switches to. */
  spec_list: z.array(z.object({ spec_name: z.string(), values: z.array(specValue) })),
  /** Every on-shelf sku of the goods. */
  sku_list: z.array(
    z.object({
      sku_id: z.number().int(),
      spec_name: z.string(),
      sku_image: z.string(),
      price: z.string(),
      discount_price: z.string(),
      stock: z.number().int(),
    }),
  ),
});
export type GoodsSkuDetail = z.infer<typeof goodsSkuDetail>;

export const categoryLink = z.object({ category_id: z.number().int(), category_name: z.string(), level: z.number().int() });
export const categoryInfoRequest = z.object({ category_id: positiveId('分类编号') });
export const categoryInfo = z.object({
  category_id: z.number().int(),
  category_name: z.string(),
  level: z.number().int(),
  pid: z.number().int(),
  image: z.string(),
  image1: z.string(),
  /** From level 1 down to this category, for breadcrumbs. */
  path: z.array(categoryLink),
  child_list: z.array(categoryLink),
});

export const brandPageRequest = z.object({ category_id: positiveId('分类编号').optional(), ...pageFields() });
export const brandItem = z.object({
  brand_id: z.number().int(),
  brand_name: z.string(),
  image_url: z.string(),
  is_recommend: z.boolean(),
  goods_num: z.number().int(),
});
export const brandPage = paged(brandItem);

export const manjianInfoRequest = z
  .object({ goods_id: positiveId('商品编号').optional(), site_id: positiveId('店铺编号').optional() })
  .refine((r) => r.goods_id !== undefined || r.site_id !== undefined, { error: '请提供商品编号或店铺编号', path: ['goods_id'] });
export const manjianRule = z.object({ money: z.string(), discount_money: z.string(), text: z.string() });
export const manjianInfo = z
  .object({
    manjian_id: z.number().int(),
    manjian_name: z.string(),
    site_id: z.number().int(),
    /** 0 every goods of the shop, 1 listed goods only. */
    type: z.number().int(),
    rule_list: z.array(manjianRule),
    start_time: z.number().int(),
    end_time: z.number().int(),
  })
  .nullable();
export type ManjianInfo = z.infer<typeof manjianInfo>;

export const skuRequest = z.object({ sku_id: positiveId('商品规格编号') });
export const goodsRequest = z.object({ goods_id: positiveId('商品编号') });
export const memberGoodsItem = goodsSummary.extend({
  id: z.number().int(),
  is_on_shelf: z.boolean(),
  /** Unix seconds of the collection or the latest visit. */
  time: z.number().int(),
});
export const memberGoodsPage = paged(memberGoodsItem);
export const pageOnlyRequest = pageQuery();
export const browseDeleteRequest = z.object({
  ids: idList('足迹编号', 'ids', 100),
});

export const EXPLAIN_TYPES = { good: 1, medium: 2, bad: 3 } as const;
export const evaluatePageRequest = z.object({
  goods_id: positiveId('商品编号'),
  /** 0 all, 1 good, 2 medium, 3 bad. */
  explain_type: z.coerce.number({ error: '评价类型必须是数字' }).int().min(0, { error: '评价类型只能是 0 到 3' }).max(3, { error: '评价类型只能是 0 到 3' }).default(0),
  /** 1: only evaluations with images. */
  has_image: z.coerce.number({ error: '有图筛选必须是数字' }).int().min(0).max(1, { error: '有图筛选只能是 0 或 1' }).default(0),
  ...pageFields(10),
});
export const evaluation = z.object({
  evaluate_id: z.number().int(),
  member_name: z.string(),
  member_headimg: z.string(),
  content: z.string(),
  images: z.array(z.string()),
  scores: z.number().int(),
  explain_type: z.number().int(),
  sku_name: z.string(),
  create_time: z.number().int(),
  again_content: z.string(),
  explain_first: z.string(),
});
export const evaluatePage = paged(evaluation).extend({
  counts: z.object({
    total: z.number().int(),
    good: z.number().int(),
    medium: z.number().int(),
    bad: z.number().int(),
    image: z.number().int(),
    /** The average of every shown evaluation's scores (1-5), one decimal ("4.8"); "0.0" without any. */
    score: z.string(),
  }),
});

export const shopRequest = z.object({ site_id: positiveId('店铺编号') });
export const shopInfo = shopSummary.extend({
  /** The shop page's wide picture and introduction (the 店主 sets them in the console; '' when none). */
  banner: z.string(),
  introduction: z.string(),
  website_id: z.number().int().nullable(),
  goods_num: z.number().int(),
  fans_num: z.number().int(),
  create_time: z.number().int(),
});
export type ShopInfo = z.infer<typeof shopInfo>;
export const shopListsRequest = z.object({
  site_ids: idList('店铺编号', 'site_ids', 100),
});
export const shopPageRequest = z.object({ keyword: searchKeyword.optional(), ...pageFields(10) });
export const shopPageItem = shopSummary.extend({ goods_num: z.number().int() });
export const shopPage = paged(shopPageItem);

export type MemberGoodsItem = z.infer<typeof memberGoodsItem>;
export type Evaluation = z.infer<typeof evaluation>;
export type EvaluatePage = z.infer<typeof evaluatePage>;
export type ShopPageItem = z.infer<typeof shopPageItem>;
export type BrandItem = z.infer<typeof brandItem>;
export type CategoryInfo = z.infer<typeof categoryInfo>;
