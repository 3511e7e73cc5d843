// Pieces every review queue's list shares: the keyword as an ILIKE pattern, the time window, the
// sort, one page of a joined query with its total, and an order line's after-sales rows with their
// line, order and member.
import { and, asc, count, desc, eq, gte, ilike, lte, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import { ErrorCode } from '@mall/rest-contract';
import type { Db, Tx } from '../../db/client';
import { member } from '../../db/schema';
import { orderComplain, orderGoods, orderRefund, orders } from '../../db/schema-order';
import { BusinessError } from '../../http/envelope';

/** `%keyword%` with LIKE's own characters escaped; undefined for no keyword. */
export const likePattern = (keyword: string | undefined) => (keyword ? `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined);

/** created between `from` and `to` (unix seconds, both optional, inclusive). */
export function within(column: AnyPgColumn, from: number | undefined, to: number | undefined): SQL | undefined {
  return and(from !== undefined ? gte(column, new Date(from * 1000)) : undefined, to !== undefined ? lte(column, new Date(to * 1000)) : undefined);
}

/** `time` is oldest first (a queue worked in arrival order); anything else newest first. */
export const byTime = (sort: string | undefined, time: AnyPgColumn, id: AnyPgColumn) => (sort === 'time' ? [asc(time), asc(id)] : [desc(time), desc(id)]);

export const notFound = (what: string) => new BusinessError(`${what}不存在`, ErrorCode.NOT_FOUND);

/** A second decision on a decided entry: "该投诉已处理（支持投诉），不能再次处理". */
export const alreadyDecided = (what: string, stateName: string) => new BusinessError(`该${what}已处理（${stateName}），不能再次处理`);

export const page = <T>(list: T[], count: number, input: { page: number; page_size: number }) => ({ list, count, page: input.page, page_size: input.page_size });

/** An after-sales table about one order line (refunds, complaints). */
type LineTable = typeof orderRefund | typeof orderComplain;

/** An after-sales table's query (dynamic) joined to its rows' order line, order and member. */
export const withOrderLine = <Q extends PgSelect>(query: Q, table: LineTable) =>
  query
    .innerJoin(orderGoods, eq(orderGoods.orderGoodsId, table.orderGoodsId))
    .innerJoin(orders, eq(orders.orderId, table.orderId))
    .innerJoin(member, eq(member.memberId, table.memberId));

/** An after-sales keyword: the order number, the line's goods, the member's names and `own` columns. */
export const lineKeyword = (like: string | undefined, ...own: AnyPgColumn[]) =>
  like ? or(...own.map((c) => ilike(c, like)), ilike(orders.orderNo, like), ilike(orderGoods.skuName, like), ilike(member.username, like), ilike(member.nickname, like)) : undefined;

/** The query's rows (already filtered and ordered) on the input's page, mapped, with the filter's total. */
export async function pageOf<R, T>(
  db: Db | Tx,
  table: PgTable,
  where: SQL | undefined,
  input: { page: number; page_size: number },
  query: { limit(n: number): { offset(n: number): PromiseLike<R[]> } },
  toRow: (row: R) => T,
) {
  const [total] = await db.select({ n: count() }).from(table).where(where);
  const rows = await query.limit(input.page_size).offset((input.page - 1) * input.page_size);
  return page(rows.map(toRow), Number(total.n), input);
}
