// The gateway alone, from source, on a port (tools/bench/gateway.mjs starts it): graphql-yoga's
// node listener without storefront-server's rendering, compression or static files, so the bench
// times the gateway's own cost. Run with the tsx loader:
//   GATEWAY_PORT=5412 REST_BASE_URL=http://127.0.0.1:5411 node --import tsx tools/bench/gateway-harness.mjs
// GATEWAY_SRC picks another copy of libs/gateway/src/index.ts (e.g. the last commit's, for "before").
import { createServer } from 'node:http';
import { performance } from 'node:perf_hooks';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const src = resolve(process.env.GATEWAY_SRC ?? 'libs/gateway/src/index.ts');
const { createGateway } = await import(pathToFileURL(src).href);
const options = { restBaseUrl: process.env.REST_BASE_URL ?? 'http://127.0.0.1:3001', logging: false };
if (process.env.GATEWAY_PUBLIC_CACHE === '0') options.publicCache = false;
// GATEWAY_RECORD=1: every REST call is recorded (path, body, start and end) for GET /__calls, so
// gateway.mjs can make the same calls directly; DELETE /__calls forgets them.
const calls = [];
if (process.env.GATEWAY_RECORD === '1') {
  options.fetch = async (url, init) => {
    const call = { path: new URL(url).pathname, body: JSON.parse(init.body), start: performance.now() };
    const response = await fetch(url, init);
    const text = await response.text();
    call.end = performance.now();
    calls.push(call);
    return new Response(text, { status: response.status, headers: response.headers });
  };
}
const gateway = createGateway(options);
const port = Number(process.env.GATEWAY_PORT ?? 5412);
createServer((req, res) => {
  if (req.url === '/__calls' && options.fetch) {
    if (req.method === 'DELETE') calls.length = 0;
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(calls));
    return;
  }
  gateway(req, res);
}).listen(port, '127.0.0.1', () => console.error(`gateway harness on :${port} (${src})`));
process.on('SIGTERM', () => process.exit(0));
process.on('SIGINT', () => process.exit(0));
