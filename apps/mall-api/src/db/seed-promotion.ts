// Seed of the selling promotions: daily seckill slots that cover the whole day (so a slot is
// always running on a fresh start) with goods in each, group-buys, combo packages, topics, coupon types
// of the coupon centre and the members the promotions journey uses (promo01..promo03, password
// `<username>pass`, with a default address and balance). Dates are relative to the day of seeding and
// move forward with the days (promotion/programme.ts), so the programme stays as seeded;
// goods are chosen by SQL order, so the seed is deterministic. Runs once (site_config 'seed_promotion').
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from './client';
import { markSeeded, seedOnce } from './seed-once';
import { hashPassword } from '../modules/member/password';
import { createRng } from './prng';
import { goods, goodsSku, member, shop } from './schema';
import { memberAddress } from './schema-account';
import { startProgramme } from '../modules/promotion/programme';
import * as p from './schema-promotion';

const MARKER = 'seed_promotion';
const DAY = 86_400_000;

/** Slots of every day: together they cover 00:00–24:00. */
export const SECKILL_SLOTS = [
  ['凌晨场', 0, 8 * 60],
  ['08:00 场', 8 * 60, 10 * 60],
  ['10:00 场', 10 * 60, 12 * 60],
  ['12:00 场', 12 * 60, 14 * 60],
  ['14:00 场', 14 * 60, 16 * 60],
  ['16:00 场', 16 * 60, 18 * 60],
  ['18:00 场', 18 * 60, 20 * 60],
  ['20:00 场', 20 * 60, 22 * 60],
  ['22:00 场', 22 * 60, 24 * 60],
] as const;

export const PROMO_MEMBERS = [
  { username: 'promo01', mobile: '13600001201', nickname: '秒杀达人小周' },
  { username: 'promo02', mobile: '13600001202', nickname: '团购团长阿芳' },
  { username: 'promo03', mobile: '13600001203', nickname: '领券小能手' },
];

