// The job queue on PostgreSQL (pg-boss) with two instances over one database: every job runs once
// across both workers, a failing job is retried with a growing wait and then listed as failed by
// either instance, and an unpaid order made on one mall-api is closed exactly once by its delayed job.
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase, type Database } from '../../db/client';
import { createPgBossQueue } from '../../jobs/pg-boss';
import type { JobQueue, QueueLog } from '../../jobs';
import { fixedCodeCaptchaService } from '../../modules/captcha/service';
import { callOk, keyMaker, login } from '../harness';
import { cloneDatabase, urlFor } from '../pg-admin';
import { FIXED_CAPTCHA, uniqueName } from '../faults/support';

let url = '';
const queues: JobQueue[] = [];
const quiet: QueueLog = { info: () => undefined, warn: () => undefined, error: () => undefined };
const open = async () => {
  const q = await createPgBossQueue({ connectionString: url, log: quiet, pollingIntervalSeconds: 0.5 });
  queues.push(q);
  return q;
};

beforeAll(async () => {
  const name = uniqueName(`${inject('faultsTemplate')}_jobs`);
  await cloneDatabase(inject('faultsPgBase'), inject('faultsTemplate'), name);
  url = urlFor(inject('faultsPgBase'), name);
});
afterAll(async () => {
  for (const q of queues) await q.stop().catch(() => undefined);
});

describe('pg-boss with two workers on one database', () => {
  it('runs each job exactly once across the two', async () => {
    const [one, two] = [await open(), await open()];
    const runs: { n: number; by: string }[] = [];
    for (const [q, by] of [[one, 'one'], [two, 'two']] as const) {
      await q.define<{ n: number }>('test.keyed', {
        retry: { retryLimit: 1, retryDelaySeconds: 1, retryBackoff: false },
        oneJobPerKey: true,
        describe: (d) => `#${d.n}`,
        run: async (d) => void runs.push({ n: d.n, by }),
      });
      await q.define<{ n: number }>('test.once', {
        retry: { retryLimit: 1, retryDelaySeconds: 1, retryBackoff: false },
        describe: (d) => `#${d.n}`,
        run: async (d) => {
          runs.push({ n: d.n, by });
          await new Promise((r) => setTimeout(r, 20));
        },
      });
    }
    const later = new Date(Date.now() + 1500);
    for (let n = 0; n < 30; n++) await (n % 2 ? one : two).send('test.once', { n }, n < 10 ? { startAfter: later } : {});
    // The same singleton key twice while the first is queued: one job.
    await one.send('test.keyed', { n: 100 }, { startAfter: later, singletonKey: 'only-one' });
    await two.send('test.keyed', { n: 101 }, { startAfter: later, singletonKey: 'only-one' });
    await vi.waitFor(() => expect(runs.length).toBeGreaterThanOrEqual(31), { timeout: 30_000, interval: 200 });
    await new Promise((r) => setTimeout(r, 1500)); // a second run would show by now
    const ns = runs.map((r) => r.n).sort((x, y) => x - y);
    expect(ns).toEqual([...Array.from({ length: 30 }, (_, i) => i), 100]);
    expect(new Set(runs.map((r) => r.by))).toEqual(new Set(['one', 'two']));
  });

  it('retries a failing job with a growing wait, then lists it as failed on either instance', async () => {
    const [one, two] = [await open(), await open()];
    const attempts: number[] = [];
    for (const q of [one, two]) {
      await q.define<{ mobile: string; code: string }>('test.flaky', {
        retry: { retryLimit: 2, retryDelaySeconds: 1, retryBackoff: true },
        describe: (d) => `短信 → 尾号 ${d.mobile.slice(-4)}`,
        run: async () => {
          attempts.push(Date.now());
          throw new Error('短信网关超时');
        },
      });
    }
    await one.send('test.flaky', { mobile: '13700001234', code: '135790' });
    await vi.waitFor(async () => expect((await two.failed(20)).filter((j) => j.queue === 'test.flaky')).toHaveLength(1), { timeout: 40_000, interval: 500 });
    expect(attempts).toHaveLength(3);
    // pg-boss's backoff: about 1 s, then about 2 s (with jitter), each wait at least the base second.
    const gaps = attempts.slice(1).map((t, i) => t - attempts[i]);
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(900);
    const [failed] = (await one.failed(20)).filter((j) => j.queue === 'test.flaky');
    expect(failed).toMatchObject({ summary: '短信 → 尾号 1234', error: '短信网关超时', attempts: 3 });
    expect(JSON.stringify(failed)).not.toContain('135790');
    expect(await two.retry('test.flaky', failed.id)).toBe(true);
    await vi.waitFor(() => expect(attempts.length).toBeGreaterThanOrEqual(4), { timeout: 20_000, interval: 250 });
  });
});

describe('two mall-api instances on pg-boss', () => {
  const apps: FastifyInstance[] = [];
  const databases: Database[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const database of databases) await database.close();
  });

  it('close an unpaid order once, at its time, whichever instance made it', async () => {
    for (let i = 0; i < 2; i++) {
      const database = await openDatabase({ url });
      databases.push(database);
      const app = await buildApp({
        db: database,
        captcha: fixedCodeCaptchaService(FIXED_CAPTCHA),
        rateLimit: false,
        logger: false,
        // 0.03 minutes: an order closes itself 1.8 s after it was made.
        order: { settings: { autoCloseMinutes: 0.03 } },
        jobs: () => createPgBossQueue({ connectionString: url, log: quiet, pollingIntervalSeconds: 0.5 }),
      });
      await app.ready();
      apps.push(app);
    }
    const token = await login(apps[0]);
    const rows = (await databases[0].db.execute(sql`select s.sku_id, s.stock from goods_sku s join goods g using (goods_id) where g.is_on_shelf and s.stock >= 20 order by s.sku_id limit 1`)) as unknown as { rows: { sku_id: number; stock: number }[] };
    const { sku_id, stock } = rows.rows[0];
    const key = keyMaker('scale');
    const orders = [];
    for (let i = 0; i < 4; i++) orders.push(await callOk(apps[i % 2], '/api/order/create', { token, sku_id, num: 1, order_key: key() }));
    const ids = orders.map((o) => o.order_id as number);
    const closedCount = async () =>
      Number(((await databases[0].db.execute(sql`select count(*)::int n from orders where order_status = 'closed' and order_id in ${sql.raw(`(${ids.join(',')})`)}`)) as unknown as { rows: { n: number }[] }).rows[0].n);
    await vi.waitFor(async () => expect(await closedCount()).toBe(4), { timeout: 30_000, interval: 300 });
    await new Promise((r) => setTimeout(r, 1500));
    const logs = (await databases[0].db.execute(sql`select entity_id, count(*)::int n from order_log where event = 'auto_close' and entity_id in ${sql.raw(`(${ids.join(',')})`)} group by entity_id`)) as unknown as { rows: { n: number }[] };
    expect(logs.rows.map((r) => r.n)).toEqual([1, 1, 1, 1]);
    const after = (await databases[0].db.execute(sql`select stock from goods_sku where sku_id = ${sku_id}`)) as unknown as { rows: { stock: number }[] };
    expect(after.rows[0].stock).toBe(stock);
  });
});
