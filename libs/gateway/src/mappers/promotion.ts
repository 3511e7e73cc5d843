// REST → GraphQL of the selling promotions: snake_case to camelCase, states to enums.
import type { ResponseOf } from '@mall/rest-contract';
import type { CouponClaimState, SeckillSlotState } from '../generated/resolvers-types';
import { exactYuanToFen } from '@mall/rest-contract/money';

type Slots = ResponseOf<'/api/seckill/lists'>;
type SlotRow = Slots['list'][number];
type GoodsRow = ResponseOf<'/api/seckill/page'>['list'][number];
type CouponRow = ResponseOf<'/api/coupon/typepagelists'>['list'][number];

const SLOT_STATE: Record<SlotRow['state'], SeckillSlotState> = { ended: 'ENDED', running: 'RUNNING', upcoming: 'UPCOMING' } as Record<SlotRow['state'], SeckillSlotState>;
const CLAIM_STATE: Record<CouponRow['state'], CouponClaimState> = { claimable: 'CLAIMABLE', claimed: 'CLAIMED', soldout: 'SOLDOUT', expired: 'EXPIRED' } as Record<CouponRow['state'], CouponClaimState>;

export const toSeckillSlot = (s: SlotRow) => ({ slotId: s.slot_id, name: s.name, startTime: s.start_time, endTime: s.end_time, state: SLOT_STATE[s.state] });
export const toSeckillSlots = (s: Slots) => ({ list: s.list.map(toSeckillSlot), now: s.now, nextChange: s.next_change });
export const toSeckillGoods = (g: GoodsRow) => ({
  seckillId: g.seckill_id,
  slotId: g.slot_id,
  goodsId: g.goods_id,
  skuId: g.sku_id,
  goodsName: g.goods_name,
  skuImage: g.sku_image,
  price: exactYuanToFen(g.price),
  seckillPrice: exactYuanToFen(g.seckill_price),
  stock: g.stock,
  totalStock: g.total_stock,
  soldPercent: g.sold_percent,
  limitNum: g.limit_num,
});
export const toSeckillGoodsPage = (p: ResponseOf<'/api/seckill/page'>) => ({ list: p.list.map(toSeckillGoods), count: p.count, pageCount: p.page_count });
export const toSeckillDetail = (d: ResponseOf<'/api/seckill/detail'>) => ({
  goods: toSeckillGoods(d),
  slot: toSeckillSlot(d.slot),
  now: d.now,
  siteId: d.site_id,
  siteName: d.site_name,
  introduction: d.introduction,
  boughtNum: d.bought_num,
});
export const toGoodsPromotionSummary = (p: ResponseOf<'/api/goods/promotions'>[number]) => ({
  goodsId: p.goods_id,
  seckill: p.seckill && { seckillId: p.seckill.seckill_id, skuId: p.seckill.sku_id, seckillPrice: exactYuanToFen(p.seckill.seckill_price), endTime: p.seckill.end_time, stock: p.seckill.stock },
  groupbuy: p.groupbuy && { groupbuyId: p.groupbuy.groupbuy_id, skuId: p.groupbuy.sku_id, groupbuyPrice: exactYuanToFen(p.groupbuy.groupbuy_price), minNum: p.groupbuy.min_num, endTime: p.groupbuy.end_time },
  topic: p.topic && { topicId: p.topic.topic_id, topicName: p.topic.topic_name, skuId: p.topic.sku_id, topicPrice: exactYuanToFen(p.topic.topic_price), endTime: p.topic.end_time },
  manjian: p.manjian,
  now: p.now,
});
export const toGoodsPromotion = (p: ResponseOf<'/api/goods/promotion'>) => ({
  goodsId: p.goods_id,
  seckill: p.seckill && { seckillId: p.seckill.seckill_id, skuId: p.seckill.sku_id, seckillPrice: exactYuanToFen(p.seckill.seckill_price), endTime: p.seckill.end_time, stock: p.seckill.stock },
  groupbuy: p.groupbuy && { groupbuyId: p.groupbuy.groupbuy_id, skuId: p.groupbuy.sku_id, groupbuyPrice: exactYuanToFen(p.groupbuy.groupbuy_price), minNum: p.groupbuy.min_num, endTime: p.groupbuy.end_time },
  topic: p.topic && { topicId: p.topic.topic_id, topicName: p.topic.topic_name, skuId: p.topic.sku_id, topicPrice: exactYuanToFen(p.topic.topic_price), endTime: p.topic.end_time },
  manjian: p.manjian,
  combos: p.combos.map((c) => ({ comboId: c.combo_id, name: c.name, comboPrice: exactYuanToFen(c.combo_price), originalPrice: exactYuanToFen(c.original_price), saving: exactYuanToFen(c.saving) })),
  now: p.now,
});
export const toCouponType = (c: CouponRow) => ({
  couponTypeId: c.coupon_type_id,
  siteId: c.site_id,
  siteName: c.site_name,
  name: c.name,
  type: c.type,
  money: exactYuanToFen(c.money),
  discount: c.discount,
  atLeast: exactYuanToFen(c.at_least),
  count: c.count,
  leadCount: c.lead_count,
  maxFetch: c.max_fetch,
  validityType: c.validity_type,
  fixedTerm: c.fixed_term,
  startTime: c.start_time,
  endTime: c.end_time,
  state: CLAIM_STATE[c.state],
  claimedNum: c.claimed_num,
});
export const toCouponTypePage = (p: ResponseOf<'/api/coupon/typepagelists'>) => ({ list: p.list.map(toCouponType), count: p.count, pageCount: p.page_count });
export const toClaimedCoupon = (c: ResponseOf<'/api/coupon/receive'>) => ({ couponId: c.coupon_id, couponTypeId: c.coupon_type_id, endTime: c.end_time, state: CLAIM_STATE[c.state] });

