// The promotion order kinds (SPEC §3: order-create data is held per kind): seckill, group-buy, combo and topic.
// Each is an OrderKindStrategy (order/kind-strategy.ts): its lines, its unit prices (from mall-api's tables,
// never from the browser), and for seckill the slot stock, the per-member limit and the shorter close.
import { and, asc, eq, gt, gte, lte, sql } from 'drizzle-orm';
import { ErrorCode } from '@mall/rest-contract';
import type { Db, Tx } from '../../db/client';
import { goods, goodsSku } from '../../db/schema';
import { combo, comboGoods, groupbuy, promotionOrder, seckillGoods, seckillMember, seckillSlot, topic, topicGoods } from '../../db/schema-promotion';
import { BusinessError } from '../../http/envelope';
import type { CheckoutGoodsInput, OrderKindStrategy, RequestedLines } from '../order/kind-strategy';
import { slotTimes } from './slots';
import { promotionSwitches } from './switches';

/** Minutes an unpaid seckill order stays open (env SECKILL_AUTO_CLOSE_MINUTES, default 5). */
export function seckillCloseMinutes(env = process.env): number {
  const n = Number(env.SECKILL_AUTO_CLOSE_MINUTES || 5);
  return Number.isFinite(n) && n > 0 ? n : 5;
}

/** A switched-off kind sells nothing, as if its activities did not exist. */
async function requireOn(db: Db | Tx, kind: 'seckill' | 'groupbuy' | 'combo' | 'topic') {
  if (!(await promotionSwitches(db as Db))[kind]) throw new BusinessError('该活动未开启', ErrorCode.NOT_FOUND);
}

function buyNow(input: CheckoutGoodsInput, what: string): { skuId: number; num: number; promotionId: number } {
  if (input.promotion_id === undefined) throw new BusinessError(`请选择${what}活动（promotion_id）`);
  if (input.cart_ids || input.sku_list) throw new BusinessError(`${what}商品请在活动页立即购买，不能从购物车结算`);
  return { skuId: input.sku_id ?? 0, num: input.num ?? 1, promotionId: input.promotion_id };
}

/** The running seckill row of an id, or a clear refusal. */
export async function runningSeckill(db: Db | Tx, seckillId: number, now = new Date()) {
  const [row] = await db
    .select({ g: seckillGoods, slot: seckillSlot })
    .from(seckillGoods)
    .innerJoin(seckillSlot, eq(seckillSlot.slotId, seckillGoods.slotId))
    .where(eq(seckillGoods.seckillId, seckillId));
  if (!row || row.g.status !== 1) throw new BusinessError('秒杀活动不存在或已结束', ErrorCode.NOT_FOUND);
  const times = slotTimes(row.slot, now);
  if (row.g.startTime > now) throw new BusinessError('秒杀活动尚未开始，请稍后再来');
  if (row.g.endTime <= now || times.state === 'ended') throw new BusinessError('本场秒杀已结束，请按原价购买');
  if (times.state === 'upcoming') throw new BusinessError('本场秒杀尚未开始，请稍后再来');
  return row.g;
}

export const seckillKind: OrderKindStrategy = {
  kind: 'seckill',
  name: '秒杀订单',
  async lines(db, memberId, input): Promise<RequestedLines> {
    const { skuId, num, promotionId } = buyNow(input, '秒杀');
    await requireOn(db, 'seckill');
    const g = await runningSeckill(db, promotionId);
    if (skuId && skuId !== g.skuId) throw new BusinessError('所选规格不参加本场秒杀');
    if (num > g.limitNum) throw new BusinessError(`每人限购 ${g.limitNum} 件`);
    // Fast refusals before any row is locked (a burst is mostly these); reserve() decides atomically.
    if (g.stock < num) throw new BusinessError('已抢光，下次早点来');
    const [held] = await db.select({ num: seckillMember.num }).from(seckillMember).where(and(eq(seckillMember.seckillId, promotionId), eq(seckillMember.memberId, memberId)));
    if ((held?.num ?? 0) + num > g.limitNum) throw new BusinessError(`每人限购 ${g.limitNum} 件，您已抢购过本场商品`);
    return { quantities: new Map([[g.skuId, num]]), cartIds: [] };
  },
  async prices(db, _memberId, input) {
    const g = await runningSeckill(db, input.promotion_id!);
    return new Map([[g.skuId, g.seckillPrice]]);
  },
  async reserve(tx, memberId, orderId, input, lines) {
    const seckillId = input.promotion_id!;
    const [[skuId, num]] = [...lines];
    // Slot stock: one conditional decrement (never below 0, whatever the concurrency).
    const [left] = await tx
      .update(seckillGoods)
      .set({ stock: sql`${seckillGoods.stock} - ${num}` })
      .where(and(eq(seckillGoods.seckillId, seckillId), gte(seckillGoods.stock, num)))
      .returning({ stock: seckillGoods.stock, limitNum: seckillGoods.limitNum });
    if (!left) throw new BusinessError('已抢光，下次早点来');
    const limit = left;
    // Per-member limit: an upsert that only raises the count while it stays within the limit.
    const held = await tx
      .insert(seckillMember)
      .values({ seckillId, memberId, num })
      .onConflictDoUpdate({
        target: [seckillMember.seckillId, seckillMember.memberId],
        set: { num: sql`${seckillMember.num} + ${num}` },
        setWhere: sql`${seckillMember.num} + ${num} <= ${limit.limitNum}`,
      })
      .returning({ num: seckillMember.num });
    if (held.length === 0 || held[0].num > limit.limitNum) throw new BusinessError(`每人限购 ${limit.limitNum} 件，您已抢购过本场商品`);
    await tx.insert(promotionOrder).values({ orderId, memberId, kind: 'seckill', promotionId: seckillId, skuId, num });
  },
  closeMinutes: () => seckillCloseMinutes(),
  unitPrice: (sku) => sku.discountPrice,
  allowsManjian: false,
  allowsCoupon: false,
};

