import { resolve } from 'node:path';
import { buildServer } from './server';
import { drainOnSignals, registerReadiness, shutdownDrainFromEnv, shutdownTimeoutFromEnv } from './ops';
import { createServerMetrics, startMetricsListener } from './metrics';
import { renderOptionsFromEnv } from './render';
import { startTracing } from '@mall/telemetry';

// React's production build for the server render (the dev build is several times slower).
process.env.NODE_ENV ??= 'production';
// Traces (OpenTelemetry) when OTEL_EXPORTER_OTLP_ENDPOINT is set, before the server exists.
const tracing = await startTracing({ serviceName: 'storefront-server' });

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';
const restBaseUrl = process.env.REST_BASE_URL ?? 'http://127.0.0.1:3001';
const staticDir = resolve(process.env.STATIC_DIR ?? 'dist/apps/storefront');

const metrics = createServerMetrics();
const app = await buildServer({
  restBaseUrl,
  metrics,
  staticDir,
  logger: { level: process.env.LOG_LEVEL ?? 'info' },
  // STOREFRONT_SSR=off serves the client shell only; SSR_TIMEOUT_MS bounds a render (3000).
  render: renderOptionsFromEnv(),
  // Load balancers in front (IPs/CIDRs); mall-api believes our forwarded address by GATEWAY_SECRET.
  trustedProxies: (process.env.TRUSTED_PROXIES ?? '').split(',').map((s) => s.trim()).filter(Boolean),
  gatewaySecret: process.env.GATEWAY_SECRET?.trim() || undefined,
  gateway: {
    allowedOrigins: (process.env.ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    ...(process.env.COOKIE_SECURE
      ? { secureCookies: process.env.COOKIE_SECURE === '1' || process.env.COOKIE_SECURE === 'true' }
      : {}),
  },
});

app.addHook('onClose', async () => tracing?.shutdown());

// /readyz (mall-api's readiness) and a graceful stop: ops.ts.
let draining = false;
registerReadiness(app, { upstream: restBaseUrl, timeoutMs: Number(process.env.READY_TIMEOUT_MS || 1000), draining: () => draining });
drainOnSignals(app, { timeoutMs: shutdownTimeoutFromEnv(), drainMs: shutdownDrainFromEnv(), onDrainStart: () => void (draining = true) });

// METRICS_PORT (default PORT + 100; 0 = off): Prometheus scrapes here, never on the public port. A
// taken port is logged, not fatal: the shop serves without its metrics rather than not at all.
const metricsPort = Number(process.env.METRICS_PORT ?? port + 100);
const metricsHost = process.env.METRICS_HOST || host;
if (metricsPort > 0) {
  await startMetricsListener(metrics, metricsPort, metricsHost).then(
    () => app.log.info(`metrics: http://${metricsHost}:${metricsPort}/metrics`),
    (err: Error) => app.log.error(`metrics: cannot listen on ${metricsHost}:${metricsPort} (${err.message}); set METRICS_PORT (0 = off)`),
  );
}

await app.listen({ port, host });
app.log.info(`storefront-server: http://${host}:${port} (REST ${restBaseUrl}, static ${staticDir})`);
