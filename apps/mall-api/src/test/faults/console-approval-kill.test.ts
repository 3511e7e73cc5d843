// A console write cut off mid-way: a finance account approves 60 offline-transfer payments at once
// through the console call (/admin/api/review/payments/decide), and mall-api is SIGKILLed once a
// quarter of them are paid. Started again on the same database, each payment is whole or absent: paid
// with all its orders paid and exactly one `ok` audit row of the approval, or still waiting for review
// with its orders untouched and no such row. Approving all of them again pays each exactly once.
import pg from 'pg';
import { generate } from 'otplib';
import { CONSOLE_CSRF_HEADER, CONSOLE_SESSION_COOKIE } from '@mall/rest-contract';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { cloneDatabase, urlFor } from '../pg-admin';
import { apiEnv, call, FIXED_CAPTCHA, login, startServer, uniqueName, type ServerProcess, removeDataDirs } from './support';

const PAYMENTS = 60;
const FINANCE = { username: 'finance', password: 'finance2026pass', totpSecret: 'MALLCONSOLEFINANCETOTPSECRETAAAA' };

let client: pg.Client;
let url: string;
let api: ServerProcess | undefined;
let paymentIds: number[] = [];
let waitingStatus: string;

const q = async <T>(text: string, values: unknown[] = []) => (await client.query(text, values)).rows as T[];

beforeAll(async () => {
  const base = inject('faultsPgBase');
  const name = uniqueName(`${inject('faultsTemplate')}_approve`);
  await cloneDatabase(base, inject('faultsTemplate'), name);
  url = urlFor(base, name);
  client = new pg.Client({ connectionString: url });
  await client.connect();
});

afterAll(async () => {
  api?.child.kill('SIGKILL');
  await client?.end();
  removeDataDirs();
});

/** Signs in a console account over REST (password, fixed captcha, TOTP); answers its cookie and CSRF header. */
async function consoleSession(base: string, who: typeof FINANCE) {
  const captcha = await call(base, '/api/captcha/captcha');
  const step = await call(base, '/admin/api/auth/login', {
    username: who.username,
    password: who.password,
    captcha_id: (captcha.json.data as { id: string }).id,
    captcha_code: FIXED_CAPTCHA,
  });
  const { challenge } = step.json.data as { challenge: string };
  // A code is accepted once per account: this test signs in again within the same 30-s step after the
  // restart, so it forgets the last accepted step as if the next one had come.
  await q('update console_account set totp_last_step = null where username = $1', [who.username]);
  const signedIn = await call(base, '/admin/api/auth/totp', { challenge, code: await generate({ secret: who.totpSecret }) });
  if (signedIn.json.code !== 0) throw new Error(`console sign-in: ${signedIn.json.message}`);
  const { token, csrf_token } = signedIn.json.data as { token: string; csrf_token: string };
  return { cookie: `${CONSOLE_SESSION_COOKIE}=${token}`, csrf: csrf_token };
}

/** One console approval; answers the envelope's code (0: approved by this call). */
async function approve(base: string, session: { cookie: string; csrf: string }, id: number): Promise<number> {
  try {
    const res = await fetch(`${base}/admin/api/review/payments/decide`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: session.cookie, [CONSOLE_CSRF_HEADER]: session.csrf },
      body: JSON.stringify({ id, agree: true, reason: '' }),
      signal: AbortSignal.timeout(30_000),
    });
    return ((await res.json()) as { code: number }).code;
  } catch {
    return NaN;
  }
}

/** Each payment whole or absent; answers the broken ones (empty when everything adds up). */
async function reconcile(): Promise<string[]> {
  const rows = await q<{ payment_id: number; status: string; orders: number; paid_orders: number; waiting_orders: number; audits: number }>(
    `select p.payment_id, p.status,
       jsonb_array_length(p.order_ids)::int orders,
       (select count(*) from orders o where p.order_ids @> to_jsonb(o.order_id) and o.order_status = 'paid' and o.payment_id = p.payment_id and o.pay_type = 'offline')::int paid_orders,
       (select count(*) from orders o where p.order_ids @> to_jsonb(o.order_id) and o.order_status = $2)::int waiting_orders,
       (select count(*) from console_audit a where a.action = 'review.payment.approve' and a.outcome = 'ok' and a.target_id = p.payment_id::text)::int audits
     from order_payment p where p.payment_id = any($1) order by p.payment_id`,
    [paymentIds, waitingStatus],
  );
  const problems: string[] = [];
  for (const r of rows) {
    const whole = r.status === 'paid' && r.paid_orders === r.orders && r.audits === 1;
    const absent = r.status === 'reviewing' && r.waiting_orders === r.orders && r.audits === 0;
    if (!whole && !absent) problems.push(`payment ${r.payment_id}: ${r.status}, ${r.paid_orders}/${r.orders} orders paid, ${r.waiting_orders} waiting, ${r.audits} approval audit rows`);
  }
  if (rows.length !== paymentIds.length) problems.push(`${paymentIds.length - rows.length} payments missing`);
  return problems;
}

