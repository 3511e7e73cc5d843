// 订单管理 of a shop (/console/shop/orders): its own orders, shipping and notes (ordersPage.tsx).
import { ordersPage } from './ordersPage';

export const { loader, action, Component } = ordersPage('shop');
