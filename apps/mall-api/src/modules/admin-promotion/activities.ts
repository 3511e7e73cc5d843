// Group-buys, combo packages and topics in the console. Prices below the goods' normal prices (a combo's
// package price below its members' sum), stock never below what was sold, one group-buy per sku at a
// time, a combo's members from one shop. Stopping one closes its unpaid orders.
import type { FastifyInstance } from 'fastify';
import { and, asc, count, eq, inArray, ne } from 'drizzle-orm';
import type { ComboRow, ConsoleParsedRequestOf, GroupbuyRow, TopicRow } from '@mall/rest-contract';
import { fenToYuan } from '@mall/rest-contract/money';
import type { Tx } from '../../db/client';
import { goods, goodsSku, shop } from '../../db/schema';
import { combo, comboGoods, groupbuy, topic, topicGoods } from '../../db/schema-promotion';
import { BusinessError } from '../../http/envelope';
import { registerConsoleCalls } from '../console';
import { changedFields, type AuditEntry } from '../console/audit';
import { notFound } from '../admin-review/queries';
import {
  activityPage,
  activityWhere,
  fromUnix,
  goodsColumns,
  type GoodsInfo,
  goodsOut,
  rangesOverlap,
  registerStopCall,
  requireBelow,
  requireNotStopped,
  saveStocked,
  sellableSkus,
  stockedGoods,
  type StockedKind,
  timesOf,
} from './shared';

const iso = (d: Date) => d.toISOString();

// ── Group-buy
type GroupbuyTable = typeof groupbuy.$inferSelect;
const toGroupbuy = (r: { g: GroupbuyTable } & GoodsInfo, now: Date): GroupbuyRow => ({
  groupbuy_id: r.g.groupbuyId,
  ...goodsOut(r),
  groupbuy_price: fenToYuan(r.g.groupbuyPrice),
  min_num: r.g.minNum,
  stock: r.g.stock,
  total_stock: r.g.totalStock,
  ...timesOf(r.g, now),
});
const groupbuyQuery = (tx: Tx) =>
  tx
    .select({ g: groupbuy, ...goodsColumns })
    .from(groupbuy)
    .innerJoin(goodsSku, eq(goodsSku.skuId, groupbuy.skuId))
    .innerJoin(goods, eq(goods.goodsId, groupbuy.goodsId))
    .innerJoin(shop, eq(shop.siteId, goods.siteId));
async function groupbuyRow(tx: Tx, id: number, now: Date) {
  const [r] = await groupbuyQuery(tx).where(eq(groupbuy.groupbuyId, id));
  if (!r) throw notFound('团购活动');
  return toGroupbuy(r, now);
}
const groupbuySnapshot = (g: GroupbuyTable) => ({
  sku_id: g.skuId,
  groupbuy_price: fenToYuan(g.groupbuyPrice),
  min_num: g.minNum,
  total_stock: g.totalStock,
  start_time: iso(g.startTime),
  end_time: iso(g.endTime),
});

// ── Combo
async function comboRows(tx: Tx, rows: (typeof combo.$inferSelect)[], now: Date): Promise<ComboRow[]> {
  const members = rows.length
    ? await tx
        .select({ comboId: comboGoods.comboId, num: comboGoods.num, ...goodsColumns })
        .from(comboGoods)
        .innerJoin(goodsSku, eq(goodsSku.skuId, comboGoods.skuId))
        .innerJoin(goods, eq(goods.goodsId, comboGoods.goodsId))
        .innerJoin(shop, eq(shop.siteId, goods.siteId))
        .where(
          inArray(
            comboGoods.comboId,
            rows.map((c) => c.comboId),
          ),
        )
        .orderBy(asc(comboGoods.skuId))
    : [];
  const sites = rows.length
    ? await tx
        .select({ siteId: shop.siteId, siteName: shop.siteName })
        .from(shop)
        .where(inArray(shop.siteId, [...new Set(rows.map((c) => c.siteId))]))
    : [];
  return rows.map((c) => {
    const mine = members.filter((m) => m.comboId === c.comboId);
    return {
      combo_id: c.comboId,
      name: c.name,
      site_id: c.siteId,
      site_name: sites.find((s) => s.siteId === c.siteId)?.siteName ?? '',
      combo_price: fenToYuan(c.comboPrice),
      original_price: fenToYuan(mine.reduce((s, m) => s + m.price * m.num, 0)),
      goods: mine.map((m) => ({ ...goodsOut(m), num: m.num })),
      ...timesOf(c, now),
    };
  });
}
async function comboRow(tx: Tx, id: number, now: Date) {
  const rows = await tx.select().from(combo).where(eq(combo.comboId, id));
  if (!rows[0]) throw notFound('组合套餐');
  return (await comboRows(tx, rows, now))[0];
}

