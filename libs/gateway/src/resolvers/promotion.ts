// Resolvers of schema/promotion.graphql (issue 12): seckill, a goods' running promotion, the coupon
// centre and the switches. Arguments are checked here (BAD_USER_INPUT, no REST call), then against the
// REST schema; a switched-off kind (NOT_FOUND from mall-api) answers null.
import type { Resolvers } from '../generated/resolvers-types';
import { toClaimedCoupon, toCouponTypePage, toGoodsPromotion, toSeckillDetail, toSeckillGoodsPage, toSeckillSlots } from '../mappers/promotion';
import { optionalIntInRange } from '../validation';
import { pageArgs } from './catalogue';
import { asLoggedIn, checked, ID_MAX, orNull, positiveId } from './support';

export const promotionResolvers: Resolvers = {
  Query: {
    seckillSlots: (_p, _a, ctx) => orNull(async () => toSeckillSlots(await ctx.rest.call('/api/seckill/lists', {}))),
    seckillGoods: (_p, args, ctx) =>
      orNull(async () => {
        const body = checked('/api/seckill/page', { slot_id: positiveId('slotId', '秒杀时段编号', args.slotId), ...pageArgs(args.page, args.pageSize) });
        return toSeckillGoodsPage(await ctx.rest.call('/api/seckill/page', body));
      }),
    seckillDetail: (_p, args, ctx) =>
      orNull(async () => {
        if (!Number.isInteger(args.seckillId) || args.seckillId < 1 || args.seckillId > ID_MAX) return null;
        return toSeckillDetail(await ctx.rest.call('/api/seckill/detail', { seckill_id: args.seckillId }));
      }),
    goodsPromotion: (_p, args, ctx) =>
      orNull(async () => toGoodsPromotion(await ctx.rest.call('/api/goods/promotion', { goods_id: positiveId('goodsId', '商品编号', args.goodsId) }))),
    couponCentre: (_p, args, ctx) =>
      orNull(async () => {
        const siteId = optionalIntInRange('siteId', args.siteId, 0, ID_MAX);
        const body = checked('/api/coupon/typepagelists', { ...(siteId === undefined ? {} : { site_id: siteId }), ...pageArgs(args.page, args.pageSize, 50) });
        return toCouponTypePage(await ctx.rest.call('/api/coupon/typepagelists', body));
      }),
    promotionSwitches: async (_p, _a, ctx) => ctx.rest.call('/api/addon/addonisexit', {}),
  },
  Mutation: {
    claimCoupon: (_p, args, ctx) =>
      asLoggedIn(ctx, async () => toClaimedCoupon(await ctx.rest.call('/api/coupon/receive', { coupon_type_id: positiveId('couponTypeId', '优惠券编号', args.couponTypeId) }))),
  },
};
