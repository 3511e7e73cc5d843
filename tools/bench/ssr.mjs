// Server rendering bench, in one run on this machine:
//  1. time to first byte and LCP of /, /list and /sku-{id} with server rendering on and off
//     (STOREFRONT_SSR=off serves the client shell), medians of BENCH_SSR_RUNS fresh Chromium contexts
//     (no cache), on loopback and on an emulated slow line (BENCH_SSR_SLOW: 4 Mbit/s down, 100 ms RTT);
//  2. server render throughput (autocannon GETs of the page HTML, req/s, p50, p99, and the share of
//     answers that were really rendered: a render over SSR_TIMEOUT_MS falls back to the shell) with
//     rendering on, on PGlite and (when reachable) PostgreSQL, and the client shell for reference.
//     BENCH_SSR_SKIP_PAINT=1 runs this part (and the next) alone;
//  3. the overload path: BENCH_SSR_OVERLOAD_CONNECTIONS (200) concurrent loads of /list and /sku-{id}:
//     the share of rendered answers, of honest 503s, and the count of empty shells answered 200.
// Its own servers on spare ports (BENCH_SSR_PORT, default 4460, and +1 for mall-api) over its own
// databases: tmp/bench-ssr-data (PGlite) and the PostgreSQL database mall_bench_ssr (migrated and
// seeded by the first start). Figures from a shared, noisy machine: compare within one run.
//
//   node tools/bench/ssr.mjs                        (alone; needs the build: npm run build)
//   import { benchSsr, printSsr } from './ssr.mjs'  (from bench.mjs)
import autocannon from 'autocannon';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, LOAD, postgresBenchUrl, root, siteOnPort } from './lib/servers.mjs';

/** mall-api + storefront-server (tools/scripts/start.mjs) on this bench's ports. */
const { site: SITE, api: API, start: startSite } = siteOnPort(Number(process.env.BENCH_SSR_PORT ?? 4460));
const RUNS = Number(process.env.BENCH_SSR_RUNS ?? 5);
const { seconds: DURATION, connections: CONNECTIONS } = LOAD;
/** The emulated slow line: where a shopper waits for ~200 KB of JavaScript before seeing goods. */
const SLOW_LINE = { offline: false, latency: 100, downloadThroughput: (4 * 1024 * 1024) / 8, uploadThroughput: (1 * 1024 * 1024) / 8 };

/** The PostgreSQL bench database's URL (created when missing), or null when no server answers. */
const postgresUrl = (name = 'mall_bench_ssr') => postgresBenchUrl(name);

async function firstSkuPath() {
  const res = await fetch(`${API}/api/goodssku/page`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"page_size":1}' });
  const [sku] = (await res.json()).data.list;
  return `/sku-${sku.sku_id}`;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** One cold load in a fresh context: TTFB (responseStart) and LCP from the page's own timing. */
async function loadOnce(browser, url, slow) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  if (slow) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_LINE);
  }
  // LCP entries are buffered: an observer added after load still sees them.
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => {});
  const timing = await page.evaluate(
    () =>
      new Promise((done) => {
        const nav = performance.getEntriesByType('navigation')[0];
        let lcp = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) lcp = Math.max(lcp, entry.startTime);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        // The observer's buffered entries arrive in a task after observe().
        setTimeout(() => done({ ttfb: nav.responseStart, lcp }), 100);
      }),
  );
  await context.close();
  return timing;
}

/** TTFB and LCP medians of each path on the running site. */
async function paintTimes(paths, ssr) {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const rows = [];
  try {
    for (const line of ['loopback', 'slow line']) {
      for (const path of paths) {
        // One warm-up load (server caches, lazy chunks compiled by V8 on the server side), not counted.
        await loadOnce(browser, SITE + path, false);
        const runs = [];
        for (let i = 0; i < RUNS; i++) runs.push(await loadOnce(browser, SITE + path, line === 'slow line'));
        rows.push({
          route: path.replace(/\?.*/, '?…'),
          line,
          SSR: ssr ? 'on' : 'off',
          'TTFB ms': Math.round(median(runs.map((r) => r.ttfb))),
          'LCP ms': Math.round(median(runs.map((r) => r.lcp))),
        });
      }
    }
  } finally {
    await browser.close();
  }
  return rows;
}

/** Server HTML has the page inside #root; the client shell (SSR off, or a render's fallback) has none. */
const isRendered = (html) => /<div id="root">\s*<[a-z]/i.test(html);

/**
 * autocannon on one path; answers its result and how many answers were really rendered (a render
 * over SSR_TIMEOUT_MS falls back to the shell with status 200, which req/s alone would hide). Plain
 * HTML (no accept-encoding), so each body can be checked.
 */
function cannon(url, connections = CONNECTIONS) {
  const seen = { total: 0, rendered: 0, unavailable: 0, emptyOk: 0 };
  const { origin, pathname, search } = new URL(url);
  return new Promise((res, rej) => {
    autocannon(
      {
        url: origin,
        duration: DURATION,
        connections,
        requests: [
          {
            method: 'GET',
            path: pathname + search,
            onResponse: (status, body) => {
              seen.total++;
              if (status === 200 && isRendered(body)) seen.rendered++;
              // An honest overload answer: 503 with Retry-After (the outage page or, for a browser, the shell).
              else if (status === 503) seen.unavailable++;
              // The dishonest one the render path must not give: the empty shell as a 200.
              else if (status === 200) seen.emptyOk++;
            },
          },
        ],
      },
      (err, result) => (err ? rej(err) : res({ result, seen })),
    );
  });
}

