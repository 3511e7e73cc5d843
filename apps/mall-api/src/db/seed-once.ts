// What every seed module does around its rows: one transaction under an advisory lock (two processes
// seeding the same database wait for each other), skipped when the module's marker row in site_config
// says it ran; identity sequences moved past rows inserted with explicit ids.
import { eq, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './client';
import { siteConfig } from './schema';

/** The lock the base seed and most modules share (chat and ranking take their own). */
export const SEED_LOCK = 832_001;

/**
 * Runs `fill` in one transaction under `lock`, unless the `marker` row is in site_config: then answers
 * {} and writes nothing. `fill` writes the marker (markSeeded) once its rows are in.
 */
export function seedOnce(db: Db, seed: { marker: string; lock?: number }, fill: (tx: Tx) => Promise<Record<string, number>>): Promise<Record<string, number>> {
  return db.transaction(async (tx): Promise<Record<string, number>> => {
    await tx.execute(sql`select pg_advisory_xact_lock(${seed.lock ?? SEED_LOCK})`);
    const done = await tx.select({ key: siteConfig.key }).from(siteConfig).where(eq(siteConfig.key, seed.marker));
    if (done.length > 0) return {};
    return fill(tx);
  });
}

/** Records in site_config that the seed of `marker` ran (inside its transaction). */
export async function markSeeded(tx: Tx, marker: string) {
  await tx.insert(siteConfig).values({ key: marker, value: { version: 1 } });
}

/** Rows were given explicit ids: move the identity sequence of `table`'s `column` past the largest one. */
export async function resetIdentity(tx: Tx, table: PgTable, column: string) {
  const name = getTableName(table);
  await tx.execute(sql.raw(`select setval(pg_get_serial_sequence('"${name}"', '${column}'), coalesce((select max("${column}") from "${name}"), 0) + 1, false)`));
}