describe('SIGKILL during 60 concurrent console approvals of offline transfers (PostgreSQL)', () => {
  it('leaves each approval whole or absent (payment, its orders, its audit row); approving again pays each once', async () => {
    const bundle = inject('faultsBundles')['mall-api'];
    // 60 orders at once queue on the pool: a loaded machine must not turn the set-up into 服务暂时不可用.
    const env = apiEnv(url, { DATABASE_POOL_MAX: '20', DATABASE_CONNECT_TIMEOUT_MS: '60000' });
    api = await startServer(bundle, env);
    const first = api;

    // 60 orders of the demo member, each with its transfer certificate submitted (waiting for review).
    const token = await login(first.url, 'demo', 'demo123456');
    const [{ member_id: memberId }] = await q<{ member_id: number }>(`select member_id from member where username = 'demo'`);
    const [{ sku_id: skuId }] = await q<{ sku_id: number }>(`
      select s.sku_id from goods_sku s join goods g using (goods_id) where g.is_on_shelf and s.stock > 0 order by s.sku_id limit 1`);
    await q(`update goods_sku set stock = 10000 where sku_id = $1`, [skuId]);
    const run = Math.random().toString(36).slice(2, 8);
    const submitted = await Promise.all(
      Array.from({ length: PAYMENTS }, async (_, i) => {
        const created = await call(first.url, '/api/order/create', { token, sku_id: skuId, num: 1, order_key: `approve-${run}-${i}` });
        if (created.json.code !== 0) throw new Error(`create: ${created.json.message}`);
        const { order_id } = created.json.data as { order_id: number };
        const tickets = await call(first.url, '/api/order/paytickets', {
          token,
          order_ids: [order_id],
          images: [`/upload/certificate/${memberId}_0123456789abcdef.png`],
          remark: '单位对公转账',
          pay_key: `approve-pay-${run}-${i}`,
        });
        if (tickets.json.code !== 0) throw new Error(`paytickets: ${tickets.json.message}`);
        return { orderId: order_id, paymentId: (tickets.json.data as { payment_id: number }).payment_id };
      }),
    );
    paymentIds = submitted.map((s) => s.paymentId);
    [{ order_status: waitingStatus }] = await q<{ order_status: string }>(`select order_status from orders where order_id = $1`, [submitted[0].orderId]);
    expect(await q(`select payment_id from order_payment where payment_id = any($1) and status <> 'reviewing'`, [paymentIds])).toEqual([]);
    expect(await reconcile()).toEqual([]);

    // All 60 approvals at once; SIGKILL once a quarter are paid, so others are mid-transaction.
    const session = await consoleSession(first.url, FINANCE);
    const outcomes = paymentIds.map((id) => approve(first.url, session, id));
    let killedAt = 0;
    for (let i = 0; i < 400; i++) {
      const [{ n }] = await q<{ n: number }>(`select count(*)::int n from order_payment where payment_id = any($1) and status = 'paid'`, [paymentIds]);
      if (n >= PAYMENTS / 4) {
        killedAt = n;
        break;
      }
      await new Promise((r) => setTimeout(r, 10));
    }
    first.child.kill('SIGKILL');
    expect(await first.exited).toBe('SIGKILL');
    const codes = await Promise.all(outcomes);
    expect(codes.filter((c) => c !== 0).length, 'some approvals were cut off by the kill').toBeGreaterThan(0);

    // Started again on the same database: nothing half-approved.
    api = await startServer(bundle, { ...env, API_PORT: String(first.port) });
    const [{ paid: paidAfterKill }] = await q<{ paid: number }>(`select count(*)::int paid from order_payment where payment_id = any($1) and status = 'paid'`, [paymentIds]);
    expect(await reconcile()).toEqual([]);

    // The operator approves every one again: the waiting ones are paid now, the paid ones refused as decided.
    const second = api;
    const again = await consoleSession(second.url, FINANCE);
    const retried = await Promise.all(paymentIds.map((id) => approve(second.url, again, id)));
    expect(retried.filter((c) => c === 0).length).toBe(PAYMENTS - paidAfterKill);
    expect(retried.filter((c) => Number.isNaN(c))).toEqual([]);
    const [{ paid }] = await q<{ paid: number }>(`select count(*)::int paid from order_payment where payment_id = any($1) and status = 'paid'`, [paymentIds]);
    expect(paid).toBe(PAYMENTS);
    expect(await reconcile()).toEqual([]);
    console.info(
      `[faults] console approvals: ${PAYMENTS} at once, killed at ${killedAt} paid; ${paidAfterKill} paid after restart, all whole; ` +
        `approved again → ${paid} paid, each with one audit row`,
    );
  });
});
