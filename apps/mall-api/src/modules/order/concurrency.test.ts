// Races that PGlite hides (it runs one transaction at a time): run this file with DATABASE_URL set to
// prove them on PostgreSQL. 200 parallel checkouts against a stock of 7 — buy-now lines of one unit,
// "two lines of one sku" (counted together), and cart checkouts racing for one cart line — sell exactly
// the stock, never below zero, and every order is whole; parallel pays with one pay_key make one
// payment and one debit; parallel pays with different keys pay once.
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ErrorCode } from '@mall/rest-contract';
import { BURST_CONNECTION_WAIT_MS, callOk, login, post, testAppPerFile } from '../../test/harness';

let demo: string;
let other: string;
let skuId: number;
const STOCK = 7;
const PRICE = 1000;

const t = testAppPerFile({}, { connectTimeoutMs: BURST_CONNECTION_WAIT_MS });
beforeAll(async () => {
  demo = await login(t.app);
  other = await login(t.app, 'member01', 'member1pass');
  const [s] = await rows<{ sku_id: number }>(sql`
    select s.sku_id from goods_sku s join goods g using (goods_id)
    where g.is_on_shelf and s.stock > 0 and not exists (select 1 from cart c where c.sku_id = s.sku_id) order by s.sku_id desc limit 1`);
  skuId = s.sku_id;
  await t.database.db.execute(sql`update goods_sku set stock = ${STOCK}, discount_price = ${PRICE}, sale_num = 0 where sku_id = ${skuId}`);
  await t.database.db.execute(sql`update member set balance = 1000000 where member_id in (1, 2)`);
});

async function rows<T>(q: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(q)) as unknown as { rows: T[] }).rows;
}

