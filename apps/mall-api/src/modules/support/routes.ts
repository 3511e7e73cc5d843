import type { PartialHandlers } from '../../http/types';
import type { SupportService } from './service';

export const supportRoutes = (support: SupportService) =>
  ({
    '/fupin/api/Support/categoryTree': () => support.categoryTree(),
    '/fupin/api/Support/page': ({ input }) => support.page(input),
    '/fupin/api/Support/info': ({ input }) => support.info(input.support_id),
    '/fupin/api/Support/goodsPage': ({ input }) => support.goods(input),
  }) satisfies PartialHandlers;
