// SIGTERM drains requests in flight before exit, on mall-api and on storefront-server: a request whose
// body is still arriving when the signal comes completes with its answer, new connections are refused,
// the exit code is 0; a request that never completes is cut after SHUTDOWN_TIMEOUT_MS (exit code 1).
// storefront-server's /readyz follows mall-api's.
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { cloneDatabase, urlFor } from '../pg-admin';
import { apiEnv, sleep, startServer, uniqueName, type ServerProcess, removeDataDirs } from './support';

let url: string;
const started: ServerProcess[] = [];

beforeAll(async () => {
  const base = inject('faultsPgBase');
  const name = uniqueName(`${inject('faultsTemplate')}_drain`);
  await cloneDatabase(base, inject('faultsTemplate'), name);
  url = urlFor(base, name);
});

afterAll(() => {
  for (const s of started) if (s.child.exitCode === null && s.child.signalCode === null) s.child.kill('SIGKILL');
  removeDataDirs();
});

/** Sends the headers and the first half of a JSON POST; answers the socket, a way to finish the body and the response text. */
function slowPost(port: number, path: string, body: string, headers: Record<string, string> = {}) {
  const socket: Socket = connect(port, '127.0.0.1');
  let response = '';
  socket.on('data', (d) => (response += d.toString()));
  const ended = new Promise<string>((r) => socket.on('close', () => r(response)));
  const bytes = Buffer.from(body);
  const half = Math.floor(bytes.length / 2);
  socket.write(`POST ${path} HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: application/json\r\ncontent-length: ${bytes.length}\r\nconnection: close\r\n${Object.entries(headers).map(([k, v]) => `${k}: ${v}\r\n`).join('')}\r\n`);
  socket.write(bytes.subarray(0, half));
  return { finish: () => socket.write(bytes.subarray(half)), response: ended };
}

const refused = async (base: string) =>
  fetch(`${base}/healthz`).then(
    () => false,
    (err: Error) => /ECONNREFUSED/.test(String((err.cause as Error | undefined)?.message ?? err.cause ?? err)),
  );

describe('SIGTERM drains in-flight requests', () => {
  it('with SHUTDOWN_DRAIN_MS both servers answer /readyz 503 but keep serving until the delay ends, then exit 0', async () => {
    const api = await startServer(inject('faultsBundles')['mall-api'], apiEnv(url, { SHUTDOWN_DRAIN_MS: '1500' }));
    started.push(api);
    const site = await startServer(
      inject('faultsBundles')['storefront-server'],
      { REST_BASE_URL: api.url, STATIC_DIR: '/nonexistent-static', SHUTDOWN_DRAIN_MS: '1500', METRICS_PORT: '0', LOG_LEVEL: 'warn' },
      { portVar: 'PORT' },
    );
    started.push(site);
    const t0 = Date.now();
    site.child.kill('SIGTERM');
    api.child.kill('SIGTERM');
    await sleep(300);
    // What a load balancer polls says "take me out"; what shoppers ask is still answered.
    expect((await fetch(`${site.url}/readyz`)).status).toBe(503);
    expect((await fetch(`${api.url}/readyz`)).status).toBe(503);
    expect((await fetch(`${site.url}/healthz`)).status).toBe(200);
    const brands = await fetch(`${api.url}/api/goodsbrand/page`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ page: 1, page_size: 5 }) });
    expect(((await brands.json()) as { code: number }).code).toBe(0);
    expect(await site.exited).toBe(0);
    expect(await api.exited).toBe(0);
    expect(Date.now() - t0).toBeGreaterThanOrEqual(1400);
    expect(await refused(site.url)).toBe(true);
  });

  it('mall-api: a request that never completes is cut after SHUTDOWN_TIMEOUT_MS, exit code 1', async () => {
    const api = await startServer(inject('faultsBundles')['mall-api'], apiEnv(url, { SHUTDOWN_TIMEOUT_MS: '700' }));
    started.push(api);
    const stuck = slowPost(api.port, '/api/goodsbrand/page', JSON.stringify({ page: 1, page_size: 5 }));
    await sleep(300);
    const t0 = Date.now();
    api.child.kill('SIGTERM');
    expect(await api.exited).toBe(1);
    const took = Date.now() - t0;
    expect(took).toBeGreaterThanOrEqual(600);
    expect(took).toBeLessThan(5000);
    await stuck.response;
  });

  it('storefront-server then mall-api: the slow request completes, new connections are refused, exit code 0', async () => {
    const api = await startServer(inject('faultsBundles')['mall-api'], apiEnv(url));
    started.push(api);
    const site = await startServer(
      inject('faultsBundles')['storefront-server'],
      { REST_BASE_URL: api.url, STATIC_DIR: '/nonexistent-static', SHUTDOWN_TIMEOUT_MS: '10000', LOG_LEVEL: 'warn' },
      { portVar: 'PORT' },
    );
    started.push(site);
    expect((await fetch(`${site.url}/readyz`)).status).toBe(200);
    // x-mall-csrf: the gateway's CSRF header that the storefront's client sends.
    const slow = slowPost(site.port, '/graphql', JSON.stringify({ query: '{ __typename }' }), { 'x-mall-csrf': '1' });
    await sleep(300);
    site.child.kill('SIGTERM');
    await sleep(500);
    expect(await refused(site.url)).toBe(true);
    slow.finish();
    const response = await slow.response;
    expect(response).toMatch(/^HTTP\/1\.1 200/);
    expect(response).toContain('__typename');
    expect(await site.exited).toBe(0);

    // Then mall-api: a REST request whose body is still arriving completes, new connections are refused.
    const slowApi = slowPost(api.port, '/api/goodsbrand/page', JSON.stringify({ page: 1, page_size: 5 }));
    await sleep(300);
    api.child.kill('SIGTERM');
    await sleep(500);
    expect(await refused(api.url)).toBe(true);
    expect(api.child.exitCode).toBeNull(); // still draining
    slowApi.finish();
    const apiResponse = await slowApi.response;
    expect(apiResponse).toMatch(/^HTTP\/1\.1 200/);
    expect(apiResponse).toContain('"code":0');
    expect(await api.exited).toBe(0);
  });
});
