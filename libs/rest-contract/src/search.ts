// Search answers beside the goods list (SPEC §5, §7): facet counts of /api/goodssku/page and the
// header's suggestions (/api/goodssku/suggest). Zod-free constants (price bands) live here too.
import { z } from 'zod';

/**
 * The price bands of the list's facet, in yuan: `max` is inclusive (49.99), null for no upper bound.
 * A band is chosen as min_price / max_price, so its count equals what choosing it lists.
 */
export const PRICE_BANDS = [
  { min: '0', max: '49.99' },
  { min: '50', max: '99.99' },
  { min: '100', max: '199.99' },
  { min: '200', max: '499.99' },
  { min: '500', max: null },
] as const;

const count = z.number().int();

/** The facet counts of a goods search: each value with the number of goods the current query lists with it. */
export const goodsFacets = z.object({
  /** Children of the chosen category (its own level when it is a leaf), or leaf categories without one; most goods first, at most 12. */
  categories: z.array(z.object({ category_id: z.number().int(), category_name: z.string(), level: z.number().int(), count })),
  /** Most goods first, at most 20. */
  brands: z.array(z.object({ brand_id: z.number().int(), brand_name: z.string(), count })),
  /** Goods tagged 832 (tag_type 1). */
  tag_832: count,
  /** Province (2), city (3) and county (4) certified goods. */
  tag_levels: z.array(z.object({ tag_level: z.number().int(), count })),
  /** PRICE_BANDS in order, each with its count. */
  price_bands: z.array(z.object({ min_price: z.string(), max_price: z.string().nullable(), count })),
});
export type GoodsFacets = z.infer<typeof goodsFacets>;

export const SUGGEST_MAX = 10;

/** One suggestion: a keyword to search, that keyword within a category (「脐橙 在 水果 分类」), or a shop. */
export const suggestion = z.object({
  kind: z.enum(['keyword', 'category', 'shop']),
  text: z.string(),
  /** Goods it finds (keyword, category); 0 for a shop. */
  goods_count: count,
  /** For `category`: the category to search in. */
  category_id: z.number().int().nullable(),
  category_name: z.string().nullable(),
  category_level: z.number().int().nullable(),
  /** For `shop`. */
  site_id: z.number().int().nullable(),
});
export type Suggestion = z.infer<typeof suggestion>;
export const suggestList = z.object({ list: z.array(suggestion) });
