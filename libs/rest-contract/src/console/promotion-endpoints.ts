// Promotions the platform runs in the console (mall-api src/modules/admin-promotion/): seckill slots and
// their goods, group-buys, combo packages, topics, coupon types, 满减 rules, the promotion switches and
// the schedule. The console writes the tables the storefront reads; every rule that can be told from
// the request alone is here (so the console's forms check it before sending), the rules that need the
// database (goods prices, overlapping slots, units already sold) are mall-api's.
import { z } from 'zod';
import { INT4_MAX } from '../int4';
import { parseYuanInput } from '../money';
import { positiveId } from '../paging';
import { PROMOTION_KINDS } from '../promotion';
import { isSafeUrl } from '../url';
import { consoleCall, consoleListFields, consolePage, keywordStateList, optionalText } from './call';

/** How an activity stands: not started, running, past its end, or stopped by an operator. */
export const CAMPAIGN_STATES = ['scheduled', 'running', 'ended', 'stopped'] as const;
export type CampaignState = (typeof CAMPAIGN_STATES)[number];
/** The kinds the schedule shows (coupon types and 满减 rules run between dates too). */
export const CAMPAIGN_KINDS = ['seckill', 'groupbuy', 'combo', 'topic', 'coupon', 'manjian'] as const;
export type CampaignKind = (typeof CAMPAIGN_KINDS)[number];

/** The latest time an activity may run to: the int4 limit of unix seconds (2038-01-19), far beyond any campaign. */
const MAX_UNIX = INT4_MAX;

const name = (label: string, max: number) =>
  z
    .string({ error: `${label}必须是文字` })
    .trim()
    .refine((s) => [...s].length >= 2, { error: `请填写${label}（至少 2 个字）` })
    .refine((s) => [...s].length <= max, { error: `${label}不能超过 ${max} 个字` });

/** A price in yuan ("12.5", 12.5): integer fen after parsing; at least 0.01 and at most 1,000,000 yuan. */
export const yuanPrice = (label: string) =>
  z
    .union(
      [
        z.string(),
        z
          .number()
          .min(-INT4_MAX, { error: `${label}不能为负数` })
          .max(INT4_MAX, { error: `${label}须在 0.01 元到 1000000 元之间` }),
      ],
      {
        error: `请填写${label}`,
      },
    )
    .transform((v, ctx) => {
      const text = typeof v === 'number' ? String(v) : v;
      if (text.trim() === '') {
        ctx.addIssue({ code: 'custom', message: `请填写${label}` });
        return z.NEVER;
      }
      if (/^\s*-/.test(text)) {
        ctx.addIssue({ code: 'custom', message: `${label}不能为负数` });
        return z.NEVER;
      }
      const fen = parseYuanInput(text);
      if (fen === null) {
        ctx.addIssue({ code: 'custom', message: `${label}须为金额（元，最多两位小数）` });
        return z.NEVER;
      }
      if (fen < 1 || fen > 100_000_000) {
        ctx.addIssue({ code: 'custom', message: `${label}须在 0.01 元到 1000000 元之间` });
        return z.NEVER;
      }
      return fen;
    });

