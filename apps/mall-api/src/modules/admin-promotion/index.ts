// Promotions in the console (运营): the goods an activity may sell, seckill, group-buys, combos, topics,
// coupon types, 满减, the promotion switches of /api/addon/addonisexit and the schedule of everything
// dated. Activities start and end by their dates (the storefront's reads compare them with the clock);
// nothing here needs anyone present at the hour.
import type { FastifyInstance } from 'fastify';
import { and, asc, count, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { CampaignKind, ScheduleItem } from '@mall/rest-contract';
import type { Tx } from '../../db/client';
import { goods, goodsSku, manjian, shop } from '../../db/schema';
import {
  combo,
  couponType,
  groupbuy,
  promotionSwitch,
  seckillGoods,
  seckillSlot,
  topic,
} from '../../db/schema-promotion';
import { unixSeconds } from '../../http/envelope';
import { registerConsoleCalls } from '../console';
import { likePattern, page } from '../admin-review/queries';
import { promotionSwitches } from '../promotion/switches';
import { registerActivityCalls } from './activities';
import { registerCouponCalls } from './coupons';
import { registerProposalCalls } from './proposals';
import { registerSeckillCalls } from './seckill';
import { fromUnix, goodsColumns, goodsOut, nameLike, timesOf, type Timed } from './shared';

/** The most schedule entries one answer holds (a 92-day window of a busy mall stays far below it). */
const SCHEDULE_LIMIT = 500;

async function schedule(tx: Tx, from: Date, to: Date, now: Date): Promise<ScheduleItem[]> {
  const within = (t: { startTime: Parameters<typeof lt>[0]; endTime: Parameters<typeof gt>[0] }) =>
    and(lt(t.startTime, to), gt(t.endTime, from));
  const item = (
    kind: CampaignKind,
    id: number,
    name: string,
    a: Timed,
    slot?: { startMinute: number; endMinute: number },
  ): ScheduleItem => ({
    kind,
    id,
    name,
    ...timesOf(a, now),
    start_minute: slot?.startMinute ?? null,
    end_minute: slot?.endMinute ?? null,
  });
  const [seckills, groupbuys, combos, topics, coupons, manjians] = await Promise.all([
    tx
      .select({ s: seckillGoods, slot: seckillSlot, goodsName: goods.goodsName })
      .from(seckillGoods)
      .innerJoin(seckillSlot, eq(seckillSlot.slotId, seckillGoods.slotId))
      .innerJoin(goods, eq(goods.goodsId, seckillGoods.goodsId))
      .where(within(seckillGoods))
      .orderBy(asc(seckillGoods.startTime), asc(seckillGoods.seckillId))
      .limit(SCHEDULE_LIMIT),
    tx
      .select({ g: groupbuy, goodsName: goods.goodsName })
      .from(groupbuy)
      .innerJoin(goods, eq(goods.goodsId, groupbuy.goodsId))
      .where(within(groupbuy))
      .orderBy(asc(groupbuy.startTime))
      .limit(SCHEDULE_LIMIT),
    tx.select().from(combo).where(within(combo)).orderBy(asc(combo.startTime)).limit(SCHEDULE_LIMIT),
    tx.select().from(topic).where(within(topic)).orderBy(asc(topic.startTime)).limit(SCHEDULE_LIMIT),
    tx
      .select()
      .from(couponType)
      .where(within(couponType))
      .orderBy(asc(couponType.startTime))
      .limit(SCHEDULE_LIMIT),
    tx
      .select({ m: manjian, siteName: shop.siteName })
      .from(manjian)
      .innerJoin(shop, eq(shop.siteId, manjian.siteId))
      .where(within(manjian))
      .orderBy(asc(manjian.startTime))
      .limit(SCHEDULE_LIMIT),
  ]);
  return [
    ...seckills.map((r) => item('seckill', r.s.seckillId, `${r.slot.name} · ${r.goodsName}`, r.s, r.slot)),
    ...groupbuys.map((r) => item('groupbuy', r.g.groupbuyId, r.goodsName, r.g)),
    ...combos.map((c) => item('combo', c.comboId, c.name, c)),
    ...topics.map((t) => item('topic', t.topicId, t.name, t)),
    ...coupons.map((c) => item('coupon', c.couponTypeId, `${c.siteName} · ${c.name}`, c)),
    ...manjians.map((r) => item('manjian', r.m.manjianId, `${r.siteName} · ${r.m.manjianName}`, r.m)),
  ]
    .sort((a, b) => a.start_time - b.start_time || a.kind.localeCompare(b.kind) || a.id - b.id)
    .slice(0, SCHEDULE_LIMIT);
}

/** `clock` is the time the calls compare dates with (tests move it; mall-api uses the real one). */
export function registerPromotionCalls(app: FastifyInstance, clock: () => Date = () => new Date()): void {
  registerConsoleCalls(app, {
    '/admin/api/promotion/goods': async ({ tx, input }) => {
      const where = and(
        eq(goods.isOnShelf, true),
        sql`${goodsSku.stock} > 0`,
        input.site_id ? eq(goods.siteId, input.site_id) : undefined,
        nameLike(likePattern(input.keyword), goods.goodsName, shop.siteName),
      );
      const [total] = await tx
        .select({ n: count() })
        .from(goodsSku)
        .innerJoin(goods, eq(goods.goodsId, goodsSku.goodsId))
        .innerJoin(shop, eq(shop.siteId, goods.siteId))
        .where(where);
      const rows = await tx
        .select(goodsColumns)
        .from(goodsSku)
        .innerJoin(goods, eq(goods.goodsId, goodsSku.goodsId))
        .innerJoin(shop, eq(shop.siteId, goods.siteId))
        .where(where)
        .orderBy(
          ...(input.sort === 'price'
            ? [asc(goodsSku.discountPrice)]
            : input.sort === 'price_desc'
              ? [desc(goodsSku.discountPrice)]
              : [asc(goods.goodsId)]),
          asc(goodsSku.skuId),
        )
        .limit(input.page_size)
        .offset((input.page - 1) * input.page_size);
      return page(
        rows.map((g) => ({ ...goodsOut(g), spec_name: g.specName, stock: g.stock })),
        Number(total.n),
        input,
      );
    },
  });

  registerSeckillCalls(app, clock);
  registerActivityCalls(app, clock);
  registerCouponCalls(app, clock);
  registerProposalCalls(app, clock);

  registerConsoleCalls(app, {
    '/admin/api/promotion/switches': ({ tx }) => promotionSwitches(tx),
    '/admin/api/promotion/switches/save': async ({ tx, input, audit }) => {
      const before = await promotionSwitches(tx);
      await tx
        .insert(promotionSwitch)
        .values({ kind: input.kind, enabled: input.enabled })
        .onConflictDoUpdate({ target: promotionSwitch.kind, set: { enabled: input.enabled } });
      await audit({
        action: 'promotion.switch',
        targetType: 'promotion_switch',
        targetId: input.kind,
        before: { enabled: before[input.kind] },
        after: { enabled: input.enabled },
      });
      return promotionSwitches(tx);
    },

    '/admin/api/promotion/schedule': async ({ tx, input }) => {
      const now = clock();
      return {
        list: await schedule(tx, fromUnix(input.from), fromUnix(input.to), now),
        now: unixSeconds(now),
      };
    },
  });
}
