import type { PartialHandlers } from '../../http/types';
import type { CartService } from './service';

export const cartRoutes = (carts: CartService) =>
  ({
    '/api/cart/count': ({ member }) => carts.count(member?.memberId),
    '/api/cart/goodslists': ({ member }) => carts.items(member?.memberId),
  }) satisfies PartialHandlers;
