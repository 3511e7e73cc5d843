// Prometheus metrics (prom-client): request counts and latency per route pattern, the database pool,
// refusals by the rate limits and answers of "database unavailable". Served by a separate listener
// on METRICS_PORT (startMetricsServer), never on the public API port.
import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** What the pool gauges read (pg.Pool has these three counts). */
export interface PoolStats {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

export interface Metrics {
  registry: Registry;
  requests: Counter<'method' | 'route' | 'status_code'>;
  duration: Histogram<'method' | 'route' | 'status_code'>;
  rateLimitRefusals: Counter<'route'>;
  databaseUnavailable: Counter<'route'>;
  /** Reads the pool's counts on every scrape; call once, after the database is open (no-op without a pool). */
  watchPool(pool: PoolStats | undefined): void;
}

export function createMetrics(options: { defaultMetrics?: boolean } = {}): Metrics {
  const registry = new Registry();
  // Process CPU, memory, event-loop lag and GC: the usual first look when latency grows.
  if (options.defaultMetrics !== false) collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({ name: 'http_requests_total', help: 'HTTP requests answered, by route pattern', labelNames, registers: [registry] });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from request to answer, by route pattern',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const rateLimitRefusals = new Counter({ name: 'rate_limit_refusals_total', help: 'Requests refused with 429 by a per-address limit', labelNames: ['route'], registers: [registry] });
  const databaseUnavailable = new Counter({ name: 'database_unavailable_total', help: 'Requests answered 503 because the database did not answer', labelNames: ['route'], registers: [registry] });
  // Registered only with a pool (PostgreSQL): embedded PGlite has none, and a constant 0 would mislead.
  const watchPool = (pool: PoolStats | undefined) => {
    if (!pool) return;
    const poolGauge = (name: string, help: string, read: (p: PoolStats) => number) =>
      new Gauge({
        name,
        help,
        registers: [registry],
        collect() {
          this.set(read(pool));
        },
      });
    poolGauge('db_pool_connections', 'PostgreSQL pool: open connections', (p) => p.totalCount);
    poolGauge('db_pool_idle_connections', 'PostgreSQL pool: idle connections', (p) => p.idleCount);
    poolGauge('db_pool_waiting_requests', 'PostgreSQL pool: queries waiting for a connection', (p) => p.waitingCount);
  };
  return {
    registry,
    requests,
    duration,
    rateLimitRefusals,
    databaseUnavailable,
    watchPool,
  };
}

/**
 * The route label of a request: Fastify's route pattern (`/upload/*`, `/api/goods/detail`), never the
 * raw URL, so ids and query strings cannot grow the series without bound; unmatched URLs share one label.
 */
export const routeLabel = (request: { routeOptions?: { url?: string } }): string => request.routeOptions?.url ?? 'unmatched';

/** Records every answer of `app` in `metrics`. */
export function instrumentApp(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onResponse', async (request, reply) => {
    const labels = { method: request.method, route: routeLabel(request), status_code: String(reply.statusCode) };
    metrics.requests.inc(labels);
    metrics.duration.observe(labels, reply.elapsedTime / 1000);
  });
}

/** GET /metrics on its own port (METRICS_PORT), so the public port never exposes it. */
export async function startMetricsServer(metrics: Metrics, port: number, host: string): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found: GET /metrics\n');
      return;
    }
    metrics.registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
      (err: Error) => res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end(`metrics failed: ${err.message}\n`),
    );
  });
  await new Promise<void>((resolveP, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolveP());
  });
  return server;
}
