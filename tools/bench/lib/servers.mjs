// What every bench shares: starting the servers it measures (mall-api alone, or mall-api with
// storefront-server through tools/scripts/start.mjs) on its own ports, waiting for them, stopping
// them, the PostgreSQL bench databases, REST calls and logins, and the timing of a closed loop.
// Every child is started in its own process group and stopped with it when the bench exits.
import { spawn } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
export const JSON_HEADERS = { 'content-type': 'application/json' };
/** Node 24 of the workspace (the system `node` may be older). */
export const NODE = resolve(root, 'node_modules/.bin/node');

/** Resolves once `url` answers 2xx (GET, or `init`), polling every 300 ms; throws after `ms`. */
export async function waitFor(url, { ms = 300_000, init } = {}) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url, init)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not come up`);
}

/** Resolves once none of `urls` answers any more (their ports are free again). */
export async function waitForDown(urls, ms = 60_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const up = await Promise.all(urls.map((url) => fetch(url).then(() => true, () => false)));
    if (!up.includes(true)) return;
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${urls.join(', ')} still answer`);
}

/**
 * Spawns `command args` from the repository root in its own process group with `env` over this
 * process's (LOG_LEVEL=warn unless given); answers `stop()`, which ends the group (also run when the
 * bench exits).
 */
export function startProcess(command, args, env = {}) {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  process.once('exit', stop);
  return stop;
}

/**
 * The build the benches start: this checkout's, or BENCH_SITE_ROOT's (a copy of an earlier dist/ for
 * before/after: a directory with dist/apps/…, tools/scripts/ and drizzle/, node_modules linked).
 */
export const siteRoot = resolve(process.env.BENCH_SITE_ROOT ?? root);

/**
 * mall-api + storefront-server (tools/scripts/start.mjs, the built dist of `siteRoot`) on `port` and
 * `apiPort`, on PGlite unless `env.DATABASE_URL` is given; resolves when the site answers /healthz
 * with a stop function that waits until both servers are down (the next start needs the ports).
 */
export async function startSite({ port, apiPort, env = {} }) {
  const stop = startProcess(process.execPath, [resolve(siteRoot, 'tools/scripts/start.mjs')], {
    DATABASE_URL: '',
    PORT: String(port),
    API_PORT: String(apiPort),
    STATIC_DIR: resolve(siteRoot, 'dist/apps/storefront'),
    ...env,
  });
  await waitFor(`http://127.0.0.1:${port}/healthz`);
  return async () => {
    stop();
    await waitForDown([`http://127.0.0.1:${port}/healthz`, `http://127.0.0.1:${apiPort}/healthz`]);
  };
}

/**
 * A bench's site on `port` with its mall-api on `port + 1`: their URLs, and `start(env)`, which starts
 * both (startSite) and resolves with their stop function.
 */
export function siteOnPort(port) {
  const apiPort = port + 1;
  return { site: `http://127.0.0.1:${port}`, api: `http://127.0.0.1:${apiPort}`, start: (env) => startSite({ port, apiPort, env }) };
}

/** The load of the timed loops: BENCH_SECONDS long, BENCH_CONNECTIONS at a time (10 and 10 by default). */
export const LOAD = { seconds: Number(process.env.BENCH_SECONDS ?? 10), connections: Number(process.env.BENCH_CONNECTIONS ?? 10) };

/** Headless Chromium without the background traffic that would be timed with the pages. */
export const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--no-first-run',
];

/**
 * mall-api alone from the build (dist/apps/mall-api/main.js, or BENCH_API_MAIN: e.g. a copy of an
 * earlier build, for before/after) on `port`, with METRICS_PORT off; resolves with { url, stop }
 * when it answers.
 */
