import type { CartPageQuery } from '@mall/gateway-client';

/** One line of the /cart page, as the CartPage query and the cart mutations answer it. */
export type CartPageLine = CartPageQuery['cart']['items'][number];

/** The whole cart as the page holds it (the mutations answer the same shape). */
export type CartPageCart = CartPageQuery['cart'];
