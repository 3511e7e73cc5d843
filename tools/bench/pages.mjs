// Page throughput: GETs of the server-rendered HTML of /, /list?keyword=脐橙 and /sku-{id}, for a
// visitor and for a logged-in member (the demo member's cookie), each cached (the same URL again:
// storefront-server's page cache, what a CDN in front would also answer) and uncached (a fresh
// query string per request, so every answer is rendered), beside a static file of the same server
// (the ceiling a cached page is compared with). mall-api on PostgreSQL (BENCH_PAGES_DB, default
// mall_bench_pages) when reachable, else PGlite (tmp/bench-pages-data). Plain HTML, no
// accept-encoding, so a body can be checked for the rendered page (every uncached answer, a few before
// each cached run). Last, the client shell of / (the same server with STOREFRONT_SSR=off), the issue's
// reference column, and each uncached row against the baseline, as measured and scaled by the
// shell's rate then and now (the machine's speed).
// BENCH_PAGES_PROFILE=<dir>: also a --cpu-prof of an uncached anonymous render of / under the same
// load, in a storefront-server of its own, summarised by package (tools/bench/lib/cpu-profile.mjs).
// BENCH_SITE_ROOT=<dir>: the build to measure (tools/bench/lib/servers.mjs).
// BENCH_PAGES_PATHS=/a,/b: other pages (comma-separated, URL-encoded); BENCH_PAGES_ANSWERS=uncached:
// renders only.
//
//   node tools/bench/pages.mjs                         (alone; needs the build: npm run build)
//   import { benchPages, printPages } from './pages.mjs'  (from bench.mjs)
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { nodeFlagsOf } from '../scripts/node-flags.mjs';
import { summariseProfile } from './lib/cpu-profile.mjs';
import { LOAD, call, login, postgresBenchUrl, root, siteRoot, startSite as startSiteOn, waitFor } from './lib/servers.mjs';

const PORT = Number(process.env.BENCH_PAGES_PORT ?? 4480);
const SITE = `http://127.0.0.1:${PORT}`;
const API = `http://127.0.0.1:${PORT + 1}`;
const CAPTCHA = '8832';
const { seconds: DURATION, connections: CONNECTIONS } = LOAD;
/**
 * Unmeasured load before each page's runs and the profile: module loading, the JIT, the caches. 3 s
 * left the JIT settling through the first run (/shop-14's visitor row 205–245 req/s, the same page
 * for a member right after it 284–316, its visitor row again 303).
 */
const WARM_UP_SECONDS = 8;

/** mall-api + storefront-server of the measured build (BENCH_SITE_ROOT) with a fixed captcha. */
const startSite = (env) =>
  startSiteOn({ port: PORT, apiPort: PORT + 1, env: { CAPTCHA_FIXED_CODE: CAPTCHA, LOGIN_RATE_LIMIT_PER_MINUTE: '1000', ...env } });

/**
 * A query value never asked for before in this bench (a counter across every run, after this run's
 * own prefix): a count restarted per run would ask the previous run's URLs again, answered from the
 * page cache, and an "uncached" row would mostly measure cache hits (the member rows after the
 * visitor's did, the warm-up's URLs too).
 */
const RUN = Date.now().toString(36);
let fresh = 0;
const freshQuery = () => `${RUN}${++fresh}`;

/** Server HTML has the page inside #root; the client shell has none. */
const isRendered = (html) => /<div id="root">\s*<[a-z]/i.test(html);

/** The pid listening on `port` (Linux /proc: the socket's inode among a process's fds), or null. */
function listener(port) {
  const hex = port.toString(16).toUpperCase().padStart(4, '0');
  const inodes = new Set();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      const f = line.trim().split(/\s+/);
      if (f[1]?.endsWith(`:${hex}`) && f[3] === '0A') inodes.add(f[9]);
    }
  }
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      for (const fd of readdirSync(`/proc/${pid}/fd`)) {
        const m = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
        if (m && inodes.has(m[1])) return Number(pid);
      }
    } catch {
      // gone, or not ours to read
    }
  }
  return null;
}

