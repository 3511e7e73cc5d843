// A member's collected goods and footprint (SPEC §7 /api/goodsbrowse/*, member collection page).
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { ErrorCode, type MemberGoodsItem, type Paged } from '@mall/rest-contract';
import type { Db } from '../../db/client';
import { goods, goodsBrowse, goodsCollect, goodsSku } from '../../db/schema';
import { BusinessError, unixSeconds, yuan } from '../../http/envelope';

async function skuOf(db: Db, skuId: number) {
  const [row] = await db
    .select({ goodsId: goodsSku.goodsId, onShelf: goods.isOnShelf })
    .from(goodsSku)
    .innerJoin(goods, eq(goods.goodsId, goodsSku.goodsId))
    .where(eq(goodsSku.skuId, skuId));
  if (!row) throw new BusinessError('商品不存在', ErrorCode.NOT_FOUND);
  return row;
}

const itemColumns = {
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
  is_on_shelf: goods.isOnShelf,
};
type ItemRow = { [K in keyof typeof itemColumns]: (typeof itemColumns)[K]['_']['data'] } & { id: number; time: Date };
const toItem = ({ spec_name, price, discount_price, time, ...r }: ItemRow): MemberGoodsItem => ({
  ...r,
  sku_name: `${r.goods_name} ${spec_name}`.trim(),
  price: yuan(price),
  discount_price: yuan(discount_price),
  time: unixSeconds(time),
});

export function createCollectionService(db: Db) {
  return {
    async collect(memberId: number, skuId: number): Promise<boolean> {
      const sku = await skuOf(db, skuId);
      if (!sku.onShelf) throw new BusinessError('该商品已下架，无法收藏', ErrorCode.NOT_FOUND);
      // Collecting twice is not an error: the latest sku wins.
      await db
        .insert(goodsCollect)
        .values({ memberId, goodsId: sku.goodsId, skuId })
        .onConflictDoUpdate({ target: [goodsCollect.memberId, goodsCollect.goodsId], set: { skuId } });
      return true;
    },
    async uncollect(memberId: number, goodsId: number): Promise<boolean> {
      await db.delete(goodsCollect).where(and(eq(goodsCollect.memberId, memberId), eq(goodsCollect.goodsId, goodsId)));
      return true;
    },
    async isCollected(memberId: number | undefined, goodsId: number): Promise<boolean> {
      if (!memberId) return false;
      const [row] = await db
        .select({ id: goodsCollect.collectId })
        .from(goodsCollect)
        .where(and(eq(goodsCollect.memberId, memberId), eq(goodsCollect.goodsId, goodsId)));
      return !!row;
    },
    async collectPage(memberId: number, page: number, pageSize: number): Promise<Paged<MemberGoodsItem>> {
      const [rows, [total]] = await Promise.all([
        db
          .select({ ...itemColumns, id: goodsCollect.collectId, time: goodsCollect.createTime })
          .from(goodsCollect)
          .innerJoin(goodsSku, eq(goodsSku.skuId, goodsCollect.skuId))
          .innerJoin(goods, eq(goods.goodsId, goodsCollect.goodsId))
          .where(eq(goodsCollect.memberId, memberId))
          .orderBy(desc(goodsCollect.createTime), desc(goodsCollect.collectId))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(goodsCollect).where(eq(goodsCollect.memberId, memberId)),
      ]);
      const n = Number(total?.n ?? 0);
      return { list: rows.map(toItem), count: n, page_count: Math.ceil(n / pageSize) };
    },

    /** Records a visit: one row per goods, moved to now on every visit. */
    async browse(memberId: number, skuId: number): Promise<boolean> {
      const sku = await skuOf(db, skuId);
      await db
        .insert(goodsBrowse)
        .values({ memberId, goodsId: sku.goodsId, skuId })
        .onConflictDoUpdate({ target: [goodsBrowse.memberId, goodsBrowse.goodsId], set: { skuId, browseTime: sql`now()` } });
      return true;
    },
    async browsePage(memberId: number, page: number, pageSize: number): Promise<Paged<MemberGoodsItem>> {
      const [rows, [total]] = await Promise.all([
        db
          .select({ ...itemColumns, id: goodsBrowse.id, time: goodsBrowse.browseTime })
          .from(goodsBrowse)
          .innerJoin(goodsSku, eq(goodsSku.skuId, goodsBrowse.skuId))
          .innerJoin(goods, eq(goods.goodsId, goodsBrowse.goodsId))
          .where(eq(goodsBrowse.memberId, memberId))
          .orderBy(desc(goodsBrowse.browseTime), desc(goodsBrowse.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(goodsBrowse).where(eq(goodsBrowse.memberId, memberId)),
      ]);
      const n = Number(total?.n ?? 0);
      return { list: rows.map(toItem), count: n, page_count: Math.ceil(n / pageSize) };
    },
    /** Deletes the member's own footprint rows; others' ids are ignored. Answers how many went. */
    async deleteBrowse(memberId: number, ids: number[]): Promise<number> {
      const rows = await db
        .delete(goodsBrowse)
        .where(and(eq(goodsBrowse.memberId, memberId), inArray(goodsBrowse.id, ids)))
        .returning({ id: goodsBrowse.id });
      return rows.length;
    },
  };
}
export type CollectionService = ReturnType<typeof createCollectionService>;