// ── Topic
async function topicRows(tx: Tx, rows: (typeof topic.$inferSelect)[], now: Date): Promise<TopicRow[]> {
  const members = rows.length
    ? await tx
        .select({ topicId: topicGoods.topicId, topicPrice: topicGoods.topicPrice, ...goodsColumns })
        .from(topicGoods)
        .innerJoin(goodsSku, eq(goodsSku.skuId, topicGoods.skuId))
        .innerJoin(goods, eq(goods.goodsId, topicGoods.goodsId))
        .innerJoin(shop, eq(shop.siteId, goods.siteId))
        .where(
          inArray(
            topicGoods.topicId,
            rows.map((t) => t.topicId),
          ),
        )
        .orderBy(asc(topicGoods.id))
    : [];
  return rows.map((t) => ({
    topic_id: t.topicId,
    name: t.name,
    banner: t.banner,
    remark: t.remark,
    goods: members
      .filter((m) => m.topicId === t.topicId)
      .map((m) => ({ ...goodsOut(m), topic_price: fenToYuan(m.topicPrice) })),
    ...timesOf(t, now),
  }));
}
async function topicRow(tx: Tx, id: number, now: Date) {
  const rows = await tx.select().from(topic).where(eq(topic.topicId, id));
  if (!rows[0]) throw notFound('专题活动');
  return (await topicRows(tx, rows, now))[0];
}

const GROUPBUY_KIND: StockedKind<GroupbuyTable> = {
  table: groupbuy,
  id: groupbuy.groupbuyId,
  idOf: (r) => r.groupbuyId,
  labels: { what: '团购活动', stock: '团购库存', kind: 'groupbuy', targetType: 'groupbuy' },
  snapshot: groupbuySnapshot,
};

/**
 * Creates or edits a group-buy by every rule (the price below the goods', no overlapping group-buy of
 * the same sku, the stock rules of saveStocked); answers its id. The console's save and the acceptance
 * of a shop's proposal both come here.
 */
export async function saveGroupbuy(
  tx: Tx,
  audit: (entry: AuditEntry) => Promise<void>,
  input: ConsoleParsedRequestOf<'/admin/api/promotion/groupbuy/save'>,
): Promise<number> {
  const { goods: g, start, end } = await stockedGoods(tx, input, input.groupbuy_price, '团购价');
  const others = await tx
    .select()
    .from(groupbuy)
    .where(
      and(
        eq(groupbuy.skuId, g.skuId),
        eq(groupbuy.status, 1),
        input.groupbuy_id ? ne(groupbuy.groupbuyId, input.groupbuy_id) : undefined,
      ),
    );
  if (others.some((o) => rangesOverlap({ start: o.startTime, end: o.endTime }, { start, end })))
    throw new BusinessError(`「${g.goodsName}」在所选日期已有团购活动，同一规格的团购日期不能重叠`);
  return saveStocked(tx, audit, GROUPBUY_KIND, {
    id: input.groupbuy_id,
    goods: g,
    total: input.total_stock,
    start,
    end,
    fields: { groupbuyPrice: input.groupbuy_price, minNum: input.min_num },
  });
}

