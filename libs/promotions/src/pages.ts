import { type PageModules } from '@mall/page-kit';

/**
 * `@mall/promotions/pages`: the promotions' route modules, each lazily loaded (its own chunk). The app's
 * route table names them as page kinds; this module holds only the import functions.
 */
export const promotionsPages = {
  // Assistance zones, fresh hall, meal packages, projects, news and micro pages.
  zone: () => import('./zones/routes/ZoneRoute'),
  zoneMealPlan: () => import('./zones/routes/MealPlanRoute'),
  zoneProjectList: () => import('./projects/routes/ProjectListRoute'),
  zoneProjectDetail: () => import('./projects/routes/ProjectDetailRoute'),
  zoneNewsList: () => import('./news/routes/NewsListRoute'),
  zoneNewsDetail: () => import('./news/routes/NewsDetailRoute'),
  zoneDiy: () => import('./diy/routes/DiyRoute'),
  zoneFresh: () => import('./fresh/routes/FreshRoute'),
  // Seckill and the coupon centre.
  seckill: () => import('./seckill/routes/SeckillRoute'),
  seckillDetail: () => import('./seckill/routes/SeckillDetailRoute'),
  coupon: () => import('./coupon/routes/CouponRoute'),
  // Group-buy, combo packages and topics.
  groupbuy: () => import('./groupbuy/routes/GroupbuyRoute'),
  groupbuyDetail: () => import('./groupbuy/routes/GroupbuyDetailRoute'),
  combo: () => import('./combo/routes/ComboRoute'),
  topic: () => import('./topic/routes/TopicListRoute'),
  topicDetail: () => import('./topic/routes/TopicRoute'),
  topicGoods: () => import('./topic/routes/TopicGoodsRoute'),
} satisfies PageModules;

/** The page kinds of the promotions routes. */
export type PromotionsPage = keyof typeof promotionsPages;
