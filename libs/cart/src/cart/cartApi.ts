import {
  CartPageDeleteItemsDocument,
  CartPageUpdateItemDocument,
  gql,
  isGatewayError,
} from '@mall/gateway-client';
import type { CartPageCart } from './types';

/** The cart's writes as the page uses them; each answers the whole cart. Tests and stories pass fakes. */
export interface CartApi {
  update(cartId: number, num: number): Promise<CartPageCart>;
  remove(cartIds: number[]): Promise<CartPageCart>;
}

/**
 * Through the gateway: force-login (an expired session goes to /login?redirect=/cart) and silent
 * (the page shows the refusal inline, next to the line or in the delete dialog, not as a toast).
 */
export const gatewayCartApi: CartApi = {
  async update(cartId, num) {
    const data = await gql(CartPageUpdateItemDocument, { cartId, num }, { forceLogin: true, silent: true });
    return data.updateCartItem;
  },
  async remove(cartIds) {
    const data = await gql(CartPageDeleteItemsDocument, { cartIds }, { forceLogin: true, silent: true });
    return data.deleteCartItems;
  },
};

/** The server's message for a refusal, else the fallback. */
export function refusalMessage(error: unknown, fallback: string): string {
  return isGatewayError(error) ? error.message : fallback;
}
