// The voucher ledger's invariants, checked by the org and checkout tests after random operations:
// each unit's unissued stock is the sum of its rows' stock_change, and each voucher's remaining value
// is the sum of its rows' value_change (issue, spend, refund, expire).
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../db/client';
import { rowsOf } from '../order/helpers';

export async function expectLedgerReconciles(db: Db) {
  const units = await rowsOf<{ org_id: number; voucher_stock: number; ledger: number }>(
    db,
    sql`select u.org_id, u.voucher_stock, coalesce(sum(l.stock_change), 0)::int as ledger
        from org_unit u left join voucher_ledger l on l.org_id = u.org_id group by u.org_id`,
  );
  expect(units.length).toBeGreaterThan(0);
  for (const r of units) expect(Number(r.ledger), `unit ${r.org_id}`).toBe(Number(r.voucher_stock));
  const bad = await rowsOf<{ voucher_id: number }>(
    db,
    sql`select v.voucher_id from voucher v left join voucher_ledger l on l.voucher_id = v.voucher_id
        group by v.voucher_id, v.remaining having coalesce(sum(l.value_change), 0) <> v.remaining`,
  );
  expect(bad).toEqual([]);
}
