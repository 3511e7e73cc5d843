import type { PartialHandlers } from '../../http/types';
import type { RegionService } from './service';

export const regionRoutes = (regions: RegionService) =>
  ({
    '/city/api/Website/lists': ({ input }) => regions.lists(input),
    '/city/api/Website/detail': ({ input }) => regions.detail(input.site_id),
    '/city/api/Website/carousel': ({ input }) => regions.carousel(input),
    '/city/api/website/websiteType': ({ input }) => regions.websiteType(input.site_id),
    '/city/api/WebsiteBanner/bannerList': ({ input }) => regions.banners(input.site_id),
    '/city/api/WebsiteRecommendGoods/recommendGoodsList': ({ input }) => regions.recommendGoods(input),
    '/fupin/api/Region/lists': () => regions.regions(),
    '/fupin/api/Region/info': ({ input }) => regions.regionInfo(input.site_id),
    '/fupin/api/Region/goodsPage': ({ input }) => regions.regionGoods(input),
  }) satisfies PartialHandlers;
