// Pages and checkout on two instances behind nginx beside one instance
// (tools/scripts/multi-instance/cluster.mjs: nginx, two storefront-servers, two mall-apis, one
// PostgreSQL database mall_bench_multi, Redis, the bucket). On one 2-core machine the instances share
// the cores, so this shows what the extra hop and the shared stores cost and what nginx's page cache
// gives, not how far more machines scale (docs/capacity.md projects that).
//   - a public page from nginx's cache (HIT), through nginx;
//   - a public page rendered every time (a query string no cache has seen; storefront-servers with
//     PAGE_CACHE=off): one storefront-server directly, then both through nginx;
//   - checkout orders/s through mall-api's REST: one mall-api, then both (the workers split).
import autocannon from 'autocannon';
import { startCluster } from '../scripts/multi-instance/cluster.mjs';
import { benchCheckout } from './checkout.mjs';
import { LOAD, postgresBenchUrl } from './lib/servers.mjs';

const cannon = (opts) =>
  new Promise((resolveP, reject) => autocannon({ duration: LOAD.seconds, connections: LOAD.connections, ...opts }, (err, r) => (err ? reject(err) : resolveP(r))));

/** Every request a query string of its own: no cache in front has the page. */
const uncached = (base, path) => ({
  url: base,
  requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: `${path}?bench=${Math.random().toString(36).slice(2)}` }) }],
});

const row = (what, r) => ({ what, 'req/s': Math.round(r.requests.average), 'p50 ms': r.latency.p50, 'p99 ms': r.latency.p99, non2xx: r.non2xx, errors: r.errors });

export async function benchMultiInstance({ port = Number(process.env.BENCH_MULTI_PORT ?? 4470) } = {}) {
  const databaseUrl = await postgresBenchUrl('mall_bench_multi');
  if (!databaseUrl) return null;
  // Fresh each run (startCluster drops and creates it): stock and orders are the seed's.
  const cluster = await startCluster({
    port,
    databaseUrl,
    logLevel: 'warn',
    env: { ORDER_SWEEP_SECONDS: '0', LOGIN_RATE_LIMIT_PER_MINUTE: '1000' },
    storefrontEnv: { PAGE_CACHE: 'off' },
  });
  try {
    const pages = [];
    await (await fetch(`${cluster.url}/list`)).text();
    pages.push(row('/list from nginx’s cache (two instances behind)', await cannon({ url: `${cluster.url}/list` })));
    pages.push(row('/list rendered, one storefront-server', await cannon(uncached(cluster.storefronts[0].url, '/list'))));
    pages.push(row('/list rendered, two behind nginx', await cannon(uncached(cluster.url, '/list'))));
    const checkout = [];
    const one = await benchCheckout({ apiUrl: cluster.apis[0].url, concurrency: LOAD.connections, seconds: LOAD.seconds });
    checkout.push({ what: 'one mall-api', 'orders/s': one.ordersPerSecond, 'create p50 ms': one.create.p50, 'create p99 ms': one.create.p99, refused: one.failed });
    const both = await Promise.all(cluster.apis.map((api) => benchCheckout({ apiUrl: api.url, concurrency: Math.ceil(LOAD.connections / 2), seconds: LOAD.seconds })));
    checkout.push({
      what: 'two mall-apis, one database',
      'orders/s': Math.round(both.reduce((s, r) => s + r.ordersPerSecond, 0) * 10) / 10,
      'create p50 ms': Math.max(...both.map((r) => r.create.p50)),
      'create p99 ms': Math.max(...both.map((r) => r.create.p99)),
      refused: both.reduce((s, r) => s + r.failed, 0),
    });
    return { pages, checkout };
  } finally {
    await cluster.stop();
  }
}

export function printMultiInstance(result) {
  if (!result) return;
  const { pages, checkout } = result;
  console.log(`\nTwo instances behind nginx beside one (PostgreSQL, Redis, bucket; ${LOAD.connections} connections, ${LOAD.seconds} s; one 2-core machine):`);
  console.table(pages);
  console.table(checkout);
}

if (import.meta.url === `file://${process.argv[1]}`) printMultiInstance(await benchMultiInstance());
