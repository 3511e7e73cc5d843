// The two reads behind a paged list of one table's rows: how many rows match, and the rows of the page.
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
