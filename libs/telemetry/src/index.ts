// OpenTelemetry for storefront-server and mall-api: one page view is one trace across both (README).
// Loaded only when an OTLP endpoint is configured, so the default costs nothing.
import { createRequire } from 'node:module';
import type { SpanProcessor } from '@opentelemetry/sdk-trace';

export interface TracingOptions {
  /** service.name of the spans: 'storefront-server' or 'mall-api'. */
  serviceName: string;
  env?: NodeJS.ProcessEnv;
  /** In place of the OTLP exporter (tests: an in-memory exporter). */
  spanProcessors?: SpanProcessor[];
}

export interface Tracing {
  /** Exports what is buffered and stops; call once the server has closed. */
  shutdown(): Promise<void>;
}

/** The span attribute joining a trace to the log lines of its request (their `reqId`). */
export const REQUEST_ID_ATTRIBUTE = 'mall.request_id';

export function tracingConfigured(env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true') return false;
  return !!(env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim() || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim());
}

/**
 * Starts tracing before the first Fastify instance is made, or answers undefined when it is off.
 * Fastify's and undici's spans come through diagnostics channels; pg and ioredis are CommonJS
 * packages patched when required, so they are required here once: the servers' later
 * `import('pg')` / `import('ioredis')` get the same, patched, module.
 */
export async function startTracing(options: TracingOptions): Promise<Tracing | undefined> {
  const env = options.env ?? process.env;
  if (!options.spanProcessors && !tracingConfigured(env)) return undefined;
  const [{ NodeSDK }, { FastifyOtelInstrumentation }, { UndiciInstrumentation }, { PgInstrumentation }, { IORedisInstrumentation }] = await Promise.all([
    import('@opentelemetry/sdk-node'),
    import('@fastify/otel'),
    import('@opentelemetry/instrumentation-undici'),
    import('@opentelemetry/instrumentation-pg'),
    import('@opentelemetry/instrumentation-ioredis'),
  ]);
  const sdk = new NodeSDK({
    serviceName: options.serviceName,
    ...(options.spanProcessors ? { spanProcessors: options.spanProcessors } : {}),
    instrumentations: [
      new FastifyOtelInstrumentation({
        registerOnInitialization: true,
        // Probes and scrapes are not page views.
        ignorePaths: (route) => ['/healthz', '/readyz', '/health', '/metrics'].includes(route.url),
        requestHook: (span, request) => span.setAttribute(REQUEST_ID_ATTRIBUTE, String(request.id)),
      }),
      // Only calls made while serving a request: no root spans of their own.
      new UndiciInstrumentation({ requireParentforSpans: true }),
      // No root spans for the job queue's polling and other background queries either.
      new PgInstrumentation({ requireParentSpan: true }),
      new IORedisInstrumentation({ requireParentSpan: true }),
    ],
  });
  sdk.start();
  const require = createRequire(import.meta.url);
  for (const name of ['pg', 'ioredis']) {
    try {
      require(name);
    } catch {
      // not installed beside this server: nothing to patch
    }
  }
  return { shutdown: () => sdk.shutdown() };
}
