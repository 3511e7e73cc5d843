// The two reads behind a paged list: how many rows match, and the rows of the page.
import { count, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/** The rows of `page` (from 1, `pageSize` rows a page) of `table` matching `where`, in `orderBy` order, and how many match in all. */
export async function tableRowsPage<T extends PgTable>(
  db: Db,
  table: T,
  where: SQL | undefined,
  orderBy: (SQL | AnyPgColumn)[],
  page: number,
  pageSize: number,
): Promise<{ rows: T['$inferSelect'][]; total: number }> {
  // A generic table: drizzle's select types cannot follow it, so the rows are typed from the table.
  const from = table as PgTable;
  const [total] = await db.select({ n: count() }).from(from).where(where);
  const rows = await db
    .select()
    .from(from)
    .where(where)
    .orderBy(...orderBy)
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { rows: rows as T['$inferSelect'][], total: Number(total.n) };
}

/** A row of `columns` as drizzle reads it: each column's value, null where the column allows null. */
type RowOf<C extends Record<string, AnyPgColumn>> = { [K in keyof C]: C[K]['_']['notNull'] extends true ? C[K]['_']['data'] : C[K]['_']['data'] | null };

/** Like tableRowsPage, reading only `columns` (named as the answer names them) of `table`, and the two reads at once. */
export async function columnsPage<C extends Record<string, AnyPgColumn>>(
  db: Db,
  table: PgTable,
  columns: C,
  where: SQL | undefined,
  orderBy: (SQL | AnyPgColumn)[],
  page: number,
  pageSize: number,
): Promise<{ rows: RowOf<C>[]; total: number }> {
  // Generic columns: drizzle's select types cannot follow them, so the rows are typed from the columns.
  const fields: Record<string, AnyPgColumn> = columns;
  const [rows, [total]] = await Promise.all([
    db
      .select(fields)
      .from(table)
      .where(where)
      .orderBy(...orderBy)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(table).where(where),
  ]);
  return { rows: rows as RowOf<C>[], total: Number(total.n) };
}

/**
 * The rows of a joined query on the input's page: `rows` (filtered like `total`, which counts them) in
 * `order`, and how many match in all. For lists whose count needs the rows' joins.
 */
export async function pageRows<R>(
  input: { page: number; page_size: number },
  total: PromiseLike<{ n: number }[]>,
  rows: { orderBy(...columns: SQL[]): { limit(n: number): { offset(n: number): PromiseLike<R[]> } } },
  order: SQL[],
) {
  const [{ n }] = await total;
  const found = await rows
    .orderBy(...order)
    .limit(input.page_size)
    .offset((input.page - 1) * input.page_size);
  return { rows: found, total: Number(n) };
}
