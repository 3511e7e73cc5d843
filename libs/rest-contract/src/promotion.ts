// Selling promotions: seckill slots and goods, group-buy, combo packages, topics, the coupon
// centre, a goods' running promotion (the one place that answers promotion prices) and the promotion
// switches of /api/addon/addonisexit. Prices are yuan strings with 2 decimals; times unix seconds.
import { z } from 'zod';
import { idList, paged, pageFields, pageQuery, positiveId } from './paging';

export const PROMOTION_KINDS = ['seckill', 'groupbuy', 'combo', 'topic', 'coupon'] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

// ── Seckill
export const SECKILL_SLOT_STATES = ['ended', 'running', 'upcoming'] as const;
export const seckillSlot = z.object({
  slot_id: z.number().int(),
  name: z.string(),
  /** Today's start and end (unix seconds). */
  start_time: z.number().int(),
  end_time: z.number().int(),
  state: z.enum(SECKILL_SLOT_STATES),
});
export type SeckillSlot = z.infer<typeof seckillSlot>;
export const seckillSlots = z.object({
  list: z.array(seckillSlot),
  /** Server time (unix seconds) and the next slot change: countdowns count from these. */
  now: z.number().int(),
  next_change: z.number().int(),
});
export const seckillGoods = z.object({
  seckill_id: z.number().int(),
  slot_id: z.number().int(),
  goods_id: z.number().int(),
  sku_id: z.number().int(),
  goods_name: z.string(),
  sku_image: z.string(),
  price: z.string(),
  seckill_price: z.string(),
  stock: z.number().int(),
  total_stock: z.number().int(),
  /** 已抢 N%: sold share of the slot stock, 0–100. */
  sold_percent: z.number().int(),
  limit_num: z.number().int(),
});
export type SeckillGoods = z.infer<typeof seckillGoods>;
export const seckillPageRequest = z.object({ slot_id: positiveId('秒杀时段编号'), ...pageFields(20) });
export const seckillGoodsPage = paged(seckillGoods);
export const seckillDetailRequest = z.object({ seckill_id: positiveId('秒杀编号') });
export const seckillDetail = seckillGoods.extend({
  slot: seckillSlot,
  now: z.number().int(),
  site_id: z.number().int(),
  site_name: z.string(),
  introduction: z.string(),
  /** Units this member already holds in this seckill (0 when logged out). */
  bought_num: z.number().int(),
});

// ── A goods' running promotion (seckill, group-buy, topic, 满减): computed by mall-api only.
export const goodsPromotionRequest = z.object({ goods_id: positiveId('商品编号') });
export const goodsPromotion = z.object({
  goods_id: z.number().int(),
  seckill: z
    .object({ seckill_id: z.number().int(), sku_id: z.number().int(), seckill_price: z.string(), end_time: z.number().int(), stock: z.number().int() })
    .nullable(),
  groupbuy: z.object({ groupbuy_id: z.number().int(), sku_id: z.number().int(), groupbuy_price: z.string(), min_num: z.number().int(), end_time: z.number().int() }).nullable(),
  topic: z.object({ topic_id: z.number().int(), topic_name: z.string(), sku_id: z.number().int(), topic_price: z.string(), end_time: z.number().int() }).nullable(),
  manjian: z.array(z.string()),
  combos: z.array(z.object({ combo_id: z.number().int(), name: z.string(), combo_price: z.string(), original_price: z.string(), saving: z.string() })),
  now: z.number().int(),
});
export type GoodsPromotion = z.infer<typeof goodsPromotion>;
/** Goods per batch call (a list page or a cart holds fewer). */
export const GOODS_PROMOTIONS_MAX = 100;
/** The running promotions of many goods at once (lists, cart): the same rule as /api/goods/promotion
 *  without the combo packages; goods that do not exist are left out of the answer. */
export const goodsPromotionsRequest = z.object({ goods_ids: idList('商品编号', 'goods_ids', GOODS_PROMOTIONS_MAX) });
export const goodsPromotionSummary = goodsPromotion.omit({ combos: true });
export type GoodsPromotionSummary = z.infer<typeof goodsPromotionSummary>;
export const goodsPromotions = z.array(goodsPromotionSummary);