/**
 * autocannon GETs of `path` (a fresh `_b=<n>` query per request when `unique`); req/s, p50, rendered
 * share, and the CPU each answer cost storefront-server and mall-api (CPU time over answers: on a
 * shared machine steadier than req/s).
 */
async function cannon(path, { cookie, unique }) {
  const pids = [listener(PORT), listener(PORT + 1)];
  const before = pids.map((pid) => (pid ? cpuMs(pid) : 0));
  const row = await cannonRun(path, { cookie, unique });
  const used = pids.map((pid, i) => (pid ? cpuMs(pid) - before[i] : NaN));
  const perAnswer = (ms) => (row.answers && Number.isFinite(ms) ? Number((ms / row.answers).toFixed(2)) : '–');
  const shown = { ...row };
  delete shown.answers;
  return { ...shown, 'site CPU ms': perAnswer(used[0]), 'api CPU ms': perAnswer(used[1]) };
}

/**
 * One autocannon run. An uncached run checks every answer's body for the rendered page (a render that
 * timed out answers the client shell); a cached run checks a few answers before it instead: autocannon
 * assembles the body of every answer it hands to onResponse, and for the 90 KB of / that alone held
 * the client under a quarter of what the server answers without it.
 */
async function cannonRun(path, { cookie, unique, duration = DURATION }) {
  const seen = { total: 0, rendered: 0 };
  const sep = path.includes('?') ? '&' : '?';
  if (!unique) {
    for (let i = 0; i < 5; i++) {
      const answer = await fetch(`${SITE}${path}`, { headers: cookie ? { cookie } : {} });
      seen.total++;
      if (answer.status === 200 && isRendered(await answer.text())) seen.rendered++;
    }
  }
  return new Promise((res, rej) => {
    autocannon(
      {
        url: SITE,
        duration,
        connections: CONNECTIONS,
        headers: cookie ? { cookie } : {},
        requests: [
          {
            method: 'GET',
            path,
            setupRequest: (req) => (unique ? { ...req, path: `${path}${sep}_b=${freshQuery()}` } : req),
            ...(unique && {
              onResponse: (status, body) => {
                seen.total++;
                if (status === 200 && isRendered(body)) seen.rendered++;
              },
            }),
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
              answers: r.requests.total,
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
  const child = spawn(process.execPath, ['--cpu-prof', `--cpu-prof-dir=${dir}`, ...nodeFlagsOf('storefront-server'), resolve(siteRoot, 'dist/apps/storefront-server/main.js')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), REST_BASE_URL: API, STATIC_DIR: resolve(siteRoot, 'dist/apps/storefront'), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const site = `http://127.0.0.1:${port}`;
  await waitFor(`${site}/healthz`);
  const sep = path.includes('?') ? '&' : '?';
  const load = (duration) =>
    new Promise((res, rej) =>
      autocannon(
        { url: site, duration, connections: CONNECTIONS, requests: [{ method: 'GET', path, setupRequest: (req) => ({ ...req, path: `${path}${sep}_b=${freshQuery()}` }) }] },
        (err, r) => (err ? rej(err) : res(r.requests.total)),
      ),
    );
  // Warm-up (module loading, the JIT, the gateway's caches): left out of the profile and the CPU figure.
  await load(WARM_UP_SECONDS);
  const from = Number(process.hrtime.bigint() / 1000n);
  const cpuBefore = cpuMs(child.pid);
  const answered = await load(DURATION);
  const cpuUsed = cpuMs(child.pid) - cpuBefore;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
  const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
  if (!file) return [];
  const { total, byOwner, byFunction } = summariseProfile(JSON.parse(readFileSync(resolve(dir, file), 'utf8')), from);
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
    const paths = process.env.BENCH_PAGES_PATHS?.split(',') ?? ['/', `/list?keyword=${encodeURIComponent('脐橙')}`, `/sku-${sku.sku_id}`];
    const answers = process.env.BENCH_PAGES_ANSWERS === 'uncached' ? [true] : [false, true];
    const file = await staticPath();
    rows.push({ page: `static file ${file.replace(/^.*\//, '')}`, who: '–', ...(await cannon(file, {})), rendered: '–' });
    for (const path of paths) {
      // Warm-up (the page's server chunk, the JIT, the gateway's caches): not counted.
      await cannonRun(path, { unique: true, duration: WARM_UP_SECONDS });
      for (const [who, cookie] of [['visitor', ''], ['member', member]]) {
        for (const unique of answers) {
          rows.push({ page: path, who, answer: unique ? 'uncached' : 'cached', ...(await cannon(path, { cookie, unique })) });
        }
      }
    }
    if (process.env.BENCH_PAGES_PROFILE) profile = await profileRenders('/', resolve(process.env.BENCH_PAGES_PROFILE));
  } finally {
    await stop();
  }
  const shell = await benchShell(env);
  return { db: pgUrl ? 'PostgreSQL' : 'PGlite', rows: [...rows, ...shell.rows], profile, shellRate: shell.rate };
}

/**
 * The client shell (STOREFRONT_SSR=off: the same server answering every page without a render), the
 * issue's own reference column (3,095 req/s on / then): the machine's speed today against the day
 * the baseline was taken, since these shared machines differ from one day to the next.
 */
async function benchShell(env) {
  const stop = await startSite({ ...env, STOREFRONT_SSR: 'off' });
  try {
    await cannonRun('/', { unique: true, duration: WARM_UP_SECONDS });
    const row = await cannon('/', { unique: true });
    return { rows: [{ page: '/', who: 'visitor', answer: 'client shell (no render)', ...row, rendered: '–' }], rate: row['req/s'] };
  } finally {
    await stop();
  }
}

/** The uncached baseline (req/s, anonymous and logged in) and its client shell's rate on /. */
const BASELINE = { '/': [42, 24], '/list': [70, 44], '/sku': [43, 31], '/shop': [78, 51], '/promotion/seckill': [83, 54], '/cms/help': [83, 54] };
const BASELINE_SHELL = 3095;
const baselineOf = (page) => BASELINE[page] ?? Object.entries(BASELINE).find(([prefix]) => prefix !== '/' && page.startsWith(prefix))?.[1];

/** Each uncached row against the baseline: as measured, and scaled by the client shell's rate then and now. */
function againstBaseline(rows, shellRate) {
  const scale = shellRate ? shellRate / BASELINE_SHELL : NaN;
  return rows
    .filter((r) => r.answer === 'uncached' && baselineOf(r.page))
    .map((r) => {
      const base = baselineOf(r.page)[r.who === 'member' ? 1 : 0];
      const goal = r.who === 'member' ? 2 : 3;
      return {
        page: r.page,
        who: r.who,
        'baseline req/s': base,
        'req/s': r['req/s'],
        ratio: Number((r['req/s'] / base).toFixed(2)),
        'ratio, shell-scaled': Number((r['req/s'] / (base * scale)).toFixed(2)),
        goal: `${goal}×`,
      };
    });
}

export function printPages({ db, rows, profile, shellRate }) {
  console.log(`\nPage HTML throughput (GET, uncompressed; mall-api on ${db}), ${CONNECTIONS} connections × ${DURATION} s. ` +
    'cached: the same URL again; uncached: a fresh query string per request (every answer rendered)');
  console.table(rows);
  if (shellRate) {
    console.log(`\nUncached renders against the issue's baseline (its client shell answered / at ${BASELINE_SHELL} req/s, this run's at ${shellRate}: ` +
      'the shell-scaled ratio divides out the machine\'s speed on the day)');
    console.table(againstBaseline(rows, shellRate));
  }
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
