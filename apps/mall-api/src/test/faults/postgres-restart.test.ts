// PostgreSQL stopped and started again under load — a private cluster (initdb + pg_ctl on a free port),
// never the shared server. While it is down every request answers 503 with a clear Chinese message
// within the connect timeout (no 500, no hang), /readyz says 503 and /healthz 200; once it is back the
// same mall-api process serves again, without a restart of ours.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { urlFor } from '../pg-admin';
import { apiEnv, call, copyDatabase, login, PrivatePostgres, sleep, startServer, type ServerProcess, removeDataDirs } from './support';

const SERVICE_UNAVAILABLE = '服务暂时不可用，请稍后重试';
const CONNECT_TIMEOUT_MS = 2000;
const WORKERS = 9;
const CYCLES = 2;

let cluster: PrivatePostgres;
let api: ServerProcess | undefined;
let token: string;
let skuId: number;

beforeAll(async () => {
  cluster = await PrivatePostgres.create();
  const templateUrl = urlFor(inject('faultsPgBase'), inject('faultsTemplate'));
  const url = copyDatabase(templateUrl, cluster.baseUrl, 'mall_faults_restart');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ sku_id: number }>(`
    update goods_sku set stock = 1000000 where sku_id = (select s.sku_id from goods_sku s join goods g using (goods_id)
      where g.is_on_shelf order by s.sku_id limit 1) returning sku_id`);
  await client.end();
  skuId = rows[0].sku_id;
  api = await startServer(inject('faultsBundles')['mall-api'], apiEnv(url, { DATABASE_CONNECT_TIMEOUT_MS: String(CONNECT_TIMEOUT_MS), READY_TIMEOUT_MS: '500', CAPTCHA_RATE_LIMIT_PER_MINUTE: '100000' }));
  token = await login(api.url);
});

afterAll(() => {
  // A crash is the bug this test is for: show what the process said.
  if (api && api.child.exitCode !== null) console.error(`mall-api exited with ${api.child.exitCode}:\n${api.output()}`);
  api?.child.kill('SIGKILL');
  cluster?.destroy();
  removeDataDirs();
});

interface Outcome {
  at: number;
  status: number;
  message: string;
  ms: number;
}

describe('PostgreSQL restarted under load (private cluster)', () => {
  it('answers 503 with a clear message while it is down and recovers without restarting mall-api, twice', async () => {
    const base = api!.url;
    const outcomes: Outcome[] = [];
    let stop = false;
    const started = Date.now();
    // Reads, a single insert (captcha) and a multi-statement transaction (checkout: stock, order,
    // lines), so the stop lands on connections idle, querying and between a transaction's statements.
    let n = 0;
    const worker = async (i: number) => {
      while (!stop) {
        const t0 = Date.now();
        const res =
          i % 3 === 0
            ? await call(base, '/api/goodsbrand/page', { page: 1, page_size: 10 }, 15_000)
            : i % 3 === 1
              ? await call(base, '/api/captcha/captcha', {}, 15_000)
              : await call(base, '/api/order/create', { token, sku_id: skuId, num: 1, order_key: `restart-${i}-${n++}` }, 15_000);
        outcomes.push({ at: t0 - started, status: res.status, message: res.json.message, ms: Date.now() - t0 });
        await sleep(20);
      }
    };
    const workers = Array.from({ length: WORKERS }, (_, i) => worker(i));
    await sleep(1000);

    // Two stop/start cycles: each stop lands on other connections' states (idle, querying, mid-transaction).
    const cycles: { stoppedAt: number; restartedAt: number; recoveredAt: number }[] = [];
    let readyWhileDown: Response | undefined;
    let readyBody: { checks: { database: string }; message: string } | undefined;
    let healthWhileDown: Response | undefined;
    for (let cycle = 0; cycle < CYCLES; cycle++) {
      const stoppedAt = Date.now() - started;
      cluster.stop('fast');
      await sleep(1200);
      if (cycle === 0) {
        readyWhileDown = await fetch(`${base}/readyz`);
        readyBody = (await readyWhileDown.json()) as { checks: { database: string }; message: string };
        healthWhileDown = await fetch(`${base}/healthz`);
      }
      await sleep(800);
      const restartedAt = Date.now() - started;
      cluster.start();
      // Recovery: the first success after the restart, with the same process.
      let recoveredAt = -1;
      for (let i = 0; i < 100 && recoveredAt < 0; i++) {
        const hit = outcomes.find((o) => o.at >= restartedAt && o.status === 200);
        if (hit) recoveredAt = hit.at;
        else await sleep(100);
      }
      cycles.push({ stoppedAt, restartedAt, recoveredAt });
      await sleep(700);
    }
    await sleep(1000);
    stop = true;
    await Promise.all(workers);
    const readyAfter = await fetch(`${base}/readyz`);

    const failures = outcomes.filter((o) => o.status !== 200);
    const unavailable = failures.filter((o) => o.status === 503 && o.message === SERVICE_UNAVAILABLE);
    // Not one 500, connection error or other answer: every failure is the clear 503.
    expect(failures.filter((o) => !(o.status === 503 && o.message === SERVICE_UNAVAILABLE)).map((o) => `${o.status} ${o.message}`)).toEqual([]);
    expect(unavailable.length).toBeGreaterThan(0);
    // No hang: nothing waited much longer than the pool's connect timeout.
    expect(Math.max(...outcomes.map((o) => o.ms))).toBeLessThan(CONNECT_TIMEOUT_MS + 2000);
    expect(readyWhileDown?.status).toBe(503);
    expect(readyBody?.checks.database).not.toBe('ok');
    expect(readyBody?.message).toMatch(/数据库/);
    expect(healthWhileDown?.status).toBe(200);
    for (const c of cycles) expect(c.recoveredAt, `recovered after restart at ${c.restartedAt} ms`).toBeGreaterThan(0);
    expect(readyAfter.status).toBe(200);
    // Same process all along: it never exited.
    expect(api!.child.exitCode).toBeNull();
    // Everything answered before the stop succeeded (a request in flight at the stop may be a 503).
    const before = outcomes.filter((o) => o.at + o.ms < cycles[0].stoppedAt);
    expect(before.filter((o) => o.status !== 200).map((o) => `${o.status} ${o.message}`)).toEqual([]);
    console.info(
      `[faults] PostgreSQL restart: ${outcomes.length} requests, ${unavailable.length} answered 503 (${SERVICE_UNAVAILABLE}), 0 other failures; ` +
        `${CYCLES} stops of ~${cycles[0].restartedAt - cycles[0].stoppedAt} ms, first success ${cycles.map((c) => c.recoveredAt - c.restartedAt).join(' / ')} ms after each start; ` +
        `slowest answer ${Math.max(...outcomes.map((o) => o.ms))} ms`,
    );
  });
});