async function runningGroupbuy(db: Db | Tx, id: number, now = new Date()) {
  const [g] = await db
    .select()
    .from(groupbuy)
    .where(and(eq(groupbuy.groupbuyId, id), eq(groupbuy.status, 1), lte(groupbuy.startTime, now), gt(groupbuy.endTime, now)));
  if (!g) throw new BusinessError('团购活动不存在或已结束', ErrorCode.NOT_FOUND);
  return g;
}

export const groupbuyKind: OrderKindStrategy = {
  kind: 'groupbuy',
  name: '团购订单',
  async lines(db, _memberId, input) {
    const { skuId, num, promotionId } = buyNow(input, '团购');
    await requireOn(db, 'groupbuy');
    const g = await runningGroupbuy(db, promotionId);
    if (skuId && skuId !== g.skuId) throw new BusinessError('所选规格不参加本次团购');
    if (num < g.minNum) throw new BusinessError(`团购商品 ${g.minNum} 件起购，当前只选了 ${num} 件`);
    return { quantities: new Map([[g.skuId, num]]), cartIds: [] };
  },
  async prices(db, _memberId, input) {
    const g = await runningGroupbuy(db, input.promotion_id!);
    return new Map([[g.skuId, g.groupbuyPrice]]);
  },
  async reserve(tx, memberId, orderId, input, lines) {
    const groupbuyId = input.promotion_id!;
    const [[skuId, num]] = [...lines];
    // The activity's stock: one conditional decrement, so concurrent joins never sell more than it holds.
    const [left] = await tx
      .update(groupbuy)
      .set({ stock: sql`${groupbuy.stock} - ${num}` })
      .where(and(eq(groupbuy.groupbuyId, groupbuyId), gte(groupbuy.stock, num)))
      .returning({ stock: groupbuy.stock });
    if (!left) throw new BusinessError('团购名额不足，已团满');
    await tx.insert(promotionOrder).values({ orderId, memberId, kind: 'groupbuy', promotionId: groupbuyId, skuId, num });
  },
  unitPrice: (sku) => sku.discountPrice,
  allowsManjian: false,
  allowsCoupon: true,
};

/**
 * Records which activity an order's lines came from (nothing to take back on close), so that stopping
 * the activity in the console finds its unpaid orders. `activityId` defaults to the promotion_id.
 */
function recordPromotionLines(kind: 'combo' | 'topic', activityId?: number): NonNullable<OrderKindStrategy['reserve']> {
  return async (tx, memberId, orderId, input, lines) => {
    const promotionId = activityId ?? input.promotion_id!;
    await tx.insert(promotionOrder).values([...lines].map(([skuId, num]) => ({ orderId, memberId, kind, promotionId, skuId, num })));
  };
}

