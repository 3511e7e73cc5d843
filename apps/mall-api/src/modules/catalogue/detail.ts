// Goods detail, recommendations, category info and the brand wall (SPEC §7 Goods).
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { ErrorCode, type GoodsSkuDetail, type GoodsSummary, type Paged } from '@mall/rest-contract';
import type { Db } from '../../db/client';
import { brand, goods, goodsCategory, goodsEvaluate, goodsSku, shop } from '../../db/schema';
import { BusinessError } from '../../http/envelope';
import { fenToYuan } from '@mall/rest-contract/money';
import { rowsOf } from '../search/rows';

export const shopSummaryColumns = {
  site_id: shop.siteId,
  site_name: shop.siteName,
  shortname: shop.shortname,
  avatar: shop.avatar,
  logo: shop.logo,
  province: shop.province,
  address: shop.address,
  telephone: shop.telephone,
};

export async function goodsSkuDetail(db: Db, skuId: number): Promise<GoodsSkuDetail> {
  const [row] = await db
    .select({
      sku_id: goodsSku.skuId,
      goods_id: goods.goodsId,
      goods_name: goods.goodsName,
      spec_name: goodsSku.specName,
      price: goodsSku.price,
      discount_price: goodsSku.discountPrice,
      stock: goodsSku.stock,
      sale_num: goods.saleNum,
      goods_image: goods.goodsImage,
      sku_image: goodsSku.skuImage,
      content: goods.content,
      brief: goods.introduction,
      recommend_way: goods.recommendWay,
      tag_type: goods.tagType,
      tag_level: goods.tagLevel,
      is_on_shelf: goods.isOnShelf,
      category_id: goods.categoryId,
      category_id_1: goods.categoryId1,
      category_id_2: goods.categoryId2,
      brand_id: goods.brandId,
      brand_name: sql<string>`coalesce(${brand.brandName}, '')`,
      shop: shopSummaryColumns,
      shop_open: shop.isOpen,
    })
    .from(goodsSku)
    .innerJoin(goods, eq(goods.goodsId, goodsSku.goodsId))
    .innerJoin(shop, eq(shop.siteId, goods.siteId))
    .leftJoin(brand, eq(brand.brandId, goods.brandId))
    .where(eq(goodsSku.skuId, skuId));
  if (!row) throw new BusinessError('商品不存在', ErrorCode.NOT_FOUND);
  if (!row.is_on_shelf || !row.shop_open) throw new BusinessError('该商品已下架', ErrorCode.NOT_FOUND);
  const [siblings, [evaluations]] = await Promise.all([
    db
      .select({ sku_id: goodsSku.skuId, spec_name: goodsSku.specName, sku_image: goodsSku.skuImage, price: goodsSku.price, discount_price: goodsSku.discountPrice, stock: goodsSku.stock })
      .from(goodsSku)
      .where(eq(goodsSku.goodsId, row.goods_id))
      .orderBy(asc(goodsSku.sort), asc(goodsSku.skuId)),
    db.select({ n: count() }).from(goodsEvaluate).where(and(eq(goodsEvaluate.goodsId, row.goods_id), eq(goodsEvaluate.isShow, true))),
  ]);
  const { content, shop_open: _open, site_id: _site, ...rest } = { ...row, site_id: row.shop.site_id };
  void _open;
  void _site;
  return {
    ...rest,
    sku_name: `${row.goods_name} ${row.spec_name}`.trim(),
    price: fenToYuan(row.price),
    discount_price: fenToYuan(row.discount_price),
    evaluate_num: Number(evaluations?.n ?? 0),
    // Sanitised when written (seed, console); answered as stored.
    introduction: content,
    site_id: row.shop.site_id,
    spec_list: [
      {
        spec_name: '规格',
        values: siblings.map((s) => ({ sku_id: s.sku_id, spec_value_name: s.spec_name, selected: s.sku_id === row.sku_id, available: s.stock > 0 })),
      },
    ],
    sku_list: siblings.map((s) => ({ ...s, price: fenToYuan(s.price), discount_price: fenToYuan(s.discount_price) })),
  };
}

