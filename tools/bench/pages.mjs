// Page throughput: GETs of the server-rendered HTML of /, /list?keyword=脐橙 and /sku-{id}, for a
// visitor and for a logged-in member (the demo member's cookie), each cached (the same URL again:
// storefront-server's page cache, what a CDN in front would also answer) and uncached (a fresh
// query string per request, so every answer is rendered), beside a static file of the same server
// (the ceiling a cached page is compared with). mall-api on PostgreSQL (BENCH_PAGES_DB, default
// mall_bench_pages) when reachable, else PGlite (tmp/bench-pages-data). Plain HTML, no
// accept-encoding, so each body can be checked for the rendered page.
// BENCH_PAGES_PROFILE=<dir>: also a --cpu-prof of an uncached anonymous render of / under the same
// load, in a storefront-server of its own, summarised by package (tools/bench/lib/cpu-profile.mjs).
// BENCH_SITE_ROOT=<dir>: the build to measure (tools/bench/lib/servers.mjs).
//
//   node tools/bench/pages.mjs                         (alone; needs the build: npm run build)
//   import { benchPages, printPages } from './pages.mjs'  (from bench.mjs)
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { summariseProfile } from './lib/cpu-profile.mjs';
import { LOAD, call, login, postgresBenchUrl, root, siteRoot, startSite as startSiteOn, waitFor } from './lib/servers.mjs';

const PORT = Number(process.env.BENCH_PAGES_PORT ?? 4480);
const SITE = `http://127.0.0.1:${PORT}`;
const API = `http://127.0.0.1:${PORT + 1}`;
const CAPTCHA = '8832';
const { seconds: DURATION, connections: CONNECTIONS } = LOAD;

/** mall-api + storefront-server of the measured build (BENCH_SITE_ROOT) with a fixed captcha. */
const startSite = (env) =>
  startSiteOn({ port: PORT, apiPort: PORT + 1, env: { CAPTCHA_FIXED_CODE: CAPTCHA, LOGIN_RATE_LIMIT_PER_MINUTE: '1000', ...env } });

/** Server HTML has the page inside #root; the client shell has none. */
const isRendered = (html) => /<div id="root">\s*<[a-z]/i.test(html);

/** autocannon GETs of `path` (a fresh `_b=<n>` query per request when `unique`); req/s, p50, rendered share. */
function cannon(path, { cookie, unique }) {
  const seen = { total: 0, rendered: 0 };
  let n = 0;
  const sep = path.includes('?') ? '&' : '?';
  return new Promise((res, rej) => {
    autocannon(
      {
        url: SITE,
        duration: DURATION,
        connections: CONNECTIONS,
        headers: cookie ? { cookie } : {},
        requests: [
          {
            method: 'GET',
            path,
            setupRequest: (req) => (unique ? { ...req, path: `${path}${sep}_b=${++n}` } : req),
            onResponse: (status, body) => {
              seen.total++;
              if (status === 200 && isRendered(body)) seen.rendered++;
            },
          },
        ],
      },
      (err, r) =>
        err
          ? rej(err)
          : res({
              'req/s': Math.round(r.requests.average),
              'p50 ms': r.latency.p50,
              rendered: seen.total ? `${Math.round((100 * seen.rendered) / seen.total)}%` : '–',
              errors: r.errors + r.non2xx,
            }),
    );
  });
}

/** A static file of the same server (the built index.html's entry script, precompressed or not). */
async function staticPath() {
  const html = await (await fetch(`${SITE}/`, { headers: { cookie: 'mall_lang=en-us' } })).text();
  return /<script[^>]+src="([^"]+)"/.exec(html)?.[1] ?? '/robots.txt';
}

