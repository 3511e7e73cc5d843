// The gateway's own CPU per page, in process, with mall-api's answers replayed from memory: what the
// gateway adds when nothing else competes for the CPU (the shared bench machine's wall-clock p50 also
// holds scheduling delays of three processes). gateway.mjs runs it:
//   REST_BASE_URL=… BENCH_GATEWAY_QUERIES=<json file of [{what, request}]> node --import tsx tools/bench/gateway-cpu.mjs
// Prints one JSON line: [{ what, cpuMsPerPage }]. No public cache: every answer is parsed and checked.
// Answers are replayed at the gateway's transport (what its undici Agent hands over: the body's text,
// parsed by the REST client), so no fetch Request/Response/AbortSignal of the harness is counted.
// NODE_ENV is production as storefront-server sets it (graphql's development build checks every
// instanceof for a second copy of graphql).
// BENCH_GATEWAY_CPU_PROF=<dir>: also a V8 CPU profile of each query's measured pages (<dir>/<n>.cpuprofile)
// and its summary on stderr (self time per package and per function, tools/bench/lib/cpu-profile.mjs).
// GATEWAY_SRC_BEFORE=<another copy's src/index.ts>: that gateway too, in the same process, the two
// measured in alternating slices (ROUNDS) so a busy moment of the shared machine falls on both; each
// figure is the median of its slices. Rows then have cpuMsPerPageBefore.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { printProfile } from './lib/cpu-profile.mjs';

process.env.NODE_ENV ??= 'production';
const src = resolve(process.env.GATEWAY_SRC ?? 'libs/gateway/src/index.ts');
const { createGateway } = await import(pathToFileURL(src).href);
const queries = JSON.parse(readFileSync(process.env.BENCH_GATEWAY_QUERIES, 'utf8'));
const PAGES = Number(process.env.BENCH_GATEWAY_CPU_PAGES ?? 2000);
const PROFILE_DIR = process.env.BENCH_GATEWAY_CPU_PROF;
const restBaseUrl = process.env.REST_BASE_URL;

// Each distinct call is fetched from mall-api once, then answered from memory.
const answers = new Map();
const replay = async (url, init) => {
  const key = `${url}\n${init.body}`;
  let text = answers.get(key);
  // The first answer of a call comes from mall-api, tried up to 3 times (a loaded machine's mall-api
  // may drop a connection; a failure here would be recorded as the answer).
  for (let attempt = 1; text === undefined; attempt++) {
    try {
      text = await (await fetch(url, { method: 'POST', headers: init.headers, body: init.body })).text();
      answers.set(key, text);
    } catch (error) {
      if (attempt === 3) throw error;
      await new Promise((r) => setTimeout(r, 500));
    }
  }
  return { status: 200, json: async () => JSON.parse(text) };
};
// A gateway made before the transport option (GATEWAY_SRC of an older copy) replays through fetch.
const replayFetch = async (url, init) =>
  new Response(JSON.stringify(await (await replay(url, init)).json()), { headers: { 'content-type': 'application/json' } });
const options = { restBaseUrl, transport: replay, fetch: replayFetch, publicCache: false };
const gateways = [createGateway(options)];
if (process.env.GATEWAY_SRC_BEFORE) {
  const before = await import(pathToFileURL(resolve(process.env.GATEWAY_SRC_BEFORE)).href);
  gateways.push(before.createGateway(options));
}
const ROUNDS = Number(process.env.BENCH_GATEWAY_CPU_ROUNDS ?? 10);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const session = PROFILE_DIR ? new Session() : undefined;
if (session) {
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  mkdirSync(PROFILE_DIR, { recursive: true });
}

const rows = [];
for (const [n, { what, request }] of queries.entries()) {
  const body = JSON.stringify(request);
  const pageOf = (gateway) => async () => {
    const res = await gateway.fetch('http://bench.local/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-mall-csrf': '1' },
      body,
    });
    const answer = await res.json();
    if (answer.errors) throw new Error(`${what}: ${JSON.stringify(answer.errors).slice(0, 200)}`);
  };
  const pages = gateways.map(pageOf);
  for (const page of pages) for (let i = 0; i < 300; i++) await page(); // warm up (JIT, caches)
  if (session) await session.post('Profiler.start');
  const slices = gateways.map(() => []);
  const perSlice = Math.max(1, Math.round(PAGES / ROUNDS));
  for (let round = 0; round < ROUNDS; round++) {
    for (const [g, page] of pages.entries()) {
      const before = process.cpuUsage();
      for (let i = 0; i < perSlice; i++) await page();
      const used = process.cpuUsage(before);
      slices[g].push((used.user + used.system) / 1000 / perSlice);
    }
  }
  rows.push({ what, cpuMsPerPage: median(slices[0]), ...(slices[1] ? { cpuMsPerPageBefore: median(slices[1]) } : {}) });
  if (session) {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(resolve(PROFILE_DIR, `${n}.cpuprofile`), JSON.stringify(profile));
    const log = console.log;
    console.log = console.error; // the summary goes to stderr: stdout is the JSON line
    console.error(`\n${what}: ${perSlice * ROUNDS} pages${gateways.length > 1 ? ' of each gateway' : ''}`);
    printProfile(profile, 20);
    console.log = log;
  }
}
console.log(JSON.stringify(rows));
process.exit(0);