/** Recommended goods (recommend_way 3), best sellers first, optionally within a level-1 category. */
export async function recommendGoods(db: Db, categoryId: number | undefined, size: number): Promise<GoodsSummary[]> {
  const filter = categoryId === undefined ? sql`` : sql`and (g.category_id_1 = ${categoryId} or g.category_id_2 = ${categoryId} or g.category_id = ${categoryId})`;
  const rows = await rowsOf<GoodsSummary & { spec_name: string; price: number; discount_price: number }>(
    db.execute(sql`select s.sku_id, g.goods_id, g.goods_name, s.spec_name, s.sku_image, s.price, s.discount_price,
        g.recommend_way, g.tag_type, g.tag_level, g.site_id, g.sale_num
      from goods g join goods_sku s on s.goods_id = g.goods_id and s.is_default
      where g.is_on_shelf and g.recommend_way = 3 ${filter}
      order by g.sale_num desc, g.goods_id asc limit ${size}`),
  );
  return rows.map(({ spec_name, ...r }) => ({
    ...r,
    sku_name: `${r.goods_name} ${spec_name}`.trim(),
    price: fenToYuan(Number(r.price)),
    discount_price: fenToYuan(Number(r.discount_price)),
  }));
}

export async function categoryInfo(db: Db, categoryId: number) {
  const columns = {
    category_id: goodsCategory.categoryId,
    category_name: goodsCategory.categoryName,
    level: goodsCategory.level,
    pid: goodsCategory.pid,
    image: goodsCategory.image,
    image1: goodsCategory.image1,
    is_show: goodsCategory.isShow,
  };
  const [row] = await db.select(columns).from(goodsCategory).where(eq(goodsCategory.categoryId, categoryId));
  if (!row || !row.is_show) throw new BusinessError('商品分类不存在', ErrorCode.NOT_FOUND);
  // At most three levels (SPEC §9): walk up at most twice.
  const path = [row];
  let cursor = row;
  while (cursor.pid !== 0 && path.length < 3) {
    const [parent] = await db.select(columns).from(goodsCategory).where(eq(goodsCategory.categoryId, cursor.pid));
    if (!parent) break;
    path.unshift(parent);
    cursor = parent;
  }
  const children = await db
    .select({ category_id: goodsCategory.categoryId, category_name: goodsCategory.categoryName, level: goodsCategory.level })
    .from(goodsCategory)
    .where(and(eq(goodsCategory.pid, categoryId), eq(goodsCategory.isShow, true)))
    .orderBy(asc(goodsCategory.sort), asc(goodsCategory.categoryId));
  const { is_show: _s, ...info } = row;
  void _s;
  return { ...info, path: path.map((c) => ({ category_id: c.category_id, category_name: c.category_name, level: c.level })), child_list: children };
}

/** The brand wall: recommended first; with a category, only brands that have on-shelf goods in it. */
export async function brandPage(db: Db, categoryId: number | undefined, page: number, pageSize: number) {
  const inCategory =
    categoryId === undefined
      ? sql`true`
      : sql`exists (select 1 from goods g where g.brand_id = b.brand_id and g.is_on_shelf and (g.category_id_1 = ${categoryId} or g.category_id_2 = ${categoryId} or g.category_id = ${categoryId}))`;
  const [rows, [total]] = await Promise.all([
    rowsOf<{ brand_id: number; brand_name: string; image_url: string; is_recommend: boolean; goods_num: number | string }>(
      db.execute(sql`select b.brand_id, b.brand_name, b.image_url, b.is_recommend,
          (select count(*) from goods g where g.brand_id = b.brand_id and g.is_on_shelf) as goods_num
        from brand b where ${inCategory}
        order by b.is_recommend desc, b.sort asc, b.brand_id asc
        limit ${pageSize} offset ${(page - 1) * pageSize}`),
    ),
    rowsOf<{ n: number | string }>(db.execute(sql`select count(*) as n from brand b where ${inCategory}`)),
  ]);
  const n = Number(total?.n ?? 0);
  return { list: rows.map((r) => ({ ...r, goods_num: Number(r.goods_num) })), count: n, page_count: Math.ceil(n / pageSize) } satisfies Paged<unknown>;
}


