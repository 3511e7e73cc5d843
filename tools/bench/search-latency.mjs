// Keyword-search latency of mall-api on a 100k-goods catalogue, measured in-process (fastify inject,
// so routing, validation and serialisation are included; no network):
//
//   node tools/bench/search-latency.mjs            # PGlite in tmp/bench-100k (seeded once, then reused)
//   DATABASE_URL=postgres://… node tools/bench/search-latency.mjs   # also PostgreSQL (database mall_bench_100k)
//
// Options (env): SEARCH_QUERIES (default 200 per keyword length), SEARCH_SCALE (default 100k).
// Prints p50/p95/p99 for 1-, 2-, 3- and 4-character keywords, and a naive LIKE '%…%' scan of the
// same keywords for comparison. A measurement, not a test: figures depend on the machine.
import { spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

// mall-api is TypeScript: run this file again under tsx (with mall-api's tsconfig paths) when needed.
if (!process.env.SEARCH_LATENCY_TSX) {
  const tsx = resolve(root, 'node_modules/.bin/tsx');
  const r = spawnSync(tsx, ['--tsconfig', resolve(root, 'apps/mall-api/tsconfig.json'), fileURLToPath(import.meta.url), ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, SEARCH_LATENCY_TSX: '1' },
  });
  process.exit(r.status ?? 1);
}

const { performance } = await import('node:perf_hooks');
const { sql } = await import('drizzle-orm');
const { buildApp } = await import('../../apps/mall-api/src/app.ts');
const { openDatabase } = await import('../../apps/mall-api/src/db/client.ts');
const { seedDatabase } = await import('../../apps/mall-api/src/db/seed.ts');
const { parseSeedScale } = await import('../../apps/mall-api/src/db/seed-catalogue.ts');

const QUERIES = Number(process.env.SEARCH_QUERIES ?? 200);
const SCALE = parseSeedScale(process.env.SEARCH_SCALE ?? '100k');
const KEYWORDS = {
  1: ['橙', '茶', '米', '枣', '蜜'],
  2: ['脐橙', '大米', '枸杞', '普洱', '腊肉', '新鲜', '礼盒', '香菇'],
  3: ['黄金茶', '普洱茶', '猕猴桃', '小龙虾', '土鸡蛋', '黑木耳'],
  4: ['赣南脐橙', '宁夏中宁', '和田大枣', '恩施硒茶', '五常有机', '湘西土家'],
};

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const fmt = (ms) => Number(ms.toFixed(2));

async function measure(label, database) {
  const started = Date.now();
  await database.migrate();
  const goodsCount = async () => Number((await database.db.execute(sql`select count(*)::int as n from goods`)).rows[0].n);
  // A database that already holds the catalogue is reused as it is.
  const seed = (await goodsCount()) >= SCALE ? { counts: {} } : await seedDatabase(database.db, { scale: SCALE });
  const n = await goodsCount();
  console.log(`${label}: ${n} goods (${Object.keys(seed.counts).length ? `seeded ${JSON.stringify(seed.counts)}` : 'reused'}) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const app = await buildApp({ db: database, rateLimit: false, logger: false });
  await app.ready();
  const rows = [];
  try {
    for (const [len, words] of Object.entries(KEYWORDS)) {
      const call = async (keyword) => {
        const t0 = performance.now();
        const res = await app.inject({ method: 'POST', url: '/api/goodssku/page', payload: { keyword, page: 1, page_size: 20 } });
        const ms = performance.now() - t0;
        const body = res.json();
        if (body.code !== 0) throw new Error(`${keyword}: ${body.message}`);
        return { ms, count: body.data.count };
      };
      for (const w of words) await call(w); // warm-up: plans, caches
      const times = [];
      const counts = new Map();
      for (let i = 0; i < QUERIES; i++) {
        const w = words[i % words.length];
        const { ms, count } = await call(w);
        times.push(ms);
        counts.set(w, count);
      }
      times.sort((a, b) => a - b);
      // The same keywords as a naive sequential LIKE (what 2-character keywords cost without the gram index).
      const naive = [];
      for (let i = 0; i < Math.min(QUERIES, 40); i++) {
        const w = words[i % words.length];
        const t0 = performance.now();
        await database.db.execute(sql`select s.sku_id from goods g join goods_sku s on s.goods_id = g.goods_id and s.is_default
          where g.is_on_shelf and lower(g.goods_name) like ${`%${w}%`} order by g.sort, g.goods_id limit 20`);
        naive.push(performance.now() - t0);
      }
      naive.sort((a, b) => a - b);
      rows.push({
        database: label,
        keyword: `${len} char`,
        queries: times.length,
        'p50 ms': fmt(pct(times, 50)),
        'p95 ms': fmt(pct(times, 95)),
        'p99 ms': fmt(pct(times, 99)),
        'matches (min-max)': `${Math.min(...counts.values())}-${Math.max(...counts.values())}`,
        'naive LIKE p50 ms': fmt(pct(naive, 50)),
      });
    }
  } finally {
    await app.close();
  }
  return rows;
}

const results = [];
const pglite = await openDatabase({ url: '', pgliteDir: resolve(root, 'tmp/bench-100k') });
try {
  results.push(...(await measure('PGlite', pglite)));
} finally {
  await pglite.close();
}

if (process.env.DATABASE_URL) {
  const { default: pg } = await import('pg');
  const base = new URL(process.env.DATABASE_URL);
  const admin = new pg.Client({ connectionString: base.toString() });
  await admin.connect();
  const exists = await admin.query(`select 1 from pg_database where datname = 'mall_bench_100k'`);
  if (exists.rowCount === 0) await admin.query('create database mall_bench_100k');
  await admin.end();
  base.pathname = '/mall_bench_100k';
  const postgres = await openDatabase({ url: base.toString() });
  try {
    results.push(...(await measure('PostgreSQL', postgres)));
  } finally {
    await postgres.close();
  }
}

console.log(`\nPOST /api/goodssku/page {keyword, page_size: 20} via fastify inject, ${QUERIES} queries per keyword length`);
console.table(results);