describe(`concurrency (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('200 parallel checkouts against a stock of 7 sell exactly 7', async () => {
    const cartLine = await callOk(t.app, '/api/cart/add', { token: other, sku_id: skuId, num: 1 });
    const requests = Array.from({ length: 200 }, (_, i) => {
      const order_key = `race-${i}-${Math.random().toString(36).slice(2, 10)}`;
      if (i % 20 === 7) return { token: other, cart_ids: [cartLine.cart_id], order_key }; // 10 race for one cart line
      if (i % 2 === 0) return { token: demo, sku_list: [{ sku_id: skuId, num: 1 }, { sku_id: skuId, num: 1 }], order_key }; // 2 units
      return { token: i % 3 === 0 ? other : demo, sku_id: skuId, num: 1, order_key };
    });
    const started = performance.now();
    const results = await Promise.all(requests.map((body) => post(t.app, '/api/order/create', body)));
    const ms = performance.now() - started;
    const ok = results.filter((r) => r.json.code === 0);
    const refused = results.filter((r) => r.json.code !== 0);
    // Every refusal is a clear business answer (stock, or the cart line already checked out).
    for (const r of refused) expect([ErrorCode.BUSINESS, ErrorCode.NOT_FOUND], r.json.message).toContain(r.json.code);
    const [{ stock, sale_num }] = await rows<{ stock: number; sale_num: number }>(sql`select stock, sale_num from goods_sku where sku_id = ${skuId}`);
    const [{ sold, orders, lines }] = await rows<{ sold: number; orders: number; lines: number }>(sql`
      select coalesce(sum(g.num), 0)::int sold, count(distinct o.order_id)::int orders, count(*)::int lines
      from orders o join order_goods g using (order_id) where g.sku_id = ${skuId}`);
    expect(Number(stock)).toBe(0);
    expect(Number(sold)).toBe(STOCK);
    expect(Number(sale_num)).toBe(STOCK);
    expect(Number(orders)).toBe(ok.length);
    // Two lines of one sku became one order line of 2; every order is whole and priced.
    expect(Number(lines)).toBe(ok.length);
    const bad = await rows(sql`
      select o.order_id from orders o join order_goods g using (order_id)
      where g.sku_id = ${skuId} and (o.goods_money <> g.num * ${PRICE} or g.goods_money <> g.num * ${PRICE} or o.order_status <> 'unpaid')`);
    expect(bad).toEqual([]);
    const cartOrders = requests.filter((b, i) => 'cart_ids' in b && results[i].json.code === 0).length;
    expect(cartOrders).toBeLessThanOrEqual(1);
    expect(await rows(sql`select 1 from cart where cart_id = ${cartLine.cart_id}`)).toHaveLength(cartOrders === 1 ? 0 : 1);
    console.info(`[concurrency] 200 checkouts, stock ${STOCK}: ${ok.length} orders, ${refused.length} refused, ${Math.round(ms)} ms`);
  });

  it('the same order_key in parallel makes one order', async () => {
    await t.database.db.execute(sql`update goods_sku set stock = 100 where sku_id = ${skuId}`);
    const order_key = `same-${Math.random().toString(36).slice(2, 10)}`;
    const results = await Promise.all(Array.from({ length: 30 }, () => post(t.app, '/api/order/create', { token: demo, sku_id: skuId, num: 1, order_key })));
    const ids = new Set(results.map((r) => (r.json.data as { order_id: number }).order_id));
    expect(results.every((r) => r.json.code === 0)).toBe(true);
    expect(ids.size).toBe(1);
    const [{ stock }] = await rows<{ stock: number }>(sql`select stock from goods_sku where sku_id = ${skuId}`);
    expect(Number(stock)).toBe(99);
  });

  it('parallel pays with one pay_key make one payment; different keys pay once', async () => {
    const order = await callOk(t.app, '/api/order/create', { token: demo, sku_id: skuId, num: 2, order_key: `pay-race-${Date.now()}` });
    const [{ balance: before }] = await rows<{ balance: number }>(sql`select balance from member where member_id = 1`);
    const pay_key = `pk-${Math.random().toString(36).slice(2, 10)}`;
    const same = await Promise.all(Array.from({ length: 30 }, () => post(t.app, '/api/order/pay', { token: demo, order_ids: [order.order_id], pay_type: 'balance', pay_key })));
    expect(same.every((r) => r.json.code === 0)).toBe(true);
    expect(new Set(same.map((r) => (r.json.data as { payment_id: number }).payment_id)).size).toBe(1);
    const different = await Promise.all(Array.from({ length: 10 }, (_, i) => post(t.app, '/api/order/pay', { token: demo, order_ids: [order.order_id], pay_type: 'balance', pay_key: `${pay_key}-${i}` })));
    expect(different.filter((r) => r.json.code === 0)).toHaveLength(0);
    const [{ balance: after }] = await rows<{ balance: number }>(sql`select balance from member where member_id = 1`);
    const amount = Math.round(Number(order.order_money) * 100);
    expect(Number(before) - Number(after)).toBe(amount);
    const payments = await rows(sql`select payment_id from order_payment where order_ids @> ${JSON.stringify([order.order_id])}::jsonb`);
    expect(payments).toHaveLength(1);
    const debits = await rows(sql`select id from member_account where member_id = 1 and from_type = 'order' and relate_id = ${(same[0].json.data as { payment_id: number }).payment_id}`);
    expect(debits).toHaveLength(1);
  });

  it('parallel pays of two orders with different keys never overdraw the balance', async () => {
    await t.database.db.execute(sql`update goods_sku set stock = 100 where sku_id = ${skuId}`);
    const orders = await Promise.all(Array.from({ length: 6 }, (_, i) => callOk(t.app, '/api/order/create', { token: other, sku_id: skuId, num: 1, order_key: `od-${i}-${Date.now()}` })));
    const each = Math.round(Number(orders[0].order_money) * 100);
    await t.database.db.execute(sql`update member set balance = ${each * 2 + 1} where member_id = 2`);
    const results = await Promise.all(orders.map((o, i) => post(t.app, '/api/order/pay', { token: other, order_ids: [o.order_id], pay_type: 'balance', pay_key: `od-pay-${i}-${Date.now()}` })));
    expect(results.filter((r) => r.json.code === 0)).toHaveLength(2);
    const [{ balance }] = await rows<{ balance: number }>(sql`select balance from member where member_id = 2`);
    expect(Number(balance)).toBe(1);
  });
});
