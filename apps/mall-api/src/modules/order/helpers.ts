// Small shared pieces of the order module.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { unixSeconds } from '../../http/envelope';

/** P2026112112000012345678: a prefix, the China time to the second, 8 random digits. */
export const newNo = (prefix: string) => {
  const d = new Date(Date.now() + 8 * 3600_000).toISOString().replace(/\D/g, '').slice(0, 14);
  return `${prefix}${d}${(randomBytes(4).readUInt32BE(0) % 100_000_000).toString().padStart(8, '0')}`;
};
export const randomDigits = (n: number) => Array.from(randomBytes(n), (b) => String(b % 10)).join('');
export const secs = (d: Date | null | undefined) => (d ? unixSeconds(d) : 0);

/** Serialises requests of one member with one key (idempotent create / pay) for the transaction. */
export async function lockKey(tx: Tx, memberId: number, key: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(${memberId}::int, hashtext(${key}))`);
}

/** Rows of a raw query on either driver. */
export async function rowsOf<T>(db: Db | Tx, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
