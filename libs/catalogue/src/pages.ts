import { type PageModules } from '@mall/page-kit';

/**
 * `@mall/catalogue/pages`: the catalogue's route modules (home, category, list, goods detail,
 * brand, shop street), each lazily loaded (its own chunk). The app's route table names them as
 * page kinds; this module holds only the import functions.
 */
export const cataloguePages = {
  home: () => import('./routes/HomeRoute'),
  category: () => import('./routes/CategoryRoute'),
  goodsList: () => import('./routes/ListRoute'),
  goodsDetail: () => import('./routes/GoodsDetailRoute'),
  brand: () => import('./routes/BrandRoute'),
  street: () => import('./routes/StreetRoute'),
} satisfies PageModules;

/** The page kinds of the catalogue's routes. */
export type CataloguePage = keyof typeof cataloguePages;
