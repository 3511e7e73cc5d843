// Promotions: the goods chooser, seckill slots and goods, group-buys, combos, topics, coupon types,
// 满减, the switches and the schedule. Lists pass the filters through; saves map camelCase to the
// contract's snake_case (restBody) and back.
import type { ConsoleRequestOf, ProposalKind, ProposalRow } from '@mall/rest-contract';
import type { CouponTypeInput, Resolvers } from '../generated/resolvers-types';
import { exactYuanToFen } from '@mall/rest-contract/money';
import { camelize, camelizeMoney, given, pageOf, restBody } from '../mappers/camel';

type ListArgs = {
  page?: number | null;
  pageSize?: number | null;
  sort?: string | null;
  keyword?: string | null;
  state?: string | null;
};
export const listBody = (a: ListArgs) => restBody(a) as ConsoleRequestOf<'/admin/api/promotion/groupbuy/list'>;

type GoodsOut = {
  goods_id: number;
  sku_id: number;
  goods_name: string;
  sku_image: string;
  site_id: number;
  site_name: string;
  price: string;
};
const goodsOf = (g: GoodsOut & { spec_name?: string; stock?: number }) => ({
  goodsId: g.goods_id,
  skuId: g.sku_id,
  goodsName: g.goods_name,
  skuImage: g.sku_image,
  siteId: g.site_id,
  siteName: g.site_name,
  price: exactYuanToFen(g.price),
  specName: g.spec_name ?? null,
  stock: g.stock ?? null,
});
/** A coupon type's form as mall-api's body (the platform's coupons and a shop's own). */
export const couponTypeBody = (i: CouponTypeInput) => ({
  ...restBody(i),
  type: i.type as 'reward' | 'discount',
  at_least: i.atLeast ?? 0,
  validity_type: i.validityType as 0 | 1,
});

const seckillOf = camelizeMoney('price', 'seckill_price');
const groupbuyOf = camelizeMoney('price', 'groupbuy_price');
/** A coupon type (the platform's and a shop's own). */
export const couponTypeOf = camelizeMoney('money', 'at_least');
const manjianOf = camelizeMoney('money', 'discount_money');

export const stopped = (r: { id: number; closed_orders: number }) => ({
  id: r.id,
  closedOrders: r.closed_orders,
});