export async function seedPromotionData(db: Db, now = new Date()): Promise<Record<string, number>> {
  return seedOnce(db, { marker: MARKER }, async (tx) => {
    const rng = createRng(12);
    const counts = { seckill_slot: 0, seckill_goods: 0, groupbuy: 0, combo: 0, topic: 0, coupon_type: 0, promo_member: 0 };
    const at = (days: number) => new Date(now.getTime() + days * DAY);

    for (const m of PROMO_MEMBERS) {
      const salt = Buffer.from(Array.from({ length: 16 }, () => rng.int(0, 255)));
      const [row] = await tx
        .insert(member)
        .values({ username: m.username, mobile: m.mobile, passwordHash: await hashPassword(`${m.username}pass`, salt), nickname: m.nickname, balance: 5_000_00, createTime: at(-30) })
        .onConflictDoNothing()
        .returning({ id: member.memberId });
      if (!row) continue;
      await tx.insert(memberAddress).values({ memberId: row.id, name: m.nickname.slice(-2), mobile: m.mobile, provinceId: 430000, address: '岳麓区麓山南路 932 号', fullAddress: '湖南省长沙市岳麓区麓山南路 932 号', isDefault: true });
      counts.promo_member++;
    }

    // On-shelf skus with stock, one per goods, by goods id (deterministic).
    const skus = await tx
      .selectDistinctOn([goods.goodsId], { skuId: goodsSku.skuId, goodsId: goodsSku.goodsId, price: goodsSku.discountPrice, siteId: goods.siteId, siteName: shop.siteName, goodsName: goods.goodsName })
      .from(goodsSku)
      .innerJoin(goods, eq(goods.goodsId, goodsSku.goodsId))
      .innerJoin(shop, eq(shop.siteId, goods.siteId))
      .where(and(eq(goods.isOnShelf, true), gt(goodsSku.stock, 50), gt(goodsSku.discountPrice, 500)))
      .orderBy(asc(goods.goodsId), asc(goodsSku.skuId))
      .limit(80);
    if (skus.length < 40) {
      await markSeeded(tx, MARKER);
      return counts;
    }
    const pick = (i: number) => skus[i % skus.length];
    const seckillPrice = (price: number) => Math.max(100, Math.round((price * rng.int(45, 70)) / 100 / 10) * 10);

    const slotIds: number[] = [];
    for (const [name, start, end] of SECKILL_SLOTS) {
      const [s] = await tx.insert(p.seckillSlot).values({ name, startMinute: start, endMinute: end }).returning({ id: p.seckillSlot.slotId });
      slotIds.push(s.id);
      counts.seckill_slot++;
    }
    // Four goods per slot; the first of each slot is nearly sold out, the second sold out.
    let k = 0;
    for (const slotId of slotIds) {
      for (let j = 0; j < 4; j++) {
        const s = pick(k++);
        const total = [20, 10, 50, 100][j];
        const stock = j === 0 ? 3 : j === 1 ? 0 : total - rng.int(0, Math.floor(total / 2));
        await tx.insert(p.seckillGoods).values({ slotId, goodsId: s.goodsId, skuId: s.skuId, seckillPrice: seckillPrice(s.price), stock, totalStock: total, limitNum: j === 3 ? 2 : 1, startTime: at(-3), endTime: at(30), rollsForward: true });
        counts.seckill_goods++;
      }
    }

    // Group-buys: three running (part of each activity's stock already taken), one ended (normal price).
    for (const [i, [minNum, off, from, to]] of ([
      [3, 80, -5, 20],
      [5, 75, -2, 15],
      [2, 88, -1, 10],
      [3, 70, -20, -1],
    ] as const).entries()) {
      const s = pick(40 + i);
      const total = [200, 120, 300, 150][i];
      await tx.insert(p.groupbuy).values({ goodsId: s.goodsId, skuId: s.skuId, groupbuyPrice: Math.round((s.price * off) / 100), minNum, stock: total - rng.int(10, 60), totalStock: total, startTime: at(from), endTime: at(to), rollsForward: true });
      counts.groupbuy++;
    }

    // Combo packages: two or three goods of one shop at a package price below their sum.
    const bySite = new Map<number, typeof skus>();
    for (const s of skus) bySite.set(s.siteId, [...(bySite.get(s.siteId) ?? []), s]);
    const comboSites = [...bySite.entries()].filter(([, list]) => list.length >= 2).slice(0, 3);
    for (const [i, [siteId, list]] of comboSites.entries()) {
      const members = list.slice(0, i === 0 ? 3 : 2);
      const sum = members.reduce((t, m) => t + m.price, 0);
      const [c] = await tx
        .insert(p.combo)
        .values({ name: `${list[0].siteName}·${['尝鲜', '家庭', '送礼'][i]}组合套餐`, siteId, comboPrice: Math.round((sum * 85) / 100), startTime: at(-7), endTime: at(60), rollsForward: true })
        .returning({ id: p.combo.comboId });
      await tx.insert(p.comboGoods).values(members.map((m) => ({ comboId: c.id, goodsId: m.goodsId, skuId: m.skuId, num: 1 })));
      counts.combo++;
    }

    // Topics: two running, one ended.
    for (const [i, [name, remark, from, to]] of ([
      ['湘味年货节', '精选湖南腊味、茶油与山货，专题价限时供应，产地直发。', -3, 25],
      ['春茶上新季', '明前绿茶、安化黑茶、古丈毛尖，茶农直供的专题好价。', -1, 40],
      ['秋季丰收节', '往期专题：五谷杂粮与时令鲜果。', -60, -30],
    ] as const).entries()) {
      const [t] = await tx.insert(p.topic).values({ name, remark, banner: '', startTime: at(from), endTime: at(to), rollsForward: true }).returning({ id: p.topic.topicId });
      for (let j = 0; j < 6; j++) {
        const s = pick(50 + i * 6 + j);
        await tx.insert(p.topicGoods).values({ topicId: t.id, goodsId: s.goodsId, skuId: s.skuId, topicPrice: Math.round((s.price * 90) / 100) });
      }
      counts.topic++;
    }

    // Coupon types: platform and shop coupons; fixed dates and N days from claim; one nearly gone, one sold out, one expired.
    const firstShop = skus[0];
    const coupons: (typeof p.couponType.$inferInsert)[] = [
      { name: '平台新人券', siteId: 0, siteName: '平台', money: 10_00, atLeast: 99_00, count: 10_000, leadCount: 1_203, maxFetch: 1, validityType: 1, fixedTerm: 7, startTime: at(-10), endTime: at(60) },
      { name: '平台满 199 减 30', siteId: 0, siteName: '平台', money: 30_00, atLeast: 199_00, count: 2_000, leadCount: 512, maxFetch: 2, validityType: 0, startTime: at(-5), endTime: at(30) },
      { name: '平台 9 折券', siteId: 0, siteName: '平台', type: 'discount', discount: 90, atLeast: 50_00, count: 500, leadCount: 499, maxFetch: 1, validityType: 1, fixedTerm: 3, startTime: at(-2), endTime: at(20) },
      { name: '限量 50 元大额券', siteId: 0, siteName: '平台', money: 50_00, atLeast: 300_00, count: 100, leadCount: 100, maxFetch: 1, validityType: 0, startTime: at(-3), endTime: at(10) },
      { name: `${firstShop.siteName}店铺券`, siteId: firstShop.siteId, siteName: firstShop.siteName, money: 5_00, atLeast: 49_00, count: 1_000, leadCount: 87, maxFetch: 1, validityType: 0, startTime: at(-1), endTime: at(45) },
      { name: '国庆特惠券（已结束）', siteId: 0, siteName: '平台', money: 20_00, atLeast: 100_00, count: 1_000, leadCount: 640, maxFetch: 1, validityType: 0, startTime: at(-60), endTime: at(-30) },
    ];
    await tx.insert(p.couponType).values(coupons.map((c) => ({ ...c, rollsForward: true })));
    counts.coupon_type = coupons.length;

    await tx.insert(p.promotionSwitch).values((['seckill', 'groupbuy', 'combo', 'topic', 'coupon'] as const).map((kind) => ({ kind, enabled: true })));
    await startProgramme(tx, now);
    await markSeeded(tx, MARKER);
    return counts;
  });
}
