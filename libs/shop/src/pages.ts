import { type PageModules } from '@mall/page-kit';

/** `@mall/shop/pages`: the lazy route modules of shop and support-unit storefronts, by page kind. */
export const shopPages = {
  shopHome: () => import('./shop/routes/ShopRoute'),
  shopList: () => import('./shop/routes/ShopListRoute'),
  supportList: () => import('./support/routes/SupportListRoute'),
  supportDetail: () => import('./support/routes/SupportDetailRoute'),
  shopApply: () => import('./apply/routes/ShopApplyRoute'),
} satisfies PageModules;

export type ShopPage = keyof typeof shopPages;
