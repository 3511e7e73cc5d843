// Prometheus metrics of storefront-server (prom-client, as mall-api): page renders by answer status,
// the gateway's REST calls to mall-api by path and outcome, its public cache's hits and misses, and the
// chat websockets passing through. Served on METRICS_PORT (default PORT + 100), never the public port.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import Fastify from 'fastify';
import type { PublicCache, RestCallRecord } from '@mall/gateway';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

export interface ServerMetrics {
  registry: Registry;
  /** Page GETs answered by the renderer (server render, shell or outage page), by status code. */
  renders: Histogram<'status_code'>;
  /** Lookups of a cache on this server: `cache` names it (gateway, page), `result` is hit or miss. */
  cacheLookups: Counter<'cache' | 'result'>;
  restCalls: Histogram<'path' | 'outcome'>;
  websockets: Gauge;
  /** For the gateway's `onRestCall`. */
  recordRestCall(call: RestCallRecord): void;
  /** Marks a request as a page render, timed until its answer is sent. */
  pageStarted(request: FastifyRequest): void;
  isPage(request: FastifyRequest): boolean;
  /** Counts the gateway public cache's hits and misses (kept by the cache itself) on every scrape. */
  watchPublicCache(cache: PublicCache): void;
  /** Counts the page cache's hits, stale answers and renders (misses), kept by the cache itself. */
  watchPageCache(stats: { hits: number; stale: number; renders: number }): void;
}

export function createServerMetrics(options: { defaultMetrics?: boolean } = {}): ServerMetrics {
  const registry = new Registry();
  if (options.defaultMetrics !== false) collectDefaultMetrics({ register: registry });
  const renders = new Histogram({
    name: 'storefront_page_render_seconds',
    help: 'Time from a page request to the last byte of its answer, by status code (200 rendered, 503 outage, 404 not found)',
    labelNames: ['status_code'],
    buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 3, 5, 10],
    registers: [registry],
  });
  // Each watched cache keeps its own counts; every scrape adds what they grew by since the last one.
  const watched: { cache: string; read: () => Record<string, number>; reported: Record<string, number> }[] = [];
  const cacheLookups = new Counter({
    name: 'storefront_cache_lookups_total',
    help: 'Cache lookups on this server by cache (gateway: public REST answers; page: rendered pages) and result (hit, miss; stale: a page answered while it is refreshed)',
    labelNames: ['cache', 'result'],
    registers: [registry],
    collect() {
      for (const w of watched) {
        const now = w.read();
        for (const [result, count] of Object.entries(now)) this.inc({ cache: w.cache, result }, Math.max(0, count - (w.reported[result] ?? 0)));
        w.reported = now;
      }
    },
  });
  const watch = (cache: string, read: () => Record<string, number>) => void watched.push({ cache, read, reported: read() });
  const restCalls = new Histogram({
    name: 'gateway_rest_call_seconds',
    help: "The gateway's REST calls to mall-api by path and outcome (ok, token_error, business_error, upstream_error)",
    labelNames: ['path', 'outcome'],
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
    registers: [registry],
  });
  const websockets = new Gauge({ name: 'storefront_websocket_connections', help: 'Chat websockets open through this server', registers: [registry] });
  const pages = new WeakSet<FastifyRequest>();
  return {
    registry,
    renders,
    cacheLookups,
    restCalls,
    websockets,
    recordRestCall: ({ path, outcome, seconds }) => restCalls.observe({ path, outcome }, seconds),
    pageStarted: (request) => void pages.add(request),
    isPage: (request) => pages.has(request),
    watchPublicCache: (cache) => watch('gateway', () => ({ hit: cache.stats.hits, miss: cache.stats.misses })),
    watchPageCache: (stats) => watch('page', () => ({ hit: stats.hits, stale: stats.stale, miss: stats.renders })),
  };
}

/** Times page renders (requests marked by pageStarted) and counts the /ws websockets as they open and close. */
export function instrumentServer(app: FastifyInstance, metrics: ServerMetrics): void {
  app.addHook('onResponse', async (request, reply) => {
    if (metrics.isPage(request)) metrics.renders.observe({ status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });
  app.server.on('upgrade', (req: { url?: string }, socket: NodeJS.EventEmitter) => {
    if (!(req.url ?? '').startsWith('/ws')) return;
    metrics.websockets.inc();
    socket.once('close', () => metrics.websockets.dec());
  });
}

/** GET /metrics on its own listener (METRICS_PORT), so the public port never shows it. */
export async function startMetricsListener(metrics: ServerMetrics, port: number, host: string): Promise<FastifyInstance> {
  const server = Fastify({ logger: false });
  server.get('/metrics', async (_request, reply) => reply.type(metrics.registry.contentType).send(await metrics.registry.metrics()));
  await server.listen({ port, host });
  return server;
}
