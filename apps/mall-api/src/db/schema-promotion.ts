// Drizzle tables of the selling promotions: seckill slots and their goods (slot stock apart
// from the goods' stock), per-member seckill purchases, the promotion lines of an order (to give slot
// stock back when it closes), group-buy, combo packages, topics, coupon types of the coupon centre and
// the promotion switches of /api/addon/addonisexit. Money is integer fen; times timestamptz.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { goods, goodsSku } from './schema';
import { createTime, id, ownedBy, runsBetween, statusOn, ts } from './columns';

const skuRef = () => ownedBy('sku_id', () => goodsSku.skuId);
const goodsRef = () => ownedBy('goods_id', () => goods.goodsId);
/**
 * A seeded activity keeps its place in the demo programme: its dates move forward by whole days as the
 * days pass (promotion/programme.ts). An operator's save in the console clears it.
 */
const rollsForward = () => ({ rollsForward: boolean('rolls_forward').notNull().default(false) });

/** A daily seckill time slot: [start_minute, end_minute) minutes after local midnight (Asia/Shanghai). */
export const seckillSlot = pgTable(
  'seckill_slot',
  {
    slotId: id('slot_id'),
    name: varchar('name', { length: 32 }).notNull(),
    startMinute: integer('start_minute').notNull(),
    endMinute: integer('end_minute').notNull(),
    /** 1 on; 0 stopped by an operator (its goods stopped with it, the storefront no longer lists it). */
    status: statusOn(),
  },
  (t) => [
    check(
      'seckill_slot_minutes',
      sql`${t.startMinute} >= 0 and ${t.endMinute} <= 1440 and ${t.startMinute} < ${t.endMinute}`,
    ),
  ],
);

/** A goods (one sku) in a seckill slot: its price, its own stock and the per-member limit. */
export const seckillGoods = pgTable(
  'seckill_goods',
  {
    seckillId: id('seckill_id'),
    slotId: ownedBy('slot_id', () => seckillSlot.slotId),
    goodsId: goodsRef(),
    skuId: skuRef(),
    seckillPrice: integer('seckill_price').notNull(),
    /** Slot stock left; decremented by a conditional UPDATE, never below 0. */
    stock: integer('stock').notNull(),
    /** Slot stock at the start (for 已抢 N%). */
    totalStock: integer('total_stock').notNull(),
    /** Most units one member may buy in this slot. */
    limitNum: integer('limit_num').notNull().default(1),
    /** The activity runs between these dates (the slot repeats daily inside them). */
    ...runsBetween(),
    status: statusOn(),
    ...rollsForward(),
  },
  (t) => [
    index('seckill_goods_slot_idx').on(t.slotId, t.status),
    index('seckill_goods_sku_idx').on(t.skuId),
    index('seckill_goods_goods_idx').on(t.goodsId),
    check('seckill_goods_stock_nonneg', sql`${t.stock} >= 0`),
  ],
);

/** Units a member holds in a seckill (unpaid or paid orders); the limit is enforced on it. */
export const seckillMember = pgTable(
  'seckill_member',
  {
    seckillId: ownedBy('seckill_id', () => seckillGoods.seckillId),
    memberId: integer('member_id').notNull(),
    num: integer('num').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.seckillId, t.memberId] })],
);

/** The promotion an order's units came from (kind + activity id), to give them back on close. */
export const promotionOrder = pgTable(
  'promotion_order',
  {
    id: id('id'),
    orderId: integer('order_id').notNull(),
    memberId: integer('member_id').notNull(),
    kind: varchar('kind', { length: 16 }).notNull(),
    promotionId: integer('promotion_id').notNull(),
    skuId: integer('sku_id').notNull(),
    num: integer('num').notNull(),
    released: boolean('released').notNull().default(false),
  },
  (t) => [index('promotion_order_order_idx').on(t.orderId)],
);

/** Group-buy: the group price holds from `min_num` units per order, between the dates. */
export const groupbuy = pgTable(
  'groupbuy',
  {
    groupbuyId: id('groupbuy_id'),
    goodsId: goodsRef(),
    skuId: skuRef(),
    groupbuyPrice: integer('groupbuy_price').notNull(),
    minNum: integer('min_num').notNull(),
    /** Units left at the group price; decremented by one conditional UPDATE per join, never below 0. */
    stock: integer('stock').notNull().default(0),
    /** Units offered at the start (已团 N 件 / progress). */
    totalStock: integer('total_stock').notNull().default(0),
    ...runsBetween(),
    status: statusOn(),
    ...rollsForward(),
  },
  (t) => [index('groupbuy_sku_idx').on(t.skuId), check('groupbuy_stock_nonneg', sql`${t.stock} >= 0`)],
);

/** A combo package of several skus at one package price. */
export const combo = pgTable('combo', {
  comboId: id('combo_id'),
  name: varchar('name', { length: 64 }).notNull(),
  siteId: integer('site_id').notNull(),
  comboPrice: integer('combo_price').notNull(),
  ...runsBetween(),
  status: statusOn(),
  ...rollsForward(),
});

