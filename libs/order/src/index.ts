// @mall/order: the member's orders (list, detail, logistics) and after-sales (evaluation, refunds,
// complaints). Route modules: src/orders/routes/ and src/aftersale/routes/, by page kind in
// src/pages.ts (`@mall/order/pages`).

// Where an order's detail page is and what a member may do with it (pure helpers).
export {
  detailHref as orderDetailHref,
  orderActions,
  lineCanRefund,
  type OrderActionKind,
} from './orders/lib/orderActions';

// The words of an order's status, as the order pages say it (a value not in the table shows its key).
export { orderStatusText } from './orders/lib/messages';
