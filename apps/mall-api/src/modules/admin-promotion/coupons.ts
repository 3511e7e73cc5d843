// Coupon types of the coupon centre and the shops' 满减 rules in the console. A coupon type's total never
// drops below what members claimed; a claimed coupon is the member's copy (member_coupon), so editing or
// stopping a type changes only what is claimed from now on. 满减 goods must be the shop's own.
import type { FastifyInstance } from 'fastify';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { ConsoleParsedRequestOf, CouponTypeRow, ManjianRow } from '@mall/rest-contract';
import { fenToYuan } from '@mall/rest-contract/money';
import type { Tx } from '../../db/client';
import { goods, manjian, shop } from '../../db/schema';
import { couponType } from '../../db/schema-promotion';
import { BusinessError } from '../../http/envelope';
import { registerConsoleCalls } from '../console';
import { changedFields, type AuditEntry } from '../console/audit';
import { notFound } from '../admin-review/queries';
import { couponTypeFields } from '../promotion/service';
import {
  activityPage,
  activityWhere,
  fromUnix,
  registerStopCall,
  requireNotStopped,
  timesOf,
} from './shared';

const iso = (d: Date) => d.toISOString();

const toCoupon = (c: typeof couponType.$inferSelect, now: Date): CouponTypeRow => ({
  ...couponTypeFields(c),
  discount: c.discount,
  ...timesOf(c, now),
});
const couponSnapshot = (c: typeof couponType.$inferSelect) => ({
  name: c.name,
  site_id: c.siteId,
  type: c.type,
  money: fenToYuan(c.money),
  discount: c.discount,
  at_least: fenToYuan(c.atLeast),
  count: c.count,
  max_fetch: c.maxFetch,
  validity_type: c.validityType,
  fixed_term: c.fixedTerm,
  start_time: iso(c.startTime),
  end_time: iso(c.endTime),
});

type ManjianTable = typeof manjian.$inferSelect;
const toManjian = (m: ManjianTable, siteName: string, now: Date): ManjianRow => ({
  manjian_id: m.manjianId,
  site_id: m.siteId,
  site_name: siteName,
  manjian_name: m.manjianName,
  type: m.type,
  goods_ids: m.goodsIds,
  rules: m.rules.map((r) => ({ money: fenToYuan(r.money), discount_money: fenToYuan(r.discountMoney) })),
  ...timesOf(m, now),
});
const manjianSnapshot = (m: ManjianTable) => ({
  site_id: m.siteId,
  manjian_name: m.manjianName,
  type: m.type,
  goods_ids: m.goodsIds,
  rules: m.rules,
  start_time: iso(m.startTime),
  end_time: iso(m.endTime),
});

async function shopName(tx: Tx, siteId: number) {
  const [s] = await tx.select({ siteName: shop.siteName }).from(shop).where(eq(shop.siteId, siteId));
  if (!s) throw new BusinessError(`店铺 ${siteId} 不存在`);
  return s.siteName;
}

async function manjianRow(tx: Tx, id: number, now: Date) {
  const [r] = await tx
    .select({ m: manjian, siteName: shop.siteName })
    .from(manjian)
    .innerJoin(shop, eq(shop.siteId, manjian.siteId))
    .where(eq(manjian.manjianId, id));
  if (!r) throw notFound('满减活动');
  return toManjian(r.m, r.siteName, now);
}

/** One page of coupon types (the platform's list: every one; a shop's: `siteId` its own only). */
export async function listCouponTypes(
  tx: Tx,
  input: ConsoleParsedRequestOf<'/admin/api/promotion/coupon/list'>,
  now: Date,
  siteId?: number,
) {
  const where = and(
    siteId === undefined ? undefined : eq(couponType.siteId, siteId),
    activityWhere(couponType, input, now, couponType.name, couponType.siteName),
  );
  return activityPage(
    input,
    tx.select({ n: count() }).from(couponType).where(where),
    tx.select().from(couponType).where(where),
    { start: couponType.startTime, id: couponType.couponTypeId },
    (rows) => rows.map((c) => toCoupon(c, now)),
  );
}

/**
 * Creates or edits a coupon type (the platform's and a shop's own: the shop console passes its own
 * site_id, checked before). `action` prefixes the audit action (`<action>.create` / `.update`).
 */
