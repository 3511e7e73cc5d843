// The column builders every schema file shares, so that a kind of column is declared one way
// (money columns are integer fen and declared as integers in place; ARCHITECTURE §5).
import { integer, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** An identity primary key. */
export const id = (name: string) => integer(name).primaryKey().generatedByDefaultAsIdentity();

/** A point in time: timestamptz, read as a Date. */
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** When the row was made. */
export const createTime = () => ts('create_time').notNull().defaultNow();

/** A required reference to the row this one belongs to: deleting that row deletes this one. */
export const ownedBy = (name: string, target: () => AnyPgColumn) =>
  integer(name).notNull().references(target, { onDelete: 'cascade' });
