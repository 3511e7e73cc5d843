// With tracing on (an in-memory exporter), each GraphQL operation is a span named after it, and the
// REST calls its resolvers make run inside it (their spans become its children); a failed operation
// marks its span as an error.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { trace } from '@opentelemetry/api';
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace';
import { startTracing, type Tracing } from '@mall/telemetry';
import { ErrorCode } from '@mall/rest-contract';
import { fail, fakeRest } from '../test/fake-rest';
import { gatewayOver } from '../test/post-graphql';

const exporter = new InMemorySpanExporter();
let tracing: Tracing | undefined;
beforeAll(async () => {
  tracing = await startTracing({ serviceName: 'gateway-test', env: {}, spanProcessors: [new SimpleSpanProcessor({ exporter })] });
});
afterAll(() => tracing?.shutdown());

describe('operation spans', () => {
  it('names the span after the operation and runs its REST calls inside it', async () => {
    const rest = fakeRest();
    const activeAtCall: (string | undefined)[] = [];
    const { post } = gatewayOver({
      fetch: (input, init) => {
        activeAtCall.push(trace.getActiveSpan()?.spanContext().spanId);
        return rest.fetch(input, init);
      },
    });
    const { body } = await post('query SiteTitle { site { title } }');
    expect(body.errors).toBeUndefined();
    // The processor exports once the resource's detected attributes are in: wait for it.
    const span = await vi.waitFor(() => exporter.getFinishedSpans().find((s) => s.name === 'graphql query SiteTitle') ?? Promise.reject(new Error('no span yet')));
    expect(span.attributes).toMatchObject({ 'graphql.operation.type': 'query', 'graphql.operation.name': 'SiteTitle' });
    expect(activeAtCall.length).toBeGreaterThan(0);
    expect(new Set(activeAtCall)).toEqual(new Set([span.spanContext().spanId]));
  });

  it('marks a failed operation as an error', async () => {
    const rest = fakeRest({ '/api/website/info': () => fail(ErrorCode.BUSINESS, '站点维护中') });
    const { post } = gatewayOver(rest);
    const { body } = await post('query BrokenSite { site { title } }');
    expect(body.errors?.length).toBeGreaterThan(0);
    const span = await vi.waitFor(() => exporter.getFinishedSpans().find((s) => s.name === 'graphql query BrokenSite') ?? Promise.reject(new Error('no span yet')));
    expect(span.status.code).toBe(2);
  });
});
