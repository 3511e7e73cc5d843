// The REST calls of the selling promotions, spread into `endpoints`.
import { endpoint, emptyRequest } from './endpoint';
import * as p from './promotion';


export const promotionEndpoints = {
  '/api/seckill/lists': endpoint({ request: emptyRequest, response: p.seckillSlots, auth: 'none', summary: '秒杀：今日时段' }),
  '/api/seckill/page': endpoint({ request: p.seckillPageRequest, response: p.seckillGoodsPage, auth: 'none', summary: '秒杀：时段商品' }),
  '/api/seckill/detail': endpoint({ request: p.seckillDetailRequest, response: p.seckillDetail, auth: 'optional', summary: '秒杀商品详情' }),
  '/api/goods/promotion': endpoint({ request: p.goodsPromotionRequest, response: p.goodsPromotion, auth: 'none', summary: '商品正在进行的促销' }),
  '/api/goods/promotions': endpoint({ request: p.goodsPromotionsRequest, response: p.goodsPromotions, auth: 'none', summary: '多个商品正在进行的促销（列表、购物车）' }),
  '/api/groupbuy/page': endpoint({ request: p.groupbuyPageRequest, response: p.groupbuyPage, auth: 'none', summary: '团购：活动列表' }),
  '/api/groupbuy/detail': endpoint({ request: p.groupbuyDetailRequest, response: p.groupbuyDetail, auth: 'none', summary: '团购详情' }),
  '/api/combo/detail': endpoint({ request: p.comboDetailRequest, response: p.comboDetail, auth: 'none', summary: '组合套餐详情' }),
  '/api/topic/page': endpoint({ request: p.topicPageRequest, response: p.topicPage, auth: 'none', summary: '专题活动列表' }),
  '/api/topic/detail': endpoint({ request: p.topicDetailRequest, response: p.topicDetail, auth: 'none', summary: '专题页：介绍与专题商品' }),
  '/api/topic/goods': endpoint({ request: p.topicGoodsRequest, response: p.topicGoodsDetail, auth: 'none', summary: '专题商品详情' }),
  '/api/coupon/typepagelists': endpoint({ request: p.couponTypeListRequest, response: p.couponTypePage, auth: 'optional', summary: '领券中心' }),
  '/api/coupon/receive': endpoint({ request: p.couponReceiveRequest, response: p.couponReceived, auth: 'required', summary: '领取优惠券' }),
  '/api/addon/addonisexit': endpoint({ request: emptyRequest, response: p.addonIsExit, auth: 'none', summary: '已开启的促销类型' }),
};
