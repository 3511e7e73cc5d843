import type { PartialHandlers } from '../../http/types';
import type { CatalogueService } from './service';

export const catalogueRoutes = (catalogue: CatalogueService) =>
  ({
    // `template` only chooses the storefront's rendering; the tree is the same.
    '/api/goodscategory/tree': ({ input }) => catalogue.categoryTree(input.level),
    '/api/pc/floors': () => catalogue.floors(),
    '/api/pc/hotSearchWords': () => catalogue.hotSearchWords(),
    '/api/pc/defaultSearchWords': () => catalogue.defaultSearchWords(),
    '/api/goodssku/detail': ({ input }) => catalogue.detail(input.sku_id),
    '/api/goodssku/page': ({ input }) => catalogue.page(input),
    '/api/goodssku/suggest': ({ input }) => catalogue.suggest(input),
    '/api/goodssku/recommend': ({ input }) => catalogue.recommend(input.category_id, input.page_size),
    '/api/goodscategory/info': ({ input }) => catalogue.categoryInfo(input.category_id),
    '/api/goodsbrand/page': ({ input }) => catalogue.brandPage(input.category_id, input.page, input.page_size),
  }) satisfies PartialHandlers;
