// Readiness and graceful stop of storefront-server. /readyz is ready when mall-api's /readyz answers
// 200 within the timeout (the gateway is useless without it) and we are not draining; SIGTERM turns
// /readyz 503 and keeps serving for SHUTDOWN_DRAIN_MS (a load balancer notices and stops sending), then
// drains requests in flight (new connections refused) and exits 0, or 1 after SHUTDOWN_TIMEOUT_MS.
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
  return durationFromEnv(env, 'SHUTDOWN_TIMEOUT_MS', fallback);
}

/** SHUTDOWN_DRAIN_MS: how long /readyz says 503 before the listener closes; 0 (at once) by default. */
export function shutdownDrainFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  return durationFromEnv(env, 'SHUTDOWN_DRAIN_MS', 0);
}

function durationFromEnv(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  if (!/^\d+$/.test(raw)) throw new Error(`${name} must be a whole number of milliseconds, not ${JSON.stringify(raw)}`);
  return Number(raw);
}

/**
 * SIGTERM/SIGINT: readiness 503 for `drainMs` while still serving, then stop listening, let requests in
 * flight finish, exit 0 (1 when the timeout cut them).
 */
export function drainOnSignals(app: FastifyInstance, options: { timeoutMs: number; drainMs?: number; onDrainStart?: () => void; exit?: (code: number) => void }): (signal: string) => Promise<void> {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    options.onDrainStart?.();
    if (options.drainMs) {
      app.log.info({ signal, drainMs: options.drainMs }, 'shutting down: /readyz answers 503, still serving while the load balancer notices');
      await new Promise((resolveP) => setTimeout(resolveP, options.drainMs));
    }
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
  return shutdown;
}