export function registerActivityCalls(app: FastifyInstance, clock: () => Date) {
  registerConsoleCalls(app, {
    '/admin/api/promotion/groupbuy/list': async ({ tx, input }) => {
      const now = clock();
      const where = activityWhere(groupbuy, input, now, goods.goodsName);
      return activityPage(
        input,
        tx.select({ n: count() }).from(groupbuy).innerJoin(goods, eq(goods.goodsId, groupbuy.goodsId)).where(where),
        groupbuyQuery(tx).where(where),
        { start: groupbuy.startTime, id: groupbuy.groupbuyId },
        (rows) => rows.map((r) => toGroupbuy(r, now)),
      );
    },

    '/admin/api/promotion/groupbuy/save': async ({ tx, input, audit }) => groupbuyRow(tx, await saveGroupbuy(tx, audit, input), clock()),
  });

  registerStopCall(
    app,
    '/admin/api/promotion/groupbuy/stop',
    { table: groupbuy, id: groupbuy.groupbuyId, status: groupbuy.status, rollsForward: groupbuy.rollsForward },
    { what: '团购活动', targetType: 'groupbuy', orders: 'groupbuy' },
  );

  registerConsoleCalls(app, {
    '/admin/api/promotion/combo/list': async ({ tx, input }) => {
      const now = clock();
      const where = activityWhere(combo, input, now, combo.name);
      return activityPage(
        input,
        tx.select({ n: count() }).from(combo).where(where),
        tx.select().from(combo).where(where),
        { start: combo.startTime, id: combo.comboId },
        (rows) => comboRows(tx, rows, now),
      );
    },

    '/admin/api/promotion/combo/save': async ({ tx, input, audit }) => {
      const now = clock();
      const members = await sellableSkus(
        tx,
        input.goods.map((m) => m.sku_id),
      );
      const siteIds = new Set(members.map((m) => m.siteId));
      if (siteIds.size > 1) throw new BusinessError('组合套餐的商品须来自同一店铺');
      const original = members.reduce((s, m, i) => s + m.price * input.goods[i].num, 0);
      if (input.combo_price >= original)
        throw new BusinessError(
          `套餐价（¥${fenToYuan(input.combo_price)}）必须低于商品原价合计 ¥${fenToYuan(original)}`,
        );
      const fields = {
        name: input.name,
        siteId: members[0].siteId,
        comboPrice: input.combo_price,
        startTime: fromUnix(input.start_time),
        endTime: fromUnix(input.end_time),
        rollsForward: false,
      };
      const snapshot = (c: typeof combo.$inferSelect, goodsList: { sku_id: number; num: number }[]) => ({
        name: c.name,
        combo_price: fenToYuan(c.comboPrice),
        start_time: iso(c.startTime),
        end_time: iso(c.endTime),
        goods: goodsList,
      });
      const newGoods = input.goods.map((m) => ({ sku_id: m.sku_id, num: m.num }));
      let id = input.combo_id;
      if (id === undefined) {
        const [created] = await tx.insert(combo).values(fields).returning();
        id = created.comboId;
        await audit({
          action: 'promotion.combo.create',
          targetType: 'combo',
          targetId: id,
          after: snapshot(created, newGoods),
        });
      } else {
        const [before] = await tx.select().from(combo).where(eq(combo.comboId, id)).for('update');
        if (!before) throw notFound('组合套餐');
        requireNotStopped(before, '组合套餐');
        const oldGoods = (
          await tx
            .select({ sku_id: comboGoods.skuId, num: comboGoods.num })
            .from(comboGoods)
            .where(eq(comboGoods.comboId, id))
            .orderBy(asc(comboGoods.id))
        ).map((m) => ({ sku_id: m.sku_id, num: m.num }));
        const [after] = await tx.update(combo).set(fields).where(eq(combo.comboId, id)).returning();
        await tx.delete(comboGoods).where(eq(comboGoods.comboId, id));
        await audit({
          action: 'promotion.combo.update',
          targetType: 'combo',
          targetId: id,
          ...changedFields(snapshot(before, oldGoods), snapshot(after, newGoods)),
        });
      }
      const comboId = id;
      await tx
        .insert(comboGoods)
        .values(
          members.map((m, i) => ({ comboId, goodsId: m.goodsId, skuId: m.skuId, num: input.goods[i].num })),
        );
      return comboRow(tx, comboId, now);
    },
  });

  registerStopCall(
    app,
    '/admin/api/promotion/combo/stop',
    { table: combo, id: combo.comboId, status: combo.status, rollsForward: combo.rollsForward },
    { what: '组合套餐', targetType: 'combo', orders: 'combo' },
  );

  registerConsoleCalls(app, {
    '/admin/api/promotion/topic/list': async ({ tx, input }) => {
      const now = clock();
      const where = activityWhere(topic, input, now, topic.name);
      return activityPage(
        input,
        tx.select({ n: count() }).from(topic).where(where),
        tx.select().from(topic).where(where),
        { start: topic.startTime, id: topic.topicId },
        (rows) => topicRows(tx, rows, now),
      );
    },

    '/admin/api/promotion/topic/save': async ({ tx, input, audit }) => {
      const now = clock();
      const members = await sellableSkus(
        tx,
        input.goods.map((m) => m.sku_id),
      );
      members.forEach((g, i) => requireBelow(input.goods[i].topic_price, g, '专题价'));
      const fields = {
        name: input.name,
        banner: input.banner,
        remark: input.remark,
        startTime: fromUnix(input.start_time),
        endTime: fromUnix(input.end_time),
        rollsForward: false,
      };
      const newGoods = input.goods.map((m) => ({ sku_id: m.sku_id, topic_price: fenToYuan(m.topic_price) }));
      const snapshot = (
        t: typeof topic.$inferSelect,
        goodsList: { sku_id: number; topic_price: string }[],
      ) => ({
        name: t.name,
        banner: t.banner,
        remark: t.remark,
        start_time: iso(t.startTime),
        end_time: iso(t.endTime),
        goods: goodsList,
      });
      let id = input.topic_id;
      if (id === undefined) {
        const [created] = await tx.insert(topic).values(fields).returning();
        id = created.topicId;
        await audit({
          action: 'promotion.topic.create',
          targetType: 'topic',
          targetId: id,
          after: snapshot(created, newGoods),
        });
      } else {
        const [before] = await tx.select().from(topic).where(eq(topic.topicId, id)).for('update');
        if (!before) throw notFound('专题活动');
        requireNotStopped(before, '专题活动');
        const oldGoods = (
          await tx
            .select({ sku_id: topicGoods.skuId, topic_price: topicGoods.topicPrice })
            .from(topicGoods)
            .where(eq(topicGoods.topicId, id))
            .orderBy(asc(topicGoods.id))
        ).map((m) => ({ sku_id: m.sku_id, topic_price: fenToYuan(m.topic_price) }));
        const [after] = await tx.update(topic).set(fields).where(eq(topic.topicId, id)).returning();
        // Rows of goods that stay keep their ids (a shopper's open topic goods page stays valid).
        const kept = await tx.select().from(topicGoods).where(eq(topicGoods.topicId, id));
        const wanted = new Map(input.goods.map((m) => [m.sku_id, m.topic_price]));
        const gone = kept.filter((k) => !wanted.has(k.skuId)).map((k) => k.id);
        if (gone.length) await tx.delete(topicGoods).where(inArray(topicGoods.id, gone));
        for (const k of kept.filter((x) => wanted.has(x.skuId)))
          await tx
            .update(topicGoods)
            .set({ topicPrice: wanted.get(k.skuId)! })
            .where(eq(topicGoods.id, k.id));
        const keptSkus = new Set(kept.map((k) => k.skuId));
        const added = members
          .map((g, i) => ({ g, price: input.goods[i].topic_price }))
          .filter((x) => !keptSkus.has(x.g.skuId));
        if (added.length)
          await tx.insert(topicGoods).values(
            added.map((x) => ({
              topicId: after.topicId,
              goodsId: x.g.goodsId,
              skuId: x.g.skuId,
              topicPrice: x.price,
            })),
          );
        await audit({
          action: 'promotion.topic.update',
          targetType: 'topic',
          targetId: id,
          ...changedFields(snapshot(before, oldGoods), snapshot(after, newGoods)),
        });
        return topicRow(tx, id, now);
      }
      const topicId = id;
      await tx.insert(topicGoods).values(
        members.map((g, i) => ({
          topicId,
          goodsId: g.goodsId,
          skuId: g.skuId,
          topicPrice: input.goods[i].topic_price,
        })),
      );
      return topicRow(tx, topicId, now);
    },
  });

  registerStopCall(
    app,
    '/admin/api/promotion/topic/stop',
    { table: topic, id: topic.topicId, status: topic.status, rollsForward: topic.rollsForward },
    { what: '专题活动', targetType: 'topic', orders: 'topic' },
  );
}
