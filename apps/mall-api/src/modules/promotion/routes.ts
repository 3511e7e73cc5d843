import type { PartialHandlers } from '../../http/types';
import type { PromotionService } from './service';

export const promotionRoutes = (p: PromotionService) =>
  ({
    '/api/seckill/lists': () => p.slots(),
    '/api/seckill/page': ({ input }) => p.slotGoods(input.slot_id, input.page, input.page_size),
    '/api/seckill/detail': ({ input, member }) => p.seckillDetail(input.seckill_id, member?.memberId ?? null),
    '/api/goods/promotion': ({ input }) => p.goodsPromotion(input.goods_id),
    '/api/goods/promotions': ({ input }) => p.goodsPromotions(input.goods_ids),
    '/api/groupbuy/page': ({ input }) => p.groupbuyPage(input),
    '/api/groupbuy/detail': ({ input }) => p.groupbuyDetail(input.groupbuy_id),
    '/api/combo/detail': ({ input }) => p.comboDetail(input.combo_id),
    '/api/topic/page': ({ input }) => p.topicPage(input),
    '/api/topic/detail': ({ input }) => p.topicDetail(input),
    '/api/topic/goods': ({ input }) => p.topicGoods(input.id),
    '/api/coupon/typepagelists': ({ input, member }) => p.couponTypes(member?.memberId ?? null, input),
    '/api/coupon/receive': ({ input, member }) => p.receive(member!.memberId, input.coupon_type_id),
    '/api/addon/addonisexit': () => p.switches(),
  }) satisfies PartialHandlers;
