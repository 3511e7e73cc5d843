import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { brand, floor, goods, goodsCategory, goodsSku, searchWord } from '../../db/schema';

export const visibleCategories = (db: Db, maxLevel: number) =>
  db
    .select({
      category_id: goodsCategory.categoryId,
      pid: goodsCategory.pid,
      category_name: goodsCategory.categoryName,
      level: goodsCategory.level,
      image: goodsCategory.image,
      image1: goodsCategory.image1,
    })
    .from(goodsCategory)
    .where(and(eq(goodsCategory.isShow, true), lte(goodsCategory.level, maxLevel)))
    .orderBy(asc(goodsCategory.level), asc(goodsCategory.sort), asc(goodsCategory.categoryId));

export const categoriesByIds = (db: Db, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select({ category_id: goodsCategory.categoryId, category_name: goodsCategory.categoryName, level: goodsCategory.level })
        .from(goodsCategory)
        .where(and(inArray(goodsCategory.categoryId, ids), eq(goodsCategory.isShow, true)));

export const brandsByIds = (db: Db, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db.select({ brand_id: brand.brandId, brand_name: brand.brandName, image_url: brand.imageUrl }).from(brand).where(inArray(brand.brandId, ids));

/** The columns of a goods summary (SPEC §3 Goods/sku), read from goods_sku joined with its goods. */
export const skuSummaryColumns = {
  sku_id: goodsSku.skuId,
  goods_id: goods.goodsId,
  goods_name: goods.goodsName,
  spec_name: goodsSku.specName,
  sku_image: goodsSku.skuImage,
  price: goodsSku.price,
  discount_price: goodsSku.discountPrice,
  recommend_way: goods.recommendWay,
  tag_type: goods.tagType,
  tag_level: goods.tagLevel,
  site_id: goods.siteId,
  sale_num: goods.saleNum,
};

/** Goods summaries of on-shelf goods, in no particular order. */
export const skuSummariesByIds = (db: Db, skuIds: number[]) =>
  skuIds.length === 0
    ? Promise.resolve([])
    : db
        .select(skuSummaryColumns)
        .from(goodsSku)
        .innerJoin(goods, eq(goods.goodsId, goodsSku.goodsId))
        .where(and(inArray(goodsSku.skuId, skuIds), eq(goods.isOnShelf, true)));

export const visibleFloors = (db: Db) =>
  db
    .select({ block_id: floor.blockId, style: floor.style, title: floor.title, value: floor.value })
    .from(floor)
    .where(eq(floor.isShow, true))
    .orderBy(asc(floor.sort), asc(floor.blockId));

export const searchWords = (db: Db, kind: 'hot' | 'default') =>
  db.select({ word: searchWord.word }).from(searchWord).where(eq(searchWord.kind, kind)).orderBy(asc(searchWord.sort), asc(searchWord.id));
