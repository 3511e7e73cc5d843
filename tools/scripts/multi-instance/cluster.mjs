// The mall on several instances, on one machine: nginx (deploy/nginx/mall.conf) in front of two
// storefront-servers, each with its own mall-api, over one PostgreSQL database, one Redis and one
// S3-compatible bucket (s3rver, started here on loopback) for the uploads. Used by
// tools/scripts/multi-instance.sh (`up` and `test`) and by the bench. Needs the built apps
// (npm run build), nginx, PostgreSQL and Redis.
//
// Ports from `port` (nginx): storefront-servers port+1 and +2, mall-apis +3 and +4, the bucket +5,
// (the test's private Redis +6), metrics of the storefront-servers +7 and +8, of the mall-apis +9 and +10.
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import S3rver from 's3rver';
import { freshDatabase } from '../../bench/lib/servers.mjs';
import { nodeFlagsOf } from '../node-flags.mjs';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const NODE = resolve(root, 'node_modules/.bin/node');
export const GATEWAY_SECRET = 'multi-instance-gateway-secret';
export const CAPTCHA_CODE = '8832';
export const SMS_CODE = '246810';
export const BUCKET = 'mall-uploads';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Resolves once `url` answers 200; throws after `ms` or when `alive()` says the process ended. */
async function waitReady(url, ms, alive = () => true) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (!alive()) throw new Error(`${url}: the process ended before it was ready`);
    try {
      const res = await fetch(url);
      await res.arrayBuffer();
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`${url} did not become ready within ${ms / 1000} s`);
}

/** deploy/nginx/mall.conf with its placeholders filled, inside a main configuration that runs from `dir`. */
function nginxConfig(dir, port, storefronts) {
  const site = readFileSync(join(root, 'deploy/nginx/mall.conf'), 'utf8')
    .replaceAll('${LISTEN}', `127.0.0.1:${port}`)
    .replaceAll('${STOREFRONT_1}', `127.0.0.1:${storefronts[0]}`)
    .replaceAll('${STOREFRONT_2}', `127.0.0.1:${storefronts[1]}`)
    .replaceAll('${CACHE_DIR}', join(dir, 'cache'))
    .replaceAll('${ACCESS_LOG}', join(dir, 'nginx-access.log'));
  writeFileSync(join(dir, 'mall.conf'), site);
  const user = process.getuid?.() === 0 ? 'user root;\n' : '';
  return `${user}worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'nginx-error.log')} warn;
events { worker_connections 1024; }
http {
  client_body_temp_path ${join(dir, 'tmp/body')};
  proxy_temp_path ${join(dir, 'tmp/proxy')};
  fastcgi_temp_path ${join(dir, 'tmp/fastcgi')};
  uwsgi_temp_path ${join(dir, 'tmp/uwsgi')};
  scgi_temp_path ${join(dir, 'tmp/scgi')};
  include ${join(dir, 'mall.conf')};
}
`;
}

/**
 * Starts the cluster; answers its addresses, a SQL helper on its database, its run folder (logs:
 * <name>.log, nginx-access.log) and stop(). `env` goes to every mall-api (e.g. ORDER_AUTO_CLOSE_MINUTES),
 * `storefrontEnv` to every storefront-server (e.g. PAGE_CACHE=off); `keep` leaves the run folder
 * (logs, cache, bucket) after stop().
 */
