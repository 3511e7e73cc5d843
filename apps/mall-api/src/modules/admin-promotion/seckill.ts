// Seckill in the console: the daily slots (times of day) and the goods of each slot (seckill price below
// the goods price, slot stock, per-member limit, the dates between which the slot repeats). One goods
// may not be in two slots whose hours and dates overlap. Stopping one closes its unpaid orders; stopping a
// slot stops all its goods so; a slot is deleted only while no order was made in it.
import type { FastifyInstance } from 'fastify';
import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { ConsoleParsedRequestOf, SeckillGoodsRow } from '@mall/rest-contract';
import { fenToYuan } from '@mall/rest-contract/money';
import type { Tx } from '../../db/client';
import { goods, goodsSku, shop } from '../../db/schema';
import { promotionOrder, seckillGoods, seckillSlot } from '../../db/schema-promotion';
import { BusinessError } from '../../http/envelope';
import { registerConsoleCalls } from '../console';
import { changedFields, type AuditEntry } from '../console/audit';
import { notFound } from '../admin-review/queries';
import {
  activityPage,
  activityWhere,
  closeUnpaidOrders,
  goodsColumns,
  type GoodsInfo,
  goodsOut,
  rangesOverlap,
  registerStopCall,
  saveStocked,
  stockedGoods,
  type StockedKind,
  timesOf,
} from './shared';

const hhmm = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
const slotsOverlap = (
  a: { startMinute: number; endMinute: number },
  b: { startMinute: number; endMinute: number },
) => a.startMinute < b.endMinute && b.startMinute < a.endMinute;

type SeckillRow = typeof seckillGoods.$inferSelect;
type SlotRow = typeof seckillSlot.$inferSelect;

function toRow(r: { s: SeckillRow; slot: SlotRow } & GoodsInfo, now: Date): SeckillGoodsRow {
  return {
    seckill_id: r.s.seckillId,
    slot_id: r.slot.slotId,
    slot_name: r.slot.name,
    start_minute: r.slot.startMinute,
    end_minute: r.slot.endMinute,
    ...goodsOut(r),
    seckill_price: fenToYuan(r.s.seckillPrice),
    stock: r.s.stock,
    total_stock: r.s.totalStock,
    limit_num: r.s.limitNum,
    ...timesOf(r.s, now),
  };
}

const rowQuery = (tx: Tx) =>
  tx
    .select({ s: seckillGoods, slot: seckillSlot, ...goodsColumns })
    .from(seckillGoods)
    .innerJoin(seckillSlot, eq(seckillSlot.slotId, seckillGoods.slotId))
    .innerJoin(goodsSku, eq(goodsSku.skuId, seckillGoods.skuId))
    .innerJoin(goods, eq(goods.goodsId, seckillGoods.goodsId))
    .innerJoin(shop, eq(shop.siteId, goods.siteId));

async function seckillRow(tx: Tx, id: number, now: Date) {
  const [r] = await rowQuery(tx).where(eq(seckillGoods.seckillId, id));
  if (!r) throw notFound('秒杀活动');
  return toRow(r, now);
}

/**
 * Refuses when the goods is already in a running-or-coming seckill (not stopped) whose slot hours and
 * dates overlap `candidate`'s; `except` is the row being edited.
 */
async function requireNoOverlap(
  tx: Tx,
  candidate: {
    goodsId: number;
    goodsName: string;
    slot: Pick<SlotRow, 'startMinute' | 'endMinute'>;
    start: Date;
    end: Date;
    except?: number;
  },
) {
  const others = await tx
    .select({ s: seckillGoods, slot: seckillSlot })
    .from(seckillGoods)
    .innerJoin(seckillSlot, eq(seckillSlot.slotId, seckillGoods.slotId))
    .where(
      and(
        eq(seckillGoods.goodsId, candidate.goodsId),
        eq(seckillGoods.status, 1),
        candidate.except ? ne(seckillGoods.seckillId, candidate.except) : undefined,
      ),
    );
  const clash = others.find(
    (o) =>
      slotsOverlap(o.slot, candidate.slot) &&
      rangesOverlap({ start: o.s.startTime, end: o.s.endTime }, candidate),
  );
  if (clash) {
    throw new BusinessError(
      `「${candidate.goodsName}」已在「${clash.slot.name}」（${hhmm(clash.slot.startMinute)}–${hhmm(clash.slot.endMinute)}）秒杀，日期与时段重叠；同一商品的秒杀场次不能重叠`,
    );
  }
}

