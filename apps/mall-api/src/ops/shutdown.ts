// Graceful stop on SIGTERM/SIGINT: readiness turns 503 at once while the listener keeps serving for
// SHUTDOWN_DRAIN_MS (a load balancer polling /readyz notices and sends no more), then the listener stops
// taking new connections, requests in flight finish (Fastify's close waits for them and closes idle keep-alive
// sockets), then the resources close and the process exits 0. If draining takes longer than
// SHUTDOWN_TIMEOUT_MS the remaining connections are cut and the exit code is 1.
import type { FastifyInstance } from 'fastify';

export interface ShutdownOptions {
  app: FastifyInstance;
  /** Called after the app closed (database pool, metrics listener). */
  cleanup?: () => Promise<void>;
  timeoutMs: number;
  /** How long /readyz answers 503 before the listener closes (SHUTDOWN_DRAIN_MS; default 0). */
  drainMs?: number;
  /** Told first, so /readyz answers 503 while draining. */
  onDrainStart?: () => void;
  exit?: (code: number) => void;
}

export function shutdownTimeoutFromEnv(env: NodeJS.ProcessEnv = process.env, fallback = 10_000): number {
  return millisecondsFromEnv(env, 'SHUTDOWN_TIMEOUT_MS', fallback);
}

/** SHUTDOWN_DRAIN_MS: 0 by default (one machine, nobody to tell); a few seconds behind a load balancer. */
export function shutdownDrainFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  return millisecondsFromEnv(env, 'SHUTDOWN_DRAIN_MS', 0);
}

function millisecondsFromEnv(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number of milliseconds, not ${JSON.stringify(raw)}`);
  return n;
}

/** Installs the SIGTERM and SIGINT handlers; answers the function they call (for tests). */
export function handleShutdownSignals(options: ShutdownOptions): (signal: string) => Promise<void> {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    options.onDrainStart?.();
    const { app } = options;
    const drainMs = options.drainMs ?? 0;
    if (drainMs > 0) {
      app.log.info({ signal, drainMs }, 'shutting down: /readyz answers 503, still serving while the load balancer notices');
      await new Promise((resolveP) => setTimeout(resolveP, drainMs));
    }
    app.log.info({ signal, timeoutMs: options.timeoutMs }, 'shutting down: draining requests in flight');
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      app.log.error({ timeoutMs: options.timeoutMs }, 'shutdown: requests still in flight after the timeout; closing their connections');
      app.server.closeAllConnections();
    }, options.timeoutMs);
    try {
      await app.close();
      await options.cleanup?.();
    } catch (err) {
      app.log.error({ err }, 'shutdown: closing failed');
      timedOut = true;
    }
    clearTimeout(timer);
    app.log.info({ drained: !timedOut }, 'stopped');
    exit(timedOut ? 1 : 0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  return shutdown;
}
