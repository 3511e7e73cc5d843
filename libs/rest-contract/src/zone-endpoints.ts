// The REST calls of the assistance zones, fresh hall, projects, news, meal packages and DIY micro pages,
// spread into `endpoints`. All are public reads.
import { z } from 'zod';
import { endpoint } from './endpoint';
import * as zn from './zone';


export const zoneEndpoints = {
  '/api/GoodsSpecial/info': endpoint({ request: zn.zoneInfoRequest, response: zn.zoneInfo, auth: 'none', summary: '帮扶专区：介绍与分类' }),
  '/api/GoodsSpecial/goods': endpoint({ request: zn.zoneGoodsRequest, response: zn.zoneGoodsPage, auth: 'none', summary: '帮扶专区：商品' }),
  '/api/fresh/info': endpoint({ request: zn.freshInfoRequest, response: zn.zoneInfo, auth: 'none', summary: '生鲜馆：介绍与分类' }),
  '/api/fresh/goods': endpoint({ request: zn.freshGoodsRequest, response: zn.zoneGoodsPage, auth: 'none', summary: '生鲜馆：商品' }),
  '/api/project/page': endpoint({ request: zn.projectPageRequest, response: zn.projectPage, auth: 'none', summary: '帮扶项目列表' }),
  '/api/project/info': endpoint({ request: zn.projectInfoRequest, response: zn.projectDetail, auth: 'none', summary: '帮扶项目详情' }),
  '/api/project/newsPage': endpoint({ request: zn.newsPageRequest, response: zn.newsPage, auth: 'none', summary: '帮扶资讯列表' }),
  '/api/project/newsInfo': endpoint({ request: zn.newsInfoRequest, response: zn.newsDetail, auth: 'none', summary: '帮扶资讯详情' }),
  '/api/Xgh/mealPlan': endpoint({ request: zn.mealPlanRequest, response: z.array(zn.mealPackage), auth: 'none', summary: '套餐馆：膳食套餐' }),
  '/api/pcDiy/getView': endpoint({ request: zn.diyViewRequest, response: zn.diyView, auth: 'none', summary: '微页面' }),
};
