import { type PageModules } from '@mall/page-kit';


/**
 * `@mall/cart/pages`: the cart, checkout and payment route modules, each lazily loaded (its own
 * chunk). The app's route table names them as page kinds; this module holds only the import
 * functions, so importing it costs the app's entry chunk nothing.
 */
export const cartPages = {
  cart: () => import('./cart/CartRoute'),
  payment: () => import('./checkout/PaymentRoute'),
  seckillPayment: () => import('./checkout/SeckillPaymentRoute'),
  groupbuyPayment: () => import('./checkout/GroupbuyPaymentRoute'),
  comboPayment: () => import('./checkout/ComboPaymentRoute'),
  topicPayment: () => import('./checkout/TopicPaymentRoute'),
  pay: () => import('./pay/PayRoute'),
  payResult: () => import('./pay/PayResultRoute'),
  orderPay: () => import('./pay/OrderPayRoute'),
  orderPaySuccess: () => import('./pay/OrderPaySuccessRoute'),
  memberPaytickets: () => import('./pay/PayTicketsRoute'),
} satisfies PageModules;

/** The page kinds of the cart, checkout and payment routes. */
export type CartPage = keyof typeof cartPages;
