import type { PartialHandlers } from '../../http/types';
import type { ZoneService } from './service';

export const zoneRoutes = (zones: ZoneService) =>
  ({
    '/api/GoodsSpecial/info': ({ input }) => zones.info(input.code, input.province),
    '/api/GoodsSpecial/goods': ({ input }) => zones.goodsPage(input.code, { tab: input.tab, province: input.province }, input.page, input.page_size),
    '/api/fresh/info': () => zones.info('fresh'),
    '/api/fresh/goods': ({ input }) => zones.goodsPage('fresh', { tab: input.tab }, input.page, input.page_size),
    '/api/project/page': ({ input }) => zones.projectPage(input.page, input.page_size),
    '/api/project/info': ({ input }) => zones.projectInfo(input.id),
    '/api/project/newsPage': ({ input }) => zones.newsPage(input.page, input.page_size),
    '/api/project/newsInfo': ({ input }) => zones.newsInfo(input.id),
    '/api/Xgh/mealPlan': ({ input }) => zones.mealPlan(input.people),
    '/api/pcDiy/getView': ({ input, request }) =>
      zones.diyView(input.id, (skipped) => request.log.warn({ diyPage: input.id, skipped }, 'micro page: components skipped')),
  }) satisfies PartialHandlers;
