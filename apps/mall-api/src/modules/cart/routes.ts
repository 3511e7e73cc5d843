import type { PartialHandlers } from '../../http/types';
import type { CartService } from './service';

export const cartRoutes = (carts: CartService) =>
  ({
    '/api/cart/count': ({ member }) => carts.count(member?.memberId),
    '/api/cart/goodslists': ({ member }) => carts.items(member?.memberId),
    '/api/cart/add': ({ member, input }) => carts.add(member!.memberId, input.sku_id, input.num),
    '/api/cart/edit': ({ member, input }) => carts.edit(member!.memberId, input.cart_id, input.num),
    '/api/cart/delete': ({ member, input }) => carts.delete(member!.memberId, input.cart_ids),
  }) satisfies PartialHandlers;
