// PostgreSQL stopped and started again under load — a private cluster (initdb + pg_ctl on a free port),
// never the shared server. While it is down every request answers 503 with a clear Chinese message
// within the connect timeout (no 500, no hang), /readyz says 503 and /healthz 200; once it is back the
// same mall-api process serves again, without a restart of ours.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { urlFor } from '../pg-admin';
import { apiEnv, call, copyDatabase, PrivatePostgres, sleep, startServer, type ServerProcess } from './support';

const SERVICE_UNAVAILABLE = '服务暂时不可用，请稍后重试';
const CONNECT_TIMEOUT_MS = 2000;
const WORKERS = 8;

let cluster: PrivatePostgres;
let api: ServerProcess | undefined;

beforeAll(async () => {
  cluster = await PrivatePostgres.create();
  const templateUrl = urlFor(inject('faultsPgBase'), inject('faultsTemplate'));
  const url = copyDatabase(templateUrl, cluster.baseUrl, 'mall_faults_restart');
  api = await startServer(inject('faultsBundles')['mall-api'], apiEnv(url, { DATABASE_CONNECT_TIMEOUT_MS: String(CONNECT_TIMEOUT_MS), READY_TIMEOUT_MS: '500' }));
});

afterAll(() => {
  api?.child.kill('SIGKILL');
  cluster?.destroy();
});

interface Outcome {
  at: number;
  status: number;
  message: string;
  ms: number;
}

describe('PostgreSQL restarted under load (private cluster)', () => {
  it('answers 503 with a clear message while it is down and recovers without restarting mall-api', async () => {
    const base = api!.url;
    const outcomes: Outcome[] = [];
    let stop = false;
    const started = Date.now();
    // Reads and a write path: the brand page and the captcha (which inserts a row).
    const worker = async (i: number) => {
      while (!stop) {
        const t0 = Date.now();
        const res = i % 2 ? await call(base, '/api/goodsbrand/page', { page: 1, page_size: 10 }, 15_000) : await call(base, '/api/captcha/captcha', {}, 15_000);
        outcomes.push({ at: t0 - started, status: res.status, message: res.json.message, ms: Date.now() - t0 });
        await sleep(20);
      }
    };
    const workers = Array.from({ length: WORKERS }, (_, i) => worker(i));
    await sleep(1000);

    const stoppedAt = Date.now() - started;
    cluster.stop('fast');
    await sleep(1500);
    const readyWhileDown = await fetch(`${base}/readyz`);
    const readyBody = (await readyWhileDown.json()) as { checks: { database: string }; message: string };
    const healthWhileDown = await fetch(`${base}/healthz`);
    await sleep(1000);
    const restartedAt = Date.now() - started;
    cluster.start();

    // Recovery: the first success after the restart, with the same process.
    let recoveredAt = -1;
    for (let i = 0; i < 100 && recoveredAt < 0; i++) {
      const hit = outcomes.find((o) => o.at >= restartedAt && o.status === 200);
      if (hit) recoveredAt = hit.at;
      else await sleep(100);
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
    expect(readyWhileDown.status).toBe(503);
    expect(readyBody.checks.database).not.toBe('ok');
    expect(readyBody.message).toMatch(/数据库/);
    expect(healthWhileDown.status).toBe(200);
    expect(recoveredAt).toBeGreaterThan(0);
    expect(readyAfter.status).toBe(200);
    // Same process all along: it never exited.
    expect(api!.child.exitCode).toBeNull();
    const before = outcomes.filter((o) => o.at < stoppedAt);
    expect(before.every((o) => o.status === 200)).toBe(true);
    console.info(
      `[faults] PostgreSQL restart: ${outcomes.length} requests, ${unavailable.length} answered 503 (${SERVICE_UNAVAILABLE}), 0 other failures; ` +
        `down ${restartedAt - stoppedAt} ms, first success ${recoveredAt - restartedAt} ms after the start; slowest answer ${Math.max(...outcomes.map((o) => o.ms))} ms`,
    );
  });
});
