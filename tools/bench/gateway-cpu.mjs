// The gateway's own CPU per page, in process, with mall-api's answers replayed from memory: what the
// gateway adds when nothing else competes for the CPU (the shared bench machine's wall-clock p50 also
// holds scheduling delays of three processes). gateway.mjs runs it:
//   REST_BASE_URL=… BENCH_GATEWAY_QUERIES=<json file of [{what, request}]> node --import tsx tools/bench/gateway-cpu.mjs
// Prints one JSON line: [{ what, cpuMsPerPage }]. No public cache: every answer is parsed and checked.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const src = resolve(process.env.GATEWAY_SRC ?? 'libs/gateway/src/index.ts');
const { createGateway } = await import(pathToFileURL(src).href);
const queries = JSON.parse(readFileSync(process.env.BENCH_GATEWAY_QUERIES, 'utf8'));
const PAGES = Number(process.env.BENCH_GATEWAY_CPU_PAGES ?? 2000);

// Each distinct call is fetched from mall-api once, then answered from memory.
const answers = new Map();
const replay = async (url, init) => {
  const key = `${url}\n${init.body}`;
  let text = answers.get(key);
  if (text === undefined) {
    text = await (await fetch(url, init)).text();
    answers.set(key, text);
  }
  return new Response(text, { headers: { 'content-type': 'application/json' } });
};
const gateway = createGateway({ restBaseUrl: process.env.REST_BASE_URL, fetch: replay, publicCache: false });

const rows = [];
for (const { what, request } of queries) {
  const body = JSON.stringify(request);
  const page = async () => {
    const res = await gateway.fetch('http://bench.local/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-mall-csrf': '1' },
      body,
    });
    const answer = await res.json();
    if (answer.errors) throw new Error(`${what}: ${JSON.stringify(answer.errors).slice(0, 200)}`);
  };
  for (let i = 0; i < 200; i++) await page(); // warm up (JIT, caches)
  const before = process.cpuUsage();
  for (let i = 0; i < PAGES; i++) await page();
  const used = process.cpuUsage(before);
  rows.push({ what, cpuMsPerPage: (used.user + used.system) / 1000 / PAGES });
}
console.log(JSON.stringify(rows));
process.exit(0);
