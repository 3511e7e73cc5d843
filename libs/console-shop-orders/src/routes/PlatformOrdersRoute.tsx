// 订单管理 of the platform (/console/orders): every shop's orders, read only, with the shop and payment
// kind filters and the export of the same filters (ordersPage.tsx).
import { ordersPage } from './ordersPage';

export const { loader, Component } = ordersPage('platform');
