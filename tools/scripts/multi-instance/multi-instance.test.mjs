// The mall on two instances behind nginx (cluster.mjs): a shopper moves between instances and
// nothing that one instance knows is missing on the other. Run by tools/scripts/multi-instance.sh test.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import WebSocket from 'ws';
import { ensureAddresses } from '../../bench/lib/servers.mjs';
import { CAPTCHA_CODE, GATEWAY_SECRET, startCluster } from './cluster.mjs';

const PORT = Number(process.env.MULTI_PORT ?? 4500);
/** A whole 1×1 PNG (uploads are decoded and re-encoded). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
let cluster;

before(async () => {
  // Orders close 6 s after they are made, so the suite sees the close job run.
  cluster = await startCluster({ port: PORT, databaseUrl: process.env.MULTI_DATABASE_URL, keep: process.env.MULTI_KEEP === '1', env: { ORDER_AUTO_CLOSE_MINUTES: '0.1', ORDER_SWEEP_SECONDS: '2' } });
});
after(() => cluster?.stop());

/** A GraphQL call as the storefront's browser code makes it, to `base`, with `cookie`. */
async function graphql(base, query, variables = {}, cookie = '') {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-mall-csrf': '1', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const json = await res.json();
  return { res, json };
}

/** Logs in through `base`'s gateway; answers the session cookie (`mall_token=…`). */
async function login(base, username, password) {
  const captcha = await graphql(base, '{ captcha { id } }');
  const { res, json } = await graphql(base, 'mutation ($input: LoginInput!) { login(input: $input) { username } }', {
    input: { username, password, captchaId: captcha.json.data.captcha.id, captchaCode: CAPTCHA_CODE },
  });
  assert.equal(json.errors, undefined, JSON.stringify(json.errors));
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('mall_token='));
  assert.ok(cookie, 'login sets the session cookie');
  return cookie.split(';')[0];
}

