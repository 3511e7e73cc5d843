// Reading a shop's goods for its console: the list with its four tabs (出售中 / 仓库中 / 审核中 /
// 已驳回), one goods for the editor, and the editor's options (categories, brands, shop categories).
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { type ConsoleParsedRequestOf, type ConsoleResponseOf, type ShopGoodsTab } from '@mall/rest-contract';
import { fenToYuan } from '@mall/rest-contract/money';
import type { Tx } from '../../db/client';
import { brand, goods, goodsCategory, goodsSku } from '../../db/schema';
import { goodsReview, type GoodsReviewChanges } from '../../db/schema-shop-console';
import { secs } from '../order/helpers';
import { likePattern } from '../admin-review/queries';
import { shopCategoryOptions } from './shop-categories';

type ListInput = ConsoleParsedRequestOf<'/admin/api/shop/goods/list'>;

/** The goods' latest review, when it is pending or refused (an approved or superseded one is history). */
const openReview = sql`(select r.review_id from ${goodsReview} r where r.goods_id = ${goods.goodsId} order by r.review_id desc limit 1)`;
const latestStatus = sql`(select r.status from ${goodsReview} r where r.goods_id = ${goods.goodsId} order by r.review_id desc limit 1)`;

/**
 * A goods is unapproved while its first review (kind create) has not been approved: it cannot go on
 * the shelf and its edits apply to the row directly (nothing sells yet).
 */
export const unapprovedGoods = sql`exists (select 1 from ${goodsReview} r where r.goods_id = ${goods.goodsId} and r.kind = 'create')
  and not exists (select 1 from ${goodsReview} r where r.goods_id = ${goods.goodsId} and r.kind = 'create' and r.status = 'approved')`;

function tabWhere(tab: ShopGoodsTab): SQL {
  switch (tab) {
    case 'selling':
      return sql`${goods.isOnShelf}`;
    case 'warehouse':
      return sql`not ${goods.isOnShelf} and not (${unapprovedGoods}) and coalesce(${latestStatus}, 'approved') <> 'refused'`;
    case 'pending':
      return sql`${latestStatus} = 'pending'`;
    case 'refused':
      return sql`${latestStatus} = 'refused'`;
  }
}

const TABS: readonly ShopGoodsTab[] = ['selling', 'warehouse', 'pending', 'refused'];

const priceMin = sql<number>`(select min(s.discount_price) from ${goodsSku} s where s.goods_id = ${goods.goodsId})`;
const priceMax = sql<number>`(select max(s.discount_price) from ${goodsSku} s where s.goods_id = ${goods.goodsId})`;
const stockSum = sql<number>`(select coalesce(sum(s.stock), 0) from ${goodsSku} s where s.goods_id = ${goods.goodsId})`;

function sortOf(sort: string | undefined): SQL[] {
  switch (sort) {
    case 'sales':
      return [asc(goods.saleNum), asc(goods.goodsId)];
    case 'sales_desc':
      return [desc(goods.saleNum), desc(goods.goodsId)];
    case 'price':
      return [sql`${priceMin} asc`, asc(goods.goodsId)];
    case 'price_desc':
      return [sql`${priceMin} desc`, desc(goods.goodsId)];
    case 'stock':
      return [sql`${stockSum} asc`, asc(goods.goodsId)];
    case 'stock_desc':
      return [sql`${stockSum} desc`, desc(goods.goodsId)];
    case 'time':
      return [asc(goods.goodsId)];
    default:
      return [desc(goods.goodsId)];
  }
}

export type ReviewInfo = ConsoleResponseOf<'/admin/api/shop/goods/detail'>['review'];

const toReviewInfo = (r: typeof goodsReview.$inferSelect | undefined): ReviewInfo =>
  r && (r.status === 'pending' || r.status === 'refused')
    ? {
        review_id: r.reviewId,
        kind: r.kind as 'create' | 'edit',
        status: r.status,
        reason: r.reason,
        create_time: secs(r.createTime),
        decide_time: r.decideTime ? secs(r.decideTime) : null,
      }
    : null;

/** The latest review of each goods. */
async function latestReviews(tx: Tx, goodsIds: number[]): Promise<Map<number, typeof goodsReview.$inferSelect>> {
  if (goodsIds.length === 0) return new Map();
  const rows = await tx
    .selectDistinctOn([goodsReview.goodsId])
    .from(goodsReview)
    .where(inArray(goodsReview.goodsId, goodsIds))
    .orderBy(goodsReview.goodsId, desc(goodsReview.reviewId));
  return new Map(rows.map((r) => [r.goodsId, r]));
}

