// Search latency of mall-api on a large catalogue, measured in-process (fastify inject, so routing,
// validation and serialisation are included; no network):
//
//   node tools/bench/search-latency.mjs                         # PGlite in tmp/bench-100k (seeded once, then reused)
//   DATABASE_URL=postgres://… node tools/bench/search-latency.mjs   # also PostgreSQL (database mall_bench_<scale>)
//   SEARCH_BENCH_URL=postgres://…/h7_search node tools/bench/search-latency.mjs   # that PostgreSQL database as it is
//
// Options (env): SEARCH_QUERIES (default 200 per row), SEARCH_SCALE (default 100k; 1000k for a million),
// SEARCH_SKIP_PGLITE=1, SEARCH_EXPLAIN=1 (prints EXPLAIN ANALYZE of one query per row, PostgreSQL).
// Rows: /list searches as the page asks them (page 1 of 20, default relevance order, facet counts)
// for 1-, 2- and 3-character keywords, several words, pinyin and initials, mixed terms (qy果); then a few of them with
// one filter chosen (category, brand, 832 tag, county level, price band); then the header's
// suggestions. A measurement, not a test: figures depend on the machine (and what else runs on it);
// on PostgreSQL the last columns are the mean CPU per query (mall-api + its database backend, read from
// /proc), which a busy machine does not inflate as it does the wall-clock percentiles, and the
// backend's part of it.
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
const { searchGoods } = await import('../../apps/mall-api/src/modules/search/goods.ts');

const QUERIES = Number(process.env.SEARCH_QUERIES ?? 200);
const SCALE = parseSeedScale(process.env.SEARCH_SCALE ?? '100k');

/** /api/goodssku/page keywords by kind (names and synonyms of the seed's goods). */
export const SEARCHES = {
  '1 char': ['橙', '茶', '米', '枣', '蜜'],
  '2 chars': ['脐橙', '大米', '枸杞', '普洱', '腊肉', '新鲜', '礼盒', '香菇'],
  '3 chars': ['黄金茶', '普洱茶', '猕猴桃', '小龙虾', '土鸡蛋', '黑木耳'],
  'several words': ['赣南 脐橙', '五常 大米', '湘西 腊肉', '新鲜 猕猴桃', '有机 大米 礼盒', '奇异果 四川'],
  'pinyin, initials': ['qiyiguo', 'qyg', 'mht', 'mihoutao', 'larou', 'wcdhx'],
  // Letters and Chinese in one term: their goods are the initials' or pinyin's, each checked for the Chinese.
  'mixed pinyin and Chinese': ['qy果', 'mh桃'],
};
/**
 * Searches again with one filter chosen, as a shopper narrows a list from its facets: the largest leaf
 * category or brand of the keyword's own facets, the 832 tag, the county level, the 50–99.99 yuan
 * band; each with the facet counts of the narrowed list. A row per filter over one-term keywords
 * (1 to 3 characters), then one row of several words and pinyin, each with another of the filters.
 */
const FILTERED = ['米', '新鲜', '大米', '猕猴桃'];
const FILTERS = {
  category: (f) => ({ category_id: f.categories[0].category_id, level: f.categories[0].level }),
  brand: (f) => ({ brand_id: f.brands[0].brand_id }),
  '832 tag': () => ({ tag_type: 1 }),
  'county level': () => ({ tag_level: 4 }),
  'price band': () => ({ min_price: '50', max_price: '99.99' }),
};
const FILTERED_WORDS = ['赣南 脐橙', '五常 大米', 'qiyiguo', '湘西 腊肉', 'mht'];
/** The header's suggestions: what is typed after one, two and three keystrokes. */
const SUGGESTS = ['猕', 'q', 'm', '脐', 'qy', 'mh', '赣南', 'xx', '奇异', 'qyg', '五常大', 'lar'];

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const fmt = (ms) => Number(ms.toFixed(2));

const { readFileSync } = await import('node:fs');
const TICK_MS = 10; // /proc's clock ticks (USER_HZ 100)
/** CPU time (ms) used so far by a local process: what a query costs whatever else the machine runs. */
const cpuOf = (pid) => {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return null;
  }
};

async function timed(words, call, backendPid) {
  for (const w of words) await call(w); // warm-up: plans, caches
  const times = [];
  const counts = new Map();
  const cpu0 = { node: process.cpuUsage(), db: backendPid ? cpuOf(backendPid) : null };
  for (let i = 0; i < QUERIES; i++) {
    const w = words[i % words.length];
    const t0 = performance.now();
    const n = await call(w);
    times.push(performance.now() - t0);
    counts.set(w, n);
  }
  const node = process.cpuUsage(cpu0.node);
  const db = cpu0.db === null ? null : cpuOf(backendPid) - cpu0.db;
  times.sort((a, b) => a - b);
  // Mean CPU per query of mall-api (this process) and of its one PostgreSQL backend: on a busy machine
  // the wall-clock percentiles above include waiting for a core; this does not.
  const cpu = db === null ? null : (node.user + node.system) / 1000 / QUERIES + db / QUERIES;
  return { times, counts, cpu, dbCpu: db === null ? null : db / QUERIES };
}