export async function startApi({ port, env = {} }) {
  const main = process.env.BENCH_API_MAIN ?? 'dist/apps/mall-api/main.js';
  const stop = startProcess(NODE, [main], { API_PORT: String(port), METRICS_PORT: '0', ...env });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/api/website/info`, { init: { method: 'POST', headers: JSON_HEADERS, body: '{}' } });
  return {
    url,
    stop: async () => {
      stop();
      await waitForDown([`${url}/healthz`]);
    },
  };
}

/**
 * The URL of the PostgreSQL bench database `name`, created when missing (dropped first when
 * `fresh`), on BENCH_DATABASE_URL's server (or DATABASE_URL's, or the local test server); null when
 * no server answers, so a bench can leave its PostgreSQL rows out.
 */
export async function postgresBenchUrl(name, { fresh = false } = {}) {
  const base = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const admin = new URL(base);
  // Connect to another database than the one dropped.
  if (admin.pathname === `/${name}`) admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  try {
    await client.connect();
    if (fresh) await client.query(`drop database if exists "${name}" with (force)`);
    const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) await client.query(`create database "${name}"`);
  } catch (error) {
    console.error(`PostgreSQL at ${base} is not reachable (${error.message}): its rows are left out.`);
    return null;
  } finally {
    await client.end().catch(() => {});
  }
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

/** POSTs `body` to mall-api's `path`; answers the parsed envelope. */
export async function call(apiUrl, path, body) {
  const res = await fetch(`${apiUrl}${path}`, { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify(body) });
  return res.json();
}

/** Logs in through captcha + password (mall-api must run with CAPTCHA_FIXED_CODE=`captchaCode`). */
export async function login(apiUrl, username, password, captchaCode) {
  const c = await call(apiUrl, '/api/captcha/captcha', {});
  const r = await call(apiUrl, '/api/login/login', { username, password, captcha_id: c.data.id, captcha_code: captchaCode, auto_login: 1 });
  if (r.code !== 0) throw new Error(`login ${username}: ${r.message}`);
  return r.data.token;
}

/** Gives each logged-in member without an address a default one (express delivery needs it). */
export async function ensureAddresses(apiUrl, tokens, { name, mobilePrefix, address }) {
  for (const [i, token] of tokens.entries()) {
    const book = await call(apiUrl, '/api/memberaddress/page', { token, page: 1, page_size: 1 });
    if (book.code === 0 && book.data.count === 0) {
      const added = await call(apiUrl, '/api/memberaddress/add', {
        token,
        name: `${name}${i + 1}`,
        mobile: `${mobilePrefix}${String(1000 + i).padStart(4, '0')}`,
        province_id: 430000,
        city_id: 430100,
        district_id: 430104,
        address,
        is_default: 1,
      });
      if (added.code !== 0) throw new Error(`address for bench member ${i + 1}: ${added.message}`);
    }
  }
}

/** Drops and creates the database of `url` (connected through the server's `postgres` database). */
export async function freshDatabase(url) {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unexpected database name ${JSON.stringify(name)}`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
}

/** The `p`th percentile (0–100) of ascending `sorted`, 0 when empty. */
export const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] : 0);

/**
 * Closed loop: `connections` workers each run `page()` back to back for `seconds`, adding latencies
 * (ms), failures and elapsed seconds to `acc` (pass the same `acc` to run a variant in several turns).
 */
export async function closedLoop(page, { seconds, connections }, acc = { latencies: [], failures: 0, elapsed: 0 }) {
  const until = performance.now() + seconds * 1000;
  const worker = async () => {
    while (performance.now() < until) {
      const t = performance.now();
      try {
        await page();
        acc.latencies.push(performance.now() - t);
      } catch {
        acc.failures += 1;
      }
    }
  };
  const t0 = performance.now();
  await Promise.all(Array.from({ length: connections }, worker));
  acc.elapsed += (performance.now() - t0) / 1000;
  return acc;
}

/** Pages per second, p50 and p99 (ms) and failures of a closed loop's `acc`. */
export function loopSummary(acc) {
  const sorted = [...acc.latencies].sort((a, b) => a - b);
  return { perSecond: sorted.length / acc.elapsed, p50: percentile(sorted, 50), p99: percentile(sorted, 99), failures: acc.failures };
}