export async function saveCouponType(
  tx: Tx,
  input: ConsoleParsedRequestOf<'/admin/api/promotion/coupon/save'>,
  audit: (entry: AuditEntry) => Promise<void>,
  now: Date,
  action: string,
): Promise<CouponTypeRow> {
  const siteName = input.site_id === 0 ? '平台' : await shopName(tx, input.site_id);
  const fields = {
    name: input.name,
    siteId: input.site_id,
    siteName,
    type: input.type,
    money: input.type === 'reward' ? (input.money ?? 0) : 0,
    discount: input.type === 'discount' ? (input.discount ?? 0) : 0,
    atLeast: input.at_least,
    count: input.count,
    maxFetch: input.max_fetch,
    validityType: input.validity_type,
    fixedTerm: input.validity_type === 1 ? input.fixed_term : 0,
    startTime: fromUnix(input.start_time),
    endTime: fromUnix(input.end_time),
    rollsForward: false,
  };
  if (input.coupon_type_id === undefined) {
    const [created] = await tx.insert(couponType).values(fields).returning();
    await audit({
      action: `${action}.create`,
      targetType: 'coupon_type',
      targetId: created.couponTypeId,
      after: couponSnapshot(created),
    });
    return toCoupon(created, now);
  }
  const [before] = await tx
    .select()
    .from(couponType)
    .where(eq(couponType.couponTypeId, input.coupon_type_id))
    .for('update');
  if (!before) throw notFound('优惠券');
  requireNotStopped(before, '优惠券');
  if (input.count < before.leadCount)
    throw new BusinessError(`发放总量不能少于已领取的 ${before.leadCount} 张`);
  const [after] = await tx
    .update(couponType)
    .set(fields)
    .where(eq(couponType.couponTypeId, before.couponTypeId))
    .returning();
  await audit({
    action: `${action}.update`,
    targetType: 'coupon_type',
    targetId: after.couponTypeId,
    ...changedFields(couponSnapshot(before), couponSnapshot(after)),
  });
  return toCoupon(after, now);
}

export function registerCouponCalls(app: FastifyInstance, clock: () => Date) {
  registerConsoleCalls(app, {
    '/admin/api/promotion/coupon/list': ({ tx, input }) => listCouponTypes(tx, input, clock()),

    '/admin/api/promotion/coupon/save': ({ tx, input, audit }) => saveCouponType(tx, input, audit, clock(), 'promotion.coupon'),
  });

  registerStopCall(
    app,
    '/admin/api/promotion/coupon/stop',
    { table: couponType, id: couponType.couponTypeId, status: couponType.status, rollsForward: couponType.rollsForward },
    { what: '优惠券', targetType: 'coupon' },
  );

  registerConsoleCalls(app, {
    '/admin/api/promotion/manjian/list': async ({ tx, input }) => {
      const now = clock();
      const where = activityWhere(manjian, input, now, manjian.manjianName, shop.siteName);
      return activityPage(
        input,
        tx.select({ n: count() }).from(manjian).innerJoin(shop, eq(shop.siteId, manjian.siteId)).where(where),
        tx.select({ m: manjian, siteName: shop.siteName }).from(manjian).innerJoin(shop, eq(shop.siteId, manjian.siteId)).where(where),
        { start: manjian.startTime, id: manjian.manjianId },
        (rows) => rows.map((r) => toManjian(r.m, r.siteName, now)),
      );
    },

    '/admin/api/promotion/manjian/save': async ({ tx, input, audit }) => {
      const now = clock();
      await shopName(tx, input.site_id);
      const goodsIds = input.type === 1 ? [...new Set(input.goods_ids)] : [];
      if (goodsIds.length) {
        const own = await tx
          .select({ id: goods.goodsId })
          .from(goods)
          .where(and(inArray(goods.goodsId, goodsIds), eq(goods.siteId, input.site_id)));
        const foreign = goodsIds.filter((id) => !own.some((o) => o.id === id));
        if (foreign.length)
          throw new BusinessError(`商品 ${foreign.join('、')} 不属于该店铺，不能参加它的满减`);
      }
      const fields = {
        siteId: input.site_id,
        manjianName: input.manjian_name,
        type: input.type,
        goodsIds,
        rules: input.rules.map((r) => ({ money: r.money, discountMoney: r.discount_money })),
        startTime: fromUnix(input.start_time),
        endTime: fromUnix(input.end_time),
      };
      if (input.manjian_id === undefined) {
        const [created] = await tx.insert(manjian).values(fields).returning();
        await audit({
          action: 'promotion.manjian.create',
          targetType: 'manjian',
          targetId: created.manjianId,
          after: manjianSnapshot(created),
        });
        return manjianRow(tx, created.manjianId, now);
      }
      const [before] = await tx
        .select()
        .from(manjian)
        .where(eq(manjian.manjianId, input.manjian_id))
        .for('update');
      if (!before) throw notFound('满减活动');
      requireNotStopped(before, '满减活动');
      const [after] = await tx
        .update(manjian)
        .set(fields)
        .where(eq(manjian.manjianId, before.manjianId))
        .returning();
      await audit({
        action: 'promotion.manjian.update',
        targetType: 'manjian',
        targetId: after.manjianId,
        ...changedFields(manjianSnapshot(before), manjianSnapshot(after)),
      });
      return manjianRow(tx, after.manjianId, now);
    },
  });

  registerStopCall(
    app,
    '/admin/api/promotion/manjian/stop',
    { table: manjian, id: manjian.manjianId, status: manjian.status },
    { what: '满减活动', targetType: 'manjian' },
  );
}