export async function startCluster(options = {}) {
  const port = Number(options.port ?? 8080);
  const databaseUrl = options.databaseUrl ?? 'postgres://postgres@127.0.0.1:5432/mall_multi';
  const redisUrl = options.redisUrl ?? process.env.MULTI_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const drainMs = String(options.drainMs ?? 2000);
  const count = 2;
  for (const file of ['dist/apps/mall-api/main.js', 'dist/apps/storefront-server/main.js', 'dist/apps/storefront/index.html']) {
    if (!existsSync(join(root, file))) throw new Error(`${file} is missing: run npm run build first`);
  }
  const dir = options.dir ?? mkdtempSync(join(tmpdir(), 'mall-multi-'));
  for (const sub of ['cache', 'tmp', 's3']) mkdirSync(join(dir, sub), { recursive: true });
  chmodSync(dir, 0o755);
  if (options.fresh !== false) await freshDatabase(databaseUrl);

  const children = [];
  const start = (name, script, env) => {
    const log = openSync(join(dir, `${name}.log`), 'a');
    const child = spawn(NODE, [...nodeFlagsOf(basename(dirname(script))), join(root, script)], {
      cwd: root,
      env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: options.logLevel ?? 'info', GATEWAY_SECRET, SHUTDOWN_DRAIN_MS: drainMs, ...env },
      stdio: ['ignore', log, log],
      detached: true,
    });
    const entry = { name, child, exited: new Promise((r) => child.once('exit', (code, signal) => r(code ?? signal))) };
    children.push(entry);
    return entry;
  };

  const s3 = new S3rver({ port: port + 5, address: '127.0.0.1', silent: true, directory: join(dir, 's3'), configureBuckets: [{ name: BUCKET }] });
  await s3.run();
  const storage = {
    STORAGE_S3_BUCKET: BUCKET,
    STORAGE_S3_ENDPOINT: `http://127.0.0.1:${port + 5}`,
    STORAGE_S3_ACCESS_KEY_ID: 'S3RVER',
    STORAGE_S3_SECRET_ACCESS_KEY: 'S3RVER',
  };

  const apis = [];
  const storefronts = [];
  let nginx;
  const stop = async () => {
    if (nginx && nginx.exitCode === null) nginx.kill('SIGQUIT');
    for (const { child } of children) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
    await Promise.race([Promise.all(children.map((c) => c.exited)), sleep(Number(drainMs) + 15_000)]);
    for (const { child } of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await s3.close().catch(() => undefined);
    // The logs, the cache and the bucket go with the cluster unless asked to keep them.
    if (!options.keep && !options.dir) rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', () => {
    for (const { child } of children) if (child.exitCode === null) child.kill('SIGKILL');
    if (nginx?.exitCode === null) nginx.kill('SIGKILL');
  });

  try {
    for (let i = 0; i < count; i++) {
      const apiPort = port + 3 + i;
      // One at a time: the first migrates and seeds the database, the next finds it ready.
      const api = start(`mall-api-${i + 1}`, 'dist/apps/mall-api/main.js', {
        API_PORT: String(apiPort),
        METRICS_PORT: String(port + 9 + i),
        DATA_DIR: join(dir, `api-${i + 1}`),
        DATABASE_URL: databaseUrl,
        REDIS_URL: redisUrl,
        CAPTCHA_FIXED_CODE: CAPTCHA_CODE,
        SMS_FIXED_CODE: SMS_CODE,
        ...storage,
        ...options.env,
      });
      const url = `http://127.0.0.1:${apiPort}`;
      await waitReady(`${url}/readyz`, 300_000, () => api.child.exitCode === null);
      apis.push({ url, metrics: `http://127.0.0.1:${port + 9 + i}/metrics`, process: api });
    }
    for (let i = 0; i < count; i++) {
      const sitePort = port + 1 + i;
      const site = start(`storefront-server-${i + 1}`, 'dist/apps/storefront-server/main.js', {
        PORT: String(sitePort),
        METRICS_PORT: String(port + 7 + i),
        REST_BASE_URL: apis[i].url,
        STATIC_DIR: join(root, 'dist/apps/storefront'),
        TRUSTED_PROXIES: '127.0.0.1',
        ...options.storefrontEnv,
      });
      storefronts.push({ url: `http://127.0.0.1:${sitePort}`, port: sitePort, metrics: `http://127.0.0.1:${port + 7 + i}/metrics`, process: site });
    }
    for (const s of storefronts) await waitReady(`${s.url}/readyz`, 120_000, () => s.process.child.exitCode === null);
    writeFileSync(join(dir, 'nginx.conf'), nginxConfig(dir, port, storefronts.map((s) => s.port)));
    nginx = spawn('nginx', ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'inherit'] });
    const url = `http://127.0.0.1:${port}`;
    await waitReady(`${url}/healthz`, 30_000, () => nginx.exitCode === null);
    return {
      url,
      dir,
      apis,
      storefronts,
      databaseUrl,
      /** Rows of `text` with `values` on the cluster's database. */
      async sql(text, values = []) {
        const client = new pg.Client({ connectionString: databaseUrl });
        await client.connect();
        try {
          return (await client.query(text, values)).rows;
        } finally {
          await client.end();
        }
      },
      log: (name) => readFileSync(join(dir, `${name}.log`), 'utf8'),
      stop,
    };
  } catch (error) {
    options.keep = true;
    await stop();
    throw new Error(`${error.message} (logs in ${dir})`, { cause: error });
  }
}