export const resolvers: Resolvers = {
  Query: {
    campaignGoods: async (_p, a, ctx) =>
      pageOf(
        await ctx.console.call('/admin/api/promotion/goods', restBody(a) as ConsoleRequestOf<'/admin/api/promotion/goods'>),
        goodsOf,
      ),
    seckillSlots: async (_p, _a, ctx) =>
      (await ctx.console.call('/admin/api/promotion/seckill/slots', {})).list.map(camelize),
    seckillActivities: async (_p, a, ctx) =>
      pageOf(
        await ctx.console.call('/admin/api/promotion/seckill/list', restBody(a) as ConsoleRequestOf<'/admin/api/promotion/seckill/list'>),
        seckillOf,
      ),
    consoleGroupbuys: async (_p, a, ctx) =>
      pageOf(await ctx.console.call('/admin/api/promotion/groupbuy/list', listBody(a)), groupbuyOf),
    consoleCombos: async (_p, a, ctx) =>
      pageOf(await ctx.console.call('/admin/api/promotion/combo/list', listBody(a)), comboOf),
    consoleTopics: async (_p, a, ctx) =>
      pageOf(await ctx.console.call('/admin/api/promotion/topic/list', listBody(a)), topicOf),
    consoleCouponTypes: async (_p, a, ctx) =>
      pageOf(await ctx.console.call('/admin/api/promotion/coupon/list', listBody(a)), couponTypeOf),
    consoleManjians: async (_p, a, ctx) =>
      pageOf(await ctx.console.call('/admin/api/promotion/manjian/list', listBody(a)), manjianOf),
    promotionSwitches: async (_p, _a, ctx) => ctx.console.call('/admin/api/promotion/switches', {}),
    campaignSchedule: async (_p, { from, to }, ctx) =>
      camelize(await ctx.console.call('/admin/api/promotion/schedule', { from, to })),
    campaignProposals: async (_p, a, ctx) =>
      pageOf(
        await ctx.console.call('/admin/api/promotion/proposals', restBody(a) as ConsoleRequestOf<'/admin/api/promotion/proposals'>),
        proposalOf,
      ),
    shopCampaigns: async (_p, _a, ctx) => {
      const r = await ctx.console.call('/admin/api/shop/campaigns', {});
      return {
        topics: r.topics.map(camelize),
        slots: r.slots.map(camelize),
        skus: r.skus.map(goodsOf),
        proposals: r.proposals.map(proposalOf),
      };
    },
  },
  Mutation: {
    saveSeckillSlot: async (_p, { input }, ctx) =>
      camelize(await ctx.console.call('/admin/api/promotion/seckill/slot/save', restBody(input))),
    saveSeckill: async (_p, { input }, ctx) =>
      seckillOf(await ctx.console.call('/admin/api/promotion/seckill/save', restBody(input))),
    stopSeckill: async (_p, { id }, ctx) =>
      stopped(await ctx.console.call('/admin/api/promotion/seckill/stop', { id })),
    saveGroupbuy: async (_p, { input }, ctx) =>
      groupbuyOf(await ctx.console.call('/admin/api/promotion/groupbuy/save', restBody(input))),
    stopGroupbuy: async (_p, { id }, ctx) =>
      stopped(await ctx.console.call('/admin/api/promotion/groupbuy/stop', { id })),
    saveCombo: async (_p, { input }, ctx) =>
      comboOf(await ctx.console.call('/admin/api/promotion/combo/save', restBody(input))),
    stopCombo: async (_p, { id }, ctx) =>
      stopped(await ctx.console.call('/admin/api/promotion/combo/stop', { id })),
    saveTopic: async (_p, { input }, ctx) =>
      topicOf(await ctx.console.call('/admin/api/promotion/topic/save', restBody(input))),
    stopTopic: async (_p, { id }, ctx) =>
      stopped(await ctx.console.call('/admin/api/promotion/topic/stop', { id })),
    saveCouponType: async (_p, { input }, ctx) =>
      couponTypeOf(await ctx.console.call('/admin/api/promotion/coupon/save', couponTypeBody(input))),
    stopCouponType: async (_p, { id }, ctx) =>
      stopped(await ctx.console.call('/admin/api/promotion/coupon/stop', { id })),
    saveManjian: async (_p, { input }, ctx) =>
      manjianOf(
        await ctx.console.call('/admin/api/promotion/manjian/save', { ...restBody(input), type: input.type as 0 | 1 }),
      ),
    stopManjian: async (_p, { id }, ctx) =>
      stopped(await ctx.console.call('/admin/api/promotion/manjian/stop', { id })),
    stopSeckillSlot: async (_p, { id }, ctx) =>
      stopped(await ctx.console.call('/admin/api/promotion/seckill/slot/stop', { id })),
    deleteSeckillSlot: async (_p, { id }, ctx) =>
      (await ctx.console.call('/admin/api/promotion/seckill/slot/delete', { id })).id,
    decideCampaignProposal: async (_p, { id, accept, reason }, ctx) =>
      proposalOf(
        await ctx.console.call('/admin/api/promotion/proposals/decide', {
          id,
          accept,
          reason: given(reason),
        }),
      ),
    proposeCampaignGoods: async (_p, { input }, ctx) =>
      proposalOf(
        await ctx.console.call('/admin/api/shop/campaigns/propose', { ...restBody(input), kind: input.kind as ProposalKind }),
      ),
    setPromotionSwitch: async (_p, { kind, enabled }, ctx) =>
      ctx.console.call('/admin/api/promotion/switches/save', { kind: kind as 'seckill', enabled }),
  },
};

type ComboOut = {
  combo_id: number;
  name: string;
  site_id: number;
  site_name: string;
  combo_price: string;
  original_price: string;
  goods: (GoodsOut & { num: number })[];
  start_time: number;
  end_time: number;
  state: string;
};
function comboOf(c: ComboOut) {
  const { goods, ...rest } = camelizeMoney('combo_price', 'original_price')({ ...c, goods: [] as never[] });
  void goods;
  return { ...rest, goods: c.goods.map((g) => ({ goods: goodsOf(g), num: g.num })) };
}

type TopicOut = {
  topic_id: number;
  name: string;
  banner: string;
  remark: string;
  goods: (GoodsOut & { topic_price: string })[];
  start_time: number;
  end_time: number;
  state: string;
};
function topicOf(t: TopicOut) {
  const { goods, ...rest } = camelize({ ...t, goods: [] as never[] });
  void goods;
  return { ...rest, goods: t.goods.map((g) => ({ goods: goodsOf(g), topicPrice: exactYuanToFen(g.topic_price) })) };
}

function proposalOf(p: ProposalRow) {
  return {
    proposalId: p.proposal_id,
    kind: p.kind,
    activityId: p.activity_id,
    activityName: p.activity_name,
    goods: goodsOf(p),
    proposedPrice: exactYuanToFen(p.proposed_price),
    totalStock: p.total_stock,
    limitNum: p.limit_num,
    minNum: p.min_num,
    startTime: p.start_time,
    endTime: p.end_time,
    status: p.status,
    reason: p.reason,
    createTime: p.create_time,
  };
}
