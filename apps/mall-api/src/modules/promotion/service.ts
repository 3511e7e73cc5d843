// Reads and claims of the selling promotions: today's seckill slots and their goods, a
// seckill's detail, a goods' running promotion (THE one place that answers promotion prices for goods
// detail, lists and cart), the coupon centre with atomic claims, and the promotion switches.
import { and, asc, count, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { ErrorCode, type AddonIsExit, type CouponTypeItem, type GoodsPromotion, type GoodsPromotionSummary } from '@mall/rest-contract';
import type { Db } from '../../db/client';
import { pageRows } from '../../db/paging';
import { goods, goodsSku, manjian, shop } from '../../db/schema';
import { memberCoupon } from '../../db/schema-account';
import { combo, comboGoods, couponType, couponTypeMember, groupbuy, seckillGoods, seckillMember, seckillSlot, topic, topicGoods } from '../../db/schema-promotion';
import { BusinessError, unixSeconds } from '../../http/envelope';
import { fenToYuan } from '@mall/rest-contract/money';
import { createActivityService, shopperPage } from './activities';
import { comboWithPrices } from './kinds';
import { promotionSwitches } from './switches';
import { nextChange, slotTimes } from './slots';

const money = (fen: number) => `${Math.floor(fen / 100)}${fen % 100 === 0 ? '' : `.${String(fen % 100).padStart(2, '0')}`}`;

export function createPromotionService(db: Db, clock: () => Date = () => new Date()) {
  const goodsCols = {
    g: seckillGoods,
    goodsName: goods.goodsName,
    skuImage: goodsSku.skuImage,
    price: goodsSku.discountPrice,
  };
  const toGoods = (r: { g: typeof seckillGoods.$inferSelect; goodsName: string; skuImage: string; price: number }) => ({
    seckill_id: r.g.seckillId,
    slot_id: r.g.slotId,
    goods_id: r.g.goodsId,
    sku_id: r.g.skuId,
    goods_name: r.goodsName,
    sku_image: r.skuImage,
    price: fenToYuan(r.price),
    seckill_price: fenToYuan(r.g.seckillPrice),
    stock: r.g.stock,
    total_stock: r.g.totalStock,
    sold_percent: r.g.totalStock > 0 ? Math.min(100, Math.floor(((r.g.totalStock - r.g.stock) * 100) / r.g.totalStock)) : 100,
    limit_num: r.g.limitNum,
  });
  const toSlot = (s: typeof seckillSlot.$inferSelect, now: Date) => {
    const t = slotTimes(s, now);
    return { slot_id: s.slotId, name: s.name, start_time: unixSeconds(t.start), end_time: unixSeconds(t.end), state: t.state };
  };
  const activeSeckill = (now: Date) => and(eq(seckillGoods.status, 1), lte(seckillGoods.startTime, now), gt(seckillGoods.endTime, now));

  const service = {
    switches: (): Promise<AddonIsExit> => promotionSwitches(db),
    async requireOn(kind: keyof AddonIsExit) {
      if (!(await service.switches())[kind]) throw new BusinessError('该活动未开启', ErrorCode.NOT_FOUND);
    },

    async slots() {
      await service.requireOn('seckill');
      const now = clock();
      const rows = await db.select().from(seckillSlot).where(eq(seckillSlot.status, 1)).orderBy(asc(seckillSlot.startMinute));
      return { list: rows.map((s) => toSlot(s, now)), now: unixSeconds(now), next_change: unixSeconds(nextChange(rows, now)) };
    },

    async slotGoods(slotId: number, page: number, pageSize: number) {
      await service.requireOn('seckill');
      const now = clock();
      const where = and(eq(seckillGoods.slotId, slotId), activeSeckill(now), eq(goods.isOnShelf, true));
      const found = await pageRows(
        { page, page_size: pageSize },
        db.select({ n: count() }).from(seckillGoods).innerJoin(goods, eq(goods.goodsId, seckillGoods.goodsId)).where(where),
        db.select(goodsCols).from(seckillGoods).innerJoin(goods, eq(goods.goodsId, seckillGoods.goodsId)).innerJoin(goodsSku, eq(goodsSku.skuId, seckillGoods.skuId)).where(where),
        [asc(seckillGoods.seckillId)],
      );
      return shopperPage(found, pageSize, toGoods);
    },

    async seckillDetail(seckillId: number, memberId: number | null) {
      await service.requireOn('seckill');
      const now = clock();
      const [r] = await db
        .select({ ...goodsCols, slot: seckillSlot, siteId: goods.siteId, siteName: shop.siteName, introduction: goods.introduction })
        .from(seckillGoods)
        .innerJoin(seckillSlot, eq(seckillSlot.slotId, seckillGoods.slotId))
        .innerJoin(goods, eq(goods.goodsId, seckillGoods.goodsId))
        .innerJoin(shop, eq(shop.siteId, goods.siteId))
        .innerJoin(goodsSku, eq(goodsSku.skuId, seckillGoods.skuId))
        .where(and(eq(seckillGoods.seckillId, seckillId), activeSeckill(now)));
      if (!r) throw new BusinessError('秒杀活动不存在或已结束', ErrorCode.NOT_FOUND);
      const [held] = memberId ? await db.select({ num: seckillMember.num }).from(seckillMember).where(and(eq(seckillMember.seckillId, seckillId), eq(seckillMember.memberId, memberId))) : [];
      return { ...toGoods(r), slot: toSlot(r.slot, now), now: unixSeconds(now), site_id: r.siteId, site_name: r.siteName, introduction: r.introduction, bought_num: held?.num ?? 0 };
    },

    /**
     * THE answer to "what promotion runs on these goods now" (lists, cart, and the detail page through
     * goodsPromotion): expired or not-started ones are absent; a fixed number of queries for any number
     * of goods. Goods that do not exist are left out.
     */
    async goodsPromotions(goodsIds: readonly number[]): Promise<GoodsPromotionSummary[]> {
      const now = clock();
      const ids = [...new Set(goodsIds)];
      if (ids.length === 0) return [];
      const sw = await service.switches();
      const found = await db.select({ goodsId: goods.goodsId, siteId: goods.siteId }).from(goods).where(inArray(goods.goodsId, ids));
      if (found.length === 0) return [];
      const present = found.map((g) => g.goodsId);
      const seckills = sw.seckill
        ? (
            await db
              .select({ g: seckillGoods, slot: seckillSlot })
              .from(seckillGoods)
              .innerJoin(seckillSlot, eq(seckillSlot.slotId, seckillGoods.slotId))
              .where(and(inArray(seckillGoods.goodsId, present), activeSeckill(now), sql`${seckillGoods.stock} > 0`))
              .orderBy(asc(seckillGoods.seckillId))
          ).filter((x) => slotTimes(x.slot, now).state === 'running')
        : [];
      // Lowest price first, so the first row per goods is the one shown.
      const groupbuys = sw.groupbuy
        ? await db
            .select()
            .from(groupbuy)
            .where(and(inArray(groupbuy.goodsId, present), eq(groupbuy.status, 1), lte(groupbuy.startTime, now), gt(groupbuy.endTime, now)))
            .orderBy(asc(groupbuy.groupbuyPrice), asc(groupbuy.groupbuyId))
        : [];
      const topics = sw.topic
        ? await db
            .select({ tg: topicGoods, t: topic })
            .from(topicGoods)
            .innerJoin(topic, eq(topic.topicId, topicGoods.topicId))
            .where(and(inArray(topicGoods.goodsId, present), eq(topic.status, 1), lte(topic.startTime, now), gt(topic.endTime, now)))
            .orderBy(asc(topicGoods.topicPrice), asc(topicGoods.topicId))
        : [];
      const siteIds = [...new Set(found.map((g) => g.siteId))];
      const rules = await db
        .select()
        .from(manjian)
        .where(and(inArray(manjian.siteId, siteIds), eq(manjian.status, 1), lte(manjian.startTime, now), gt(manjian.endTime, now)))
        .orderBy(asc(manjian.manjianId));
      const byId = new Map(found.map((g) => [g.goodsId, g]));
      return ids.flatMap((goodsId) => {
        const g = byId.get(goodsId);
        if (!g) return [];
        const sk = seckills.find((x) => x.g.goodsId === goodsId);
        const gb = groupbuys.find((x) => x.goodsId === goodsId);
        const tp = topics.find((x) => x.tg.goodsId === goodsId);
        const manjianTexts = rules
          .filter((r) => r.siteId === g.siteId && (r.type === 0 || r.goodsIds.includes(goodsId)))
          .flatMap((r) => r.rules.map((x) => `满${money(x.money)}减${money(x.discountMoney)}`));
        return [
          {
            goods_id: goodsId,
            seckill: sk ? { seckill_id: sk.g.seckillId, sku_id: sk.g.skuId, seckill_price: fenToYuan(sk.g.seckillPrice), end_time: unixSeconds(slotTimes(sk.slot, now).end), stock: sk.g.stock } : null,
            groupbuy: gb ? { groupbuy_id: gb.groupbuyId, sku_id: gb.skuId, groupbuy_price: fenToYuan(gb.groupbuyPrice), min_num: gb.minNum, end_time: unixSeconds(gb.endTime) } : null,
            topic: tp ? { topic_id: tp.t.topicId, topic_name: tp.t.name, sku_id: tp.tg.skuId, topic_price: fenToYuan(tp.tg.topicPrice), end_time: unixSeconds(tp.t.endTime) } : null,
            manjian: manjianTexts,
            now: unixSeconds(now),
          },
        ];
      });
    },

    /** One goods' running promotion (the detail page): the batch rule above plus its combo packages. */
    async goodsPromotion(goodsId: number): Promise<GoodsPromotion> {
      const now = clock();
      const [summary] = await service.goodsPromotions([goodsId]);
      if (!summary) throw new BusinessError('商品不存在', ErrorCode.NOT_FOUND);
      const sw = await service.switches();
      const combos = [];
      if (sw.combo) {
        const ids = await db
          .selectDistinct({ id: comboGoods.comboId })
          .from(comboGoods)
          .innerJoin(combo, eq(combo.comboId, comboGoods.comboId))
          .where(and(eq(comboGoods.goodsId, goodsId), eq(combo.status, 1), lte(combo.startTime, now), gt(combo.endTime, now)));
        for (const { id } of ids.sort((a, b) => a.id - b.id)) {
          const c = await comboWithPrices(db, id, now);
          combos.push({ combo_id: id, name: c.combo.name, combo_price: fenToYuan(c.combo.comboPrice), original_price: fenToYuan(c.original), saving: fenToYuan(Math.max(0, c.original - c.combo.comboPrice)) });
        }
      }
      return { ...summary, combos };
    },

    async couponTypes(memberId: number | null, input: { site_id?: number; page: number; page_size: number }) {
      await service.requireOn('coupon');
      const now = clock();
      const where = and(eq(couponType.status, 1), input.site_id === undefined ? undefined : eq(couponType.siteId, input.site_id));
      const [{ n }] = await db.select({ n: count() }).from(couponType).where(where);
      const rows = await db
        .select()
        .from(couponType)
        .where(where)
        .orderBy(asc(couponType.siteId), desc(couponType.money), asc(couponType.couponTypeId))
        .limit(input.page_size)
        .offset((input.page - 1) * input.page_size);
      const ids = rows.map((r) => r.couponTypeId);
      const mine = memberId && ids.length ? await db.select().from(couponTypeMember).where(and(eq(couponTypeMember.memberId, memberId), inArray(couponTypeMember.couponTypeId, ids))) : [];
      const list: CouponTypeItem[] = rows.map((c) => {
        const claimed = mine.find((m) => m.couponTypeId === c.couponTypeId)?.num ?? 0;
        return { ...toCouponType(c), state: claimState(c, claimed, now), claimed_num: claimed };
      });
      return { list, count: Number(n), page_count: Math.ceil(Number(n) / input.page_size) };
    },

    /** One claim: the total count and the member's limit are conditional updates in one transaction. */
    async receive(memberId: number, couponTypeId: number) {
      await service.requireOn('coupon');
      const now = clock();
      return db.transaction(async (tx) => {
        const [c] = await tx.select().from(couponType).where(and(eq(couponType.couponTypeId, couponTypeId), eq(couponType.status, 1)));
        if (!c) throw new BusinessError('优惠券不存在', ErrorCode.NOT_FOUND);
        if (c.endTime <= now) throw new BusinessError('优惠券已过期');
        const held = await tx
          .insert(couponTypeMember)
          .values({ couponTypeId, memberId, num: 1 })
          .onConflictDoUpdate({
            target: [couponTypeMember.couponTypeId, couponTypeMember.memberId],
            set: { num: sql`${couponTypeMember.num} + 1` },
            setWhere: sql`${couponTypeMember.num} < ${c.maxFetch}`,
          })
          .returning({ num: couponTypeMember.num });
        if (held.length === 0 || held[0].num > c.maxFetch) throw new BusinessError(`每人限领 ${c.maxFetch} 张，您已领取过`);
        const [taken] = await tx
          .update(couponType)
          .set({ leadCount: sql`${couponType.leadCount} + 1` })
          .where(and(eq(couponType.couponTypeId, couponTypeId), sql`${couponType.leadCount} < ${couponType.count}`))
          .returning({ leadCount: couponType.leadCount });
        if (!taken) throw new BusinessError('优惠券已抢光');
        const start = c.validityType === 1 ? now : c.startTime;
        const end = c.validityType === 1 ? new Date(now.getTime() + c.fixedTerm * 86_400_000) : c.endTime;
        const [mc] = await tx
          .insert(memberCoupon)
          .values({ memberId, couponName: c.name, type: c.type, money: c.money, discount: c.discount, atLeast: c.atLeast, siteId: c.siteId, siteName: c.siteName, state: 1, startTime: start, endTime: end })
          .returning({ id: memberCoupon.couponId });
        const after = { ...c, leadCount: taken.leadCount };
        return { coupon_id: mc.id, coupon_type_id: couponTypeId, end_time: unixSeconds(end), state: claimState(after, held[0].num, now) };
      });
    },
  };
  return { ...service, ...createActivityService(db, clock, service.requireOn) };
}
export type PromotionService = ReturnType<typeof createPromotionService>;

type CouponTypeRow = typeof couponType.$inferSelect;

/** A coupon type's fields as the shopper's and the console's answers both carry them (money in yuan). */
export const couponTypeFields = (c: CouponTypeRow) => ({
  coupon_type_id: c.couponTypeId,
  site_id: c.siteId,
  site_name: c.siteName,
  name: c.name,
  type: c.type === 'discount' ? ('discount' as const) : ('reward' as const),
  money: fenToYuan(c.money),
  at_least: fenToYuan(c.atLeast),
  count: c.count,
  lead_count: c.leadCount,
  max_fetch: c.maxFetch,
  validity_type: c.validityType,
  fixed_term: c.fixedTerm,
});

/** The shopper's: the discount as 折 (85 → "8.5"). */
function toCouponType(c: CouponTypeRow) {
  return {
    ...couponTypeFields(c),
    discount: (c.discount / 10).toFixed(1),
    start_time: unixSeconds(c.startTime),
    end_time: unixSeconds(c.endTime),
  };
}

/** 已过期 before 已领取 before 已抢光 before 立即领取. */
export function claimState(c: Pick<CouponTypeRow, 'endTime' | 'count' | 'leadCount' | 'maxFetch'>, claimed: number, now: Date) {
  if (c.endTime <= now) return 'expired' as const;
  if (claimed >= c.maxFetch) return 'claimed' as const;
  if (c.leadCount >= c.count) return 'soldout' as const;
  return 'claimable' as const;
}
