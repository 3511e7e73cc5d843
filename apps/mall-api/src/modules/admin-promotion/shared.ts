// What every promotion kind's console calls share: an activity's state by its dates, the state filter
// as SQL, the goods an activity may sell (on shelf, with its normal price), and stopping: the unpaid
// orders an activity created close by the order module's own close (stock, slot stock and coupon back).
import { and, asc, desc, eq, gt, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { CampaignState } from '@mall/rest-contract';
import { fenToYuan } from '@mall/rest-contract/money';
import type { Tx } from '../../db/client';
import { pageRows } from '../../db/paging';
import { goods, goodsSku, shop } from '../../db/schema';
import { orders } from '../../db/schema-order';
import { promotionOrder } from '../../db/schema-promotion';
import { BusinessError, unixSeconds } from '../../http/envelope';
import { closeOrder } from '../order/service';
import { registerConsoleCall } from '../console';
import { changedFields, type AuditEntry } from '../console/audit';
import { likePattern, notFound, page } from '../admin-review/queries';

export interface Timed {
  startTime: Date;
  endTime: Date;
  status: number;
}

/** stopped (status 0) before scheduled / running / ended by the dates. */
export function campaignState(a: Timed, now: Date): CampaignState {
  if (a.status !== 1) return 'stopped';
  if (now < a.startTime) return 'scheduled';
  if (now >= a.endTime) return 'ended';
  return 'running';
}

export const timesOf = (a: Timed, now: Date) => ({
  start_time: unixSeconds(a.startTime),
  end_time: unixSeconds(a.endTime),
  state: campaignState(a, now),
});

/** The list filter `state` as a condition on a table's status and dates. */
export function stateWhere(
  t: { status: AnyPgColumn; startTime: AnyPgColumn; endTime: AnyPgColumn },
  state: CampaignState | undefined,
  now: Date,
): SQL | undefined {
  switch (state) {
    case 'stopped':
      return sql`${t.status} <> 1`;
    case 'scheduled':
      return and(eq(t.status, 1), gt(t.startTime, now));
    case 'running':
      return and(eq(t.status, 1), lte(t.startTime, now), gt(t.endTime, now));
    case 'ended':
      return and(eq(t.status, 1), lte(t.endTime, now));
    default:
      return undefined;
  }
}

/** `start`: the earliest start first; otherwise the latest first (what is newest is on top). */
export const byStart = (sort: string | undefined, start: AnyPgColumn, id: AnyPgColumn) =>
  sort === 'start' ? [asc(start), asc(id)] : [desc(start), desc(id)];

/** An activity list's filter: the state by the table's status and dates, the keyword on `names`. */
export const activityWhere = (
  t: { status: AnyPgColumn; startTime: AnyPgColumn; endTime: AnyPgColumn },
  input: { state?: CampaignState; keyword?: string },
  now: Date,
  ...names: AnyPgColumn[]
) => and(stateWhere(t, input.state, now), nameLike(likePattern(input.keyword), ...names));

/**
 * One page of an activity list: `rows` (filtered like `total`, which counts them) in byStart order on
 * the input's page, turned into the answer's rows by `toRows` (which may read their members).
 */
export async function activityPage<R, T>(
  input: { page: number; page_size: number; sort?: string },
  total: PromiseLike<{ n: number }[]>,
  rows: { orderBy(...columns: SQL[]): { limit(n: number): { offset(n: number): PromiseLike<R[]> } } },
  order: { start: AnyPgColumn; id: AnyPgColumn },
  toRows: (rows: R[]) => T[] | Promise<T[]>,
) {
  const found = await pageRows(input, total, rows, byStart(input.sort, order.start, order.id));
  return page(await toRows(found.rows), found.total, input);
}

/** Two date ranges [a, b) and [c, d) share a moment. */
export const rangesOverlap = (a: { start: Date; end: Date }, b: { start: Date; end: Date }) =>
  a.start < b.end && b.start < a.end;

export const fromUnix = (seconds: number) => new Date(seconds * 1000);

/** The goods columns every activity row shows. */
export const goodsColumns = {
  goodsId: goods.goodsId,
  skuId: goodsSku.skuId,
  goodsName: goods.goodsName,
  specName: goodsSku.specName,
  skuImage: goodsSku.skuImage,
  siteId: goods.siteId,
  siteName: shop.siteName,
  price: goodsSku.discountPrice,
  stock: goodsSku.stock,
  onShelf: goods.isOnShelf,
};
export type GoodsInfo = {
  goodsId: number;
  skuId: number;
  goodsName: string;
  specName: string;
  skuImage: string;
  siteId: number;
  siteName: string;
  price: number;
  stock: number;
  onShelf: boolean;
};

export const goodsOut = (g: GoodsInfo) => ({
  goods_id: g.goodsId,
  sku_id: g.skuId,
  goods_name: g.goodsName,
  sku_image: g.skuImage,
  site_id: g.siteId,
  site_name: g.siteName,
  price: fenToYuan(g.price),
});

/** The skus' goods, by sku id (unknown skus are absent). */
export async function goodsOfSkus(tx: Tx, skuIds: number[]): Promise<Map<number, GoodsInfo>> {
  if (skuIds.length === 0) return new Map();
  const rows = await tx
    .select(goodsColumns)
    .from(goodsSku)
    .innerJoin(goods, eq(goods.goodsId, goodsSku.goodsId))
    .innerJoin(shop, eq(shop.siteId, goods.siteId))
    .where(inArray(goodsSku.skuId, [...new Set(skuIds)]))
    .orderBy(asc(goodsSku.skuId));
  return new Map(rows.map((r) => [r.skuId, r]));
}

/** Skus an activity may sell now (each exists, its goods on the shelf); answers them in the list's order. */
export async function sellableSkus(tx: Tx, skuIds: number[]): Promise<GoodsInfo[]> {
  const found = await goodsOfSkus(tx, skuIds);
  return skuIds.map((id) => {
    const g = found.get(id);
    if (!g) throw new BusinessError(`商品规格 ${id} 不存在`);
    if (!g.onShelf) throw new BusinessError(`「${g.goodsName}」已下架，不能参加活动`);
    return g;
  });
}

/** One sku an activity may sell now. */
export const sellableSku = async (tx: Tx, skuId: number): Promise<GoodsInfo> =>
  (await sellableSkus(tx, [skuId]))[0];

/**
 * The goods and dates of an activity with its own stock (seckill goods, group-buy): the sku sellable
 * now and `price` below its normal price.
 */
export async function stockedGoods(tx: Tx, input: { sku_id: number; start_time: number; end_time: number }, price: number, priceLabel: string) {
  const goods = await sellableSku(tx, input.sku_id);
  requireBelow(price, goods, priceLabel);
  return { goods, start: fromUnix(input.start_time), end: fromUnix(input.end_time) };
}

/** `price` must be below the goods' normal price. */
export function requireBelow(price: number, g: GoodsInfo, label: string) {
  if (price >= g.price)
    throw new BusinessError(
      `「${g.goodsName}」的${label}（¥${fenToYuan(price)}）必须低于商品售价 ¥${fenToYuan(g.price)}`,
    );
}

/** Editing an activity's stock keeps what was already sold: the new total may not be below it. */
export function stockAfterEdit(before: { stock: number; totalStock: number }, total: number, label: string) {
  const sold = Math.max(0, before.totalStock - before.stock);
  if (total < sold) throw new BusinessError(`${label}不能少于已售出的 ${sold} 件`);
  return { totalStock: total, stock: total - sold };
}

/** A stopped activity stays stopped: an operator makes a new one instead. */
export function requireNotStopped(a: { status: number }, what: string) {
  if (a.status !== 1) throw new BusinessError(`该${what}已停止，不能修改；如需再办请新建`);
}

/**
 * Closes the unpaid orders an activity created (its promotion_order rows), each by the order module's
 * system close, in the caller's transaction. Answers how many closed. Paid orders are left alone.
 */
export async function closeUnpaidOrders(
  tx: Tx,
  kind: 'seckill' | 'groupbuy' | 'combo' | 'topic',
  promotionIds: number[],
  reason: string,
): Promise<number> {
  if (promotionIds.length === 0) return 0;
  const rows = await tx
    .selectDistinct({ orderId: promotionOrder.orderId })
    .from(promotionOrder)
    .innerJoin(orders, eq(orders.orderId, promotionOrder.orderId))
    .where(
      and(
        eq(promotionOrder.kind, kind),
        inArray(promotionOrder.promotionId, promotionIds),
        eq(promotionOrder.released, false),
        eq(orders.orderStatus, 'unpaid'),
      ),
    )
    .orderBy(asc(promotionOrder.orderId));
  for (const { orderId } of rows) await closeOrder(tx, orderId, 'auto_close', undefined, reason);
  return rows.length;
}

/** An activity's name or goods name matches the keyword (ILIKE pattern). */
export const nameLike = (pattern: string | undefined, ...columns: AnyPgColumn[]) =>
  pattern ? or(...columns.map((c) => sql`${c} ilike ${pattern}`)) : undefined;

/** A table of activities an operator can stop: its id, its status (1 on, 0 stopped) and its seeding flag. */
export interface Stoppable {
  table: PgTable;
  id: AnyPgColumn;
  status: AnyPgColumn;
  rollsForward?: AnyPgColumn;
}

type StopPath =
  | '/admin/api/promotion/seckill/stop'
  | '/admin/api/promotion/groupbuy/stop'
  | '/admin/api/promotion/combo/stop'
  | '/admin/api/promotion/topic/stop'
  | '/admin/api/promotion/coupon/stop'
  | '/admin/api/promotion/manjian/stop';

/** The console call that stops one activity of a kind (see stopActivity). */
export function registerStopCall(
  app: FastifyInstance,
  path: StopPath,
  t: Stoppable,
  o: { what: string; targetType: string; orders?: 'seckill' | 'groupbuy' | 'combo' | 'topic' },
) {
  registerConsoleCall(app, { path, handler: ({ tx, input, audit }) => stopActivity(tx, audit, t, input.id, o) });
}

/**
 * Stops one activity (status 0, no longer rolled forward by the programme), closes the unpaid orders it
 * created (`orders` names the promotion_order kind; coupons and 满减 have none) and audits it.
 */
export async function stopActivity(
  tx: Tx,
  audit: (entry: AuditEntry) => Promise<void>,
  t: Stoppable,
  id: number,
  o: { what: string; targetType: string; orders?: 'seckill' | 'groupbuy' | 'combo' | 'topic' },
) {
  const [before] = await tx.select({ status: t.status }).from(t.table).where(eq(t.id, id)).for('update');
  if (!before) throw notFound(o.what);
  if (before.status !== 1) throw new BusinessError(`该${o.what}已停止`);
  await tx.execute(
    sql`update ${t.table} set ${sql.identifier(t.status.name)} = 0${t.rollsForward ? sql`, ${sql.identifier(t.rollsForward.name)} = false` : sql``} where ${t.id} = ${id}`,
  );
  const closed = o.orders
    ? await closeUnpaidOrders(tx, o.orders, [id], `${o.what}已停止，未支付订单已关闭`)
    : 0;
  await audit({
    action: `promotion.${o.targetType}.stop`,
    targetType: o.targetType,
    targetId: id,
    before: { status: 1 },
    after: { status: 0, closed_orders: closed },
  });
  return { id, closed_orders: closed };
}

/** A row of an activity that holds its own stock of one sku (seckill goods, group-buy). */
interface Stocked {
  skuId: number;
  stock: number;
  totalStock: number;
  status: number;
}

/** One kind of activity that holds its own stock of one sku: its table, names and audited fields. */
export interface StockedKind<R> {
  table: PgTable;
  id: AnyPgColumn;
  idOf: (row: R) => number;
  labels: { what: string; stock: string; kind: string; targetType: string };
  snapshot: (row: R) => Record<string, unknown>;
}

/**
 * Creates or edits an activity with its own stock of one sku, by one set of rules: the stock is never
 * above the goods' stock when it grows, never below what was sold, a stopped activity stays as it is,
 * and one that has sold may not change goods. Orders already made keep their own prices (order_goods),
 * so an edit reaches only new orders. `fields` are the kind's own columns (price, limit, slot); answers
 * the id.
 */
export async function saveStocked<R extends Stocked>(
  tx: Tx,
  audit: (entry: AuditEntry) => Promise<void>,
  kind: StockedKind<R>,
  o: { id: number | undefined; goods: GoodsInfo; total: number; start: Date; end: Date; fields: Record<string, unknown> },
): Promise<number> {
  const { labels, table } = kind;
  const { goods: g } = o;
  const written = (stock: { stock: number; totalStock: number }) =>
    ({ goodsId: g.goodsId, skuId: g.skuId, startTime: o.start, endTime: o.end, rollsForward: false, ...o.fields, ...stock }) as never;
  const tooMuch = () => new BusinessError(`${labels.stock}不能超过商品库存（${g.stock} 件）`);
  if (o.id === undefined) {
    if (o.total > g.stock) throw tooMuch();
    const [created] = (await tx.insert(table).values(written({ stock: o.total, totalStock: o.total })).returning()) as unknown as R[];
    const id = kind.idOf(created);
    await audit({
      action: `promotion.${labels.kind}.create`,
      targetType: labels.targetType,
      targetId: id,
      after: kind.snapshot(created),
    });
    return id;
  }
  const [before] = (await tx.select().from(table).where(eq(kind.id, o.id)).for('update')) as unknown as R[];
  if (!before) throw notFound(labels.what);
  requireNotStopped(before, labels.what);
  if (before.totalStock > before.stock && before.skuId !== g.skuId)
    throw new BusinessError(`已有会员购买的${labels.what}不能更换商品，请停止后新建`);
  const stock = stockAfterEdit(before, o.total, labels.stock);
  if (o.total > before.totalStock && stock.stock > g.stock) throw tooMuch();
  const [after] = (await tx.update(table).set(written(stock)).where(eq(kind.id, o.id)).returning()) as unknown as R[];
  await audit({
    action: `promotion.${labels.kind}.update`,
    targetType: labels.targetType,
    targetId: o.id,
    ...changedFields(kind.snapshot(before), kind.snapshot(after)),
  });
  return o.id;
}
