// The merchant's stock edits race shoppers' checkouts (run with DATABASE_URL for PostgreSQL's real
// concurrency; PGlite runs one transaction at a time). 200 checkouts of one unit and 20 stock edits
// (+5 each, from whatever stock the merchant last saw) at once: nothing is sold twice, nothing added
// is lost, and the stock never goes below zero.
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { login, post, testAppPerFile } from '../../test/harness';
import { signInShop, type Signed } from '../console/test-support';

const t = testAppPerFile();
const START = 50;
const EDITS = 20;
const ADD = 5;
let demo: string;
let other: string;
let owner: Signed;
let skuId: number;
let orderedBefore: number;

async function rows<T>(q: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(q)) as unknown as { rows: T[] }).rows;
}

beforeAll(async () => {
  demo = await login(t.app);
  other = await login(t.app, 'member01', 'member1pass');
  owner = await signInShop(t.app, 1, 'owner');
  const [s] = await rows<{ sku_id: number }>(sql`
    select s.sku_id from goods_sku s join goods g using (goods_id) where g.site_id = 1 and g.is_on_shelf order by s.sku_id desc limit 1`);
  skuId = s.sku_id;
  await t.database.db.execute(sql`update goods_sku set stock = ${START}, sale_num = 0 where sku_id = ${skuId}`);
  [{ ordered: orderedBefore }] = await rows<{ ordered: number }>(sql`select coalesce(sum(num), 0)::int ordered from order_goods where sku_id = ${skuId}`);
});

describe(`stock edits during checkouts (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('200 checkouts and 20 stock edits at once: sold + left = start + added, never below zero', async () => {
    const checkouts = Array.from({ length: 200 }, (_, i) =>
      post(t.app, '/api/order/create', { token: i % 2 ? demo : other, sku_id: skuId, num: 1, order_key: `stock-race-${i}-${Math.random().toString(36).slice(2, 8)}` }),
    );
    // Each edit adds 5 to the stock the merchant saw a moment ago (read, then write: the race itself).
    const edits = Array.from({ length: EDITS }, async () => {
      const [{ stock }] = await rows<{ stock: number }>(sql`select stock from goods_sku where sku_id = ${skuId}`);
      return owner.call<{ stock: number }>('/admin/api/shop/goods/stock', { sku_id: skuId, seen_stock: stock, stock: Number(stock) + ADD });
    });
    const [orders, changes] = await Promise.all([Promise.all(checkouts), Promise.all(edits)]);
    expect(changes.filter((c) => c.code !== 0).map((c) => `${c.code} ${c.message}`)).toEqual([]);
    const sold = orders.filter((r) => r.json.code === 0).length;
    const [{ stock, sale_num }] = await rows<{ stock: number; sale_num: number }>(sql`select stock, sale_num from goods_sku where sku_id = ${skuId}`);
    const [{ ordered }] = await rows<{ ordered: number }>(sql`select coalesce(sum(num), 0)::int ordered from order_goods where sku_id = ${skuId}`);
    expect(Number(stock)).toBeGreaterThanOrEqual(0);
    expect(Number(ordered) - Number(orderedBefore)).toBe(sold);
    expect(Number(sale_num)).toBe(sold);
    expect(Number(stock) + sold).toBe(START + EDITS * ADD);
    console.info(`[stock race] ${sold} sold, ${orders.length - sold} refused, ${stock} left of ${START} + ${EDITS * ADD}`);
  });
});