/** A whole count: stock, limits, quantities. */
export const wholeCount = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label}必须是数字` })
    .int({ error: `${label}必须是整数` })
    .min(min, { error: min === 0 ? `${label}不能为负数` : `${label}至少为 ${min}` })
    .max(max, { error: `${label}不能超过 ${max}` });

const unixTime = (label: string) =>
  z
    .number({ error: `请选择${label}` })
    .int({ error: `${label}必须是整数秒` })
    .min(0, { error: `${label}不正确` })
    .max(MAX_UNIX, { error: `${label}不正确` });

/** start_time and end_time (unix seconds), the end after the start. */
const runsBetween = { start_time: unixTime('开始时间'), end_time: unixTime('结束时间') };
const endAfterStart = (v: { start_time: number; end_time: number }) => v.end_time > v.start_time;
const END_AFTER_START = { error: '结束时间必须晚于开始时间', path: ['end_time'] };

const timesOut = { start_time: z.number().int(), end_time: z.number().int(), state: z.enum(CAMPAIGN_STATES) };
const goodsOut = {
  goods_id: z.number().int(),
  sku_id: z.number().int(),
  goods_name: z.string(),
  sku_image: z.string(),
  site_id: z.number().int(),
  site_name: z.string(),
  price: z.string(),
};

export const campaignListRequest = keywordStateList(['start'] as const, CAMPAIGN_STATES);
export const stopRequest = z.object({ id: positiveId('活动编号') });
export const stopResponse = z.object({ id: z.number().int(), closed_orders: z.number().int() });

// ── Goods to choose from
export const campaignGoodsRequest = z.object({
  ...consoleListFields(['price'] as const),
  keyword: optionalText(50, '商品关键字'),
  site_id: positiveId('店铺编号').optional(),
});
export const campaignGoodsRow = z.object({ ...goodsOut, spec_name: z.string(), stock: z.number().int() });
export type CampaignGoodsRow = z.output<typeof campaignGoodsRow>;

// ── Seckill
/** Minutes after China-time midnight; a slot is [start, end) and repeats daily. */
const minuteOfDay = (label: string) =>
  z
    .number({ error: `请填写${label}` })
    .int({ error: `${label}必须是整分钟` })
    .min(0, { error: `${label}须在 00:00 到 24:00 之间` })
    .max(1440, { error: `${label}须在 00:00 到 24:00 之间` });
export const seckillSlotSave = z
  .object({
    slot_id: positiveId('场次编号').optional(),
    name: name('场次名称', 32),
    start_minute: minuteOfDay('开始时刻'),
    end_minute: minuteOfDay('结束时刻'),
  })
  .refine((v) => v.end_minute > v.start_minute, {
    error: '场次结束时刻必须晚于开始时刻',
    path: ['end_minute'],
  });
export const seckillSlotRow = z.object({
  slot_id: z.number().int(),
  name: z.string(),
  start_minute: z.number().int(),
  end_minute: z.number().int(),
  goods_count: z.number().int(),
  /** 1 on, 0 stopped. */
  status: z.number().int(),
});
export type SeckillSlotRow = z.output<typeof seckillSlotRow>;

export const seckillGoodsSave = z
  .object({
    seckill_id: positiveId('秒杀编号').optional(),
    slot_id: positiveId('场次编号'),
    sku_id: positiveId('商品规格编号'),
    seckill_price: yuanPrice('秒杀价'),
    total_stock: wholeCount('秒杀库存', 0, 100_000),
    limit_num: wholeCount('每人限购', 1, 100),
    ...runsBetween,
  })
  .refine(endAfterStart, END_AFTER_START);
export const seckillGoodsRow = z.object({
  seckill_id: z.number().int(),
  slot_id: z.number().int(),
  slot_name: z.string(),
  start_minute: z.number().int(),
  end_minute: z.number().int(),
  ...goodsOut,
  seckill_price: z.string(),
  stock: z.number().int(),
  total_stock: z.number().int(),
  limit_num: z.number().int(),
  ...timesOut,
});
export type SeckillGoodsRow = z.output<typeof seckillGoodsRow>;
export const seckillListRequest = campaignListRequest.extend({ slot_id: positiveId('场次编号').optional() });

// ── Group-buy
export const groupbuySave = z
  .object({
    groupbuy_id: positiveId('团购编号').optional(),
    sku_id: positiveId('商品规格编号'),
    groupbuy_price: yuanPrice('团购价'),
    min_num: wholeCount('起团件数', 2, 999),
    total_stock: wholeCount('团购库存', 0, 100_000),
    ...runsBetween,
  })
  .refine(endAfterStart, END_AFTER_START);
export const groupbuyRow = z.object({
  groupbuy_id: z.number().int(),
  ...goodsOut,
  groupbuy_price: z.string(),
  min_num: z.number().int(),
  stock: z.number().int(),
  total_stock: z.number().int(),
  ...timesOut,
});
export type GroupbuyRow = z.output<typeof groupbuyRow>;

// ── Combo
const skuIds = (items: { sku_id: number }[]) => new Set(items.map((i) => i.sku_id)).size === items.length;
export const comboSave = z
  .object({
    combo_id: positiveId('套餐编号').optional(),
    name: name('套餐名称', 64),
    combo_price: yuanPrice('套餐价'),
    goods: z
      .array(z.object({ sku_id: positiveId('商品规格编号'), num: wholeCount('件数', 1, 99) }), {
        error: '请选择套餐商品',
      })
      .min(2, { error: '组合套餐至少包含 2 个商品' })
      .max(10, { error: '组合套餐最多 10 个商品' })
      .refine(skuIds, { error: '同一规格在套餐里只能出现一次' }),
    ...runsBetween,
  })
  .refine(endAfterStart, END_AFTER_START);
const memberOut = z.object({ ...goodsOut, num: z.number().int() });
export const comboRow = z.object({
  combo_id: z.number().int(),
  name: z.string(),
  site_id: z.number().int(),
  site_name: z.string(),
  combo_price: z.string(),
  original_price: z.string(),
  goods: z.array(memberOut),
  ...timesOut,
});
export type ComboRow = z.output<typeof comboRow>;

// ── Topic
export const topicSave = z
  .object({
    topic_id: positiveId('专题编号').optional(),
    name: name('专题名称', 64),
    banner: z
      .string({ error: '横幅图片地址必须是文字' })
      .trim()
      .max(255, { error: '横幅图片地址不能超过 255 个字符' })
      .refine((s) => s === '' || (isSafeUrl(s) && !/\s/.test(s)), {
        error: '横幅图片必须是 http(s) 地址或本站路径',
      }),
    remark: z
      .string({ error: '专题介绍必须是文字' })
      .trim()
      .max(2000, { error: '专题介绍不能超过 2000 个字' }),
    goods: z
      .array(z.object({ sku_id: positiveId('商品规格编号'), topic_price: yuanPrice('专题价') }), {
        error: '请选择专题商品',
      })
      .min(1, { error: '专题至少包含 1 个商品' })
      .max(100, { error: '专题最多 100 个商品' })
      .refine(skuIds, { error: '同一规格在专题里只能出现一次' }),
    ...runsBetween,
  })
  .refine(endAfterStart, END_AFTER_START);
export const topicRow = z.object({
  topic_id: z.number().int(),
  name: z.string(),
  banner: z.string(),
  remark: z.string(),
  goods: z.array(z.object({ ...goodsOut, topic_price: z.string() })),
  ...timesOut,
});
export type TopicRow = z.output<typeof topicRow>;

// ── Coupon types
export const COUPON_KINDS = ['reward', 'discount'] as const;
export const couponTypeSave = z
  .object({
    coupon_type_id: positiveId('优惠券编号').optional(),
    name: name('优惠券名称', 64),
    /** 0: a platform coupon; otherwise the shop it is used in. */
    site_id: z
      .number({ error: '请选择使用范围' })
      .int({ error: '使用范围不正确' })
      .min(0, { error: '使用范围不正确' })
      .max(2_147_483_647, { error: '使用范围不正确' }),
    type: z.enum(COUPON_KINDS, { error: '请选择优惠券类型' }),
    /** Face value of a `reward` coupon (ignored for `discount`). */
    money: yuanPrice('面额').optional(),
    /** A `discount` coupon's rate in tenths of 折: 90 = 9 折, 1..99. */
    discount: wholeCount('折扣', 1, 99).optional(),
    /** Threshold: usable from this order amount; 0 (or absent) = no threshold. */
    at_least: z.union([yuanPrice('使用门槛'), z.literal(0)]).default(0),
    count: wholeCount('发放总量', 1, 1_000_000),
    max_fetch: wholeCount('每人限领', 1, 100),
    validity_type: z.union([z.literal(0), z.literal(1)], { error: '请选择有效期方式' }),
    fixed_term: wholeCount('领取后有效天数', 0, 365).default(0),
    ...runsBetween,
  })
  .refine(endAfterStart, END_AFTER_START)
  .refine((v) => v.type !== 'reward' || v.money !== undefined, { error: '请填写面额', path: ['money'] })
  .refine((v) => v.type !== 'discount' || v.discount !== undefined, {
    error: '请填写折扣（1–99，90 即 9 折）',
    path: ['discount'],
  })
  .refine((v) => v.type !== 'reward' || v.at_least === 0 || v.at_least > (v.money ?? 0), {
    error: '使用门槛须高于面额（或不设门槛）',
    path: ['at_least'],
  })
  .refine((v) => v.max_fetch <= v.count, { error: '每人限领不能超过发放总量', path: ['max_fetch'] })
  .refine((v) => v.validity_type === 0 || v.fixed_term >= 1, {
    error: '领取后有效天数至少为 1 天',
    path: ['fixed_term'],
  });
export const couponTypeRow = z.object({
  coupon_type_id: z.number().int(),
  name: z.string(),
  site_id: z.number().int(),
  site_name: z.string(),
  type: z.enum(COUPON_KINDS),
  money: z.string(),
  discount: z.number().int(),
  at_least: z.string(),
  count: z.number().int(),
  lead_count: z.number().int(),
  max_fetch: z.number().int(),
  validity_type: z.number().int(),
  fixed_term: z.number().int(),
  ...timesOut,
});
export type CouponTypeRow = z.output<typeof couponTypeRow>;

// ── 满减
export const manjianSave = z
  .object({
    manjian_id: positiveId('满减编号').optional(),
    site_id: positiveId('店铺编号'),
    manjian_name: name('满减名称', 64),
    /** 0: every goods of the shop; 1: only `goods_ids`. */
    type: z.union([z.literal(0), z.literal(1)], { error: '请选择参与商品范围' }),
    goods_ids: z
      .array(positiveId('商品编号'), { error: '参与商品必须是编号数组' })
      .max(200, { error: '指定商品最多 200 个' })
      .default([]),
    rules: z
      .array(z.object({ money: yuanPrice('满额'), discount_money: yuanPrice('减额') }), {
        error: '请填写满减规则',
      })
      .min(1, { error: '至少填写一档满减规则' })
      .max(5, { error: '满减规则最多 5 档' }),
    ...runsBetween,
  })
  .refine(endAfterStart, END_AFTER_START)
  .refine((v) => v.type === 0 || v.goods_ids.length > 0, {
    error: '指定商品满减请至少选择 1 个商品',
    path: ['goods_ids'],
  })
  .refine((v) => v.rules.every((r) => r.discount_money < r.money), {
    error: '每档的减额必须小于满额',
    path: ['rules'],
  })
  .refine(
    (v) =>
      v.rules.every(
        (r, i) =>
          i === 0 || (r.money > v.rules[i - 1].money && r.discount_money > v.rules[i - 1].discount_money),
      ),
    {
      error: '满减各档须按满额从低到高排列，且高档减得更多',
      path: ['rules'],
    },
  );
export const manjianRow = z.object({
  manjian_id: z.number().int(),
  site_id: z.number().int(),
  site_name: z.string(),
  manjian_name: z.string(),
  type: z.number().int(),
  goods_ids: z.array(z.number().int()),
  rules: z.array(z.object({ money: z.string(), discount_money: z.string() })),
  ...timesOut,
});
export type ManjianRow = z.output<typeof manjianRow>;

// ── Switches and the schedule
export const promotionSwitchesRow = z.object({
  seckill: z.boolean(),
  groupbuy: z.boolean(),
  combo: z.boolean(),
  topic: z.boolean(),
  coupon: z.boolean(),
});
export const promotionSwitchSave = z.object({
  kind: z.enum(PROMOTION_KINDS, { error: '活动类型不正确' }),
  enabled: z.boolean({ error: '请选择开启或关闭' }),
});

export const scheduleRequest = z
  .object({ from: unixTime('开始日期'), to: unixTime('结束日期') })
  .refine((v) => v.to > v.from, { error: '结束日期必须晚于开始日期', path: ['to'] })
  .refine((v) => v.to - v.from <= 92 * 86_400, { error: '一次最多查看 92 天', path: ['to'] });
export const scheduleItem = z.object({
  kind: z.enum(CAMPAIGN_KINDS),
  id: z.number().int(),
  name: z.string(),
  ...timesOut,
  /** Seckill only: the daily slot, minutes after China-time midnight. */
  start_minute: z.number().int().nullable(),
  end_minute: z.number().int().nullable(),
});
export type ScheduleItem = z.output<typeof scheduleItem>;

// ── Shops propose goods for the platform's topics, seckill slots and group-buys; the platform decides
export const PROPOSAL_STATES = ['pending', 'accepted', 'refused'] as const;
/** What a shop may propose goods for: a topic, a seckill slot, or a group-buy of its own goods. */
export const PROPOSAL_KINDS = ['topic', 'seckill', 'groupbuy'] as const;
export type ProposalKind = (typeof PROPOSAL_KINDS)[number];
export const proposalRow = z.object({
  proposal_id: z.number().int(),
  kind: z.enum(PROPOSAL_KINDS),
  /** The topic or the seckill slot; 0 for a group-buy (it becomes its own activity). */
  activity_id: z.number().int(),
  /** The topic's or the slot's name; empty for a group-buy. */
  activity_name: z.string(),
  ...goodsOut,
  /** The proposed topic, seckill or group price (yuan). */
  proposed_price: z.string(),
  /** Seckill and group-buy only: the activity's own stock, the per-member limit, the minimum for a group and the dates. */
  total_stock: z.number().int().nullable(),
  limit_num: z.number().int().nullable(),
  min_num: z.number().int().nullable(),
  start_time: z.number().int().nullable(),
  end_time: z.number().int().nullable(),
  status: z.enum(PROPOSAL_STATES),
  reason: z.string(),
  create_time: z.number().int(),
});
export type ProposalRow = z.output<typeof proposalRow>;
const PRICE_LABEL: Record<ProposalKind, string> = { topic: '专题价', seckill: '秒杀价', groupbuy: '团购价' };
/**
 * What a proposal of its kind still lacks (field and message): the topic or the slot, the stock, the
 * per-member limit or the group minimum, the dates in order. The forms show these beside the field
 * messages (the schema adds them only once every field parses).
 */
export function proposalGaps(v: {
  kind?: string;
  activity_id?: number;
  total_stock?: number;
  limit_num?: number;
  min_num?: number;
  start_time?: number;
  end_time?: number;
}): { field: string; message: string }[] {
  const gaps: { field: string; message: string }[] = [];
  const need = (field: keyof typeof v, message: string) => {
    if (v[field] === undefined) gaps.push({ field, message });
  };
  if (v.kind === 'topic') need('activity_id', '请选择专题');
  if (v.kind === 'seckill') {
    need('activity_id', '请选择秒杀场次');
    need('limit_num', '请填写每人限购');
  }
  if (v.kind === 'groupbuy') need('min_num', '请填写起团件数');
  if (v.kind === 'seckill' || v.kind === 'groupbuy') {
    need('total_stock', '请填写活动库存');
    need('start_time', '请选择开始时间');
    need('end_time', '请选择结束时间');
    if (v.start_time !== undefined && v.end_time !== undefined && v.end_time <= v.start_time)
      gaps.push({ field: 'end_time', message: END_AFTER_START.error });
  }
  return gaps;
}

/**
 * A shop's proposal. A topic needs the topic and a price; a seckill the slot, the stock, the per-member
 * limit and the dates the slot repeats between; a group-buy the stock, the group minimum and the dates.
 */
export const proposeRequest = z
  .object({
    kind: z.enum(PROPOSAL_KINDS, { error: '请选择报名的活动类型' }),
    activity_id: positiveId('活动编号').optional(),
    sku_id: positiveId('商品规格编号'),
    price: yuanPrice('活动价'),
    total_stock: wholeCount('活动库存', 1, 100_000).optional(),
    limit_num: wholeCount('每人限购', 1, 100).optional(),
    min_num: wholeCount('起团件数', 2, 999).optional(),
    start_time: unixTime('开始时间').optional(),
    end_time: unixTime('结束时间').optional(),
  })
  .superRefine((v, ctx) => {
    for (const gap of proposalGaps(v)) ctx.addIssue({ code: 'custom', message: gap.message, path: [gap.field] });
  });
/** What the price is called for each kind (the forms' labels and mall-api's messages). */
export const proposalPriceLabel = (kind: ProposalKind) => PRICE_LABEL[kind];
export const shopCampaignsResponse = z.object({
  /** Platform topics not ended or stopped: what a shop may propose goods for. */
  topics: z.array(
    z.object({
      topic_id: z.number().int(),
      name: z.string(),
      start_time: z.number().int(),
      end_time: z.number().int(),
      state: z.enum(CAMPAIGN_STATES),
    }),
  ),
  /** The seckill slots (times of day) a shop may propose goods for. */
  slots: z.array(seckillSlotRow),
  /** The shop's own on-shelf skus with stock (at most 200). */
  skus: z.array(z.object({ ...goodsOut, spec_name: z.string(), stock: z.number().int() })),
  proposals: z.array(proposalRow),
});
export const proposalListRequest = z.object({
  ...consoleListFields(['time'] as const),
  state: z.enum(PROPOSAL_STATES, { error: '状态不正确' }).optional(),
  kind: z.enum(PROPOSAL_KINDS, { error: '活动类型不正确' }).optional(),
});
export const proposalDecideRequest = z
  .object({
    id: positiveId('报名编号'),
    accept: z.boolean({ error: '请选择通过或驳回' }),
    reason: z
      .string({ error: '原因必须是文字' })
      .trim()
      .max(200, { error: '原因不能超过 200 个字' })
      .default(''),
  })
  .refine((v) => v.accept || v.reason.length > 0, {
    error: '驳回请填写原因（店铺会看到）',
    path: ['reason'],
  });

const list = <T extends z.ZodType, R extends z.ZodType = typeof campaignListRequest>(
  row: T,
  request?: R,
) => ({ request: (request ?? campaignListRequest) as R, response: consolePage(row) });
const read = { permission: 'promotion.read', kind: 'read' } as const;
const write = { permission: 'promotion.manage', kind: 'write' } as const;

export const consolePromotionEndpoints = {
  '/admin/api/promotion/goods': consoleCall({
    ...read,
    summary: '活动：可选商品（在架、有库存的规格）',
    request: campaignGoodsRequest,
    response: consolePage(campaignGoodsRow),
  }),
  '/admin/api/promotion/seckill/slots': consoleCall({
    ...read,
    summary: '秒杀：每日场次',
    request: z.object({}),
    response: z.object({ list: z.array(seckillSlotRow) }),
  }),
  '/admin/api/promotion/seckill/slot/save': consoleCall({
    ...write,
    summary: '秒杀：新建或修改场次（时刻）',
    request: seckillSlotSave,
    response: seckillSlotRow,
  }),
  '/admin/api/promotion/seckill/slot/stop': consoleCall({
    ...write,
    summary: '秒杀：停止场次（其商品一并停止，未支付订单关闭，已付款订单照常处理）',
    request: z.object({ id: positiveId('场次编号') }),
    response: stopResponse,
  }),
  '/admin/api/promotion/seckill/slot/delete': consoleCall({
    ...write,
    summary: '秒杀：删除从未有过订单的场次（有订单的只能停止）',
    request: z.object({ id: positiveId('场次编号') }),
    response: z.object({ id: z.number().int() }),
  }),
  '/admin/api/promotion/seckill/list': consoleCall({
    ...read,
    summary: '秒杀：活动商品列表',
    ...list(seckillGoodsRow, seckillListRequest),
  }),
  '/admin/api/promotion/seckill/save': consoleCall({
    ...write,
    summary: '秒杀：新建或修改活动商品（秒杀价、库存、限购、日期）',
    request: seckillGoodsSave,
    response: seckillGoodsRow,
  }),
  '/admin/api/promotion/seckill/stop': consoleCall({
    ...write,
    summary: '秒杀：停止（关闭其未支付订单）',
    request: stopRequest,
    response: stopResponse,
  }),
  '/admin/api/promotion/groupbuy/list': consoleCall({ ...read, summary: '团购：列表', ...list(groupbuyRow) }),
  '/admin/api/promotion/groupbuy/save': consoleCall({
    ...write,
    summary: '团购：新建或修改',
    request: groupbuySave,
    response: groupbuyRow,
  }),
  '/admin/api/promotion/groupbuy/stop': consoleCall({
    ...write,
    summary: '团购：停止（关闭其未支付订单）',
    request: stopRequest,
    response: stopResponse,
  }),
  '/admin/api/promotion/combo/list': consoleCall({ ...read, summary: '组合套餐：列表', ...list(comboRow) }),
  '/admin/api/promotion/combo/save': consoleCall({
    ...write,
    summary: '组合套餐：新建或修改',
    request: comboSave,
    response: comboRow,
  }),
  '/admin/api/promotion/combo/stop': consoleCall({
    ...write,
    summary: '组合套餐：停止（关闭其未支付订单）',
    request: stopRequest,
    response: stopResponse,
  }),
  '/admin/api/promotion/topic/list': consoleCall({ ...read, summary: '专题：列表', ...list(topicRow) }),
  '/admin/api/promotion/topic/save': consoleCall({
    ...write,
    summary: '专题：新建或修改',
    request: topicSave,
    response: topicRow,
  }),
  '/admin/api/promotion/topic/stop': consoleCall({
    ...write,
    summary: '专题：停止（关闭其未支付订单）',
    request: stopRequest,
    response: stopResponse,
  }),
  '/admin/api/promotion/coupon/list': consoleCall({
    ...read,
    summary: '优惠券：券种列表',
    ...list(couponTypeRow),
  }),
  '/admin/api/promotion/coupon/save': consoleCall({
    ...write,
    summary: '优惠券：新建或修改券种',
    request: couponTypeSave,
    response: couponTypeRow,
  }),
  '/admin/api/promotion/coupon/stop': consoleCall({
    ...write,
    summary: '优惠券：停止发放（已领的券照常可用）',
    request: stopRequest,
    response: stopResponse,
  }),
  '/admin/api/promotion/manjian/list': consoleCall({ ...read, summary: '满减：列表', ...list(manjianRow) }),
  '/admin/api/promotion/manjian/save': consoleCall({
    ...write,
    summary: '满减：新建或修改',
    request: manjianSave,
    response: manjianRow,
  }),
  '/admin/api/promotion/manjian/stop': consoleCall({
    ...write,
    summary: '满减：停止',
    request: stopRequest,
    response: stopResponse,
  }),
  '/admin/api/promotion/switches': consoleCall({
    ...read,
    summary: '活动开关（/api/addon/addonisexit）',
    request: z.object({}),
    response: promotionSwitchesRow,
  }),
  '/admin/api/promotion/switches/save': consoleCall({
    ...write,
    summary: '活动开关：开启或关闭一类活动',
    request: promotionSwitchSave,
    response: promotionSwitchesRow,
  }),
  '/admin/api/promotion/proposals': consoleCall({
    ...read,
    summary: '活动报名：店铺为专题、秒杀场次和团购提交的报名',
    request: proposalListRequest,
    response: consolePage(proposalRow),
  }),
  '/admin/api/promotion/proposals/decide': consoleCall({
    ...write,
    summary: '活动报名：通过（商品按报名的价格加入专题或秒杀场次，或成为团购）或驳回（附原因）',
    request: proposalDecideRequest,
    response: proposalRow,
  }),
  '/admin/api/shop/campaigns': consoleCall({
    permission: 'campaigns.propose',
    kind: 'read',
    summary: '店铺：可报名的专题和秒杀场次、本店商品与报名记录',
    request: z.object({}),
    response: shopCampaignsResponse,
  }),
  '/admin/api/shop/campaigns/propose': consoleCall({
    permission: 'campaigns.propose',
    kind: 'write',
    summary: '店铺：报名本店商品参加平台专题、秒杀场次或团购',
    request: proposeRequest,
    response: proposalRow,
  }),
  '/admin/api/promotion/schedule': consoleCall({
    ...read,
    summary: '活动日历：一段日期内排期的全部活动',
    request: scheduleRequest,
    response: z.object({ list: z.array(scheduleItem), now: z.number().int() }),
  }),
} as const;
