// Chat through the websocket: messages/s and delivery latency with 200 open sockets, on one
// mall-api instance and on two instances (one PostgreSQL, Redis pub/sub between them). Half the
// sockets are buyers (the seeded members, several sockets each, each socket talking to its own shop),
// half the shops' servicers; every buyer socket sends in a closed loop (one `say` in flight). Measured:
//   - messages/s: acknowledged sends per second over the run;
//   - round trip p50/p99: the `say` call until its `result` (stored with its sequence, published);
//   - delivery p50/p99: the `say` call until a servicer socket of the shop — held by the other
//     instance on the two-instance run, for half the buyers — receives the message by push.
// The instances are the built dist/apps/mall-api/main.js on a fresh PostgreSQL database
// (mall_bench_chat), with the send limit off (CHAT_SEND_LIMIT_PER_10S=0). Without PostgreSQL or Redis
// the run is skipped with a note.
//
//   import { benchChat } from './tools/bench/chat.mjs';
//   const rows = await benchChat({ pgUrl: 'postgres://postgres@127.0.0.1:5432/mall_bench_chat' });
//
// Or alone: node tools/bench/chat.mjs (BENCH_CHAT_SECONDS, BENCH_CHAT_SOCKETS, REDIS_URL).
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import WebSocket from 'ws';
import { call, freshDatabase, percentile as pct, root, startProcess, waitFor } from './lib/servers.mjs';

const CAPTCHA = '8832';
const MEMBERS = [['demo', 'demo123456'], ...Array.from({ length: 8 }, (_, i) => [`member0${i + 1}`, `member${i + 1}pass`])];
const round = (n) => Math.round(n * 10) / 10;

/** Starts one built mall-api; answers its URL and a stop function. */
async function startApi(port, env) {
  const dataDir = resolve(root, `tmp/bench-chat-${port}`);
  rmSync(dataDir, { recursive: true, force: true });
  const stop = startProcess(process.execPath, [resolve(root, 'dist/apps/mall-api/main.js')], {
    API_PORT: String(port),
    DATA_DIR: dataDir,
    CAPTCHA_FIXED_CODE: CAPTCHA,
    LOGIN_RATE_LIMIT_PER_MINUTE: '10000',
    CAPTCHA_RATE_LIMIT_PER_MINUTE: '10000',
    CHAT_SEND_LIMIT_PER_10S: '0',
    ORDER_SWEEP_SECONDS: '0',
    ...env,
  });
  const api = `http://127.0.0.1:${port}`;
  await waitFor(`${api}/health`, { ms: 180_000 });
  return { api, stop };
}

/** A socket that resolves once the server's `init` frame arrives. */
/** A chat socket with `cookie` (the member's or the servicer's token: never in the URL); resolves at `init`. */
function openSocket(url, cookie, onFrame) {
  return new Promise((resolvePromise, reject) => {
    const ws = new WebSocket(url, { headers: { cookie } });
    ws.on('message', (raw) => {
      const frame = JSON.parse(String(raw));
      if (frame.type === 'init') resolvePromise(ws);
      else onFrame(frame);
    });
    ws.on('error', reject);
  });
}

