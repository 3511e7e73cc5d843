// The gateway's cost: the storefront's own home, list and detail queries through
// /graphql beside the same REST calls made directly to mall-api, in one run, with the same client.
//
//   node tools/bench/gateway.mjs                  # starts mall-api (dist) on PostgreSQL mall_bench_gateway
//   BENCH_API_URL=http://127.0.0.1:3001 node tools/bench/gateway.mjs   # an already running mall-api
//   BENCH_GATEWAY_BEFORE=tmp/gw-before/libs/gateway/src/index.ts node tools/bench/gateway.mjs
//
// The gateway runs alone (tools/bench/gateway-harness.mjs: the lib from source behind node:http), so
// the figures are the gateway's own, not storefront-server's rendering or compression. "Direct" makes
// exactly the REST calls the gateway made for that query (recorded once through a recording harness,
// with their order: calls the gateway made in parallel are made in parallel), so the ratio compares
// like with like. Each row: pages/s, p50 and p99 of a whole page; "kept" = gateway pages/s ÷ direct
// pages/s; "+p50" = gateway p50 − direct p50. A second gateway row without the public cache shows what
// the cache is worth. BENCH_GATEWAY_BEFORE adds rows for another copy of the gateway (e.g. the last
// commit's, unpacked with `git archive`). Goal: +p50 ≤ 2 ms and kept ≥ 85%. Fair by construction: one
// client (undici) and BENCH_CONNECTIONS workers for every variant, each warmed up untimed
// (BENCH_GATEWAY_WARM_UP seconds, 2), then all variants in turns; the gateway with NODE_ENV=production
// as storefront-server runs it.
// Last, tools/bench/gateway-cpu.mjs: the gateway's own CPU per page in process, the answers replayed.
// BENCH_SECONDS (10) and BENCH_CONNECTIONS (10) as in bench.mjs; figures of one run only.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Pool } from 'undici';
import {
  closedLoop,
  JSON_HEADERS,
  loopSummary,
  NODE,
  postgresBenchUrl,
  root,
  startApi,
  startProcess,
  waitFor,
} from './lib/servers.mjs';
import { doc } from './lib/documents.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_GATEWAY_ROUNDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** Untimed seconds of each variant before its timed turns: JIT, kept-alive sockets, caches. */
const WARM_UP_SECONDS = Number(process.env.BENCH_GATEWAY_WARM_UP ?? 2);
const BASE_PORT = Number(process.env.BENCH_GATEWAY_PORT ?? 5410);
const GQL_HEADERS = { ...JSON_HEADERS, 'x-mall-csrf': '1' };

/**
 * mall-api from dist on PostgreSQL mall_bench_gateway (it seeds an empty database on its first
 * start); on PGlite (tmp/bench-gateway-pglite) when no PostgreSQL answers.
 */
let database = 'PostgreSQL';
async function startBenchApi() {
  if (process.env.BENCH_API_URL) {
    database = 'the given mall-api';
    return process.env.BENCH_API_URL.replace(/\/+$/, '');
  }
  const pgUrl = await postgresBenchUrl('mall_bench_gateway');
  const db = pgUrl
    ? { DATA_DIR: resolve(root, 'tmp/bench-gateway'), DATABASE_URL: pgUrl }
    : { DATA_DIR: resolve(root, 'tmp/bench-gateway-pglite'), DATABASE_URL: '' };
  if (!pgUrl) database = 'PGlite';
  return (await startApi({ port: BASE_PORT + 1, env: db })).url;
}

let nextPort = BASE_PORT + 2;
/**
 * The gateway harness on its own port, NODE_ENV=production as storefront-server runs it (graphql's
 * development build checks every instanceof); answers its URL.
 */
