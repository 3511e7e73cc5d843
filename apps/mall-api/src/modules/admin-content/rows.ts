// Save and delete of one content row with its audit row, shared by every content table the console
// edits whole (notices, help and article entries and classes, navigation, links, search words).
import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { changedFields, type AuditEntry } from '../console/audit';
import { notFound } from '../admin-review/queries';

type Audit = (entry: AuditEntry) => Promise<void>;

/** What saveRow and deleteRow need of a table. */
export interface ContentTable<Row> {
  table: PgTable;
  id: PgColumn;
  idOf: (row: Row) => number;
  /** The audit's target type, and the action's middle word (`content.<action>.create`). */
  targetType: string;
  action: string;
  /** What is missing, in 「…不存在」. */
  label: string;
  /** The fields the audit row records of a row. */
  audited: (row: Row) => Record<string, unknown>;
}

/** Creates the row (no id) or updates the locked row with that id; answers the row as stored. */
export async function saveRow<Row>(
  tx: Tx,
  audit: Audit,
  t: ContentTable<Row>,
  id: number | undefined,
  fields: Record<string, unknown>,
): Promise<Row> {
  // drizzle cannot type an insert into a table chosen at run time: the caller's table and fields agree.
  const table = t.table as never;
  if (id === undefined) {
    const [created] = (await tx.insert(table).values(fields as never).returning()) as Row[];
    await audit({ action: `content.${t.action}.create`, targetType: t.targetType, targetId: t.idOf(created), after: t.audited(created) });
    return created;
  }
  const [before] = (await tx.select().from(table).where(eq(t.id, id)).for('update')) as Row[];
  if (!before) throw notFound(t.label);
  const [updated] = (await tx.update(table).set(fields as never).where(eq(t.id, id)).returning()) as Row[];
  await audit({
    action: `content.${t.action}.update`,
    targetType: t.targetType,
    targetId: id,
    ...changedFields(t.audited(before), t.audited(updated)),
  });
  return updated;
}

export async function deleteRow<Row>(tx: Tx, audit: Audit, t: ContentTable<Row>, id: number) {
  const [row] = (await tx.delete(t.table as never).where(eq(t.id, id)).returning()) as Row[];
  if (!row) throw notFound(t.label);
  await audit({ action: `content.${t.action}.delete`, targetType: t.targetType, targetId: id, before: t.audited(row) });
  return { id };
}
