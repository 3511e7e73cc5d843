// One page view is one trace across both servers: storefront-server and mall-api run as their own
// processes and export their spans by OTLP (JSON) to a collector held in this test's memory. A goods
// page rendered through the in-process gateway gives spans of both services under one trace id:
// storefront-server's request, its REST call to mall-api (undici, which sends traceparent),
// mall-api's request and its PostgreSQL queries; both request spans carry the request id.
// The storefront's Vite build is not part of this suite: storefront-server runs a small server entry
// (written below) that renders one goods name through the real gateway.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { cloneDatabase, dropDatabase, urlFor } from '../pg-admin';
import { apiEnv, freePort, removeDataDirs, startServer, uniqueName, type ServerProcess } from '../faults/support';

const ENTRY = `
export async function render({ request, gatewayFetch }) {
  const sku = Number(new URL(request.url).pathname.split('/').pop());
  const res = await gatewayFetch(new URL('/graphql', request.url).toString(), {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', 'x-mall-csrf': '1' },
    body: JSON.stringify({ query: '{ goodsDetail(skuId: ' + sku + ') { goodsName } }' }),
  });
  const name = (await res.json()).data?.goodsDetail?.goodsName ?? '';
  const html = '<!DOCTYPE html><html lang="zh-CN"><head><title>' + name + '</title></head><body><main id="goods">' + name + '</main></body></html>';
  return { kind: 'html', status: name ? 200 : 404, setCookies: [], shellReady: Promise.resolve(), abort() {}, pipe(out) { out.end(html); } };
}
`;

interface CollectedSpan {
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId: string;
  name: string;
  kind: number;
  attributes: Record<string, unknown>;
}
type OtlpValue = { stringValue?: string; intValue?: string | number; boolValue?: boolean };
interface OtlpExport {
  resourceSpans?: {
    resource?: { attributes?: { key: string; value: OtlpValue }[] };
    scopeSpans?: { spans?: { traceId: string; spanId: string; parentSpanId?: string; name: string; kind: number; attributes?: { key: string; value: OtlpValue }[] }[] }[];
  }[];
}

const spans: CollectedSpan[] = [];
const valueOf = (v: OtlpValue) => v.stringValue ?? v.intValue ?? v.boolValue;
const attributesOf = (list: { key: string; value: OtlpValue }[] = []) => Object.fromEntries(list.map((a) => [a.key, valueOf(a.value)]));

/** An OTLP/HTTP (JSON) trace receiver: what the servers export lands in `spans`. */
function startCollector(port: number): Promise<Server> {
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (d: Buffer) => (body += d.toString()));
    req.on('end', () => {
      const data = JSON.parse(body || '{}') as OtlpExport;
      for (const rs of data.resourceSpans ?? []) {
        const service = String(attributesOf(rs.resource?.attributes)['service.name'] ?? '');
        for (const ss of rs.scopeSpans ?? [])
          for (const s of ss.spans ?? []) spans.push({ service, traceId: s.traceId, spanId: s.spanId, parentSpanId: s.parentSpanId ?? '', name: s.name, kind: s.kind, attributes: attributesOf(s.attributes) });
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

const dir = mkdtempSync(join(tmpdir(), 'mall-scale-traces-'));
const started: ServerProcess[] = [];
let collector: Server | undefined;
let dbName = '';
let site: ServerProcess;

beforeAll(async () => {
  const collectorPort = await freePort();
  collector = await startCollector(collectorPort);
  const otel = { OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${collectorPort}`, OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json', OTEL_BSP_SCHEDULE_DELAY: '100' };
  const staticDir = join(dir, 'storefront');
  mkdirSync(staticDir);
  mkdirSync(join(dir, 'storefront-ssr'));
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><html lang="zh-CN"><head><meta charset="UTF-8" /><title>商城</title></head><body></body></html>');
  writeFileSync(join(dir, 'storefront-ssr', 'entry-server.js'), ENTRY);
  dbName = uniqueName(`${inject('faultsTemplate')}_traces`);
  await cloneDatabase(inject('faultsPgBase'), inject('faultsTemplate'), dbName);
  const api = await startServer(inject('faultsBundles')['mall-api'], { ...apiEnv(urlFor(inject('faultsPgBase'), dbName)), ...otel });
  started.push(api);
  site = await startServer(inject('faultsBundles')['storefront-server'], { REST_BASE_URL: api.url, STATIC_DIR: staticDir, METRICS_PORT: '0', LOG_LEVEL: 'warn', ...otel }, { portVar: 'PORT' });
  started.push(site);
});
afterAll(async () => {
  for (const p of started) p.child.kill('SIGKILL');
  collector?.close();
  if (dbName) await dropDatabase(inject('faultsPgBase'), dbName);
  rmSync(dir, { recursive: true, force: true });
  removeDataDirs();
});

describe('one page view, one trace', () => {
  it('spans of storefront-server, the gateway\'s REST call, mall-api and PostgreSQL share one trace id', async () => {
    const res = await fetch(`${site.url}/goods/1`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<main id="goods">[^<]+<\/main>/);
    const requestId = res.headers.get('x-request-id');

    const page = () => spans.find((s) => s.service === 'storefront-server' && s.kind === 2 && String(s.attributes['url.path'] ?? s.name).includes('/goods/1'));
    await vi.waitFor(() => expect(page()).toBeDefined(), { timeout: 20_000, interval: 200 });
    const { traceId } = page()!;
    const inTrace = () => spans.filter((s) => s.traceId === traceId);
    // mall-api's spans arrive from the other process: wait for its request span and a query.
    await vi.waitFor(
      () => {
        expect(inTrace().some((s) => s.service === 'mall-api' && s.kind === 2)).toBe(true);
        expect(inTrace().some((s) => s.service === 'mall-api' && s.name.startsWith('pg.query'))).toBe(true);
      },
      { timeout: 20_000, interval: 200 },
    );
    const trace = inTrace();
    // storefront-server's REST call to mall-api: a client span, parent of mall-api's request span.
    const restCall = trace.find((s) => s.service === 'storefront-server' && s.kind === 3 && String(s.attributes['url.full'] ?? '').includes('/api/goodssku/detail'));
    expect(restCall).toBeDefined();
    const apiRequest = trace.find((s) => s.service === 'mall-api' && s.kind === 2 && s.parentSpanId === restCall!.spanId);
    expect(apiRequest).toBeDefined();
    expect(new Set(trace.map((s) => s.service))).toEqual(new Set(['storefront-server', 'mall-api']));
    // The request id of the log lines is on both servers' request spans.
    expect(page()!.attributes['mall.request_id']).toBe(requestId);
    expect(apiRequest!.attributes['mall.request_id']).toBe(requestId);
    // No span of this page view went to another trace.
    expect(spans.filter((s) => s.traceId !== traceId && s.service === 'mall-api' && s.kind === 2 && String(s.attributes['url.path'] ?? '').includes('/api/goodssku/detail'))).toEqual([]);
  });
});