export async function listSeckill(
  tx: Tx,
  input: ConsoleParsedRequestOf<'/admin/api/promotion/seckill/list'>,
  now: Date,
) {
  const where = and(
    input.slot_id ? eq(seckillGoods.slotId, input.slot_id) : undefined,
    activityWhere(seckillGoods, input, now, goods.goodsName, seckillSlot.name),
  );
  return activityPage(
    input,
    tx
      .select({ n: count() })
      .from(seckillGoods)
      .innerJoin(seckillSlot, eq(seckillSlot.slotId, seckillGoods.slotId))
      .innerJoin(goods, eq(goods.goodsId, seckillGoods.goodsId))
      .where(where),
    rowQuery(tx).where(where),
    { start: seckillGoods.startTime, id: seckillGoods.seckillId },
    (rows) => rows.map((r) => toRow(r, now)),
  );
}

/** Every slot with the number of its goods not stopped; the stopped slots last. */
export async function slotRows(tx: Tx) {
  const rows = await tx
    .select({
      slot: seckillSlot,
      goodsCount: sql<number>`(select count(*)::int from seckill_goods g where g.slot_id = ${seckillSlot.slotId} and g.status = 1)`,
    })
    .from(seckillSlot)
    .orderBy(desc(seckillSlot.status), asc(seckillSlot.startMinute), asc(seckillSlot.slotId));
  return rows.map((r) => ({
    slot_id: r.slot.slotId,
    name: r.slot.name,
    start_minute: r.slot.startMinute,
    end_minute: r.slot.endMinute,
    goods_count: Number(r.goodsCount),
    status: r.slot.status,
  }));
}

async function lockSlot(tx: Tx, slotId: number) {
  const [slot] = await tx.select().from(seckillSlot).where(eq(seckillSlot.slotId, slotId)).for('update');
  if (!slot) throw notFound('秒杀场次');
  return slot;
}

const seckillSnapshot = (s: SeckillRow) => ({
  slot_id: s.slotId,
  sku_id: s.skuId,
  seckill_price: fenToYuan(s.seckillPrice),
  total_stock: s.totalStock,
  limit_num: s.limitNum,
  start_time: s.startTime.toISOString(),
  end_time: s.endTime.toISOString(),
});

const SECKILL_KIND: StockedKind<SeckillRow> = {
  table: seckillGoods,
  id: seckillGoods.seckillId,
  idOf: (r) => r.seckillId,
  labels: { what: '秒杀活动', stock: '秒杀库存', kind: 'seckill', targetType: 'seckill_goods' },
  snapshot: seckillSnapshot,
};

/**
 * Creates or edits a goods of a seckill slot by every rule (the slot on, the price below the goods',
 * no overlapping slot of the same goods, the stock rules of saveStocked); answers its id. The console's
 * save and the acceptance of a shop's proposal both come here.
 */
export async function saveSeckill(
  tx: Tx,
  audit: (entry: AuditEntry) => Promise<void>,
  input: ConsoleParsedRequestOf<'/admin/api/promotion/seckill/save'>,
): Promise<number> {
  const [slot] = await tx.select().from(seckillSlot).where(eq(seckillSlot.slotId, input.slot_id));
  if (!slot) throw notFound('秒杀场次');
  requireSlotOn(slot);
  const { goods: g, start, end } = await stockedGoods(tx, input, input.seckill_price, '秒杀价');
  await requireNoOverlap(tx, {
    goodsId: g.goodsId,
    goodsName: g.goodsName,
    slot,
    start,
    end,
    except: input.seckill_id,
  });
  return saveStocked(tx, audit, SECKILL_KIND, {
    id: input.seckill_id,
    goods: g,
    total: input.total_stock,
    start,
    end,
    fields: { slotId: slot.slotId, seckillPrice: input.seckill_price, limitNum: input.limit_num },
  });
}

/** A stopped slot takes no goods and no new hours. */
export function requireSlotOn(slot: SlotRow) {
  if (slot.status !== 1) throw new BusinessError(`秒杀场次「${slot.name}」已停止，不能再加入商品或修改`);
}

