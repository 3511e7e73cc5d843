import type { BrandSummary, Category, Floor, GoodsSummary, ParsedRequestOf } from '@mall/rest-contract';
import { eq } from 'drizzle-orm';
import { goodsCategory } from '../../db/schema';
import { brandPage, categoryInfo, goodsSkuDetail, recommendGoods } from './detail';
import type { SearchEngine } from '../search';
import type { Db } from '../../db/client';
import { fenToYuan } from '@mall/rest-contract/money';
import { brandsByIds, categoriesByIds, skuSummariesByIds, searchWords, visibleCategories, visibleFloors } from './queries';

type SkuRow = Awaited<ReturnType<typeof skuSummariesByIds>>[number];

export const toGoodsSummary = ({ spec_name, price, discount_price, ...r }: SkuRow): GoodsSummary => ({
  ...r,
  sku_name: `${r.goods_name} ${spec_name}`.trim(),
  price: fenToYuan(price),
  discount_price: fenToYuan(discount_price),
});

/** Keeps the order of `ids`, dropping ids that found nothing. */
function inOrder<T>(ids: number[], rows: T[], key: (r: T) => number): T[] {
  const byId = new Map(rows.map((r) => [key(r), r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export function createCatalogueService(db: Db, search: SearchEngine) {
  return {
    /** The category tree down to `level` (SPEC §9 depth 3), children nested in child_list. */
    async categoryTree(level: number): Promise<Category[]> {
      const rows = await visibleCategories(db, level);
      const nodes = new Map<number, Category>();
      const roots: Category[] = [];
      for (const { pid, ...r } of rows) {
        const node: Category = { ...r, child_list: [] };
        nodes.set(r.category_id, node);
        if (r.level === 1) roots.push(node);
        else nodes.get(pid)?.child_list.push(node); // children of hidden parents stay hidden
      }
      return roots;
    },

    async floors(): Promise<Floor[]> {
      const floors = await visibleFloors(db);
      const all = (pick: (v: (typeof floors)[number]['value']) => number[] | undefined) => [...new Set(floors.flatMap((f) => pick(f.value) ?? []))];
      // Three look-ups for every floor together, not three per floor.
      const [skus, categories, brands] = await Promise.all([
        skuSummariesByIds(db, all((v) => v.skuIds)),
        categoriesByIds(db, all((v) => v.categoryIds)),
        brandsByIds(db, all((v) => v.brandIds)),
      ]);
      const goodsList = (ids: number[]) => inOrder(ids, skus, (s) => s.sku_id).map(toGoodsSummary);
      const noLink = { url: '', link: '' };
      return floors.map(({ value: v, ...f }): Floor =>
        f.style === 1
          ? { ...f, style: 1, left_img: v.leftImg ?? noLink, bottom_img: v.bottomImg ?? noLink, goods_list: goodsList(v.skuIds) }
          : {
              ...f,
              style: 3,
              category_list: inOrder(v.categoryIds ?? [], categories, (c) => c.category_id),
              images: v.images ?? [],
              goods_list: goodsList(v.skuIds),
              brand_list: inOrder<BrandSummary>(v.brandIds ?? [], brands, (b) => b.brand_id),
            },
      );
    },

    detail: (skuId: number) => goodsSkuDetail(db, skuId),
    /** The goods list: filters, sort, keyword search and facets (modules/search); money arrives in yuan. */
    async page(input: ParsedRequestOf<'/api/goodssku/page'>) {
      let level = input.level;
      if (input.category_id !== undefined && level === undefined) {
        const [c] = await db.select({ level: goodsCategory.level }).from(goodsCategory).where(eq(goodsCategory.categoryId, input.category_id));
        level = c?.level ?? 3;
      }
      const fen = (v: number | undefined) => (v === undefined ? undefined : Math.round(v * 100));
      return search.goods({
        keyword: input.keyword,
        categoryId: input.category_id,
        level,
        brandId: input.brand_id,
        siteId: input.site_id,
        shopCategoryId: input.shop_category_id,
        searchType: input.search_type,
        minPrice: fen(input.min_price),
        maxPrice: fen(input.max_price),
        tagType: input.tag_type,
        tagLevel: input.tag_level,
        sort: input.sort,
        page: input.page,
        pageSize: input.page_size,
        facets: input.facets === 1,
      });
    },
    recommend: (categoryId: number | undefined, size: number) => recommendGoods(db, categoryId, size),
    categoryInfo: (categoryId: number) => categoryInfo(db, categoryId),
    brandPage: (categoryId: number | undefined, page: number, size: number) => brandPage(db, categoryId, page, size),

    async suggest(input: ParsedRequestOf<'/api/goodssku/suggest'>) {
      return { list: await search.suggest(input.keyword, input.kind, input.size) };
    },

    async hotSearchWords() {
      return { words: (await searchWords(db, 'hot')).map((w) => w.word) };
    },
    async defaultSearchWords() {
      const [first] = await searchWords(db, 'default');
      return { words: first?.word ?? '' };
    },
  };
}
export type CatalogueService = ReturnType<typeof createCatalogueService>;
