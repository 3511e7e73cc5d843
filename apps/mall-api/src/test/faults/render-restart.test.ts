// Pages through restarts: storefront-server restarted (SIGTERM, then a new process on the same port)
// in the middle of a burst of page loads, then mall-api stopped and started again. No answer is a
// 500, none is an empty page as 200, a missing goods page is never a 200; while mall-api is away the
// pages answer 503 with Retry-After; afterwards everything renders again.
// The storefront's own Vite build is not part of this suite: storefront-server runs with a small
// server entry (written below) that renders through the real in-process gateway and mall-api, the way
// entry-server.tsx does, so the render path under test (timeouts, outage answers, the gateway) is
// the real one.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { cloneDatabase, dropDatabase, urlFor } from '../pg-admin';
import { apiEnv, removeDataDirs, sleep, startServer, uniqueName, type ServerProcess } from './support';

const ENTRY = `
export async function render({ request, gatewayFetch }) {
  const url = new URL(request.url);
  const sku = /^\\/sku-(\\d+)$/.exec(url.pathname);
  const query = sku ? '{ goodsDetail(skuId: ' + sku[1] + ') { skuId goodsName } }' : '{ site { title } }';
  const res = await gatewayFetch(new URL('/graphql', url).toString(), {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', 'x-mall-csrf': '1' },
    body: JSON.stringify({ query }),
  });
  const body = await res.json();
  const failed = (body.errors ?? []).some((e) => e.extensions?.code === 'UPSTREAM_ERROR' || e.extensions?.restCode === -500);
  const data = body.data ?? {};
  const status = failed ? 500 : sku && !data.goodsDetail ? 404 : 200;
  const text = failed ? '出错了' : sku ? (data.goodsDetail?.goodsName ?? '商品不存在') : data.site?.title;
  const html = '<!DOCTYPE html><html lang="zh-CN"><head><title>' + text + '</title></head><body><div id="root"><main data-rendered="1">' + text + '</main></div></body></html>';
  return { kind: 'html', status, setCookies: [], shellReady: Promise.resolve(), abort() {}, pipe(out) { out.end(html); } };
}
`;
const INDEX = '<!doctype html><html lang="zh-CN"><head><meta charset="UTF-8" /><title>商城</title></head><body><div id="root"></div></body></html>';

const dir = mkdtempSync(join(tmpdir(), 'mall-faults-site-'));
const started: ServerProcess[] = [];
let dbName = '';

afterAll(async () => {
  for (const p of started) p.child.kill('SIGKILL');
  if (dbName) await dropDatabase(inject('faultsPgBase'), dbName);
  rmSync(dir, { recursive: true, force: true });
  removeDataDirs();
});

type Outcome = 'rendered' | 'not found' | '503' | 'refused' | 'empty 200' | 'soft 404' | `other ${number}`;

