// The column builders every schema file shares, so that a kind of column is declared one way
// (money columns are integer fen and declared as integers in place; ARCHITECTURE §5).
import { boolean, integer, smallint, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** An identity primary key. */
export const id = (name: string) => integer(name).primaryKey().generatedByDefaultAsIdentity();

/** A point in time: timestamptz, read as a Date. */
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** When the row was made. */
export const createTime = () => ts('create_time').notNull().defaultNow();

/** A required reference to the row this one belongs to: deleting that row deletes this one. */
export const ownedBy = (name: string, target: () => AnyPgColumn) =>
  integer(name).notNull().references(target, { onDelete: 'cascade' });

/** Where a row stands in its list: rows are read in ascending sort order. */
export const sortKey = () => integer('sort').notNull().default(0);

/** Whether shoppers see the row; a new row is shown. */
export const shown = () => boolean('is_show').notNull().default(true);

/** An on/off status, on (1) when the row is made; each table says what its values mean. */
export const statusOn = () => smallint('status').notNull().default(1);

/** When an activity or a coupon runs, spread into a table's columns: from start_time until end_time. */
export const runsBetween = () => ({ startTime: ts('start_time').notNull(), endTime: ts('end_time').notNull() });
