// The REST calls of branch sites, regions, shop storefronts and support units, spread
// into `endpoints`.
import { z } from 'zod';
import { endpoint } from './endpoint';
import * as r from './region';


export const regionEndpoints = {
  // Branch sites.
  '/city/api/Website/lists': endpoint({ request: r.websiteListRequest, response: z.array(r.websiteItem), auth: 'none', summary: '分站列表' }),
  '/city/api/Website/detail': endpoint({ request: r.siteIdRequest, response: r.cityDetail, auth: 'none', summary: '分站详情' }),
  '/city/api/Website/carousel': endpoint({ request: r.websiteCarouselRequest, response: z.array(r.websiteCarouselItem), auth: 'none', summary: '首页分站轮播' }),
  '/city/api/website/websiteType': endpoint({ request: r.siteIdRequest, response: z.object({ type: z.number().int() }), auth: 'none', summary: '分站类型' }),
  '/city/api/WebsiteBanner/bannerList': endpoint({ request: r.siteIdRequest, response: z.array(r.websiteBanner), auth: 'none', summary: '分站轮播图' }),
  '/city/api/WebsiteRecommendGoods/recommendGoodsList': endpoint({ request: r.recommendGoodsRequest, response: r.recommendGoodsPage, auth: 'none', summary: '分站推荐商品' }),
  // Shop storefronts.
  '/api/shopgoodscategory/tree': endpoint({ request: r.shopCategoryTreeRequest, response: z.array(r.treeCategory), auth: 'none', summary: '店铺商品分类树' }),
  '/api/store/page2_0': endpoint({ request: r.storePageRequest, response: r.storePage, auth: 'none', summary: '店铺线下门店' }),
  '/api/shop/stat': endpoint({ request: r.shopCategoryTreeRequest, response: r.shopStat, auth: 'none', summary: '店铺评分与门店数' }),
  '/api/shop/listPage': endpoint({ request: r.shopListRequest, response: r.shopListPage, auth: 'none', summary: '店铺列表（站点、分类筛选）' }),
  // Regions.
  '/fupin/api/Region/lists': endpoint({ request: z.object({}), response: z.array(r.regionItem), auth: 'none', summary: '地区馆列表' }),
  '/fupin/api/Region/info': endpoint({ request: r.siteIdRequest, response: r.regionInfo, auth: 'none', summary: '地区馆信息与分类树' }),
  '/fupin/api/Region/goodsPage': endpoint({ request: r.regionGoodsRequest, response: r.regionGoodsPage, auth: 'none', summary: '地区馆商品' }),
  // Support units.
  '/fupin/api/Support/categoryTree': endpoint({ request: z.object({}), response: z.array(r.treeCategory), auth: 'none', summary: '帮扶单位分类树' }),
  '/fupin/api/Support/page': endpoint({ request: r.supportListRequest, response: r.supportPage, auth: 'none', summary: '帮扶单位列表' }),
  '/fupin/api/Support/info': endpoint({ request: r.supportRequest, response: r.supportItem, auth: 'none', summary: '帮扶单位信息' }),
  '/fupin/api/Support/goodsPage': endpoint({ request: r.supportGoodsRequest, response: r.recommendGoodsPage, auth: 'none', summary: '帮扶单位商品' }),
} as const;
