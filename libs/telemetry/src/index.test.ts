// Tracing off unless an OTLP endpoint is set; on, with an in-memory exporter: a request to one
// Fastify server that calls another over undici (as storefront-server's gateway calls mall-api) is
// one trace — the caller's request span, its client span and the callee's request span, linked by
// the traceparent header — and each request span carries the request id.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace';
import { REQUEST_ID_ATTRIBUTE, startTracing, tracingConfigured, type Tracing } from './index';

describe('tracingConfigured', () => {
  it('is on only with an OTLP endpoint, and OTEL_SDK_DISABLED turns it off', () => {
    expect(tracingConfigured({})).toBe(false);
    expect(tracingConfigured({ OTEL_EXPORTER_OTLP_ENDPOINT: ' ' })).toBe(false);
    expect(tracingConfigured({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toBe(true);
    expect(tracingConfigured({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://collector:4318/v1/traces' })).toBe(true);
    expect(tracingConfigured({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_SDK_DISABLED: 'true' })).toBe(false);
  });

  it('starts nothing without an endpoint', async () => {
    expect(await startTracing({ serviceName: 'mall-api', env: {} })).toBeUndefined();
  });
});

describe('one request, one trace', () => {
  const exporter = new InMemorySpanExporter();
  let tracing: Tracing | undefined;
  const servers: FastifyInstance[] = [];

  beforeAll(async () => {
    tracing = await startTracing({ serviceName: 'test', env: {}, spanProcessors: [new SimpleSpanProcessor({ exporter })] });
    // Fastify is loaded after tracing starts, as the servers' main.ts do.
    const { default: Fastify } = await import('fastify');
    const { request } = await import('undici');
    const ids = { n: 0 };
    const make = () => Fastify({ genReqId: () => `req-${++ids.n}` });
    const api = make();
    api.get('/api/goods', async () => ({ name: '保靖黄金茶' }));
    const apiUrl = await api.listen({ port: 0, host: '127.0.0.1' });
    const site = make();
    site.get('/goods/:id', async () => {
      const { body } = await request(`${apiUrl}/api/goods`);
      return body.json();
    });
    await site.listen({ port: 0, host: '127.0.0.1' });
    servers.push(api, site);
  });
  afterAll(async () => {
    for (const server of servers) await server.close();
    await tracing?.shutdown();
  });

  it('links the caller\'s request, its REST call and the callee\'s request', async () => {
    const [, site] = servers;
    const res = await fetch(`http://127.0.0.1:${(site.server.address() as { port: number }).port}/goods/1`);
    expect(await res.json()).toEqual({ name: '保靖黄金茶' });
    const spans = exporter.getFinishedSpans();
    const serverSpans = spans.filter((s) => s.kind === 1);
    const page = serverSpans.find((s) => String(s.attributes['url.path'] ?? s.name).includes('/goods/'));
    const callee = serverSpans.find((s) => String(s.attributes['url.path'] ?? s.name).includes('/api/goods'));
    const client = spans.find((s) => s.kind === 2 && String(s.attributes['url.full']).includes('/api/goods'));
    expect(page && callee && client).toBeTruthy();
    const traceId = page!.spanContext().traceId;
    expect(client!.spanContext().traceId).toBe(traceId);
    expect(callee!.spanContext().traceId).toBe(traceId);
    expect(callee!.parentSpanContext?.spanId).toBe(client!.spanContext().spanId);
    expect(page!.attributes[REQUEST_ID_ATTRIBUTE]).toMatch(/^req-\d+$/);
    expect(callee!.attributes[REQUEST_ID_ATTRIBUTE]).toMatch(/^req-\d+$/);
  });
});
