// `npm start`: runs mall-api (REST, API_PORT, default 3001) and storefront-server (site, PORT,
// default 3000) as two processes. With REST_BASE_URL set, mall-api is not started: the gateway
// talks to that backend instead. The builds are made beforehand by `nx run-many -t build`.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { nodeFlagsOf } from './node-flags.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const port = process.env.PORT ?? '3000';
const apiPort = process.env.API_PORT ?? '3001';
const ownApi = !process.env.REST_BASE_URL;
const restBaseUrl = process.env.REST_BASE_URL ?? `http://127.0.0.1:${apiPort}`;
// mall-api believes the shopper's address storefront-server forwards only with this shared secret
// (a local process calling :3001 directly does not know it): SECURITY.md, "Client addresses".
const gatewaySecret = process.env.GATEWAY_SECRET || randomBytes(32).toString('hex');

for (const app of ['storefront-server', ...(ownApi ? ['mall-api'] : [])]) {
  if (!existsSync(resolve(root, `dist/apps/${app}/main.js`))) {
    console.error(`dist/apps/${app}/main.js is missing: run \`npm run build\` first.`);
    process.exit(1);
  }
}

const children = [];
function run(app, env) {
  const child = spawn(process.execPath, ['--enable-source-maps', ...nodeFlagsOf(app), resolve(root, `dist/apps/${app}/main.js`)], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: 'inherit',
  });
  child.on('exit', (code, signal) => {
    console.error(`${app} stopped (${signal ?? code}); stopping the rest.`);
    shutdown(code ?? 1);
  });
  children.push(child);
}

let stopping = false;
function shutdown(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

/** mall-api seeds the embedded database on its first start, which takes a while: wait for it. */
async function waitForApi(deadlineMs) {
  const until = Date.now() + deadlineMs;
  while (Date.now() < until) {
    try {
      const res = await fetch(`${restBaseUrl}/api/website/info`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      if (res.ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return false;
}

if (ownApi) run('mall-api', { API_PORT: apiPort, GATEWAY_SECRET: gatewaySecret });
if (!(await waitForApi(180_000))) {
  console.error(`REST backend at ${restBaseUrl} did not answer within 180 s.`);
  shutdown(1);
} else {
  run('storefront-server', { PORT: port, REST_BASE_URL: restBaseUrl, GATEWAY_SECRET: gatewaySecret });
  console.log(`\n  商城已启动 / the mall is up: http://localhost:${port}  (REST: ${restBaseUrl})\n`);
}