/** CPU time (user + system, ms) a process has used so far (Linux /proc; clock ticks of 10 ms). */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** A --cpu-prof of uncached renders of `path` in a storefront-server of its own on PORT + 2. */
async function profileRenders(path, dir) {
  const port = PORT + 2;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const child = spawn(process.execPath, ['--cpu-prof', `--cpu-prof-dir=${dir}`, resolve(siteRoot, 'dist/apps/storefront-server/main.js')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), REST_BASE_URL: API, STATIC_DIR: resolve(siteRoot, 'dist/apps/storefront'), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const site = `http://127.0.0.1:${port}`;
  await waitFor(`${site}/healthz`);
  for (let i = 0; i < 3; i++) await (await fetch(site + path)).text();
  const cpuBefore = cpuMs(child.pid);
  let n = 0;
  const sep = path.includes('?') ? '&' : '?';
  const answered = await new Promise((res, rej) =>
    autocannon(
      { url: site, duration: DURATION, connections: CONNECTIONS, requests: [{ method: 'GET', path, setupRequest: (req) => ({ ...req, path: `${path}${sep}_b=${++n}` }) }] },
      (err, r) => (err ? rej(err) : res(r.requests.total)),
    ),
  );
  const cpuUsed = cpuMs(child.pid) - cpuBefore;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
  const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
  if (!file) return [];
  const { total, byOwner, byFunction } = summariseProfile(JSON.parse(readFileSync(resolve(dir, file), 'utf8')));
  const pct = (ms) => `${((100 * ms) / total).toFixed(1)}%`;
  return {
    // CPU per render (the server process's CPU time under the load, over its answers): on a shared
    // machine a steadier figure than req/s, which the other processes' load moves.
    cpuPerRender: answered ? cpuUsed / answered : 0,
    renders: answered,
    owners: byOwner.slice(0, 14).map(([owner, ms]) => ({ owner, share: pct(ms) })),
    functions: byFunction.slice(0, 12).map(([fn, ms]) => ({ function: fn, share: pct(ms) })),
  };
}

export async function benchPages() {
  const pgUrl = await postgresBenchUrl(process.env.BENCH_PAGES_DB ?? 'mall_bench_pages');
  const env = pgUrl ? { DATABASE_URL: pgUrl, DATA_DIR: resolve(root, 'tmp/bench-pages-pg') } : { DATABASE_URL: '', DATA_DIR: resolve(root, 'tmp/bench-pages-data') };
  const stop = await startSite(env);
  const rows = [];
  let profile = null;
  try {
    const [sku] = (await call(API, '/api/goodssku/page', { page_size: 1 })).data.list;
    const token = await login(API, 'demo', 'demo123456', CAPTCHA);
    const member = `mall_token=${encodeURIComponent(token)}`;
    const paths = ['/', `/list?keyword=${encodeURIComponent('脐橙')}`, `/sku-${sku.sku_id}`];
    const file = await staticPath();
    rows.push({ page: `static file ${file.replace(/^.*\//, '')}`, who: '–', ...(await cannon(file, {})), rendered: '–' });
    for (const path of paths) {
      // Warm-up (the page's server chunk, the gateway's caches): not counted.
      for (let i = 0; i < 3; i++) await (await fetch(SITE + path)).text();
      for (const [who, cookie] of [['visitor', ''], ['member', member]]) {
        for (const unique of [false, true]) {
          rows.push({ page: path, who, answer: unique ? 'uncached' : 'cached', ...(await cannon(path, { cookie, unique })) });
        }
      }
    }
    if (process.env.BENCH_PAGES_PROFILE) profile = await profileRenders('/', resolve(process.env.BENCH_PAGES_PROFILE));
  } finally {
    await stop();
  }
  return { db: pgUrl ? 'PostgreSQL' : 'PGlite', rows, profile };
}

export function printPages({ db, rows, profile }) {
  console.log(`\nPage HTML throughput (GET, uncompressed; mall-api on ${db}), ${CONNECTIONS} connections × ${DURATION} s. ` +
    'cached: the same URL again; uncached: a fresh query string per request (every answer rendered)');
  console.table(rows);
  if (profile) {
    console.log(`\nWhere an uncached render of / spends its CPU (--cpu-prof, self time by package and by function): ${profile.cpuPerRender.toFixed(1)} ms of CPU per render (${profile.renders} renders)`);
    console.table(profile.owners);
    console.table(profile.functions);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  printPages(await benchPages());
  process.exit(0);
}
