// The shop's overview, figures, orders and verification desk (shop accounts), and the platform's
// 订单管理 of every shop (the same page, read only).
import type { ConsolePage } from '@mall/console-kit';
import { m } from '@mall/i18n';

export const consolePages: ConsolePage[] = [
  { path: 'shop/overview', scope: 'shop', permission: 'shop.overview', menu: { group: 'shopHome', label: m['console.shopOrders.menu.overview'], order: 1 }, lazy: () => import('./routes/OverviewRoute') },
  { path: 'shop/figures', scope: 'shop', permission: 'stats.read', menu: { group: 'shopStats', label: m['console.shopOrders.menu.figures'], order: 1 }, lazy: () => import('./routes/FiguresRoute') },
  { path: 'shop/orders', scope: 'shop', permission: 'orders.read', menu: { group: 'shopOrders', label: m['console.shopOrders.menu.orders'], order: 1 }, lazy: () => import('./routes/OrdersRoute') },
  { path: 'orders', permission: 'orders.view', menu: { group: 'orders', label: m['console.shopOrders.menu.platformOrders'], order: 1 }, lazy: () => import('./routes/PlatformOrdersRoute') },
  { path: 'shop/verify', scope: 'shop', permission: 'verify.run', menu: { group: 'shopVerify', label: m['console.shopOrders.menu.verify'], order: 1 }, lazy: () => import('./routes/VerifyRoute') },
  { path: 'shop/verifiers', scope: 'shop', permission: 'staff.manage', menu: { group: 'shopVerify', label: m['console.shopOrders.menu.verifiers'], order: 2 }, lazy: () => import('./routes/VerifiersRoute') },
];