export async function listShopGoods(tx: Tx, shopId: number, input: ListInput): Promise<ConsoleResponseOf<'/admin/api/shop/goods/list'>> {
  const pattern = likePattern(input.keyword);
  const keywordId = input.keyword && /^\d{1,9}$/.test(input.keyword) ? Number(input.keyword) : undefined;
  const base = and(
    eq(goods.siteId, shopId),
    pattern ? or(ilike(goods.goodsName, pattern), keywordId ? eq(goods.goodsId, keywordId) : undefined) : undefined,
    input.category_id ? or(eq(goods.categoryId, input.category_id), eq(goods.categoryId1, input.category_id), eq(goods.categoryId2, input.category_id)) : undefined,
  );
  const where = and(base, tabWhere(input.tab));
  const counts = await tx
    .select(Object.fromEntries(TABS.map((tab) => [tab, sql<number>`count(*) filter (where ${tabWhere(tab)})`])) as Record<ShopGoodsTab, SQL<number>>)
    .from(goods)
    .where(base);
  const rows = await tx
    .select({
      goodsId: goods.goodsId,
      goodsName: goods.goodsName,
      goodsImage: goods.goodsImage,
      categoryName: goodsCategory.categoryName,
      priceMin,
      priceMax,
      stock: stockSum,
      saleNum: goods.saleNum,
      isOnShelf: goods.isOnShelf,
      tagType: goods.tagType,
      tagLevel: goods.tagLevel,
      createTime: goods.createTime,
      reviewId: openReview,
    })
    .from(goods)
    .innerJoin(goodsCategory, eq(goodsCategory.categoryId, goods.categoryId))
    .where(where)
    .orderBy(...sortOf(input.sort))
    .limit(input.page_size)
    .offset((input.page - 1) * input.page_size);
  const reviews = await latestReviews(
    tx,
    rows.map((r) => r.goodsId),
  );
  const tabCounts = counts[0] as Record<ShopGoodsTab, number | string>;
  return {
    list: rows.map((r) => ({
      goods_id: r.goodsId,
      goods_name: r.goodsName,
      goods_image: r.goodsImage[0] ?? '',
      category_name: r.categoryName,
      price_min: fenToYuan(Number(r.priceMin ?? 0)),
      price_max: fenToYuan(Number(r.priceMax ?? 0)),
      stock: Number(r.stock),
      sale_num: r.saleNum,
      is_on_shelf: r.isOnShelf,
      tag_type: r.tagType,
      tag_level: r.tagLevel,
      review: toReviewInfo(reviews.get(r.goodsId)),
      create_time: secs(r.createTime),
    })),
    count: Number(tabCounts[input.tab]),
    page: input.page,
    page_size: input.page_size,
    tab_counts: Object.fromEntries(TABS.map((tab) => [tab, Number(tabCounts[tab])])) as Record<ShopGoodsTab, number>,
  };
}

/** Review changes as the console shows them (money in yuan). */
export function changesForDisplay(c: GoodsReviewChanges): ConsoleResponseOf<'/admin/api/review/goods/detail'>['changes'] {
  return {
    ...(c.goods_name !== undefined ? { goods_name: c.goods_name } : {}),
    ...(c.tag_type !== undefined ? { tag_type: c.tag_type } : {}),
    ...(c.tag_level !== undefined ? { tag_level: c.tag_level } : {}),
    ...(c.skus ? { skus: c.skus.map((s) => ({ ...s, price: fenToYuan(s.price), discount_price: fenToYuan(s.discount_price) })) } : {}),
  };
}

/** The category and its parents, level 1 first. */
export async function categoryPath(tx: Tx, categoryId: number): Promise<{ category_id: number; category_name: string; level: number; pid: number }[]> {
  const path: { category_id: number; category_name: string; level: number; pid: number }[] = [];
  for (let id = categoryId; id > 0 && path.length < 3; ) {
    const [c] = await tx.select().from(goodsCategory).where(eq(goodsCategory.categoryId, id));
    if (!c) break;
    path.unshift({ category_id: c.categoryId, category_name: c.categoryName, level: c.level, pid: c.pid });
    id = c.pid;
  }
  return path;
}

export async function shopGoodsDetail(tx: Tx, goodsId: number): Promise<ConsoleResponseOf<'/admin/api/shop/goods/detail'>> {
  const [g] = await tx.select().from(goods).where(eq(goods.goodsId, goodsId));
  const skus = await tx.select().from(goodsSku).where(eq(goodsSku.goodsId, goodsId)).orderBy(asc(goodsSku.sort), asc(goodsSku.skuId));
  const review = (await latestReviews(tx, [goodsId])).get(goodsId);
  const path = await categoryPath(tx, g.categoryId);
  return {
    goods_id: g.goodsId,
    goods_name: g.goodsName,
    introduction: g.introduction,
    content: g.content,
    keywords: g.keywords,
    category_id: g.categoryId,
    category_path: path.map(({ category_id, category_name }) => ({ category_id, category_name })),
    brand_id: g.brandId,
    shop_category_id: g.shopCategoryId,
    images: g.goodsImage,
    recommend_way: g.recommendWay,
    tag_type: g.tagType,
    tag_level: g.tagLevel,
    is_on_shelf: g.isOnShelf,
    skus: skus.map((s) => ({
      sku_id: s.skuId,
      spec_name: s.specName,
      price: fenToYuan(s.price),
      discount_price: fenToYuan(s.discountPrice),
      stock: s.stock,
      sale_num: s.saleNum,
      sku_image: s.skuImage,
      is_default: s.isDefault,
    })),
    review: toReviewInfo(review),
    pending_changes: review?.status === 'pending' ? changesForDisplay(review.changes) : null,
  };
}

export async function shopGoodsOptions(tx: Tx, shopId: number): Promise<ConsoleResponseOf<'/admin/api/shop/goods/options'>> {
  const categories = await tx
    .select({ category_id: goodsCategory.categoryId, category_name: goodsCategory.categoryName, pid: goodsCategory.pid, level: goodsCategory.level })
    .from(goodsCategory)
    .where(eq(goodsCategory.isShow, true))
    .orderBy(asc(goodsCategory.level), asc(goodsCategory.sort), asc(goodsCategory.categoryId));
  const brands = await tx.select({ brand_id: brand.brandId, brand_name: brand.brandName }).from(brand).orderBy(asc(brand.sort), asc(brand.brandId));
  return { categories, brands, shop_categories: await shopCategoryOptions(tx, shopId) };
}