export function registerSeckillCalls(app: FastifyInstance, clock: () => Date) {
  registerConsoleCalls(app, {
    '/admin/api/promotion/seckill/slots': async ({ tx }) => ({ list: await slotRows(tx) }),

    '/admin/api/promotion/seckill/slot/save': async ({ tx, input, audit }) => {
      const fields = { name: input.name, startMinute: input.start_minute, endMinute: input.end_minute };
      const [same] = await tx
        .select({ id: seckillSlot.slotId })
        .from(seckillSlot)
        .where(
          and(
            eq(seckillSlot.name, input.name),
            input.slot_id ? ne(seckillSlot.slotId, input.slot_id) : undefined,
          ),
        );
      if (same) throw new BusinessError(`已有名为「${input.name}」的场次，请换一个名称`);
      let slotId = input.slot_id;
      if (slotId === undefined) {
        const [created] = await tx.insert(seckillSlot).values(fields).returning();
        slotId = created.slotId;
        await audit({
          action: 'promotion.seckill.slot.create',
          targetType: 'seckill_slot',
          targetId: slotId,
          after: { name: created.name, start: hhmm(created.startMinute), end: hhmm(created.endMinute) },
        });
      } else {
        const [before] = await tx
          .select()
          .from(seckillSlot)
          .where(eq(seckillSlot.slotId, slotId))
          .for('update');
        if (!before) throw notFound('秒杀场次');
        requireSlotOn(before);
        // New hours must not make a goods of this slot overlap its own other slots.
        const members = await tx
          .select({ s: seckillGoods, goodsName: goods.goodsName })
          .from(seckillGoods)
          .innerJoin(goods, eq(goods.goodsId, seckillGoods.goodsId))
          .where(and(eq(seckillGoods.slotId, slotId), eq(seckillGoods.status, 1)));
        for (const m of members) {
          await requireNoOverlap(tx, {
            goodsId: m.s.goodsId,
            goodsName: m.goodsName,
            slot: fields,
            start: m.s.startTime,
            end: m.s.endTime,
            except: m.s.seckillId,
          });
        }
        await tx.update(seckillSlot).set(fields).where(eq(seckillSlot.slotId, slotId));
        await audit({
          action: 'promotion.seckill.slot.update',
          targetType: 'seckill_slot',
          targetId: slotId,
          ...changedFields(
            { name: before.name, start: hhmm(before.startMinute), end: hhmm(before.endMinute) },
            { name: fields.name, start: hhmm(fields.startMinute), end: hhmm(fields.endMinute) },
          ),
        });
      }
      const [{ n }] = await tx
        .select({ n: count() })
        .from(seckillGoods)
        .where(and(eq(seckillGoods.slotId, slotId), eq(seckillGoods.status, 1)));
      return {
        slot_id: slotId,
        name: fields.name,
        start_minute: fields.startMinute,
        end_minute: fields.endMinute,
        goods_count: Number(n),
        status: 1,
      };
    },

    '/admin/api/promotion/seckill/slot/stop': async ({ tx, input, audit }) => {
      const slot = await lockSlot(tx, input.id);
      requireSlotOn(slot);
      await tx.update(seckillSlot).set({ status: 0 }).where(eq(seckillSlot.slotId, slot.slotId));
      const stopped = await tx
        .update(seckillGoods)
        .set({ status: 0, rollsForward: false })
        .where(and(eq(seckillGoods.slotId, slot.slotId), eq(seckillGoods.status, 1)))
        .returning({ id: seckillGoods.seckillId });
      const closed = await closeUnpaidOrders(
        tx,
        'seckill',
        stopped.map((r) => r.id),
        `秒杀场次「${slot.name}」已停止，未支付订单已关闭`,
      );
      await audit({
        action: 'promotion.seckill.slot.stop',
        targetType: 'seckill_slot',
        targetId: slot.slotId,
        before: { status: 1 },
        after: { status: 0, stopped_goods: stopped.length, closed_orders: closed },
      });
      return { id: slot.slotId, closed_orders: closed };
    },

    '/admin/api/promotion/seckill/slot/delete': async ({ tx, input, audit }) => {
      const slot = await lockSlot(tx, input.id);
      // Orders keep pointing at their seckill (after-sales, statements): a slot that sold is stopped instead.
      const [{ n }] = await tx
        .select({ n: count() })
        .from(promotionOrder)
        .innerJoin(seckillGoods, eq(seckillGoods.seckillId, promotionOrder.promotionId))
        .where(and(eq(promotionOrder.kind, 'seckill'), eq(seckillGoods.slotId, slot.slotId)));
      if (Number(n) > 0)
        throw new BusinessError(
          `场次「${slot.name}」已有 ${Number(n)} 笔秒杀订单，不能删除；可停止该场次（未支付订单会关闭，已付款订单照常处理）`,
        );
      const goodsRows = await tx
        .delete(seckillGoods)
        .where(eq(seckillGoods.slotId, slot.slotId))
        .returning({ id: seckillGoods.seckillId });
      await tx.delete(seckillSlot).where(eq(seckillSlot.slotId, slot.slotId));
      await audit({
        action: 'promotion.seckill.slot.delete',
        targetType: 'seckill_slot',
        targetId: slot.slotId,
        before: {
          name: slot.name,
          start: hhmm(slot.startMinute),
          end: hhmm(slot.endMinute),
          goods: goodsRows.length,
        },
      });
      return { id: slot.slotId };
    },

    '/admin/api/promotion/seckill/list': ({ tx, input }) => listSeckill(tx, input, clock()),

    '/admin/api/promotion/seckill/save': async ({ tx, input, audit }) => seckillRow(tx, await saveSeckill(tx, audit, input), clock()),
  });

  registerStopCall(
    app,
    '/admin/api/promotion/seckill/stop',
    { table: seckillGoods, id: seckillGoods.seckillId, status: seckillGoods.status, rollsForward: seckillGoods.rollsForward },
    { what: '秒杀活动', targetType: 'seckill', orders: 'seckill' },
  );
}
