import type { ComponentType } from 'react';
import type { LoaderFunctionArgs } from 'react-router-dom';

export { cartEvents } from './events';

/**
 * `@mall/cart/pages`: the cart, checkout and payment route modules, each lazily loaded (its own
 * chunk). The app's route table names them as page kinds; this module holds only the import
 * functions, so importing it costs the app's entry chunk nothing.
 */
export interface CartRouteModule {
  loader?: (args: LoaderFunctionArgs) => unknown;
  Component: ComponentType;
}

export const cartPages = {
  cart: () => import('./cart/CartRoute'),
  payment: () => import('./checkout/PaymentRoute'),
  pay: () => import('./pay/PayRoute'),
  payResult: () => import('./pay/PayResultRoute'),
  orderPay: () => import('./pay/OrderPayRoute'),
  orderPaySuccess: () => import('./pay/OrderPaySuccessRoute'),
  memberPaytickets: () => import('./pay/PayTicketsRoute'),
} satisfies Record<string, () => Promise<CartRouteModule>>;

/** The page kinds of the cart, checkout and payment routes. */
export type CartPage = keyof typeof cartPages;
