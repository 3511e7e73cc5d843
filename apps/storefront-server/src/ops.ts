// Readiness and graceful stop of storefront-server. /readyz is ready when mall-api's /readyz answers
// 200 within the timeout (the gateway is useless without it) and we are not draining; SIGTERM drains
// requests in flight (new connections refused) and exits 0, or 1 after SHUTDOWN_TIMEOUT_MS.
import type { FastifyInstance } from 'fastify';

export interface ReadinessOptions {
  /** mall-api's base URL (REST_BASE_URL). */
  upstream: string;
  /** How long mall-api's /readyz may take (READY_TIMEOUT_MS, default 1000). */
  timeoutMs?: number;
  draining?: () => boolean;
  fetch?: typeof fetch;
}

export function registerReadiness(app: FastifyInstance, options: ReadinessOptions): void {
  const upstream = options.upstream.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 1000;
  const fetchFn = options.fetch ?? fetch;
  app.get('/readyz', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
    if (options.draining?.()) return reply.code(503).send({ status: 'not_ready', message: '服务正在停止，不再接收新请求', checks: { api: 'unknown', draining: true } });
    let api: 'ok' | 'not_ready' | 'down' = 'down';
    try {
      const res = await fetchFn(`${upstream}/readyz`, { signal: AbortSignal.timeout(timeoutMs) });
      api = res.status === 200 ? 'ok' : 'not_ready';
      await res.body?.cancel();
    } catch {
      api = 'down';
    }
    const ready = api === 'ok';
    return reply.code(ready ? 200 : 503).send({
      status: ready ? 'ready' : 'not_ready',
      checks: { api, draining: false },
      ...(ready ? {} : { message: api === 'down' ? `后端服务 ${upstream} 无法连接` : '后端服务尚未就绪' }),
    });
  });
}

export function shutdownTimeoutFromEnv(env: NodeJS.ProcessEnv = process.env, fallback = 10_000): number {
  const raw = env.SHUTDOWN_TIMEOUT_MS;
  if (raw === undefined || raw.trim() === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`SHUTDOWN_TIMEOUT_MS must be a whole number of milliseconds, not ${JSON.stringify(raw)}`);
  return n;
}

/** SIGTERM/SIGINT: stop listening, let requests in flight finish, exit 0 (1 when the timeout cut them). */
export function drainOnSignals(app: FastifyInstance, options: { timeoutMs: number; onDrainStart?: () => void; exit?: (code: number) => void }): void {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    options.onDrainStart?.();
    app.log.info({ signal, timeoutMs: options.timeoutMs }, 'shutting down: draining requests in flight');
    let cut = false;
    const timer = setTimeout(() => {
      cut = true;
      app.log.error('shutdown: requests still in flight after the timeout; closing their connections');
      app.server.closeAllConnections();
    }, options.timeoutMs);
    await app.close().catch((err: unknown) => {
      cut = true;
      app.log.error({ err }, 'shutdown: closing failed');
    });
    clearTimeout(timer);
    exit(cut ? 1 : 0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}