/** One run over the given instances' URLs (buyer i and servicer i use instance i % n). */
async function run(apis, { sockets, seconds }) {
  const buyers = [];
  for (const [u, p] of MEMBERS) {
    const c = await call(apis[0], '/api/captcha/captcha', {});
    const r = await call(apis[0], '/api/login/login', { username: u, password: p, captcha_id: c.data.id, captcha_code: CAPTCHA });
    if (r.code === 0) buyers.push(r.data.token);
  }
  const servicers = [];
  for (let site = 1; site <= 60 && servicers.length < 12; site++) {
    const r = await call(apis[0], '/servicer/api/servicer/login', { username: `kefu${site}`, password: 'kefu123456' });
    if (r.code === 0) servicers.push({ site, token: r.data.servicer_token });
  }
  if (buyers.length === 0 || servicers.length === 0) throw new Error('no seeded members or servicers to log in');
  const ws = (api) => api.replace(/^http/, 'ws');

  const sentAt = new Map();
  const delivery = [];
  const half = sockets / 2;
  const held = [];
  // Shop k's servicer sockets are all on instance k % n and its buyers on (k + 1) % n: with two
  // instances every delivery crosses Redis.
  for (let i = 0; i < half; i++) {
    const k = i % servicers.length;
    held.push(
      await openSocket(`${ws(apis[k % apis.length])}/ws`, `mall_servicer_token=${servicers[k].token}`, (f) => {
        if (f.type !== 'message') return;
        const t0 = sentAt.get(f.message.client_msg_id);
        if (t0 !== undefined) {
          delivery.push(performance.now() - t0);
          sentAt.delete(f.message.client_msg_id);
        }
      }),
    );
  }
  const roundTrip = [];
  let acked = 0;
  let failed = 0;
  let stop = false;
  const loops = [];
  const prefix = randomBytes(3).toString('hex');
  for (let i = 0; i < half; i++) {
    const pending = new Map();
    const k = Math.floor(i / buyers.length) % servicers.length;
    const buyer = await openSocket(`${ws(apis[(k + 1) % apis.length])}/ws`, `mall_token=${buyers[i % buyers.length]}`, (f) => {
      if (f.type === 'result') pending.get(f.id)?.(f);
    });
    held.push(buyer);
    const site = servicers[k].site;
    loops.push(
      (async () => {
        let n = 0;
        while (!stop) {
          const id = ++n;
          const msgId = `${prefix}-${i}-${id}`;
          const t0 = performance.now();
          sentAt.set(msgId, t0);
          const answer = await new Promise((r) => {
            pending.set(id, r);
            buyer.send(JSON.stringify({ type: 'call', id, path: '/servicer/api/chat/say', body: { site_id: site, content: `压测消息 ${id}`, client_msg_id: msgId } }));
          });
          pending.delete(id);
          if (answer.code === 0) {
            acked++;
            roundTrip.push(performance.now() - t0);
          } else failed++;
        }
      })(),
    );
  }
  const started = performance.now();
  await new Promise((r) => setTimeout(r, seconds * 1000));
  stop = true;
  await Promise.all(loops);
  const elapsed = (performance.now() - started) / 1000;
  await new Promise((r) => setTimeout(r, 500)); // the last pushes
  for (const s of held) s.close();
  roundTrip.sort((a, b) => a - b);
  delivery.sort((a, b) => a - b);
  return {
    sockets: held.length,
    messages: acked,
    failed,
    undelivered: sentAt.size,
    perSecond: Math.round(acked / elapsed),
    roundTripP50: round(pct(roundTrip, 50)),
    roundTripP99: round(pct(roundTrip, 99)),
    deliveryP50: round(pct(delivery, 50)),
    deliveryP99: round(pct(delivery, 99)),
  };
}

/**
 * @param {{ pgUrl: string, redisUrl?: string, port?: number, sockets?: number, seconds?: number }} options
 * @returns {Promise<{ instances: number, sockets: number, messages: number, failed: number, undelivered: number, perSecond: number, roundTripP50: number, roundTripP99: number, deliveryP50: number, deliveryP99: number }[]>}
 */
export async function benchChat({ pgUrl, redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379', port = 4460, sockets = 200, seconds = 10 }) {
  const rows = [];
  if (!pgUrl) return rows;
  await freshDatabase(pgUrl);
  const first = await startApi(port, { DATABASE_URL: pgUrl, REDIS_URL: '' });
  try {
    rows.push({ instances: 1, ...(await run([first.api], { sockets, seconds })) });
  } finally {
    first.stop();
  }
  // Two instances on the same (now seeded) database, Redis between them.
  const channelEnv = { DATABASE_URL: pgUrl, REDIS_URL: redisUrl };
  const a = await startApi(port, channelEnv);
  const b = await startApi(port + 1, channelEnv).catch((e) => {
    a.stop();
    throw e;
  });
  try {
    rows.push({ instances: 2, ...(await run([a.api, b.api], { sockets, seconds })) });
  } finally {
    a.stop();
    b.stop();
  }
  return rows;
}

export function printChat(rows) {
  console.log('\nChat over the websocket: buyers send in a closed loop, servicers receive by push');
  if (rows.length === 0) return console.log('(skipped: PostgreSQL is not reachable)');
  console.log('instances | sockets | messages/s | round trip p50 / p99 ms | delivery p50 / p99 ms | failed | undelivered');
  for (const r of rows) {
    console.log(`${String(r.instances).padStart(9)} | ${String(r.sockets).padStart(7)} | ${String(r.perSecond).padStart(10)} | ${`${r.roundTripP50} / ${r.roundTripP99}`.padStart(22)} | ${`${r.deliveryP50} / ${r.deliveryP99}`.padStart(21)} | ${String(r.failed).padStart(6)} | ${r.undelivered}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const base = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const url = new URL(base);
  url.pathname = '/mall_bench_chat';
  printChat(await benchChat({ pgUrl: url.toString(), seconds: Number(process.env.BENCH_CHAT_SECONDS ?? 10), sockets: Number(process.env.BENCH_CHAT_SOCKETS ?? 200) }));
}
