// Seckill burst through mall-api's REST: `burst` order creates (`inFlight` at a time) at the running
// slot's goods with the most slot stock, by the seeded members (promo01..03, demo, member01..04; each
// held to the per-member limit). Answers requests/s over the burst, p50/p99 of one create, how many
// orders were made and how many refused (sold out or over the limit). That exactly the slot stock is
// sold under such a burst is proven by apps/mall-api/src/modules/promotion/seckill-burst.test.ts.
//
//   import { benchSeckill } from './tools/bench/seckill.mjs';
//   await benchSeckill({ apiUrl: 'http://127.0.0.1:3001', captchaCode: '8832' });
//
// Needs mall-api with CAPTCHA_FIXED_CODE (the same value as `captchaCode`) over a seeded database.
import { call, ensureAddresses, login, percentile as pct, postgresBenchUrl, root, startProcess, waitFor } from './lib/servers.mjs';

const MEMBERS = [
  ['promo01', 'promo01pass'],
  ['promo02', 'promo02pass'],
  ['promo03', 'promo03pass'],
  ['demo', 'demo123456'],
  ['member01', 'member1pass'],
  ['member02', 'member2pass'],
  ['member03', 'member3pass'],
  ['member04', 'member4pass'],
];

/**
 * @param {{ apiUrl: string, captchaCode?: string, burst?: number, inFlight?: number }} options
 * @returns {Promise<{ burst: number, made: number, refused: number, slotStock: number, seconds: number, requestsPerSecond: number, p50: number, p99: number, errors: string[] }>}
 */
export async function benchSeckill({ apiUrl, captchaCode = '8832', burst = 1000, inFlight = 200 }) {
  const base = apiUrl.replace(/\/+$/, '');
  const tokens = [];
  for (const [u, p] of MEMBERS) tokens.push(await login(base, u, p, captchaCode).catch(() => null));
  const sessions = tokens.filter(Boolean);
  // Express delivery needs an address: give members without one a default address.
  await ensureAddresses(base, sessions, { name: '秒杀压测', mobilePrefix: '1390001', address: '麓山南路 2 号' });
  const slots = await call(base, '/api/seckill/lists', {});
  const running = slots.data.list.find((s) => s.state === 'running');
  if (!running) throw new Error('no running seckill slot: seed the database');
  const goods = (await call(base, '/api/seckill/page', { slot_id: running.slot_id, page_size: 100 })).data.list.sort((a, b) => b.stock - a.stock)[0];
  const ms = [];
  const errors = new Map();
  let made = 0;
  const started = performance.now();
  // `inFlight` connections at a time (a single client cannot open 1,000 sockets at once without the
  // kernel's listen backlog resetting some); each takes the next of the `burst` creates.
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(inFlight, burst) }, async () => {
      for (let i = next++; i < burst; i = next++) {
        const t0 = performance.now();
        const r = await call(base, '/api/order/create', { token: sessions[i % sessions.length], order_kind: 'seckill', promotion_id: goods.seckill_id, sku_id: goods.sku_id, num: 1, order_key: `seckill-bench-${i}-${Date.now()}` }).catch((e) => ({ code: -1, message: `network: ${e.cause?.code ?? e.message}` }));
        ms.push(performance.now() - t0);
        if (r.code === 0) made++;
        else errors.set(r.message, (errors.get(r.message) ?? 0) + 1);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  ms.sort((a, b) => a - b);
  const r1 = (x) => Math.round(x * 10) / 10;
  return {
    burst,
    made,
    refused: burst - made,
    slotStock: goods.stock,
    seconds: r1(seconds),
    requestsPerSecond: r1(burst / seconds),
    p50: r1(pct(ms, 50)),
    p99: r1(pct(ms, 99)),
    errors: [...errors.entries()].map(([m, n]) => `${m} ×${n}`),
  };
}

// ---------------------------------------------------------------------------------------------
// Standalone run (`node tools/bench/seckill.mjs`): mall-api on a spare port over a fresh PGlite
// database (tmp/bench-seckill), and PostgreSQL when BENCH_DATABASE_URL is set (recreated fresh).
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

async function runOne(label, env, port) {
  const stop = startProcess('npx', ['tsx', '--tsconfig', 'apps/mall-api/tsconfig.json', 'apps/mall-api/src/main.ts'], {
    API_PORT: String(port),
    CAPTCHA_FIXED_CODE: '8832',
    ORDER_SWEEP_SECONDS: '0',
    LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
    ...env,
  });
  try {
    await waitFor(`http://127.0.0.1:${port}/health`, { ms: 600_000 });
    const r = await benchSeckill({ apiUrl: `http://127.0.0.1:${port}` });
    console.log(`${label.padEnd(10)} burst ${r.burst} on slot stock ${r.slotStock}: ${r.made} made, ${r.refused} refused, ${r.requestsPerSecond} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms (${r.seconds} s)`);
    console.log(`           refusals: ${r.errors.join(' | ')}`);
  } finally {
    stop();
    await new Promise((r) => setTimeout(r, 1000));
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.BENCH_PORT ?? 4805);
  const dir = resolve(root, 'tmp/bench-seckill');
  rmSync(dir, { recursive: true, force: true });
  await runOne('PGlite', { DATABASE_URL: '', DATA_DIR: dir }, port);
  // A fresh database of BENCH_DATABASE_URL's name on its server.
  const pgUrl = process.env.BENCH_DATABASE_URL && (await postgresBenchUrl(new URL(process.env.BENCH_DATABASE_URL).pathname.slice(1), { fresh: true }));
  if (pgUrl) {
    await runOne('PostgreSQL', { DATABASE_URL: pgUrl, DATA_DIR: resolve(root, 'tmp/bench-seckill-pg') }, port + 1);
  }
}
