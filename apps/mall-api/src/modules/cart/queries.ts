import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cart, goods, goodsSku, shop } from '../../db/schema';

export async function cartCount(db: Db, memberId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${cart.num}), 0)::int` })
    .from(cart)
    .where(eq(cart.memberId, memberId));
  return Number(row?.n ?? 0);
}

export const cartRows = (db: Db, memberId: number) =>
  db
    .select({
      cart_id: cart.cartId,
      sku_id: goodsSku.skuId,
      goods_id: goodsSku.goodsId,
      goods_name: goods.goodsName,
      spec_name: goodsSku.specName,
      sku_image: goodsSku.skuImage,
      discount_price: goodsSku.discountPrice,
      num: cart.num,
      stock: goodsSku.stock,
      tag_type: goods.tagType,
      tag_level: goods.tagLevel,
      site_id: goods.siteId,
      site_name: shop.siteName,
      on_shelf: goods.isOnShelf,
    })
    .from(cart)
    .innerJoin(goodsSku, eq(goodsSku.skuId, cart.skuId))
    .innerJoin(goods, eq(goods.goodsId, goodsSku.goodsId))
    .innerJoin(shop, eq(shop.siteId, goods.siteId))
    .where(eq(cart.memberId, memberId))
    .orderBy(desc(cart.createTime), asc(cart.cartId));

/** A sku's stock and shelf state (null when the sku does not exist). */
export async function skuState(db: Db, skuId: number): Promise<{ stock: number; onShelf: boolean } | null> {
  const [row] = await db
    .select({ stock: goodsSku.stock, onShelf: goods.isOnShelf })
    .from(goodsSku)
    .innerJoin(goods, eq(goods.goodsId, goodsSku.goodsId))
    .where(eq(goodsSku.skuId, skuId));
  return row ?? null;
}
