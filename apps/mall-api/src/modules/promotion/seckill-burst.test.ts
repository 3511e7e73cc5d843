// The seckill burst: 1,000 concurrent seckill orders on a slot stock of 10 make exactly 10
// orders: the slot stock is one conditional UPDATE, never below zero. Run with DATABASE_URL set to
// prove it on PostgreSQL (PGlite runs one transaction at a time); CI runs both.
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ErrorCode } from '@mall/rest-contract';
import { BURST_CONNECTION_WAIT_MS, callOk, login, post, testAppPerFile } from '../../test/harness';

let tokens: string[];
const SLOT_STOCK = 10;
const BURST = 1000;

async function rows<T>(q: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(q)) as unknown as { rows: T[] }).rows;
}

const t = testAppPerFile({}, { connectTimeoutMs: BURST_CONNECTION_WAIT_MS });
beforeAll(async () => {
  tokens = [await login(t.app, 'promo01', 'promo01pass'), await login(t.app, 'promo02', 'promo02pass'), await login(t.app, 'promo03', 'promo03pass')];
});

describe(`seckill burst (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it(`${BURST} concurrent orders on a slot stock of ${SLOT_STOCK} make exactly ${SLOT_STOCK} orders`, async () => {
    const slots = await callOk(t.app, '/api/seckill/lists');
    const running = slots.list.find((s) => s.state === 'running')!;
    const page = await callOk(t.app, '/api/seckill/page', { slot_id: running.slot_id });
    const g = page.list[2];
    await t.database.db.execute(sql`update seckill_goods set stock = ${SLOT_STOCK}, total_stock = ${SLOT_STOCK}, limit_num = ${BURST} where seckill_id = ${g.seckill_id}`);
    await t.database.db.execute(sql`update goods_sku set stock = 100000 where sku_id = ${g.sku_id}`);
    const started = performance.now();
    const results = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        post(t.app, '/api/order/create', { token: tokens[i % tokens.length], order_kind: 'seckill', promotion_id: g.seckill_id, sku_id: g.sku_id, num: 1, order_key: `burst-${i}-${Date.now()}` }),
      ),
    );
    const ms = performance.now() - started;
    const ok = results.filter((r) => r.json.code === 0);
    const refused = results.filter((r) => r.json.code !== 0);
    for (const r of refused) expect(r.json.code, r.json.message).toBe(ErrorCode.BUSINESS);
    expect(ok).toHaveLength(SLOT_STOCK);
    const [{ stock }] = await rows<{ stock: number }>(sql`select stock from seckill_goods where seckill_id = ${g.seckill_id}`);
    expect(Number(stock)).toBe(0);
    const [{ orders, units }] = await rows<{ orders: number; units: number }>(
      sql`select count(distinct o.order_id)::int orders, coalesce(sum(p.num), 0)::int units from orders o join promotion_order p using (order_id) where p.promotion_id = ${g.seckill_id} and p.kind = 'seckill'`,
    );
    expect(Number(orders)).toBe(SLOT_STOCK);
    expect(Number(units)).toBe(SLOT_STOCK);
    const [{ held }] = await rows<{ held: number }>(sql`select coalesce(sum(num), 0)::int held from seckill_member where seckill_id = ${g.seckill_id}`);
    expect(Number(held)).toBe(SLOT_STOCK);
    console.info(`[seckill burst] ${BURST} orders on stock ${SLOT_STOCK}: ${ok.length} made, ${refused.length} refused, ${Math.round(ms)} ms`);
  }, 120_000);
});
