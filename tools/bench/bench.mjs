// `npm run bench`: what the mall promises about speed, measured in one run on this machine.
//  1. initial JS and CSS (gzip KB) of the home, list and detail routes, as Chromium loads them;
//  2. the home query through the GraphQL gateway beside the same REST calls made directly;
//  3. goods list, keyword search (2-, 3-, 4-character keywords) and goods detail on a 100,000-goods
//     catalogue, through the gateway and direct, on PGlite and (when reachable) PostgreSQL;
//  4. checkout throughput: workers loop calculate → create order (→ pay) through mall-api's REST
//     (tools/bench/checkout.mjs), orders/s with p50/p99, on PGlite and PostgreSQL, each on a fresh
//     database (tmp/bench-checkout-site, PostgreSQL mall_bench_checkout) so stock is the seed's.
// autocannon gives req/s, p50 and p99. The servers are its own, on spare ports, over bench
// databases kept between runs: tmp/bench-data (the normal seed), tmp/bench-100k-site (PGlite,
// SEED_SCALE=100k) and the PostgreSQL database mall_bench_100k. BENCH_SKIP_100K=1 skips part 3,
// BENCH_SKIP_CHECKOUT=1 part 4, BENCH_SKIP_LIGHTHOUSE=1 the Lighthouse table, BENCH_SKIP_SEARCH=1 the search table.
// Part 1 prints every route's chunks (what each is made of: tmp/bench-initial-load.txt, from the
// source maps, tools/bench/bundle-report.mjs) beside the framework floor (a bare app of the same
// packages, tools/bench/floor.mjs), Lighthouse's scores, desktop and mobile (tools/bench/lighthouse.mjs),
// and makes the bench exit 1 when a route is over the first-load budget or the app's own share (the
// bench, not the tests). The page throughput, cached and uncached, visitor and member, follows
// (tools/bench/pages.mjs; BENCH_SKIP_PAGES=1 skips it).
// Figures from a shared, noisy machine: compare figures of one run, not across runs.
import autocannon from 'autocannon';
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, LOAD, postgresBenchUrl as benchDatabaseUrl, root, siteOnPort, siteRoot } from './lib/servers.mjs';
import { benchCatalogue } from './catalogue.mjs';
import { benchCheckout } from './checkout.mjs';
import { benchSeckill } from './seckill.mjs';
import { benchLighthouse } from './lighthouse.mjs';
import { benchRanking, printRanking } from './ranking.mjs';
import { benchChat, printChat } from './chat.mjs';
import { benchMultiInstance, printMultiInstance } from './multi-instance.mjs';
import { writeBundleReport } from './bundle-report.mjs';
import { frameworkFloor } from './floor.mjs';
import { benchPages, printPages } from './pages.mjs';
import { doc } from './lib/documents.mjs';

/** First-load budget (gzip, everything included) of /, /list and /sku-{id}: the bench fails above it. */
const BUDGET_JS_KB = 140;
const BUDGET_CSS_KB = 20;
/** The app's own share of a first load (its JS beyond the framework floor): the bench fails above it. */
const BUDGET_APP_KB = 35;

const PORT = Number(process.env.BENCH_PORT ?? 4400);
/** mall-api + storefront-server (tools/scripts/start.mjs) on the bench's ports. */
const { site: SITE, api: API, start: startSite } = siteOnPort(PORT);
const { seconds: DURATION, connections: CONNECTIONS } = LOAD;

