// The shop's goods pages (shop accounts), the shop's own pages (info, categories, stores) and the
// platform's goods review (the review area).
import type { ConsolePage } from '@mall/console-kit';
import { m } from '@mall/i18n';

export const consolePages: ConsolePage[] = [
  { path: 'shop/goods/list', scope: 'shop', permission: 'goods.read', menu: { group: 'shopGoods', label: m['console.shopGoods.menu.list'], order: 1 }, lazy: () => import('./routes/GoodsListRoute') },
  { path: 'shop/goods/create', scope: 'shop', permission: 'goods.write', menu: { group: 'shopGoods', label: m['console.shopGoods.menu.create'], order: 2 }, lazy: () => import('./routes/GoodsEditRoute') },
  { path: 'shop/goods/edit/:goodsId', scope: 'shop', permission: 'goods.write', lazy: () => import('./routes/GoodsEditRoute') },
  { path: 'shop/categories', scope: 'shop', permission: 'goods.write', menu: { group: 'shopGoods', label: m['console.shopSelf.menu.categories'], order: 3 }, lazy: () => import('./routes/ShopCategoriesRoute') },
  { path: 'shop/info', scope: 'shop', permission: 'shop.manage', menu: { group: 'shopManage', label: m['console.shopSelf.menu.info'], order: 1 }, lazy: () => import('./routes/ShopInfoRoute') },
  { path: 'shop/stores', scope: 'shop', permission: 'shop.manage', menu: { group: 'shopManage', label: m['console.shopSelf.menu.stores'], order: 2 }, lazy: () => import('./routes/ShopStoresRoute') },
  { path: 'review/goods', permission: 'review.goods', menu: { group: 'review', label: m['console.shopGoods.menu.review'], order: 6 }, lazy: () => import('./routes/GoodsReviewRoute') },
];
