// `npm run bench`: what the foundation promises about speed, measured in one run on this machine.
//  1. initial JS and CSS (gzip KB) of key routes, as Chromium actually loads them;
//  2. the home query through the GraphQL gateway beside the same REST calls made directly
//     (autocannon: req/s, p50, p99).
// It starts its own mall-api and storefront-server on spare ports over a bench database in
// tmp/bench-data (seeded once, kept between runs). Medians from a shared, noisy machine: compare
// figures from the same run, not across runs.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const PORT = Number(process.env.BENCH_PORT ?? 4400);
const API_PORT = PORT + 1;
const SITE = `http://127.0.0.1:${PORT}`;
const API = `http://127.0.0.1:${API_PORT}`;
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--no-first-run',
];

function startSite() {
  const child = spawn(process.execPath, [resolve(root, 'tools/scripts/start.mjs')], {
    cwd: root,
    env: { ...process.env, PORT: String(PORT), API_PORT: String(API_PORT), DATA_DIR: resolve(root, 'tmp/bench-data'), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  return child;
}

async function waitFor(url, ms) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not come up`);
}

/** Loads a route in Chromium and sums the gzip size of every JS and CSS file it fetched. */
async function routeWeight(browser, path) {
  const page = await browser.newPage();
  const bodies = [];
  page.on('response', async (res) => {
    const type = res.request().resourceType();
    if (type === 'script' || type === 'stylesheet') {
      try {
        bodies.push({ type, size: gzipSync(await res.body()).length });
      } catch {
        // redirects and aborted responses have no body
      }
    }
  });
  await page.goto(SITE + path, { waitUntil: 'networkidle' });
  await page.close();
  const kb = (t) => (bodies.filter((b) => b.type === t).reduce((s, b) => s + b.size, 0) / 1024).toFixed(1);
  return { js: kb('script'), css: kb('stylesheet'), files: bodies.length };
}

function cannon(opts) {
  return new Promise((res, rej) => {
    autocannon({ duration: DURATION, connections: CONNECTIONS, ...opts }, (err, result) => (err ? rej(err) : res(result)));
  });
}

const homeQuery = readFileSync(resolve(root, 'apps/storefront/src/graphql/HomePage.graphql'), 'utf8');
const json = { 'content-type': 'application/json' };
// The REST calls the HomePage query makes, as the gateway makes them.
const homeRest = [
  ['/api/adv/detail', { keyword: 'NS_PC_INDEX' }],
  ['/api/pc/floors', {}],
  ['/api/pc/noticeAndArticle', { num: 6 }],
  ['/api/pc/floatLayer', {}],
];

const site = startSite();
const stop = () => {
  try {
    process.kill(-site.pid, 'SIGTERM');
  } catch {
    // already gone
  }
};
process.on('exit', stop);
try {
  await waitFor(`${SITE}/healthz`, 240_000);

  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const weights = [];
  for (const path of ['/']) weights.push({ path, ...(await routeWeight(browser, path)) });
  await browser.close();

  const gw = await cannon({
    url: `${SITE}/graphql`,
    method: 'POST',
    headers: { ...json, 'x-mall-csrf': '1', origin: SITE },
    body: JSON.stringify({ query: homeQuery }),
  });
  const rest = await cannon({
    url: API,
    requests: homeRest.map(([path, body]) => ({ method: 'POST', path, headers: json, body: JSON.stringify(body) })),
  });

  console.log('\nInitial load (gzip KB, as fetched by Chromium)');
  console.table(weights.map((w) => ({ route: w.path, 'JS KB': w.js, 'CSS KB': w.css, files: w.files })));
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
} finally {
  stop();
}
process.exit(0);
