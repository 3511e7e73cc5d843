// REST → GraphQL for search (schema/search.graphql): facet counts and suggestions.
import { exactYuanToFen } from '@mall/rest-contract/money';
import type { GoodsFacets as RestFacets, Suggestion } from '@mall/rest-contract';
import type { GoodsFacets, SearchSuggestion } from '../generated/resolvers-types';

export const toGoodsFacets = (f: RestFacets): GoodsFacets => ({
  categories: f.categories.map((c) => ({ category: { id: c.category_id, name: c.category_name, level: c.level }, count: c.count })),
  brands: f.brands.map((b) => ({ id: b.brand_id, name: b.brand_name, count: b.count })),
  tag832: f.tag_832,
  tagLevels: f.tag_levels.map((t) => ({ level: t.tag_level, count: t.count })),
  priceBands: f.price_bands.map((b) => ({ min: exactYuanToFen(b.min_price), max: b.max_price === null ? null : exactYuanToFen(b.max_price), count: b.count })),
});

const KIND = { keyword: 'KEYWORD', category: 'CATEGORY', shop: 'SHOP' } as const;

export const toSuggestion = (s: Suggestion): SearchSuggestion => ({
  kind: KIND[s.kind],
  text: s.text,
  goodsCount: s.goods_count,
  category: s.category_id !== null && s.category_name !== null ? { id: s.category_id, name: s.category_name, level: s.category_level ?? 1 } : null,
  shopId: s.site_id,
});
