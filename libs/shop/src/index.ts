// @mall/shop: shop and support-unit storefronts. Route modules by page kind in src/pages.ts
// (`@mall/shop/pages`); the shop header for layouts and other pages here.
export { ShopHeader, type ShopHeaderProps } from './shop/components/ShopHeader/ShopHeader';
export { ShopNav, type ShopNavProps } from './shop/components/ShopNav/ShopNav';
export { ShopCategoryMenu, type ShopCategoryMenuProps } from './shop/components/ShopCategoryMenu/ShopCategoryMenu';
export type { TreeNode, ShopHeaderData, StoreData, ShopCardData } from './shop/lib/types';
