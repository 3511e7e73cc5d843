import { type PageModules } from '@mall/page-kit';

/**
 * `@mall/order/pages`: the member's orders (list, detail and its variants, logistics) and
 * after-sales (evaluation, refunds, complaints), each lazily loaded (its own chunk). The app's
 * route table names them as page kinds; this module holds only the import functions.
 */
export const orderPages = {
  // Orders (src/orders): one detail module renders the four order_detail variants.
  memberOrderList: () => import('./orders/routes/OrderListRoute'),
  memberOrderDetail: () => import('./orders/routes/OrderDetailRoute'),
  memberOrderDetailLocalDelivery: () => import('./orders/routes/OrderDetailRoute'),
  memberOrderDetailPickup: () => import('./orders/routes/OrderDetailRoute'),
  memberOrderDetailVirtual: () => import('./orders/routes/OrderDetailRoute'),
  memberLogistics: () => import('./orders/routes/LogisticsRoute'),
  // After-sales (src/aftersale); /evaluate is a main-layout route.
  memberEvaluate: () => import('./aftersale/routes/EvaluateRoute'),
  memberActivist: () => import('./aftersale/routes/ActivistRoute'),
  memberRefund: () => import('./aftersale/routes/RefundRoute'),
  memberRefundDetail: () => import('./aftersale/routes/RefundDetailRoute'),
  memberComplain: () => import('./aftersale/routes/ComplainRoute'),
} satisfies PageModules;

/** The page kinds of the order routes (they keep their `member…` names: they live under /member). */
export type OrderPage = keyof typeof orderPages;
