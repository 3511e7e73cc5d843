// Catalogue throughput: the goods list of a category in each sort, keyword search (2-, 3- and
// 4-character keywords) and goods detail, through the GraphQL gateway and against mall-api directly.
// bench.mjs (or any runner) starts the servers and passes `cannon`, autocannon with its duration and
// connections already set:
//
//   import { benchCatalogue } from './catalogue.mjs';
//   console.table(await benchCatalogue({ apiUrl, siteUrl, cannon }));
//
// Returns one row per measurement for console.table: what, via, req/s, p50 ms, p99 ms, errors.
// Without `siteUrl` only the direct rows are measured. Run alone, it measures the category list in
// each sort direct to mall-api (the build) on the 100k catalogue in PostgreSQL mall_bench_100k,
// seeded first when it is not (SEED_SCALE=100k; goal : p50 ≤ 10 ms at 10 connections):
//
//   node tools/bench/catalogue.mjs      (BENCH_CATALOGUE_PORT, default 4530; BENCH_SECONDS, BENCH_CONNECTIONS)
//   BENCH_API_MAIN_BEFORE=tmp/mall-api-before/main.js node tools/bench/catalogue.mjs   (before/after in turns)
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Pool } from 'undici';
import { closedLoop, loopSummary, postgresBenchUrl, root, startApi } from './lib/servers.mjs';

/** The list's sorts (SPEC §7 /api/goodssku/page `sort`) and their names in the GraphQL schema. */
export const LIST_SORTS = [
  ['sales', 'SALES'],
  ['price_asc', 'PRICE_ASC'],
  ['price_desc', 'PRICE_DESC'],
  ['newest', 'NEWEST'],
];

const JSON_HEADERS = { 'content-type': 'application/json' };

/** Keywords by length; several per length so caches do not flatter one hot query. */
export const CATALOGUE_KEYWORDS = {
  2: ['脐橙', '大米', '枸杞', '普洱'],
  3: ['黄金茶', '普洱茶', '猕猴桃', '小龙虾'],
  4: ['赣南脐橙', '宁夏中宁', '和田大枣', '恩施硒茶'],
};

const LIST_QUERY = `query GoodsListBench($filter: GoodsListFilter, $sort: GoodsSort, $page: Int, $pageSize: Int) {
  goodsList(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {
    count pageCount list { skuId goodsName skuName skuImage price discountPrice tagType tagLevel saleNum shop { id name } }
  }
}`;
const DETAIL_QUERY = `query GoodsDetailBench($skuId: Int!) {
  goodsDetail(skuId: $skuId) {
    skuId goodsName skuName price discountPrice stock goodsImages introduction
    shop { id name } specs { name values { skuId name selected } } categoryPath { id name } manjian { rules { text } }
  }
}`;

/** Finds a few on-shelf sku ids to ask for (the first page of the list). */
async function sampleSkus(apiUrl, n) {
  const res = await fetch(`${apiUrl}/api/goodssku/page`, { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify({ page_size: n, sort: 'sales' }) });
  const body = await res.json();
  if (body.code !== 0) throw new Error(`goodssku/page: ${body.message}`);
  return body.data.list.map((g) => g.sku_id);
}

const row = (what, via, r) => ({
  what,
  via,
  'req/s': Math.round(r.requests.average),
  'p50 ms': r.latency.p50,
  'p99 ms': r.latency.p99,
  errors: r.errors + r.non2xx,
});

/**
 * @param {{ apiUrl: string, siteUrl: string, cannon: (opts: object) => Promise<import('autocannon').Result> }} options
 */