/** A running combo with its members' normal prices, and the package price split over them. */
export async function comboWithPrices(db: Db | Tx, comboId: number, now = new Date()) {
  const [c] = await db
    .select()
    .from(combo)
    .where(and(eq(combo.comboId, comboId), eq(combo.status, 1), lte(combo.startTime, now), gt(combo.endTime, now)));
  if (!c) throw new BusinessError('组合套餐不存在或已结束', ErrorCode.NOT_FOUND);
  const members = await db
    .select({ skuId: comboGoods.skuId, num: comboGoods.num, price: goodsSku.discountPrice })
    .from(comboGoods)
    .innerJoin(goodsSku, eq(goodsSku.skuId, comboGoods.skuId))
    .where(eq(comboGoods.comboId, comboId))
    .orderBy(asc(comboGoods.skuId));
  const original = members.reduce((s, m) => s + m.price * m.num, 0);
  // Unit prices in proportion to the normal prices; the last member takes the remainder.
  let left = c.comboPrice;
  const unit = new Map<number, number>();
  members.forEach((m, i) => {
    const share = i === members.length - 1 ? left : Math.floor((c.comboPrice * m.price * m.num) / original);
    left -= share;
    unit.set(m.skuId, Math.floor(share / m.num));
  });
  return { combo: c, members, original, unit };
}

export const comboKind: OrderKindStrategy = {
  kind: 'combo',
  name: '组合套餐订单',
  async lines(db, _memberId, input) {
    const { num, promotionId } = buyNow(input, '组合套餐');
    await requireOn(db, 'combo');
    const { members } = await comboWithPrices(db, promotionId);
    if (members.length === 0) throw new BusinessError('组合套餐没有商品', ErrorCode.NOT_FOUND);
    return { quantities: new Map(members.map((m) => [m.skuId, m.num * num])), cartIds: [] };
  },
  async prices(db, _memberId, input) {
    return (await comboWithPrices(db, input.promotion_id!)).unit;
  },
  reserve: recordPromotionLines('combo'),
  unitPrice: (sku) => sku.discountPrice,
  allowsManjian: false,
  allowsCoupon: true,
};

/** A topic goods (its own id) whose topic runs now, or a clear refusal. */
export async function runningTopicGoods(db: Db | Tx, id: number, now = new Date()) {
  const [r] = await db
    .select({ tg: topicGoods, t: topic })
    .from(topicGoods)
    .innerJoin(topic, eq(topic.topicId, topicGoods.topicId))
    .innerJoin(goods, eq(goods.goodsId, topicGoods.goodsId))
    .where(and(eq(topicGoods.id, id), eq(goods.isOnShelf, true)));
  if (!r || r.t.status !== 1) throw new BusinessError('专题商品不存在', ErrorCode.NOT_FOUND);
  if (r.t.startTime > now) throw new BusinessError('专题活动尚未开始，请稍后再来');
  if (r.t.endTime <= now) throw new BusinessError('专题活动已结束，请按原价购买');
  return r.tg;
}

export const topicKind: OrderKindStrategy = {
  kind: 'topic',
  name: '专题订单',
  async lines(db, _memberId, input) {
    const { skuId, num, promotionId } = buyNow(input, '专题');
    await requireOn(db, 'topic');
    const tg = await runningTopicGoods(db, promotionId);
    if (skuId && skuId !== tg.skuId) throw new BusinessError('所选规格不参加本专题');
    return { quantities: new Map([[tg.skuId, num]]), cartIds: [] };
  },
  async prices(db, _memberId, input) {
    const tg = await runningTopicGoods(db, input.promotion_id!);
    return new Map([[tg.skuId, tg.topicPrice]]);
  },
  reserve: async (tx, memberId, orderId, input, lines) => {
    const tg = await runningTopicGoods(tx, input.promotion_id!);
    await recordPromotionLines('topic', tg.topicId)(tx, memberId, orderId, input, lines);
  },
  unitPrice: (sku) => sku.discountPrice,
  allowsManjian: false,
  allowsCoupon: true,
};

/** Gives back what a closed order took from its promotions (slot and group-buy stock, the member's seckill count). */
export async function releasePromotion(tx: Tx, orderId: number) {
  const rows = await tx
    .update(promotionOrder)
    .set({ released: true })
    .where(and(eq(promotionOrder.orderId, orderId), eq(promotionOrder.released, false)))
    .returning();
  for (const r of rows.filter((x) => x.kind === 'groupbuy')) {
    await tx.update(groupbuy).set({ stock: sql`${groupbuy.stock} + ${r.num}` }).where(eq(groupbuy.groupbuyId, r.promotionId));
  }
  for (const r of rows.filter((x) => x.kind === 'seckill')) {
    await tx.update(seckillGoods).set({ stock: sql`${seckillGoods.stock} + ${r.num}` }).where(eq(seckillGoods.seckillId, r.promotionId));
    await tx
      .update(seckillMember)
      .set({ num: sql`greatest(${seckillMember.num} - ${r.num}, 0)` })
      .where(and(eq(seckillMember.seckillId, r.promotionId), eq(seckillMember.memberId, r.memberId)));
  }
}