/** A REST call straight to a mall-api (as the gateway makes them). */
async function rest(api, path, body, headers = {}) {
  const res = await fetch(`${api}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return { status: res.status, json: await res.json() };
}

describe('two instances behind nginx', () => {
  it('serves pages through nginx with a request id that both servers log', async () => {
    const res = await fetch(`${cluster.url}/`);
    assert.equal(res.status, 200);
    const id = res.headers.get('x-request-id');
    assert.match(id, /^[0-9a-f]{32}$/, "nginx's $request_id came back");
    await res.text();
    await new Promise((r) => setTimeout(r, 300));
    const logs = [cluster.log('storefront-server-1') + cluster.log('storefront-server-2'), cluster.log('mall-api-1') + cluster.log('mall-api-2')];
    for (const log of logs) assert.ok(log.includes(`"reqId":"${id}"`), 'the id is on the log lines of storefront-server and of mall-api');
  });

  it('keeps a member page out of the shared cache, and a public page in it when it says public', async () => {
    const cookie = await login(cluster.url, 'member06', 'member6pass');
    for (let i = 0; i < 2; i++) {
      const member = await fetch(`${cluster.url}/member/index`, { headers: { cookie } });
      await member.arrayBuffer();
      assert.notEqual(member.headers.get('x-cache-status'), 'HIT');
    }
    const first = await fetch(`${cluster.url}/list`);
    await first.arrayBuffer();
    const second = await fetch(`${cluster.url}/list`);
    const html = await second.text();
    assert.ok(!html.includes('member06'), 'a public page holds nothing of a shopper');
    if (/\bpublic\b/.test(first.headers.get('cache-control') ?? '')) assert.equal(second.headers.get('x-cache-status'), 'HIT');
    else assert.notEqual(second.headers.get('x-cache-status'), 'HIT');
  });

  it('logs in on one instance and continues on the other', async () => {
    const [one, two] = cluster.storefronts;
    const cookie = await login(one.url, 'member07', 'member7pass');
    const { json } = await graphql(two.url, '{ member { username } }', {}, cookie);
    assert.equal(json.data.member.username, 'member07');
    const logout = await graphql(two.url, 'mutation { logout }', {}, cookie);
    assert.equal(logout.json.errors, undefined);
    const after = await graphql(one.url, '{ member { username } }', {}, cookie);
    assert.equal(after.json.data?.member ?? null, null, 'a session ended on one instance is ended on the other');
  });

  it('shows a payment certificate uploaded through one instance on the other', async () => {
    const [one, two] = cluster.storefronts;
    const cookie = await login(one.url, 'member08', 'member8pass');
    const form = new FormData();
    form.append('file', new Blob([PNG], { type: 'image/png' }), '转账凭证.png');
    const upload = await (await fetch(`${one.url}/api/upload/certificate`, { method: 'POST', headers: { cookie }, body: form })).json();
    assert.equal(upload.code, 0, upload.message);
    assert.match(upload.data.path, /^\/upload\/certificate\/\d+_[0-9a-f]{16}\.png$/);
    const image = await fetch(`${two.url}${upload.data.path}`);
    assert.equal(image.status, 200);
    assert.equal(image.headers.get('content-type'), 'image/png');
    assert.equal(image.headers.get('x-content-type-options'), 'nosniff');
    assert.ok((await image.arrayBuffer()).byteLength > 0);
  });

  it('carries chat between a buyer on one instance and the servicer on the other', async () => {
    const [one, two] = cluster.storefronts;
    const servicer = await rest(cluster.apis[1].url, '/servicer/api/servicer/login', { username: 'kefu1', password: 'kefu123456' });
    assert.equal(servicer.json.code, 0, servicer.json.message);
    const frames = [];
    const servicerSocket = await openSocket(`${two.url.replace('http', 'ws')}/ws?auth=frame`, {}, (f) => frames.push(f), { type: 'auth', servicer_token: servicer.json.data.servicer_token });
    const info = await call(servicerSocket, '/servicer/api/servicer/info');
    assert.equal(servicerSocket.role, 'servicer');
    await call(servicerSocket, '/servicer/api/servicer/online', { online: 1 });
    const cookie = await login(one.url, 'member05', 'member5pass');
    const buyer = await openSocket(`${one.url.replace('http', 'ws')}/ws`, { cookie }, () => undefined);
    assert.equal(buyer.role, 'member');
    const content = `你好，请问五常大米什么时候发货？${Date.now()}`;
    const said = await call(buyer, '/servicer/api/chat/say', { site_id: info.data.site_id, content, client_msg_id: `multi-${Date.now()}` });
    assert.equal(said.code, 0, said.message);
    const until = Date.now() + 10_000;
    while (!frames.some((f) => f.type === 'message' && f.message.consumer_say === content) && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
    assert.ok(frames.some((f) => f.type === 'message' && f.message.consumer_say === content), 'the servicer on the other instance got the message');
    servicerSocket.close();
    buyer.close();
  });

  it('closes an unpaid order exactly once, whichever instance runs the job', async () => {
    const token = (await login(cluster.storefronts[0].url, 'member04', 'member4pass')).slice('mall_token='.length);
    await ensureAddresses(cluster.apis[1].url, [token], { name: '多实例测试', mobilePrefix: '1390001', address: '岳麓区麓山南路 2 号' });
    const [sku] = await cluster.sql('select s.sku_id, s.stock from goods_sku s join goods g using (goods_id) where g.is_on_shelf and s.stock >= 100 order by s.sku_id limit 1');
    const order = await rest(cluster.apis[0].url, '/api/order/create', { token, sku_id: sku.sku_id, num: 2, order_key: `multi-${Date.now()}` });
    assert.equal(order.json.code, 0, order.json.message);
    const orderId = order.json.data.order_id;
    const until = Date.now() + 60_000;
    let closes = [];
    while (Date.now() < until) {
      closes = await cluster.sql("select operator from order_log where order_id = $1 and machine = 'order' and to_status = 'closed'", [orderId]);
      if (closes.length > 0) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    // Both instances' workers and sweeps had their chance; the order closed once and its stock came back once.
    await new Promise((r) => setTimeout(r, 5000));
    closes = await cluster.sql("select operator from order_log where order_id = $1 and machine = 'order' and to_status = 'closed'", [orderId]);
    assert.equal(closes.length, 1);
    const [after] = await cluster.sql('select stock from goods_sku where sku_id = $1', [sku.sku_id]);
    assert.equal(after.stock, sku.stock);
  });

  it('shares the login rate limit between the instances', async () => {
    // A shopper's address as the gateway reports it (the gateway secret makes mall-api believe it).
    const headers = { 'x-forwarded-for': '203.0.113.45', 'x-mall-gateway-secret': GATEWAY_SECRET };
    const answers = [];
    for (let i = 0; i < 12; i++) {
      const api = cluster.apis[i % 2].url;
      answers.push((await rest(api, '/api/login/login', { username: 'member03', password: `wrong-${i}`, captcha_id: 'x', captcha_code: '0000' }, headers)).status);
    }
    // The limit is 10 a minute per address: six calls on each instance make twelve on one counter.
    assert.deepEqual(answers.slice(0, 10).filter((s) => s === 429), []);
    assert.deepEqual(answers.slice(10), [429, 429]);
  });
});

/** Opens a chat socket; resolves at its `init` with `role`, `call()` support and the frames after it. */
function openSocket(url, headers, onFrame, first) {
  return new Promise((resolveP, reject) => {
    const ws = new WebSocket(url, { headers });
    ws.pending = new Map();
    ws.nextId = 1;
    ws.on('open', () => first && ws.send(JSON.stringify(first)));
    ws.on('message', (raw) => {
      const frame = JSON.parse(String(raw));
      if (frame.type === 'init') {
        ws.role = frame.role;
        return resolveP(ws);
      }
      if (frame.type === 'result') ws.pending.get(frame.id)?.(frame);
      onFrame(frame);
    });
    ws.on('error', reject);
  });
}

/** A chat call over the socket; resolves with its result frame. */
function call(ws, path, body = {}) {
  const id = ws.nextId++;
  return new Promise((resolveP) => {
    ws.pending.set(id, resolveP);
    ws.send(JSON.stringify({ type: 'call', id, path, body }));
  });
}