export async function benchCatalogue({ apiUrl, siteUrl, cannon, only }) {
  const api = apiUrl.replace(/\/+$/, '');
  const site = siteUrl?.replace(/\/+$/, '');
  const gqlHeaders = { ...JSON_HEADERS, 'x-mall-csrf': '1', origin: site };
  const skus = await sampleSkus(api, 8);
  const gql = (query, variables) => ({ method: 'POST', path: '/graphql', headers: gqlHeaders, body: JSON.stringify({ query, variables }) });
  const rest = (path, body) => ({ method: 'POST', path, headers: JSON_HEADERS, body: JSON.stringify(body) });

  const cases = [
    ...LIST_SORTS.map(([sort, gqlSort]) => ({
      what: `goods list (category 1, by ${sort})`,
      gateway: [gql(LIST_QUERY, { filter: { categoryId: 1, level: 1 }, sort: gqlSort, pageSize: 20 })],
      direct: [rest('/api/goodssku/page', { category_id: 1, level: 1, sort, page_size: 20 })],
    })),
    ...Object.entries(CATALOGUE_KEYWORDS).map(([len, words]) => ({
      what: `keyword search, ${len} characters`,
      gateway: words.map((keyword) => gql(LIST_QUERY, { filter: { keyword }, pageSize: 20 })),
      direct: words.map((keyword) => rest('/api/goodssku/page', { keyword, page_size: 20 })),
    })),
    {
      what: 'goods detail',
      gateway: skus.map((skuId) => gql(DETAIL_QUERY, { skuId })),
      // The detail call alone (the GraphQL query adds category path and full reduction).
      direct: skus.map((sku_id) => rest('/api/goodssku/detail', { sku_id })),
    },
  ];

  const rows = [];
  for (const c of cases.filter((x) => !only || only.test(x.what))) {
    if (site) rows.push(row(c.what, 'GraphQL gateway', await cannon({ url: site, requests: c.gateway })));
    rows.push(row(c.what, 'mall-api direct', await cannon({ url: api, requests: c.direct })));
  }
  return rows;
}

/**
 * The category list in each sort, direct to each of `apis` ({ via, url }) with one undici client and
 * `connections` workers: each warmed up untimed, then all in `rounds` turns, so a busy moment of the
 * shared machine falls on every one of them.
 */
async function benchListSorts({ apis, seconds, connections, rounds = 5 }) {
  const rows = [];
  for (const [sort] of LIST_SORTS) {
    const body = JSON.stringify({ category_id: 1, level: 1, sort, page_size: 20 });
    const variants = apis.map(({ via, url }) => {
      const pool = new Pool(url, { connections });
      const page = async () => {
        const { statusCode, body: res } = await pool.request({ path: '/api/goodssku/page', method: 'POST', headers: JSON_HEADERS, body });
        const answer = await res.json();
        if (statusCode !== 200 || answer.code !== 0) throw new Error(`HTTP ${statusCode}`);
      };
      return { via, pool, page };
    });
    for (const v of variants) await closedLoop(v.page, { seconds: 2, connections });
    const accs = variants.map(() => undefined);
    for (let round = 0; round < rounds; round++) {
      for (const [i, v] of variants.entries()) accs[i] = await closedLoop(v.page, { seconds: seconds / rounds, connections }, accs[i]);
    }
    variants.forEach((v, i) => {
      const r = loopSummary(accs[i]);
      rows.push({ what: `goods list (category 1, by ${sort})`, via: v.via, 'req/s': Math.round(r.perSecond), 'p50 ms': r.p50.toFixed(1), 'p99 ms': r.p99.toFixed(1), errors: r.failures });
    });
    for (const v of variants) await v.pool.close();
  }
  return rows;
}

// Alone: BENCH_API_MAIN_BEFORE=<an earlier build of mall-api's main.js> adds its rows (same database).
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
  const port = Number(process.env.BENCH_CATALOGUE_PORT ?? 4530);
  const pgUrl = await postgresBenchUrl('mall_bench_100k');
  if (!pgUrl) process.exit(1);
  const env = { DATABASE_URL: pgUrl, DATA_DIR: resolve(root, 'tmp/bench-100k-pg') };
  const seeded = spawnSync('npm', ['run', '--silent', 'seed', '-w', '@mall/mall-api'], {
    cwd: root,
    env: { ...process.env, SEED_SCALE: '100k', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (seeded.status !== 0) throw new Error('seeding the 100k catalogue failed');
  const apis = [{ via: 'mall-api direct', ...(await startApi({ port, env })) }];
  if (process.env.BENCH_API_MAIN_BEFORE) {
    const main = process.env.BENCH_API_MAIN;
    process.env.BENCH_API_MAIN = process.env.BENCH_API_MAIN_BEFORE;
    apis.push({ via: 'mall-api direct, before', ...(await startApi({ port: port + 1, env })) });
    process.env.BENCH_API_MAIN = main ?? 'dist/apps/mall-api/main.js';
  }
  const rows = await benchListSorts({ apis, seconds, connections });
  console.log(`\nCategory list on 100,000 goods (category 1: 17,000 on shelf), mall-api direct on PostgreSQL, ${connections} connections × ${seconds} s in 5 turns (goal: p50 ≤ 10 ms)`);
  console.table(rows);
  for (const api of apis) await api.stop();
  process.exit(0);
}
