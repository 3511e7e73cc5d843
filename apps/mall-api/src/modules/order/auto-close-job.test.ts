// Each new order queues its own auto-close job at its close time: the job closes the unpaid order
// once and gives its stock back; a paid order's job changes nothing; a repeated create queues nothing.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { callOk, keyMaker, login, testAppPerFile } from '../../test/harness';
import { createInProcessQueue, type JobQueue, type SendOptions } from '../../jobs';
import { ORDER_AUTO_CLOSE_JOB } from '.';

const sent: { name: string; data: unknown; options?: SendOptions }[] = [];
function recordingQueue(): JobQueue {
  const inner = createInProcessQueue();
  return {
    ...inner,
    send: async (name, data, options) => {
      sent.push({ name, data, options });
      return inner.send(name, data, options);
    },
  };
}

// 0.02 minutes: an order closes itself 1.2 s after it was made.
const t = testAppPerFile({ jobs: recordingQueue(), order: { settings: { autoCloseMinutes: 0.02 } } });
const key = keyMaker('close');
let demo: string;
let skuId: number;
beforeAll(async () => {
  demo = await login(t.app);
  const r = (await t.database.db.execute(sql`select s.sku_id from goods_sku s join goods g using (goods_id) where g.is_on_shelf and s.stock >= 50 order by s.sku_id limit 1`)) as unknown as { rows: { sku_id: number }[] };
  skuId = r.rows[0].sku_id;
});

const stockOf = async () => Number(((await t.database.db.execute(sql`select stock from goods_sku where sku_id = ${skuId}`)) as unknown as { rows: { stock: number }[] }).rows[0].stock);
const statusOf = async (orderId: number) => (await callOk(t.app, '/api/order/detail', { token: demo, order_id: orderId })).order_status as string;

describe('the auto-close job', () => {
  it('is queued per order at its close time and closes the unpaid order once, giving the stock back', async () => {
    const before = await stockOf();
    const orderKey = key();
    const order = await callOk(t.app, '/api/order/create', { token: demo, sku_id: skuId, num: 2, order_key: orderKey });
    expect(await stockOf()).toBe(before - 2);
    const job = sent.find((s) => s.name === ORDER_AUTO_CLOSE_JOB && (s.data as { order_id: number }).order_id === order.order_id);
    expect(job?.options?.startAfter?.getTime()).toBe((order.auto_close_time + 1) * 1000);
    expect(job?.options?.singletonKey).toBe(String(order.order_id));

    // The same order_key again answers the same order and queues no second job.
    await callOk(t.app, '/api/order/create', { token: demo, sku_id: skuId, num: 2, order_key: orderKey });
    expect(sent.filter((s) => (s.data as { order_id: number }).order_id === order.order_id)).toHaveLength(1);

    await vi.waitFor(async () => expect(await statusOf(order.order_id)).toBe('closed'), { timeout: 15_000, interval: 250 });
    expect(await stockOf()).toBe(before);
    const logs = (await t.database.db.execute(sql`select count(*)::int n from order_log where event = 'auto_close' and entity_id = ${order.order_id}`)) as unknown as { rows: { n: number }[] };
    expect(logs.rows[0].n).toBe(1);
  });

  it('leaves a paid order alone', async () => {
    const order = await callOk(t.app, '/api/order/create', { token: demo, sku_id: skuId, num: 1, order_key: key() });
    await callOk(t.app, '/api/order/pay', { token: demo, order_ids: [order.order_id], pay_type: 'demo', pay_key: key('pay') });
    const closeAt = (order.auto_close_time + 2) * 1000;
    await vi.waitFor(() => expect(Date.now()).toBeGreaterThan(closeAt), { timeout: 10_000, interval: 200 });
    await new Promise((r) => setTimeout(r, 300));
    expect(await statusOf(order.order_id)).toBe('paid');
  });
});
