// mall-api entry: open the database, migrate, seed on first start, listen; metrics on their own
// port; a graceful stop on SIGTERM (ops/shutdown.ts).
import { buildApp } from './app';
import { appOptionsFromEnv, serverConfig } from './config';
import { openDatabase } from './db/client';
import { openJobQueue } from './jobs';
import { seedDatabase } from './db/seed';
import { createMetrics, startMetricsServer } from './ops/metrics';
import { handleShutdownSignals, shutdownDrainFromEnv, shutdownTimeoutFromEnv } from './ops/shutdown';
import { startTracing } from '@mall/telemetry';

// Traces (OpenTelemetry) when OTEL_EXPORTER_OTLP_ENDPOINT is set, before the database and the app exist.
const tracing = await startTracing({ serviceName: 'mall-api' });
const config = serverConfig();
const database = await openDatabase();
await database.migrate();
const seed = await seedDatabase(database.db, { uploadDir: config.uploadDir });
const metrics = createMetrics();
metrics.watchPool(database.pool);
let draining = false;
const app = await buildApp({
  db: database,
  ...appOptionsFromEnv(),
  metrics,
  // Jobs: pg-boss in the same PostgreSQL (its own schema), the in-process runner on PGlite.
  jobs: (log) => openJobQueue(process.env.DATABASE_URL ?? '', log),
  readiness: { timeoutMs: Number(process.env.READY_TIMEOUT_MS || 1000), draining: () => draining },
});
app.log.info({ driver: database.driver, seeded: seed.seeded, counts: seed.counts, images: seed.images }, 'database ready');
if (process.env.CAPTCHA_FIXED_CODE) app.log.warn('CAPTCHA_FIXED_CODE is set: every captcha has a fixed code (tests only)');
if (process.env.SMS_FIXED_CODE) app.log.warn('SMS_FIXED_CODE is set: every SMS code has a fixed code (tests only)');

// METRICS_PORT (default API port + 100; 0 = off): Prometheus scrapes here, never on the public port.
const metricsPort = Number(process.env.METRICS_PORT ?? config.port + 100);
const metricsHost = process.env.METRICS_HOST || config.host;
// A taken metrics port is logged, not fatal: the shop serves without its metrics rather than not at all.
const metricsServer =
  metricsPort > 0
    ? await startMetricsServer(metrics, metricsPort, metricsHost).catch((err: Error) => {
        app.log.error(`metrics: cannot listen on ${metricsHost}:${metricsPort} (${err.message}); set METRICS_PORT (0 = off)`);
        return undefined;
      })
    : undefined;
if (metricsServer) app.log.info(`metrics: http://${metricsHost}:${metricsPort}/metrics`);

handleShutdownSignals({
  app,
  timeoutMs: shutdownTimeoutFromEnv(),
  drainMs: shutdownDrainFromEnv(),
  onDrainStart: () => void (draining = true),
  cleanup: async () => {
    await new Promise<void>((resolve) => (metricsServer ? metricsServer.close(() => resolve()) : resolve()));
    await database.close();
    await tracing?.shutdown();
  },
});

await app.listen({ port: config.port, host: config.host });