// ── Group-buy: the group price holds from min_num units per order, while the activity's stock lasts.
export const GROUPBUY_ORDERS = ['default', 'price_asc', 'price_desc', 'sold'] as const;
export const groupbuyPageRequest = z.object({
  /** Goods name contains this (trimmed, at most 50 characters). */
  keyword: z.string({ error: '关键词必须是文字' }).trim().max(50, { error: '关键词最多 50 个字' }).default(''),
  order: z.enum(GROUPBUY_ORDERS, { error: '排序只能是 default、price_asc、price_desc 或 sold' }).default('default'),
  ...pageFields(20),
});
export const groupbuyItem = z.object({
  groupbuy_id: z.number().int(),
  goods_id: z.number().int(),
  sku_id: z.number().int(),
  goods_name: z.string(),
  sku_image: z.string(),
  price: z.string(),
  groupbuy_price: z.string(),
  /** 起团件数: the group price holds from this many units per order. */
  min_num: z.number().int(),
  stock: z.number().int(),
  total_stock: z.number().int(),
  /** 已团 N 件 and its share of the activity stock (0–100). */
  sold_num: z.number().int(),
  sold_percent: z.number().int(),
  start_time: z.number().int(),
  end_time: z.number().int(),
});
export type GroupbuyItem = z.infer<typeof groupbuyItem>;
export const groupbuyPage = paged(groupbuyItem);
export const groupbuyDetailRequest = z.object({ groupbuy_id: positiveId('团购编号') });
export const groupbuyDetail = groupbuyItem.extend({ site_id: z.number().int(), site_name: z.string(), introduction: z.string(), now: z.number().int() });

// ── Combo packages
export const comboDetailRequest = z.object({ combo_id: positiveId('套餐编号') });
export const comboDetail = z.object({
  combo_id: z.number().int(),
  name: z.string(),
  site_id: z.number().int(),
  site_name: z.string(),
  combo_price: z.string(),
  original_price: z.string(),
  saving: z.string(),
  end_time: z.number().int(),
  now: z.number().int(),
  /** Packages that can be bought now: the least stock over the members. */
  stock: z.number().int(),
  goods: z.array(
    z.object({ goods_id: z.number().int(), sku_id: z.number().int(), goods_name: z.string(), sku_name: z.string(), sku_image: z.string(), price: z.string(), num: z.number().int(), stock: z.number().int() }),
  ),
});
export type ComboDetail = z.infer<typeof comboDetail>;

// ── Topics (专题活动)
export const topicItem = z.object({
  topic_id: z.number().int(),
  name: z.string(),
  banner: z.string(),
  remark: z.string(),
  start_time: z.number().int(),
  end_time: z.number().int(),
  goods_count: z.number().int(),
});
export type TopicItem = z.infer<typeof topicItem>;
export const topicPageRequest = pageQuery(20);
export const topicPage = paged(topicItem);
export const topicGoodsItem = z.object({
  /** The topic goods' own id: /promotion/topic-goods-{id} and the topic order's promotion_id. */
  id: z.number().int(),
  topic_id: z.number().int(),
  goods_id: z.number().int(),
  sku_id: z.number().int(),
  goods_name: z.string(),
  sku_image: z.string(),
  price: z.string(),
  topic_price: z.string(),
  stock: z.number().int(),
});
export type TopicGoodsItem = z.infer<typeof topicGoodsItem>;
export const topicDetailRequest = z.object({ topic_id: positiveId('专题编号'), ...pageFields(20) });
export const topicDetail = z.object({ topic: topicItem, goods: paged(topicGoodsItem), now: z.number().int() });
export const topicGoodsRequest = z.object({ id: positiveId('专题商品编号') });
export const topicGoodsDetail = topicGoodsItem.extend({ topic: topicItem, site_id: z.number().int(), site_name: z.string(), introduction: z.string(), now: z.number().int() });

// ── Coupon centre
export const COUPON_CLAIM_STATES = ['claimable', 'claimed', 'soldout', 'expired'] as const;
export const couponTypeListRequest = z.object({
  /** 0 platform coupons, a shop's id its coupons; absent: all. */
  site_id: z.coerce.number({ error: '店铺编号必须是数字' }).int({ error: '店铺编号必须是整数' }).min(0, { error: '店铺编号不能为负' }).max(2147483647, { error: '店铺编号过大' }).optional(),
  ...pageFields(20),
});
export const couponTypeItem = z.object({
  coupon_type_id: z.number().int(),
  site_id: z.number().int(),
  site_name: z.string(),
  name: z.string(),
  type: z.enum(['reward', 'discount']),
  money: z.string(),
  discount: z.string(),
  at_least: z.string(),
  count: z.number().int(),
  lead_count: z.number().int(),
  max_fetch: z.number().int(),
  validity_type: z.number().int(),
  fixed_term: z.number().int(),
  start_time: z.number().int(),
  end_time: z.number().int(),
  /** For this member: claimable 立即领取 / claimed 已领取 / soldout 已抢光 / expired 已过期. */
  state: z.enum(COUPON_CLAIM_STATES),
  claimed_num: z.number().int(),
});
export type CouponTypeItem = z.infer<typeof couponTypeItem>;
export const couponTypePage = paged(couponTypeItem);
export const couponReceiveRequest = z.object({ coupon_type_id: positiveId('优惠券编号') });
export const couponReceived = z.object({ coupon_id: z.number().int(), coupon_type_id: z.number().int(), end_time: z.number().int(), state: z.enum(COUPON_CLAIM_STATES) });

// ── Switches
export const addonIsExit = z.object({ seckill: z.boolean(), groupbuy: z.boolean(), combo: z.boolean(), topic: z.boolean(), coupon: z.boolean() });
export type AddonIsExit = z.infer<typeof addonIsExit>;