/** EXPLAIN ANALYZE of every statement one search runs (its SQL captured from db.execute). */
async function explain(database, search) {
  const captured = [];
  const db = new Proxy(database.db, {
    get: (target, prop) => (prop === 'execute' ? (q) => (captured.push(q), target.execute(q)) : Reflect.get(target, prop)),
  });
  // The REST filters as searchGoods takes them (prices in fen).
  const fen = (yuan) => (yuan === undefined ? undefined : Math.round(Number(yuan) * 100));
  const { keyword, category_id, level, brand_id, tag_type, tag_level, min_price, max_price } = search;
  await searchGoods(db, {
    keyword, categoryId: category_id, level, brandId: brand_id, tagType: tag_type, tagLevel: tag_level, minPrice: fen(min_price), maxPrice: fen(max_price),
    searchType: 0, sort: 'composite', page: 1, pageSize: 20, facets: true,
  });
  for (const q of captured) {
    const plan = await database.db.execute(sql`explain (analyze, buffers, costs off) ${q}`);
    console.log(`\n-- ${JSON.stringify(search)}\n${plan.rows.map((r) => r['QUERY PLAN']).join('\n')}`);
  }
}

export async function measure(label, database) {
  const started = Date.now();
  await database.migrate();
  const goodsCount = async () => Number((await database.db.execute(sql`select count(*)::int as n from goods`)).rows[0].n);
  // A database that already holds the catalogue is reused as it is.
  const seed = (await goodsCount()) >= SCALE ? { counts: {} } : await seedDatabase(database.db, { scale: SCALE });
  const n = await goodsCount();
  console.log(`${label}: ${n} goods (${Object.keys(seed.counts).length ? `seeded ${JSON.stringify(seed.counts)}` : 'reused'}) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const app = await buildApp({ db: database, rateLimit: false, logger: false });
  await app.ready();
  const post = async (url, payload) => {
    const body = (await app.inject({ method: 'POST', url, payload })).json();
    if (body.code !== 0) throw new Error(`${url} ${JSON.stringify(payload)}: ${body.message}`);
    return body.data;
  };
  // PostgreSQL: one pooled connection (DATABASE_POOL_MAX=1 below), so its backend's CPU is this bench's.
  const backendPid = label === 'PostgreSQL' ? Number((await database.db.execute(sql`select pg_backend_pid() as pid`)).rows[0].pid) : null;
  const rows = [];
  const page = (payload) => post('/api/goodssku/page', { page: 1, page_size: 20, facets: 1, ...payload });
  const row = (query, { times, counts, cpu, dbCpu }) =>
    rows.push({
      database: label,
      query,
      queries: times.length,
      'p50 ms': fmt(pct(times, 50)),
      'p95 ms': fmt(pct(times, 95)),
      'p99 ms': fmt(pct(times, 99)),
      'matches (min-max)': `${Math.min(...counts.values())}-${Math.max(...counts.values())}`,
      ...(cpu === null ? {} : { 'CPU ms/query': fmt(cpu), 'of which db': fmt(dbCpu) }),
    });
  try {
    for (const [kind, words] of Object.entries(SEARCHES)) {
      row(`${kind} + facets`, await timed(words, async (keyword) => (await page({ keyword })).count, backendPid));
      if (process.env.SEARCH_EXPLAIN && label !== 'PGlite') await explain(database, { keyword: words[0] });
    }
    const facetsOf = new Map();
    for (const keyword of [...FILTERED, ...FILTERED_WORDS]) facetsOf.set(keyword, (await page({ keyword })).facets);
    const filtered = async (query, searches) => {
      row(query, await timed(searches, async (payload) => (await page(payload)).count, backendPid));
      if (process.env.SEARCH_EXPLAIN && label !== 'PGlite') await explain(database, searches[0]);
    };
    for (const [kind, choose] of Object.entries(FILTERS)) {
      await filtered(`1-3 chars + ${kind} + facets`, FILTERED.map((keyword) => ({ keyword, ...choose(facetsOf.get(keyword)) })));
    }
    const chooses = Object.values(FILTERS);
    await filtered('words, pinyin + a filter + facets', FILTERED_WORDS.map((keyword, i) => ({ keyword, ...chooses[i % chooses.length](facetsOf.get(keyword)) })));
    row('suggestions (1-3 keystrokes)', await timed(SUGGESTS, async (keyword) => (await post('/api/goodssku/suggest', { keyword })).list.length, backendPid));
  } finally {
    await app.close();
  }
  return rows;
}

const results = [];
if (!process.env.SEARCH_SKIP_PGLITE) {
  const pglite = await openDatabase({ url: '', pgliteDir: resolve(root, SCALE === 100_000 ? 'tmp/bench-100k' : `tmp/bench-${SCALE}`) });
  try {
    results.push(...(await measure('PGlite', pglite)));
  } finally {
    await pglite.close();
  }
}

let pgUrl = process.env.SEARCH_BENCH_URL;
if (!pgUrl && process.env.DATABASE_URL) {
  const { default: pg } = await import('pg');
  const base = new URL(process.env.DATABASE_URL);
  const name = SCALE === 100_000 ? 'mall_bench_100k' : `mall_bench_${SCALE}`;
  const admin = new pg.Client({ connectionString: base.toString() });
  await admin.connect();
  const exists = await admin.query(`select 1 from pg_database where datname = $1`, [name]);
  if (exists.rowCount === 0) await admin.query(`create database ${name}`);
  await admin.end();
  base.pathname = `/${name}`;
  pgUrl = base.toString();
}
if (pgUrl) {
  process.env.DATABASE_POOL_MAX = '1';
  const postgres = await openDatabase({ url: pgUrl });
  try {
    results.push(...(await measure('PostgreSQL', postgres)));
  } finally {
    await postgres.close();
  }
}

console.log(`\nSearch on ${SCALE.toLocaleString('en')} goods via fastify inject, ${QUERIES} queries per row: POST /api/goodssku/page {keyword, page_size: 20, facets: 1}; POST /api/goodssku/suggest {keyword}`);
console.table(results);