async function load(base: string, path: string, missing: boolean): Promise<Outcome> {
  try {
    const res = await fetch(`${base}${path}`, { headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' }, signal: AbortSignal.timeout(10_000) });
    const html = await res.text();
    if (res.status === 503) return res.headers.get('retry-after') ? '503' : `other ${res.status}`;
    if (missing) return res.status === 404 && html.includes('data-rendered') ? 'not found' : res.status === 200 ? 'soft 404' : `other ${res.status}`;
    if (res.status === 200) return html.includes('data-rendered') ? 'rendered' : 'empty 200';
    return `other ${res.status}`;
  } catch {
    return 'refused';
  }
}

/** `workers` loops of page loads (a goods page, a missing one, the home page) until `until()`. */
async function burst(base: () => string, until: () => boolean, sku: number, workers = 8) {
  const counts = new Map<Outcome, number>();
  await Promise.all(
    Array.from({ length: workers }, async (_, w) => {
      for (let i = 0; !until(); i++) {
        const kind = (w + i) % 3;
        const outcome = await load(base(), kind === 0 ? `/sku-${sku}` : kind === 1 ? '/sku-999999999' : '/', kind === 1);
        counts.set(outcome, (counts.get(outcome) ?? 0) + 1);
        if (outcome === 'refused') await sleep(50);
      }
    }),
  );
  return Object.fromEntries(counts) as Partial<Record<Outcome, number>>;
}

describe('pages through a storefront-server restart and a mall-api outage', () => {
  it('answers rendered pages, real 404s and honest 503s only', async () => {
    const t0 = Date.now();
    const phases: string[] = [];
    const phase = (name: string) => phases.push(`${name} ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    const staticDir = join(dir, 'storefront');
    mkdirSync(staticDir);
    mkdirSync(join(dir, 'storefront-ssr'));
    writeFileSync(join(staticDir, 'index.html'), INDEX);
    writeFileSync(join(dir, 'storefront-ssr', 'entry-server.js'), ENTRY);
    dbName = uniqueName(`${inject('faultsTemplate')}_render`);
    await cloneDatabase(inject('faultsPgBase'), inject('faultsTemplate'), dbName);
    const env = apiEnv(urlFor(inject('faultsPgBase'), dbName));
    let api = await startServer(inject('faultsBundles')['mall-api'], env);
    started.push(api);
    const siteEnv = { REST_BASE_URL: api.url, STATIC_DIR: staticDir, SHUTDOWN_TIMEOUT_MS: '3000', SSR_TIMEOUT_MS: '3000', LOG_LEVEL: 'error' };
    let site = await startServer(inject('faultsBundles')['storefront-server'], siteEnv, { portVar: 'PORT' });
    started.push(site);
    const goods = (await (await fetch(`${api.url}/api/goodssku/page`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"page":1,"page_size":1}' })).json()) as {
      data: { list: { sku_id: number }[] };
    };
    const sku = goods.data.list[0].sku_id;
    phase('servers up');
    const firstPage = await fetch(`${site.url}/sku-${sku}`);
    expect(firstPage.status, `${sku} ${await firstPage.text()} ${site.output()}`).toBe(200);

    // 1. storefront-server restarted mid-burst: SIGTERM drains, a new process takes the port.
    let done = false;
    const first = burst(() => site.url, () => done, sku, 4);
    await sleep(1000);
    site.child.kill('SIGTERM');
    expect(await site.exited).toBe(0);
    site = await startServer(inject('faultsBundles')['storefront-server'], { ...siteEnv, PORT: String(site.port) }, { portVar: 'PORT' });
    started.push(site);
    await sleep(1000);
    done = true;
    const restart = await first;
    phase('storefront-server restarted');

    // 2. mall-api stopped: pages answer 503 with Retry-After; started again: they render.
    api.child.kill('SIGKILL');
    await api.exited;
    // The gateway may answer the site's title from its 3 s cache meanwhile: count after it expired.
    await sleep(3500);
    let outageDone = false;
    const outage = burst(() => site.url, () => outageDone, sku, 4);
    await sleep(1000);
    outageDone = true;
    const down = await outage;
    api = await startServer(inject('faultsBundles')['mall-api'], { ...env, API_PORT: String(api.port) });
    started.push(api);
    let afterDone = false;
    const after = burst(() => site.url, () => afterDone, sku, 4);
    await sleep(1000);
    afterDone = true;
    const back = await after;
    phase('mall-api back');

    console.info(`[faults] render restart: ${JSON.stringify(restart)}; mall-api down: ${JSON.stringify(down)}; back: ${JSON.stringify(back)}; ${phases.join(', ')}`);
    for (const counts of [restart, down, back]) {
      expect(counts['empty 200'] ?? 0).toBe(0);
      expect(counts['soft 404'] ?? 0).toBe(0);
      expect(Object.keys(counts).filter((k) => k.startsWith('other'))).toEqual([]);
    }
    expect(restart.rendered).toBeGreaterThan(0);
    expect(Object.keys(down).filter((k) => k !== '503')).toEqual([]);
    expect(Object.keys(back).sort()).toEqual(['not found', 'rendered']);
  });
});
