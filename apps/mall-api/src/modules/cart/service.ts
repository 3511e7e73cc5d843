// The cart (SPEC §7 /api/cart/*): reads for everyone, writes for members (SPEC §5). Quantities are
// bounded by stock in the same statement that writes them, so two tabs adding at once cannot push a
// line past the stock; another member's cart ids are NOT_FOUND and a batch delete is all or nothing.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { ErrorCode, type CartItem, type CartLine } from '@mall/rest-contract';
import type { Db } from '../../db/client';
import { cart, goods, goodsSku } from '../../db/schema';
import { BusinessError } from '../../http/envelope';
import { fenToYuan } from '@mall/rest-contract/money';
import { cartCount, cartRows, skuState } from './queries';

export const CART_MESSAGES = {
  skuMissing: '商品不存在',
  offShelf: '该商品已下架，无法加入购物车',
  offShelfEdit: '该商品已下架，请删除后重新选购',
  soldOut: '该商品已售罄',
  lineMissing: '购物车商品不存在',
  stock: (left: number, inCart: number) =>
    inCart > 0 ? `库存不足：该商品库存 ${left} 件，购物车中已有 ${inCart} 件` : `库存不足：该商品仅剩 ${left} 件`,
  editStock: (left: number) => `库存不足：该商品最多可购买 ${left} 件`,
} as const;

/** Why a cart line cannot be bought now ('' when it can). */
export function invalidReason(onShelf: boolean, stock: number): string {
  if (!onShelf) return '商品已下架';
  if (stock <= 0) return '商品已售罄';
  return '';
}

export function createCartService(db: Db) {
  /** The stock of the sku, read inside the write statement itself. */
  const stockOf = (skuId: number) => sql`(select ${goodsSku.stock} from ${goodsSku} where ${goodsSku.skuId} = ${skuId})`;

  return {
    /** Total quantity in the cart; 0 for visitors. */
    count: (memberId: number | undefined) => (memberId ? cartCount(db, memberId) : Promise.resolve(0)),

    async items(memberId: number | undefined): Promise<CartItem[]> {
      if (!memberId) return [];
      const rows = await cartRows(db, memberId);
      return rows.map(({ goods_name, spec_name, discount_price, on_shelf, ...r }) => {
        const reason = invalidReason(on_shelf, r.stock);
        return {
          ...r,
          sku_name: `${goods_name} ${spec_name}`.trim(),
          discount_price: fenToYuan(discount_price),
          is_invalid: reason !== '',
          invalid_reason: reason,
        };
      });
    },

    /** Adds num of a sku, merged with the member's existing line; never beyond stock. */
    async add(memberId: number, skuId: number, num: number): Promise<CartLine> {
      const state = await skuState(db, skuId);
      if (!state) throw new BusinessError(CART_MESSAGES.skuMissing, ErrorCode.NOT_FOUND);
      if (!state.onShelf) throw new BusinessError(CART_MESSAGES.offShelf);
      if (state.stock <= 0) throw new BusinessError(CART_MESSAGES.soldOut);
      // One statement: insert, or add to the existing line, only while the total stays within stock.
      const result = await db.execute(sql`
        insert into ${cart} (member_id, sku_id, num)
        select ${memberId}, ${skuId}, ${num} where ${num} <= ${stockOf(skuId)}
        on conflict (member_id, sku_id) do update set num = ${cart}.num + excluded.num, create_time = now()
          where ${cart}.num + excluded.num <= ${stockOf(skuId)}
        returning cart_id, sku_id, num`);
      const [row] = (result as unknown as { rows: CartLine[] }).rows;
      if (row) return row;
      // Refused by the stock condition: say how many are left and how many are already in the cart.
      const [line] = await db.select({ num: cart.num }).from(cart).where(and(eq(cart.memberId, memberId), eq(cart.skuId, skuId)));
      const now = await skuState(db, skuId);
      throw new BusinessError(CART_MESSAGES.stock(now?.stock ?? 0, line?.num ?? 0));
    },

    /** Sets a line's quantity, bounded by stock; the goods must still be on the shelf. */
    async edit(memberId: number, cartId: number, num: number): Promise<CartLine> {
      const [line] = await db
        .select({ skuId: cart.skuId, stock: goodsSku.stock, onShelf: goods.isOnShelf })
        .from(cart)
        .innerJoin(goodsSku, eq(goodsSku.skuId, cart.skuId))
        .innerJoin(goods, eq(goods.goodsId, goodsSku.goodsId))
        .where(and(eq(cart.cartId, cartId), eq(cart.memberId, memberId)));
      if (!line) throw new BusinessError(CART_MESSAGES.lineMissing, ErrorCode.NOT_FOUND);
      if (!line.onShelf) throw new BusinessError(CART_MESSAGES.offShelfEdit);
      const [row] = await db
        .update(cart)
        .set({ num })
        .where(and(eq(cart.cartId, cartId), eq(cart.memberId, memberId), sql`${num} <= ${stockOf(line.skuId)}`))
        .returning({ cart_id: cart.cartId, sku_id: cart.skuId, num: cart.num });
      if (row) return row;
      const now = await skuState(db, line.skuId);
      throw new BusinessError(now && now.stock > 0 ? CART_MESSAGES.editStock(now.stock) : CART_MESSAGES.soldOut);
    },

    /** Deletes the member's lines; if any id is not theirs (or missing), nothing is deleted. */
    async delete(memberId: number, cartIds: number[]): Promise<number> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .delete(cart)
          .where(and(eq(cart.memberId, memberId), inArray(cart.cartId, cartIds)))
          .returning({ id: cart.cartId });
        if (rows.length !== cartIds.length) throw new BusinessError(CART_MESSAGES.lineMissing, ErrorCode.NOT_FOUND);
        return rows.length;
      });
    },
  };
}
export type CartService = ReturnType<typeof createCartService>;
