import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PageKind } from './table';
import type { PageModule } from './pageModule';
import { cartPages } from '@mall/cart/pages';
import { regionPages } from '@mall/region/pages';
import { promotionsPages } from '@mall/promotions/pages';
import { regionPages } from '@mall/region/pages';
import { orgVoucherPages } from '@mall/org-voucher/pages';
import { regionPages } from '@mall/region/pages';
import { shopPages } from '@mall/shop/pages';
import { orgVoucherPages } from '@mall/org-voucher/pages';
import { memberCentrePages } from '@mall/member/pages';

/** Lazy page modules by kind: each is its own chunk (ARCHITECTURE §3). */
export const pageModules: Record<PageKind, () => Promise<PageModule>> = {
  ...memberCentrePages,
  ...cartPages,
  ...regionPages,
  ...promotionsPages,
  ...regionPages,
  ...orgVoucherPages,
  ...regionPages,
  ...shopPages,
  ...orgVoucherPages,
  home: () => import('../pages/home/HomeRoute'),
  login: () => import('../pages/login/LoginRoute'),
  register: () => import('../pages/auth/RegisterRoute'),
  registerForm: () => import('../pages/auth/RegisterFormRoute'),
  findPass: () => import('../pages/auth/FindPassRoute'),
  licence: () => import('../pages/auth/LicenceRoute'),
  closed: () => import('../pages/closed/ClosedRoute'),
  notFound: () => import('../pages/notFound/NotFoundRoute'),
  beingBuilt: () => import('../pages/beingBuilt/BeingBuiltRoute'),
  category: () => import('../pages/category/CategoryRoute'),
  goodsList: () => import('../pages/list/ListRoute'),
  goodsDetail: () => import('../pages/goodsDetail/GoodsDetailRoute'),
  brand: () => import('../pages/brand/BrandRoute'),
  street: () => import('../pages/street/StreetRoute'),
  noticeList: () => import('../pages/cms/NoticeListRoute'),
  noticeDetail: () => import('../pages/cms/NoticeRoute'),
  help: () => import('../pages/cms/HelpRoute'),
  helpList: () => import('../pages/cms/HelpListRoute'),
  articleList: () => import('../pages/cms/ArticleListRoute'),
  articleDetail: () => import('../pages/cms/ArticleRoute'),
};

/**
 * A page's own "not found" view, shown by the route error element (RouteError) when its loader
 * throws a 404 response, instead of the generic 404 page: e.g. 商品不存在或已下架 with recommendations.
 */
export const notFoundPages: Partial<Record<PageKind, LazyExoticComponent<ComponentType>>> = {
  goodsDetail: lazy(() => import('../pages/goodsDetail/GoodsNotFound')),
};
