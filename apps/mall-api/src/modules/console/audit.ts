// The append-only audit log (ARCHITECTURE §4): every console write and every sign-in. Rows are only
// ever inserted; migration 0017's triggers refuse UPDATE, DELETE and TRUNCATE.
import { and, count, desc, asc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { AuditRow, ConsoleParsedRequestOf } from '@mall/rest-contract';
import type { Db, Tx } from '../../db/client';
import { consoleAudit } from '../../db/schema-console';
import { unixSeconds } from '../../http/envelope';

export interface AuditEntry {
  /** What was done, e.g. `accounts.create`, `review.payment.approve`. */
  action: string;
  targetType: string;
  targetId: string | number;
  /** The changed fields before and after (only those); null when there was nothing. */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

export interface AuditWho {
  accountId: number | null;
  username: string;
  role: string;
  ip: string;
}

export async function writeAudit(tx: Db | Tx, who: AuditWho, entry: AuditEntry, outcome: 'ok' | 'refused' = 'ok'): Promise<void> {
  await tx.insert(consoleAudit).values({
    accountId: who.accountId,
    username: who.username.slice(0, 64),
    role: who.role,
    action: entry.action,
    targetType: entry.targetType,
    targetId: String(entry.targetId).slice(0, 64),
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: who.ip.slice(0, 64),
    outcome,
  });
}

/** Only the fields that differ between two snapshots, as the audit row's before/after. */
export function changedFields<T extends Record<string, unknown>>(before: T, after: Partial<T>): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const key of Object.keys(after)) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      b[key] = before[key];
      a[key] = after[key];
    }
  }
  return { before: b, after: a };
}

type AuditFilters = Omit<ConsoleParsedRequestOf<'/admin/api/audit/search'>, 'page' | 'page_size' | 'sort'>;

function where(f: AuditFilters): SQL | undefined {
  return and(
    f.account ? eq(consoleAudit.username, f.account) : undefined,
    f.action ? eq(consoleAudit.action, f.action) : undefined,
    f.target_type ? eq(consoleAudit.targetType, f.target_type) : undefined,
    f.target_id ? eq(consoleAudit.targetId, f.target_id) : undefined,
    f.from !== undefined ? gte(consoleAudit.time, new Date(f.from * 1000)) : undefined,
    f.to !== undefined ? lte(consoleAudit.time, new Date(f.to * 1000)) : undefined,
  );
}

const toRow = (r: typeof consoleAudit.$inferSelect): AuditRow => ({
  id: r.id,
  time: unixSeconds(r.time),
  account_id: r.accountId,
  username: r.username,
  role: r.role,
  action: r.action,
  target_type: r.targetType,
  target_id: r.targetId,
  before: r.before ?? null,
  after: r.after ?? null,
  ip: r.ip,
  outcome: r.outcome,
});

export async function searchAudit(db: Db | Tx, input: ConsoleParsedRequestOf<'/admin/api/audit/search'>) {
  const filter = where(input);
  const order = input.sort === 'time' ? [asc(consoleAudit.time), asc(consoleAudit.id)] : [desc(consoleAudit.time), desc(consoleAudit.id)];
  const [total] = await db.select({ n: count() }).from(consoleAudit).where(filter);
  const rows = await db
    .select()
    .from(consoleAudit)
    .where(filter)
    .orderBy(...order)
    .limit(input.page_size)
    .offset((input.page - 1) * input.page_size);
  return { list: rows.map(toRow), count: total?.n ?? 0, page: input.page, page_size: input.page_size };
}

/** Every row the filters match, newest first, at most `limit` (the export). */
export async function auditRowsForExport(db: Db | Tx, filters: AuditFilters, limit: number): Promise<AuditRow[]> {
  const rows = await db.select().from(consoleAudit).where(where(filters)).orderBy(desc(consoleAudit.time), desc(consoleAudit.id)).limit(limit);
  return rows.map(toRow);
}
