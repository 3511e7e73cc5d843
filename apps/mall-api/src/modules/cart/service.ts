import type { CartItem } from '@mall/rest-contract';
import type { Db } from '../../db/client';
import { yuan } from '../../http/envelope';
import { cartCount, cartRows } from './queries';

export function createCartService(db: Db) {
  return {
    /** Total quantity in the cart; 0 for visitors. */
    count: (memberId: number | undefined) => (memberId ? cartCount(db, memberId) : Promise.resolve(0)),
    async items(memberId: number | undefined): Promise<CartItem[]> {
      if (!memberId) return [];
      const rows = await cartRows(db, memberId);
      return rows.map(({ goods_name, spec_name, discount_price, ...r }) => ({
        ...r,
        sku_name: `${goods_name} ${spec_name}`.trim(),
        discount_price: yuan(discount_price),
      }));
    },
  };
}
export type CartService = ReturnType<typeof createCartService>;