/** Seeds a 100k catalogue once (mall-api's seed CLI; reused on later runs). */
function seed100k(env) {
  const r = spawnSync('npm', ['run', '--silent', 'seed', '-w', '@mall/mall-api'], {
    cwd: root,
    env: { ...process.env, SEED_SCALE: '100k', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (r.status !== 0) throw new Error('seeding the 100k catalogue failed');
}

/** The URL of a PostgreSQL bench database (tools/bench/lib/servers.mjs), mall_bench_100k by default. */
const postgresBenchUrl = (name = 'mall_bench_100k', options) => benchDatabaseUrl(name, options);

/** Loads a route in Chromium and lists every JS and CSS file it fetched with its gzip size. */
async function routeWeight(browser, path) {
  const page = await browser.newPage();
  const bodies = [];
  // Every body is read before the page closes: a body still being read when it closes is lost,
  // and the route would look lighter than it is (the main chunk went missing that way).
  const reads = [];
  page.on('response', (res) => {
    const type = res.request().resourceType();
    if (type === 'script' || type === 'stylesheet') {
      reads.push(
        res.body().then(
          (body) => bodies.push({ type, file: new URL(res.url()).pathname, size: gzipSync(body).length }),
          () => undefined, // redirects and aborted responses have no body
        ),
      );
    }
  });
  await page.goto(SITE + path, { waitUntil: 'networkidle' });
  await Promise.all(reads);
  await page.close();
  const kb = (t) => bodies.filter((b) => b.type === t).reduce((s, b) => s + b.size, 0) / 1024;
  return { js: kb('script'), css: kb('stylesheet'), files: bodies.length, chunks: bodies.sort((a, b) => b.size - a.size) };
}

function cannon(opts) {
  return new Promise((res, rej) => {
    autocannon({ duration: DURATION, connections: CONNECTIONS, ...opts }, (err, result) => (err ? rej(err) : res(result)));
  });
}

const homeQuery = doc('libs/catalogue/src/graphql/HomePage.graphql');
const json = { 'content-type': 'application/json' };
// The REST calls the HomePage query makes, as the gateway makes them.
const homeRest = [
  ['/api/adv/detail', { keyword: 'NS_PC_INDEX' }],
  ['/api/pc/floors', {}],
  ['/api/pc/noticeAndArticle', { num: 6 }],
  ['/api/pc/floatLayer', {}],
];

const weights = [];
let lighthouseRows = [];
let lighthouseMobile = [];
const floor = frameworkFloor();
let gw;
let rest;
{
  const stop = await startSite({ DATA_DIR: resolve(root, process.env.BENCH_DATA_DIR ?? 'tmp/bench-data') });
  const [sku] = await (await fetch(`${API}/api/goodssku/page`, { method: 'POST', headers: json, body: '{"page_size":1}' }))
    .json()
    .then((b) => b.data.list);
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const paths = ['/', `/list?keyword=${encodeURIComponent('脐橙')}`, `/sku-${sku.sku_id}`];
  // Each page rendered once first: the first render after the server starts may pass its time limit
  // and answer the client shell (503), whose first load is not the server-rendered page's.
  for (const path of paths) await fetch(SITE + path).then((res) => res.arrayBuffer());
  for (const path of paths) weights.push({ path, ...(await routeWeight(browser, path)) });
  await browser.close();
  if (!process.env.BENCH_SKIP_LIGHTHOUSE) {
    lighthouseRows = await benchLighthouse({ siteUrl: SITE, paths: weights.map((w) => w.path) });
    lighthouseMobile = await benchLighthouse({ siteUrl: SITE, paths: weights.map((w) => w.path), preset: 'mobile' });
  }
  // One answer checked first: a query the gateway refuses answers fast, and would be timed as a fast page.
  const gqlHeaders = { ...json, 'x-mall-csrf': '1', origin: SITE };
  const answer = await (await fetch(`${SITE}/graphql`, { method: 'POST', headers: gqlHeaders, body: JSON.stringify({ query: homeQuery }) })).json();
  if (answer.errors) throw new Error(`HomePage answers errors: ${JSON.stringify(answer.errors).slice(0, 300)}`);
  gw = await cannon({
    url: `${SITE}/graphql`,
    method: 'POST',
    headers: gqlHeaders,
    body: JSON.stringify({ query: homeQuery }),
  });
  rest = await cannon({
    url: API,
    requests: homeRest.map(([path, body]) => ({ method: 'POST', path, headers: json, body: JSON.stringify(body) })),
  });
  await stop();
}

// Page throughput on its own servers (tools/bench/pages.mjs).
const pages = process.env.BENCH_SKIP_PAGES ? null : await benchPages();

const catalogue = [];
if (!process.env.BENCH_SKIP_100K) {
  const pglite = { DATA_DIR: resolve(root, 'tmp/bench-100k-site') };
  seed100k(pglite);
  let stop = await startSite(pglite);
  for (const r of await benchCatalogue({ apiUrl: API, siteUrl: SITE, cannon })) catalogue.push({ db: 'PGlite', ...r });
  await stop();
  const pgUrl = await postgresBenchUrl();
  if (pgUrl) {
    const postgres = { DATA_DIR: resolve(root, 'tmp/bench-100k-pg'), DATABASE_URL: pgUrl };
    seed100k(postgres);
    stop = await startSite(postgres);
    for (const r of await benchCatalogue({ apiUrl: API, siteUrl: SITE, cannon })) catalogue.push({ db: 'PostgreSQL', ...r });
    await stop();
  }
}

/**
 * Runs `measure(db)` against the site on a fresh PGlite database (tmp/<name>-site) and then, when
 * PostgreSQL answers, on a fresh PostgreSQL database (mall_<name>); `db` names the one measured.
 */
async function onFreshDatabases(name, env, measure) {
  const run = async (db, extra) => {
    const stop = await startSite({ ...env, ...extra });
    try {
      await measure(db);
    } finally {
      await stop();
    }
  };
  const pgliteDir = resolve(root, `tmp/${name}-site`);
  rmSync(pgliteDir, { recursive: true, force: true });
  await run('PGlite', { DATA_DIR: pgliteDir });
  const pgUrl = await postgresBenchUrl(`mall_${name.replaceAll('-', '_')}`, { fresh: true });
  if (pgUrl) await run('PostgreSQL', { DATA_DIR: resolve(root, `tmp/${name}-pg`), DATABASE_URL: pgUrl });
}

// The checkout and seckill benches log in with a fixed captcha; no sweeper, so closing orders does not compete.
const orderEnv = { CAPTCHA_FIXED_CODE: '8832', ORDER_SWEEP_SECONDS: '0', LOGIN_RATE_LIMIT_PER_MINUTE: '1000' };

const checkout = [];
if (!process.env.BENCH_SKIP_CHECKOUT) {
  await onFreshDatabases('bench-checkout', orderEnv, async (db) => {
    const r = await benchCheckout({ apiUrl: API, captchaCode: '8832', concurrency: CONNECTIONS, seconds: DURATION });
    checkout.push({
      db,
      'orders/s': r.ordersPerSecond,
      'create p50 ms': r.create.p50,
      'create p99 ms': r.create.p99,
      'checkout p99 ms': r.checkout.p99,
      orders: r.orders,
      refused: r.failed,
    });
  });
}

// Seckill burst: 1,000 creates at once on the running slot; BENCH_SKIP_SECKILL=1 skips it.
const seckill = [];
if (!process.env.BENCH_SKIP_SECKILL) {
  await onFreshDatabases('bench-seckill', orderEnv, async (db) => {
    const r = await benchSeckill({ apiUrl: API, captchaCode: '8832', burst: 1000 });
    seckill.push({ db, burst: r.burst, 'slot stock': r.slotStock, made: r.made, refused: r.refused, 'req/s': r.requestsPerSecond, 'p50 ms': r.p50, 'p99 ms': r.p99 });
  });
}

// Ranking: ranking_list per type with 100,000 paid orders; BENCH_SKIP_RANKING=1 skips it.
const ranking = process.env.BENCH_SKIP_RANKING ? [] : await benchRanking(await postgresBenchUrl('mall_bench_ranking'));

// Chat: 200 websockets, messages/s and round trip / delivery p50/p99, one and two instances (Redis); BENCH_SKIP_CHAT=1 skips it.
if (!process.env.BENCH_SKIP_CHAT) printChat(await benchChat({ pgUrl: await postgresBenchUrl('mall_bench_chat') }));

// Pages and checkout on two instances behind nginx beside one (tools/bench/multi-instance.mjs); BENCH_SKIP_MULTI=1 skips it.
if (!process.env.BENCH_SKIP_MULTI) printMultiInstance(await benchMultiInstance());

console.log(`\nInitial load (gzip KB, as fetched by Chromium; budget ${BUDGET_JS_KB} KB JS, ${BUDGET_CSS_KB} KB CSS, the app's share beyond the framework floor ${BUDGET_APP_KB} KB)`);
for (const w of weights) {
  console.log(`\n${w.path}`);
  console.table(w.chunks.map((c) => ({ file: c.file, 'gzip KB': (c.size / 1024).toFixed(1) })));
}
console.log(`\nWhat each chunk is made of (gzip by package or folder, from the source maps): ${writeBundleReport(siteRoot, weights)}`);
const over = (w) => w.js > BUDGET_JS_KB || w.css > BUDGET_CSS_KB || w.js - floor.js > BUDGET_APP_KB;
const overBudget = weights.filter(over);
console.table([
  { route: 'framework floor (tools/bench/floor)', 'JS KB': floor.js.toFixed(1), 'CSS KB': floor.css.toFixed(1), 'app share KB': '–', files: '–', budget: '–' },
  ...weights.map((w) => ({
    route: w.path,
    'JS KB': w.js.toFixed(1),
    'CSS KB': w.css.toFixed(1),
    'app share KB': (w.js - floor.js).toFixed(1),
    files: w.files,
    budget: over(w) ? 'OVER' : 'ok',
  })),
]);
if (lighthouseRows.length) {
  console.log('\nLighthouse 12, desktop preset, Debian Chromium');
  console.table(lighthouseRows);
  console.log('\nLighthouse 12, mobile preset (4× CPU slowdown, slow 4G), Debian Chromium');
  console.table(lighthouseMobile);
}
if (pages) printPages(pages);
const row = (name, r, per = 1) => ({
  what: name,
  'req/s': Math.round(r.requests.average),
  'home pages/s': Math.round(r.requests.average / per),
  'p50 ms': r.latency.p50,
  'p99 ms': r.latency.p99,
  errors: r.errors + r.non2xx,
});
console.log(`\nHome query, ${CONNECTIONS} connections × ${DURATION} s`);
console.table([row('GraphQL HomePage (gateway → REST)', gw), row(`REST direct (${homeRest.length} calls per page)`, rest, homeRest.length)]);
if (catalogue.length) {
  console.log(`\nCatalogue of 100,000 goods, ${CONNECTIONS} connections × ${DURATION} s`);
  console.table(catalogue);
}
if (checkout.length) {
  console.log(`\nCheckout (calculate → create order, REST), ${CONNECTIONS} workers × ${DURATION} s`);
  console.table(checkout);
}
if (seckill.length) {
  console.log('\nSeckill burst (1,000 order creates, 200 in flight, on the running slot, REST)');
  console.table(seckill);
}
if (ranking.length) printRanking(ranking);
// The gateway's cost: home, list and detail through the gateway beside the same REST
// calls direct, on its own servers (tools/bench/gateway.mjs); BENCH_SKIP_GATEWAY=1 skips it.
if (!process.env.BENCH_SKIP_GATEWAY) {
  spawnSync(process.execPath, [resolve(root, 'tools/bench/gateway.mjs')], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, BENCH_GATEWAY_PORT: String(PORT + 10) },
  });
}
// Server rendering: TTFB and LCP with SSR on and off, page HTML throughput on PGlite and PostgreSQL (tools/bench/ssr.mjs); BENCH_SKIP_SSR=1 skips it.
if (!process.env.BENCH_SKIP_SSR) spawnSync(process.execPath, [resolve(root, 'tools/bench/ssr.mjs')], { cwd: root, stdio: 'inherit', env: { ...process.env, BENCH_SSR_PORT: String(PORT + 60) } });
// Search on 100,000 goods (PostgreSQL, mall_bench_100k): /list searches with facet counts for 1-, 2-,
// 3-character keywords, several words and pinyin, and the header's suggestions, p50/p95/p99 in-process
// (tools/bench/search-latency.mjs; BENCH_SKIP_SEARCH=1 skips it; SEARCH_SCALE=1000k for a million).
if (!process.env.BENCH_SKIP_SEARCH) {
  const searchUrl = await postgresBenchUrl(process.env.SEARCH_SCALE ? `mall_bench_${process.env.SEARCH_SCALE}` : 'mall_bench_100k');
  if (searchUrl) spawnSync(process.execPath, [resolve(root, 'tools/bench/search-latency.mjs')], { cwd: root, stdio: 'inherit', env: { ...process.env, SEARCH_SKIP_PGLITE: '1', SEARCH_BENCH_URL: searchUrl } });
  else console.log('\nSearch bench skipped: no PostgreSQL (BENCH_DATABASE_URL or DATABASE_URL)');
}
if (overBudget.length) {
  console.error(`\nOver the first-load budget: ${overBudget.map((w) => w.path).join(', ')}`);
  process.exit(1);
}
process.exit(0);