type GroupbuyRow = ResponseOf<'/api/groupbuy/page'>['list'][number];
export const toGroupbuy = (g: GroupbuyRow) => ({
  groupbuyId: g.groupbuy_id,
  goodsId: g.goods_id,
  skuId: g.sku_id,
  goodsName: g.goods_name,
  skuImage: g.sku_image,
  price: exactYuanToFen(g.price),
  groupbuyPrice: exactYuanToFen(g.groupbuy_price),
  minNum: g.min_num,
  stock: g.stock,
  totalStock: g.total_stock,
  soldNum: g.sold_num,
  soldPercent: g.sold_percent,
  startTime: g.start_time,
  endTime: g.end_time,
});
export const toGroupbuyPage = (p: ResponseOf<'/api/groupbuy/page'>) => ({ list: p.list.map(toGroupbuy), count: p.count, pageCount: p.page_count });
export const toGroupbuyDetail = (d: ResponseOf<'/api/groupbuy/detail'>) => ({ groupbuy: toGroupbuy(d), siteId: d.site_id, siteName: d.site_name, introduction: d.introduction, now: d.now });
export const toComboDetail = (c: ResponseOf<'/api/combo/detail'>) => ({
  comboId: c.combo_id,
  name: c.name,
  siteId: c.site_id,
  siteName: c.site_name,
  comboPrice: exactYuanToFen(c.combo_price),
  originalPrice: exactYuanToFen(c.original_price),
  saving: exactYuanToFen(c.saving),
  endTime: c.end_time,
  now: c.now,
  stock: c.stock,
  goods: c.goods.map((g) => ({ goodsId: g.goods_id, skuId: g.sku_id, goodsName: g.goods_name, skuName: g.sku_name, skuImage: g.sku_image, price: exactYuanToFen(g.price), num: g.num, stock: g.stock })),
});
type TopicRow = ResponseOf<'/api/topic/page'>['list'][number];
export const toTopic = (t: TopicRow) => ({ topicId: t.topic_id, name: t.name, banner: t.banner, remark: t.remark, startTime: t.start_time, endTime: t.end_time, goodsCount: t.goods_count });
export const toTopicPage = (p: ResponseOf<'/api/topic/page'>) => ({ list: p.list.map(toTopic), count: p.count, pageCount: p.page_count });
type TopicGoodsRow = ResponseOf<'/api/topic/detail'>['goods']['list'][number];
export const toTopicGoods = (g: TopicGoodsRow) => ({
  id: g.id,
  topicId: g.topic_id,
  goodsId: g.goods_id,
  skuId: g.sku_id,
  goodsName: g.goods_name,
  skuImage: g.sku_image,
  price: exactYuanToFen(g.price),
  topicPrice: exactYuanToFen(g.topic_price),
  stock: g.stock,
});
export const toTopicDetail = (d: ResponseOf<'/api/topic/detail'>) => ({
  topic: toTopic(d.topic),
  goods: { list: d.goods.list.map(toTopicGoods), count: d.goods.count, pageCount: d.goods.page_count },
  now: d.now,
});
export const toTopicGoodsDetail = (d: ResponseOf<'/api/topic/goods'>) => ({ goods: toTopicGoods(d), topic: toTopic(d.topic), siteId: d.site_id, siteName: d.site_name, introduction: d.introduction, now: d.now });
