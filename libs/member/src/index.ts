// @mall/member: the member centre: account, addresses, coupons, invoices, withdrawals (SPEC §2 member layout).
// Its routes and components arrive with their issue; the foundation only reserves the lib.
export {};

// Auth pages (login, register, find password, licence): components and logic.
export * from './auth/index';

// Member orders: where an order's detail page is and what a member may do with it (pure helpers).
export {
  detailHref as orderDetailHref,
  orderActions,
  lineCanRefund,
  type OrderActionKind,
} from './orders/lib/orderActions';
