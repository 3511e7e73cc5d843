// Resolvers of schema/promotion.graphql: seckill, group-buy, combo, topics, a goods' running
// promotion, the coupon centre and the switches. Arguments are checked here (BAD_USER_INPUT, no REST call), then against the
// REST schema; a switched-off kind (NOT_FOUND from mall-api) answers null.
import DataLoader from 'dataloader';
import { GOODS_PROMOTIONS_MAX } from '@mall/rest-contract';
import type { GatewayContext } from '../context';
import type { GoodsPromotionSummary, Resolvers } from '../generated/resolvers-types';
import type { GroupbuyOrder } from '../generated/resolvers-types';
import {
  toClaimedCoupon,
  toComboDetail,
  toCouponTypePage,
  toGoodsPromotion,
  toGoodsPromotionSummary,
  toGroupbuyDetail,
  toGroupbuyPage,
  toSeckillDetail,
  toSeckillGoodsPage,
  toSeckillSlots,
  toTopicDetail,
  toTopicGoodsDetail,
  toTopicPage,
} from '../mappers/promotion';
import { optionalIntInRange, stringLength } from '../validation';
import { pageArgs } from './catalogue';
import { asLoggedIn, checked, ID_MAX, orNull, positiveId } from './support';

const validId = (v: number) => Number.isInteger(v) && v >= 1 && v <= ID_MAX;
const GROUPBUY_ORDER: Record<GroupbuyOrder, 'default' | 'price_asc' | 'price_desc' | 'sold'> = { DEFAULT: 'default', PRICE_ASC: 'price_asc', PRICE_DESC: 'price_desc', SOLD: 'sold' };

/**
 * Per-request loader: `promotion` on every goods of a list page (or cart line) is collected into ONE
 * /api/goods/promotions call (chunks of GOODS_PROMOTIONS_MAX). If mall-api cannot answer, the goods
 * show no promotion rather than failing the list.
 */
const promotionLoaders = new WeakMap<GatewayContext['rest'], DataLoader<number, GoodsPromotionSummary | null>>();
export function goodsPromotionLoader(ctx: GatewayContext) {
  let loader = promotionLoaders.get(ctx.rest);
  if (!loader) {
    loader = new DataLoader<number, GoodsPromotionSummary | null>(
      async (ids) => {
        try {
          const found = await ctx.rest.call('/api/goods/promotions', { goods_ids: [...ids] });
          const byId = new Map(found.map((p) => [p.goods_id, toGoodsPromotionSummary(p)]));
          return ids.map((i) => byId.get(i) ?? null);
        } catch {
          return ids.map(() => null);
        }
      },
      { maxBatchSize: GOODS_PROMOTIONS_MAX },
    );
    promotionLoaders.set(ctx.rest, loader);
  }
  return loader;
}
const loadPromotion = (goodsId: number, ctx: GatewayContext) => (validId(goodsId) ? goodsPromotionLoader(ctx).load(goodsId) : null);

const goodsPromotion = (goodsId: number, ctx: GatewayContext) =>
  orNull(async () => toGoodsPromotion(await ctx.rest.call('/api/goods/promotion', { goods_id: positiveId('goodsId', '商品编号', goodsId) })));

export const promotionResolvers: Resolvers = {
  Goods: { promotion: (parent, _a, ctx) => loadPromotion(parent.goodsId, ctx) },
  // A failure leaves the promotion out instead of failing the detail page it rides on.
  GoodsDetail: { promotion: (parent, _a, ctx) => goodsPromotion(parent.goodsId, ctx).catch(() => null) },
  CartItem: { promotion: (parent, _a, ctx) => loadPromotion(parent.goodsId, ctx) },
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
    goodsPromotion: (_p, args, ctx) => goodsPromotion(args.goodsId, ctx),
    couponCentre: (_p, args, ctx) =>
      orNull(async () => {
        const siteId = optionalIntInRange('siteId', args.siteId, 0, ID_MAX);
        const body = checked('/api/coupon/typepagelists', { ...(siteId === undefined ? {} : { site_id: siteId }), ...pageArgs(args.page, args.pageSize, 50) });
        return toCouponTypePage(await ctx.rest.call('/api/coupon/typepagelists', body));
      }),
    promotionSwitches: async (_p, _a, ctx) => ctx.rest.call('/api/addon/addonisexit', {}),
    groupbuys: (_p, args, ctx) =>
      orNull(async () => {
        const body = checked('/api/groupbuy/page', {
          keyword: stringLength('keyword', '关键词', args.keyword ?? '', 0, 50),
          order: GROUPBUY_ORDER[args.order ?? 'DEFAULT'],
          ...pageArgs(args.page, args.pageSize),
        });
        return toGroupbuyPage(await ctx.rest.call('/api/groupbuy/page', body));
      }),
    // A malformed id in a URL is a missing page (null → 404), as for seckillDetail.
    groupbuyDetail: (_p, args, ctx) => (validId(args.groupbuyId) ? orNull(async () => toGroupbuyDetail(await ctx.rest.call('/api/groupbuy/detail', { groupbuy_id: args.groupbuyId }))) : null),
    comboDetail: (_p, args, ctx) => (validId(args.comboId) ? orNull(async () => toComboDetail(await ctx.rest.call('/api/combo/detail', { combo_id: args.comboId }))) : null),
    topics: (_p, args, ctx) => orNull(async () => toTopicPage(await ctx.rest.call('/api/topic/page', checked('/api/topic/page', pageArgs(args.page, args.pageSize))))),
    topicDetail: (_p, args, ctx) =>
      validId(args.topicId) ? orNull(async () => toTopicDetail(await ctx.rest.call('/api/topic/detail', checked('/api/topic/detail', { topic_id: args.topicId, ...pageArgs(args.page, args.pageSize) })))) : null,
    topicGoods: (_p, args, ctx) => (validId(args.id) ? orNull(async () => toTopicGoodsDetail(await ctx.rest.call('/api/topic/goods', { id: args.id }))) : null),
  },
  Mutation: {
    claimCoupon: (_p, args, ctx) =>
      asLoggedIn(ctx, async () => toClaimedCoupon(await ctx.rest.call('/api/coupon/receive', { coupon_type_id: positiveId('couponTypeId', '优惠券编号', args.couponTypeId) }))),
  },
};