export const comboGoods = pgTable(
  'combo_goods',
  {
    id: id('id'),
    comboId: ownedBy('combo_id', () => combo.comboId),
    goodsId: goodsRef(),
    skuId: skuRef(),
    num: integer('num').notNull().default(1),
  },
  (t) => [index('combo_goods_combo_idx').on(t.comboId), index('combo_goods_goods_idx').on(t.goodsId)],
);

/** A topic (专题活动): banner, introduction and goods at topic prices. */
export const topic = pgTable('topic', {
  topicId: id('topic_id'),
  name: varchar('name', { length: 64 }).notNull(),
  banner: varchar('banner', { length: 255 }).notNull().default(''),
  remark: text('remark').notNull().default(''),
  ...runsBetween(),
  status: statusOn(),
  ...rollsForward(),
});

export const topicGoods = pgTable(
  'topic_goods',
  {
    id: id('id'),
    topicId: ownedBy('topic_id', () => topic.topicId),
    goodsId: goodsRef(),
    skuId: skuRef(),
    topicPrice: integer('topic_price').notNull(),
  },
  (t) => [index('topic_goods_topic_idx').on(t.topicId), index('topic_goods_sku_idx').on(t.skuId)],
);

/**
 * A shop's proposal of one of its goods for a platform topic at a topic price: pending until the platform
 * accepts it (the goods joins the topic) or refuses it with a reason. One pending proposal per sku and topic.
 */
/**
 * A shop's proposal of one of its skus for a platform topic, a seckill slot or a group-buy; the platform
 * accepts (the goods joins the topic or the slot, or becomes a group-buy, at the proposed price) or
 * refuses with a reason.
 */
export const campaignProposal = pgTable(
  'campaign_proposal',
  {
    proposalId: id('proposal_id'),
    /** topic, seckill or groupbuy. */
    kind: varchar('kind', { length: 16 }).notNull().default('topic'),
    topicId: integer('topic_id').references(() => topic.topicId, { onDelete: 'cascade' }),
    slotId: integer('slot_id').references(() => seckillSlot.slotId, { onDelete: 'cascade' }),
    siteId: integer('site_id').notNull(),
    goodsId: goodsRef(),
    skuId: skuRef(),
    /** The proposed topic, seckill or group price (fen). */
    price: integer('price').notNull(),
    /** Seckill and group-buy: the activity's own stock, limits and dates (null for a topic). */
    totalStock: integer('total_stock'),
    limitNum: integer('limit_num'),
    minNum: integer('min_num'),
    startTime: ts('start_time'),
    endTime: ts('end_time'),
    /** pending, accepted or refused. */
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    reason: varchar('reason', { length: 200 }).notNull().default(''),
    createTime: createTime(),
    decideTime: ts('decide_time'),
  },
  (t) => [
    index('campaign_proposal_topic_idx').on(t.topicId, t.status),
    index('campaign_proposal_site_idx').on(t.siteId),
    uniqueIndex('campaign_proposal_pending_uq')
      .on(t.kind, sql`coalesce(${t.topicId}, ${t.slotId}, 0)`, t.skuId)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** A coupon type members claim in the coupon centre (site_id 0 = platform coupon). */
export const couponType = pgTable('coupon_type', {
  couponTypeId: id('coupon_type_id'),
  siteId: integer('site_id').notNull().default(0),
  siteName: varchar('site_name', { length: 64 }).notNull().default(''),
  name: varchar('name', { length: 64 }).notNull(),
  /** 'reward' (money off) or 'discount' (折, in tenths like member_coupon). */
  type: varchar('type', { length: 16 }).notNull().default('reward'),
  money: integer('money').notNull().default(0),
  discount: integer('discount').notNull().default(0),
  atLeast: integer('at_least').notNull().default(0),
  /** How many exist in total; `lead_count` how many were claimed (conditional UPDATE). */
  count: integer('count').notNull(),
  leadCount: integer('lead_count').notNull().default(0),
  /** Most one member may claim. */
  maxFetch: integer('max_fetch').notNull().default(1),
  /** 0: valid between start_time and end_time; 1: valid `fixed_term` days from the claim. */
  validityType: smallint('validity_type').notNull().default(0),
  fixedTerm: integer('fixed_term').notNull().default(0),
  ...runsBetween(),
  status: statusOn(),
  ...rollsForward(),
  createTime: createTime(),
});

/** How many of a coupon type a member claimed (the per-member limit is enforced on it). */
export const couponTypeMember = pgTable(
  'coupon_type_member',
  {
    couponTypeId: ownedBy('coupon_type_id', () => couponType.couponTypeId),
    memberId: integer('member_id').notNull(),
    num: integer('num').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.couponTypeId, t.memberId] })],
);

/** Which promotion kinds are switched on for the site (/api/addon/addonisexit). */
export const promotionSwitch = pgTable(
  'promotion_switch',
  {
    kind: varchar('kind', { length: 16 }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [uniqueIndex('promotion_switch_kind_uq').on(t.kind)],
);
