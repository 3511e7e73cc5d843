// The shop's goods pages (shop accounts), the shop's own pages (info, categories, stores) and the
// platform's goods review (the review area).
import type { ConsolePage } from '@mall/console-kit';
import { registerShopGoodsMessages } from './i18n';
import { registerShopSelfMessages } from './shop-self-i18n';

// The side menu's labels are this lib's messages: they join i18next before the menu renders.
registerShopGoodsMessages();
registerShopSelfMessages();

export const consolePages: ConsolePage[] = [
  { path: 'shop/goods/list', scope: 'shop', permission: 'goods.read', menu: { group: 'shopGoods', label: 'console.shopGoods.menu.list', order: 1 }, lazy: () => import('./routes/GoodsListRoute') },
  { path: 'shop/goods/create', scope: 'shop', permission: 'goods.write', menu: { group: 'shopGoods', label: 'console.shopGoods.menu.create', order: 2 }, lazy: () => import('./routes/GoodsEditRoute') },
  { path: 'shop/goods/edit/:goodsId', scope: 'shop', permission: 'goods.write', lazy: () => import('./routes/GoodsEditRoute') },
  { path: 'shop/categories', scope: 'shop', permission: 'goods.write', menu: { group: 'shopGoods', label: 'console.shopSelf.menu.categories', order: 3 }, lazy: () => import('./routes/ShopCategoriesRoute') },
  { path: 'shop/info', scope: 'shop', permission: 'shop.manage', menu: { group: 'shopManage', label: 'console.shopSelf.menu.info', order: 1 }, lazy: () => import('./routes/ShopInfoRoute') },
  { path: 'shop/stores', scope: 'shop', permission: 'shop.manage', menu: { group: 'shopManage', label: 'console.shopSelf.menu.stores', order: 2 }, lazy: () => import('./routes/ShopStoresRoute') },
  { path: 'review/goods', permission: 'review.goods', menu: { group: 'review', label: 'console.shopGoods.menu.review', order: 6 }, lazy: () => import('./routes/GoodsReviewRoute') },
];
