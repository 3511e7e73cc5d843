// Checkout throughput through mall-api's REST: `concurrency` workers each loop
// calculate → create (→ pay with the labelled demo provider, which takes no money) for `seconds`,
// and the answer is orders/s with p50/p99 of the create call and of the whole checkout.
//
// What it needs on the database (the normal seed has it): members that can log in — the bench logs in
// as demo/demo123456 and member01..member04 (memberNpass), so mall-api must run with
// CAPTCHA_FIXED_CODE (pass the same value as `captchaCode`), and gives a member without an address a
// default one through /api/memberaddress/add — and on-shelf skus with stock: each worker buys one
// unit of a different high-stock sku per order, dropping a sku when its stock runs out. Orders are
// left unpaid unless `pay` is set (then paid with the demo provider, which takes no money).
//
//   import { benchCheckout } from './tools/bench/checkout.mjs';
//   await benchCheckout({ apiUrl: 'http://127.0.0.1:3001', captchaCode: '8832' });
//
// Run alone (`node tools/bench/checkout.mjs`): starts mall-api on a spare port over a bench database
// (PGlite in tmp/bench-checkout; and PostgreSQL when BENCH_DATABASE_URL is set, e.g.
// postgres://postgres@127.0.0.1:5432/mall_bench_checkout — created if missing) and prints both.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { call, ensureAddresses, login, percentile as pct, postgresBenchUrl, root, startProcess, waitFor } from './lib/servers.mjs';

const MEMBERS = [
  ['demo', 'demo123456'],
  ['member01', 'member1pass'],
  ['member02', 'member2pass'],
  ['member03', 'member3pass'],
  ['member04', 'member4pass'],
];

/**
 * @param {{ apiUrl: string, captchaCode?: string, tokens?: string[], concurrency?: number, seconds?: number, pay?: boolean }} options
 * @returns {Promise<{ orders: number, failed: number, seconds: number, ordersPerSecond: number, create: { p50: number, p99: number }, checkout: { p50: number, p99: number } }>}
 */
export async function benchCheckout({ apiUrl, captchaCode = '8832', tokens, concurrency = 10, seconds = 10, pay = false }) {
  const base = apiUrl.replace(/\/+$/, '');
  const sessions = tokens ?? (await Promise.all(MEMBERS.map(([u, p]) => login(base, u, p, captchaCode))));
  // Express delivery needs an address: give members without one a default address (REST).
  await ensureAddresses(base, sessions, { name: '压测用户', mobilePrefix: '1390000', address: '麓山南路 1 号' });
  const page = await call(base, '/api/goodssku/page', { sort: 'sales', page_size: 100 });
  let skus = page.data.list.filter((g) => g.stock >= 50).map((g) => g.sku_id);
  if (skus.length === 0) throw new Error('no sku with stock ≥ 50: seed the database');
  const createMs = [];
  const checkoutMs = [];
  let orders = 0;
  let failed = 0;
  const firstError = new Map();
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async (_, w) => {
      const token = sessions[w % sessions.length];
      for (let i = 0; performance.now() < deadline; i++) {
        const skuId = skus[(w * 7 + i) % skus.length];
        const t0 = performance.now();
        const calc = await call(base, '/api/order/calculate', { token, sku_id: skuId, num: 1 });
        const t1 = performance.now();
        const created = calc.code === 0 ? await call(base, '/api/order/create', { token, sku_id: skuId, num: 1, order_key: `bench-${w}-${i}-${Date.now()}` }) : calc;
        const t2 = performance.now();
        if (created.code !== 0) {
          failed++;
          if (!firstError.has(created.message)) firstError.set(created.message, skuId);
          if (/库存|售罄/.test(created.message)) skus = skus.filter((s) => s !== skuId);
          if (skus.length === 0) break;
          continue;
        }
        if (pay) await call(base, '/api/order/pay', { token, order_ids: [created.data.order_id], pay_type: 'demo', pay_key: `bench-pay-${w}-${i}-${Date.now()}` });
        createMs.push(t2 - t1);
        checkoutMs.push(performance.now() - t0);
        orders++;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  createMs.sort((a, b) => a - b);
  checkoutMs.sort((a, b) => a - b);
  const r1 = (x) => Math.round(x * 10) / 10;
  return {
    orders,
    failed,
    errors: [...firstError.keys()].slice(0, 3),
    seconds: r1(elapsed),
    ordersPerSecond: r1(orders / elapsed),
    create: { p50: r1(pct(createMs, 50)), p99: r1(pct(createMs, 99)) },
    checkout: { p50: r1(pct(checkoutMs, 50)), p99: r1(pct(checkoutMs, 99)) },
  };
}

// ---------------------------------------------------------------------------------------------
// Standalone run: mall-api over PGlite (and PostgreSQL with BENCH_DATABASE_URL).

async function runOne(label, env, port, options) {
  const stop = startProcess('npx', ['tsx', '--tsconfig', 'apps/mall-api/tsconfig.json', 'apps/mall-api/src/main.ts'], {
    API_PORT: String(port),
    CAPTCHA_FIXED_CODE: '8832',
    ORDER_SWEEP_SECONDS: '0',
    ...env,
  });
  try {
    await waitFor(`http://127.0.0.1:${port}/health`);
    const result = await benchCheckout({ apiUrl: `http://127.0.0.1:${port}`, captchaCode: '8832', ...options });
    console.log(`${label.padEnd(10)} ${String(result.ordersPerSecond).padStart(7)} orders/s  create p50 ${result.create.p50} ms p99 ${result.create.p99} ms  checkout p99 ${result.checkout.p99} ms  (${result.orders} orders, ${result.failed} refused, ${options.concurrency ?? 10} workers, ${result.seconds} s)`);
    if (result.errors.length) console.log(`           refusals: ${result.errors.join(' | ')}`);
    return result;
  } finally {
    stop();
    await new Promise((r) => setTimeout(r, 1000));
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const options = { concurrency: Number(process.env.BENCH_CONNECTIONS ?? 10), seconds: Number(process.env.BENCH_SECONDS ?? 10), pay: process.env.BENCH_PAY === '1' };
  const port = Number(process.env.BENCH_PORT ?? 4460);
  await runOne('PGlite', { DATABASE_URL: '', DATA_DIR: resolve(root, 'tmp/bench-checkout') }, port, options);
  if (process.env.BENCH_DATABASE_URL) {
    const pgUrl = await postgresBenchUrl(new URL(process.env.BENCH_DATABASE_URL).pathname.slice(1));
    if (pgUrl) await runOne('PostgreSQL', { DATABASE_URL: pgUrl, DATA_DIR: resolve(root, 'tmp/bench-checkout-pg') }, port + 1, options);
  }
}