async function startGateway(apiUrl, env = {}) {
  const port = nextPort++;
  startProcess(NODE, ['--import', 'tsx', 'tools/bench/gateway-harness.mjs'], {
    NODE_ENV: 'production',
    GATEWAY_PORT: String(port),
    REST_BASE_URL: apiUrl,
    ...env,
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/graphql`, { init: { method: 'POST', headers: GQL_HEADERS, body: '{"query":"{ __typename }"}' } });
  return url;
}

const HOME = doc('libs/catalogue/src/graphql/HomePage.graphql');
const LIST = doc('libs/catalogue/src/graphql/GoodsListPage.graphql');
const DETAIL = doc('libs/catalogue/src/graphql/GoodsDetail.graphql');

async function post(pool, path, headers, body, check) {
  const { statusCode, body: res } = await pool.request({ path, method: 'POST', headers, body });
  const payload = await res.json();
  if (statusCode !== 200 || !check(payload)) throw new Error(`${path}: HTTP ${statusCode}`);
  return payload;
}
const gqlOk = (p) => !p.errors;
const restOk = (p) => p.code === 0;

/**
 * The REST calls the gateway makes for one request, in waves: a call is in wave k+1 when it started
 * after a call of wave k had answered (so its body depends on that answer).
 */
async function record(recorderUrl, request) {
  await fetch(`${recorderUrl}/__calls`, { method: 'DELETE' });
  const res = await fetch(`${recorderUrl}/graphql`, { method: 'POST', headers: GQL_HEADERS, body: JSON.stringify(request) });
  const answer = await res.json();
  if (answer.errors) throw new Error(`recording: ${JSON.stringify(answer.errors).slice(0, 300)}`);
  const calls = await (await fetch(`${recorderUrl}/__calls`)).json();
  const waves = [];
  for (const call of calls) {
    const wave = Math.max(-1, ...calls.filter((c) => c.end <= call.start).map((c) => c.wave ?? 0)) + 1;
    call.wave = wave;
    (waves[wave] ??= []).push(call);
  }
  return waves.filter(Boolean);
}

async function main() {
  const apiUrl = await startBenchApi();
  const [sku] = await fetch(`${apiUrl}/api/goodssku/page`, { method: 'POST', headers: JSON_HEADERS, body: '{"page_size":1,"sort":"sales"}' })
    .then((r) => r.json())
    .then((b) => b.data.list);
  const category = await fetch(`${apiUrl}/api/goodscategory/tree`, { method: 'POST', headers: JSON_HEADERS, body: '{"level":1}' })
    .then((r) => r.json())
    .then((b) => b.data[0]);
  const queries = [
    { what: 'home (HomePage)', request: { query: HOME } },
    {
      what: 'list (GoodsListPage, category, by sales)',
      request: {
        query: LIST,
        variables: { filter: { categoryId: category.category_id, level: 1 }, sort: 'SALES', page: 1, pageSize: 20, categoryId: category.category_id, withCategory: true, brandCategoryId: category.category_id },
      },
    },
    { what: 'detail (GoodsDetail)', request: { query: DETAIL, variables: { skuId: sku.sku_id } } },
  ];

  const recorder = await startGateway(apiUrl, { GATEWAY_RECORD: '1', GATEWAY_PUBLIC_CACHE: '0' });
  for (const q of queries) q.waves = await record(recorder, q.request);

  const gateways = [
    { via: 'gateway', url: await startGateway(apiUrl) },
    { via: 'gateway, no public cache', url: await startGateway(apiUrl, { GATEWAY_PUBLIC_CACHE: '0' }) },
  ];
  if (process.env.BENCH_GATEWAY_BEFORE) {
    gateways.push({ via: 'gateway before', url: await startGateway(apiUrl, { GATEWAY_SRC: process.env.BENCH_GATEWAY_BEFORE }) });
  }

  const api = new Pool(apiUrl, { connections: CONNECTIONS * 8 });
  const rows = [];
  for (const q of queries) {
    const calls = q.waves.reduce((n, w) => n + w.length, 0);
    const variants = [
      {
        via: `direct (${calls} REST calls in ${q.waves.length} waves)`,
        page: async () => {
          for (const wave of q.waves) {
            await Promise.all(wave.map((c) => post(api, c.path, JSON_HEADERS, JSON.stringify(c.body), restOk)));
          }
        },
      },
      ...gateways.map((g) => {
        const pool = new Pool(g.url, { connections: CONNECTIONS });
        const body = JSON.stringify(q.request);
        return { via: g.via, pool, page: () => post(pool, '/graphql', GQL_HEADERS, body, gqlOk) };
      }),
    ];
    // Same client, same concurrency for every variant; each is warmed up untimed, then the variants
    // take ROUNDS turns so a busy moment of the shared machine does not land on one of them.
    const loop = { seconds: SECONDS / ROUNDS, connections: CONNECTIONS };
    for (const v of variants) await closedLoop(v.page, { ...loop, seconds: WARM_UP_SECONDS });
    const accs = variants.map(() => undefined);
    for (let round = 0; round < ROUNDS; round++) {
      for (const [i, v] of variants.entries()) accs[i] = await closedLoop(v.page, loop, accs[i]);
    }
    const direct = loopSummary(accs[0]);
    variants.forEach((v, i) => rows.push(row(q.what, v.via, loopSummary(accs[i]), direct)));
    for (const v of variants) await v.pool?.close();
  }
  await api.close();

  // The gateway's own CPU per page (tools/bench/gateway-cpu.mjs), same documents, answers replayed.
  mkdirSync(resolve(root, 'tmp'), { recursive: true });
  const queriesFile = resolve(root, 'tmp/bench-gateway-queries.json');
  writeFileSync(queriesFile, JSON.stringify(queries.map(({ what, request }) => ({ what, request }))));
  const cpuOf = (env = {}) => {
    const cpu = spawnSync(NODE, ['--import', 'tsx', 'tools/bench/gateway-cpu.mjs'], {
      cwd: root,
      env: { ...process.env, REST_BASE_URL: apiUrl, BENCH_GATEWAY_QUERIES: queriesFile, ...env },
      encoding: 'utf8',
    });
    if (cpu.status !== 0) console.error(`gateway-cpu.mjs failed: ${cpu.stderr}`);
    return cpu.status === 0 ? JSON.parse(cpu.stdout.trim().split('\n').pop()) : [];
  };
  // With a "before" copy, both in one process in alternating slices (gateway-cpu.mjs).
  const cpuRows = cpuOf(process.env.BENCH_GATEWAY_BEFORE ? { GATEWAY_SRC_BEFORE: process.env.BENCH_GATEWAY_BEFORE } : {});

  console.log(`\nGateway cost, ${CONNECTIONS} connections × ${SECONDS} s per row (in ${ROUNDS} turns), mall-api on ${database} (goal: +p50 ≤ 2 ms, kept ≥ 85%)`);
  console.table(rows);
  if (cpuRows.length) {
    console.log('\nThe gateway\'s own CPU per page, in process, mall-api\'s answers replayed (no public cache)');
    console.table(
      cpuRows.map((r) => ({
        query: r.what,
        'CPU ms per page': r.cpuMsPerPage.toFixed(2),
        ...(r.cpuMsPerPageBefore !== undefined ? { 'before: CPU ms per page': r.cpuMsPerPageBefore.toFixed(2) } : {}),
      })),
    );
  }
  return rows;
}

function row(what, via, r, direct) {
  return {
    query: what,
    via,
    'pages/s': Math.round(r.perSecond),
    'p50 ms': r.p50.toFixed(1),
    'p99 ms': r.p99.toFixed(1),
    kept: `${Math.round((100 * r.perSecond) / direct.perSecond)}%`,
    '+p50 ms': (r.p50 - direct.p50).toFixed(1),
    failed: r.failures,
  };
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
