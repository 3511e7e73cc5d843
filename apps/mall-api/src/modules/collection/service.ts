// A member's collected goods and footprint (SPEC §7 /api/goodsbrowse/*, member collection page).
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { ErrorCode, type MemberGoodsItem, type Paged } from '@mall/rest-contract';
import type { Db } from '../../db/client';
import { goods, goodsBrowse, goodsCollect, goodsSku } from '../../db/schema';
import { BusinessError, unixSeconds } from '../../http/envelope';
import { fenToYuan } from '@mall/rest-contract/money';
import { skuSummaryColumns } from '../catalogue/queries';

async function skuOf(db: Db, skuId: number) {
  const [row] = await db
    .select({ goodsId: goodsSku.goodsId, onShelf: goods.isOnShelf })
    .from(goodsSku)
    .innerJoin(goods, eq(goods.goodsId, goodsSku.goodsId))
    .where(eq(goodsSku.skuId, skuId));
  if (!row) throw new BusinessError('商品不存在', ErrorCode.NOT_FOUND);
  return row;
}

const itemColumns = { ...skuSummaryColumns, is_on_shelf: goods.isOnShelf };
type ItemRow = { [K in keyof typeof itemColumns]: (typeof itemColumns)[K]['_']['data'] } & { id: number; time: Date };
const toItem = ({ spec_name, price, discount_price, time, ...r }: ItemRow): MemberGoodsItem => ({
  ...r,
  sku_name: `${r.goods_name} ${spec_name}`.trim(),
  price: fenToYuan(price),
  discount_price: fenToYuan(discount_price),
  time: unixSeconds(time),
});

/**
 * A page of the member's collected goods or footprint (the two tables have the same shape): newest
 * first by `time`, `id` breaking ties.
 */
async function itemPage(
  db: Db,
  from: { table: typeof goodsCollect | typeof goodsBrowse; id: typeof goodsCollect.collectId | typeof goodsBrowse.id; time: typeof goodsCollect.createTime | typeof goodsBrowse.browseTime },
  memberId: number,
  page: number,
  pageSize: number,
): Promise<Paged<MemberGoodsItem>> {
  const { table, id, time } = from;
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...itemColumns, id, time })
      .from(table)
      .innerJoin(goodsSku, eq(goodsSku.skuId, table.skuId))
      .innerJoin(goods, eq(goods.goodsId, table.goodsId))
      .where(eq(table.memberId, memberId))
      .orderBy(desc(time), desc(id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(table).where(eq(table.memberId, memberId)),
  ]);
  const n = Number(total?.n ?? 0);
  return { list: rows.map(toItem), count: n, page_count: Math.ceil(n / pageSize) };
}

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
    collectPage: (memberId: number, page: number, pageSize: number) =>
      itemPage(db, { table: goodsCollect, id: goodsCollect.collectId, time: goodsCollect.createTime }, memberId, page, pageSize),

    /** Records a visit: one row per goods, moved to now on every visit. */
    async browse(memberId: number, skuId: number): Promise<boolean> {
      const sku = await skuOf(db, skuId);
      await db
        .insert(goodsBrowse)
        .values({ memberId, goodsId: sku.goodsId, skuId })
        .onConflictDoUpdate({ target: [goodsBrowse.memberId, goodsBrowse.goodsId], set: { skuId, browseTime: sql`now()` } });
      return true;
    },
    browsePage: (memberId: number, page: number, pageSize: number) =>
      itemPage(db, { table: goodsBrowse, id: goodsBrowse.id, time: goodsBrowse.browseTime }, memberId, page, pageSize),
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