/** req/s, p50 and p99 of GETs of each path's HTML. */
async function throughput(paths, db, ssr) {
  const rows = [];
  for (const path of paths) {
    // Warm-up (the first render loads the page's server chunk and fills the gateway's caches): not counted.
    for (let i = 0; i < 3; i++) await (await fetch(SITE + path)).text();
    const { result: r, seen } = await cannon(SITE + path);
    rows.push({
      db,
      route: path.replace(/\?.*/, '?…'),
      SSR: ssr ? 'on' : 'off',
      // Share of answers that carried the rendered page (the rest: the shell after a render timeout).
      rendered: seen.total ? `${Math.round((100 * seen.rendered) / seen.total)}%` : '–',
      'req/s': Math.round(r.requests.average),
      'p50 ms': r.latency.p50,
      'p99 ms': r.latency.p99,
      errors: r.errors + r.non2xx,
    });
  }
  return rows;
}

const OVERLOAD = Number(process.env.BENCH_SSR_OVERLOAD_CONNECTIONS ?? 200);
const share = (n, total) => (total ? `${((100 * n) / total).toFixed(1)}%` : '–');

/**
 * The overload path: OVERLOAD concurrent loads of the detail and list pages. Answers the share that
 * carried the rendered page (goal ≥ 99% with the page cache), the honest 503s, and the empty shells
 * answered as 200 (must be 0), with p50 and p99.
 */
async function overload(paths, db) {
  const rows = [];
  for (const path of paths) {
    const { result: r, seen } = await cannon(SITE + path, OVERLOAD);
    rows.push({
      db,
      route: path.replace(/\?.*/, '?…'),
      loads: OVERLOAD,
      answers: seen.total,
      rendered: share(seen.rendered, seen.total),
      'honest 503': share(seen.unavailable, seen.total),
      'empty 200': seen.emptyOk,
      'p50 ms': r.latency.p50,
      'p99 ms': r.latency.p99,
      errors: r.errors,
    });
  }
  return rows;
}

/** Runs every part; answers { paint, throughput, overload } rows for printSsr. */
export async function benchSsr() {
  const paint = [];
  const rates = [];
  const overloaded = [];
  const pgliteDir = resolve(root, 'tmp/bench-ssr-data');
  for (const ssr of [true, false]) {
    const stop = await startSite({ DATA_DIR: pgliteDir, STOREFRONT_SSR: ssr ? 'on' : 'off' });
    try {
      const paths = ['/', `/list?keyword=${encodeURIComponent('脐橙')}`, await firstSkuPath()];
      if (!process.env.BENCH_SSR_SKIP_PAINT) paint.push(...(await paintTimes(paths, ssr)));
      rates.push(...(await throughput(ssr ? paths : paths.slice(2), 'PGlite', ssr)));
      if (ssr && OVERLOAD > 0) overloaded.push(...(await overload(paths.slice(1), 'PGlite')));
    } finally {
      await stop();
    }
  }
  const pgUrl = await postgresUrl();
  if (pgUrl) {
    const stop = await startSite({ DATA_DIR: resolve(root, 'tmp/bench-ssr-pg'), DATABASE_URL: pgUrl, STOREFRONT_SSR: 'on' });
    try {
      const paths = ['/', `/list?keyword=${encodeURIComponent('脐橙')}`, await firstSkuPath()];
      rates.push(...(await throughput(paths, 'PostgreSQL', true)));
      if (OVERLOAD > 0) overloaded.push(...(await overload(paths.slice(1), 'PostgreSQL')));
    } finally {
      await stop();
    }
  }
  // Side by side: on and off of one route and line in one row.
  const byKey = new Map();
  for (const r of paint) {
    const key = `${r.route} ${r.line}`;
    const row = byKey.get(key) ?? { route: r.route, line: r.line };
    row[`TTFB ms (SSR ${r.SSR})`] = r['TTFB ms'];
    row[`LCP ms (SSR ${r.SSR})`] = r['LCP ms'];
    byKey.set(key, row);
  }
  return { paint: [...byKey.values()], throughput: rates, overload: overloaded };
}

export function printSsr({ paint, throughput: rates, overload: overloaded = [] }) {
  if (paint.length) {
    console.log(`\nServer rendering: TTFB and LCP, medians of ${RUNS} cold loads in Chromium 1440×900 (slow line: 4 Mbit/s, 100 ms RTT)`);
    console.table(paint);
  }
  console.log(`\nPage HTML throughput (GET, uncompressed), ${CONNECTIONS} connections × ${DURATION} s; rendered: share of answers with the server-rendered page`);
  console.table(rates);
  if (overloaded.length) {
    console.log(`\nUnder ${OVERLOAD} concurrent loads × ${DURATION} s (BENCH_SSR_OVERLOAD_CONNECTIONS; 0 skips): rendered, honest 503s (Retry-After), and empty shells answered 200 (must be 0)`);
    console.table(overloaded);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  printSsr(await benchSsr());
  process.exit(0);
}
