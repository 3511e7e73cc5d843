import type { PartialHandlers } from '../../http/types';
import type { CatalogueService } from './service';

export const catalogueRoutes = (catalogue: CatalogueService) =>
  ({
    // `template` only chooses the storefront's rendering; the tree is the same.
    '/api/goodscategory/tree': ({ input }) => catalogue.categoryTree(input.level),
    '/api/pc/floors': () => catalogue.floors(),
    '/api/pc/hotSearchWords': () => catalogue.hotSearchWords(),
    '/api/pc/defaultSearchWords': () => catalogue.defaultSearchWords(),
  }) satisfies PartialHandlers;
