// Backups that restore: a seeded PostgreSQL database takes orders over mall-api's HTTP API (a balance
// payment, a unit's voucher paying part of an order) and an uploaded avatar; tools/scripts/backup.sh
// backs it up; the database and the uploads folder are dropped; tools/scripts/restore.sh restores into
// a new database and folder; a fresh mall-api on them answers the same orders, balances and vouchers,
// the balance and voucher ledgers reconcile, and the picture is served again byte for byte.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { multipart, PNG_1X1 } from '../../modules/account/test-support';
import { adminQuery, cloneDatabase, dropDatabase, urlFor } from '../pg-admin';
import { apiEnv, call, login, REPO_ROOT, removeDataDirs, startServer, type ServerProcess } from './support';

const run = randomBytes(4).toString('hex');
const source = `h6_backup_src_${run}`;
const restored = `h6_backup_restored_${run}`;
const backupRoot = mkdtempSync(join(tmpdir(), 'mall-backup-'));
const restoredData = mkdtempSync(join(tmpdir(), 'mall-restored-data-'));
let api: ServerProcess | undefined;

afterAll(async () => {
  api?.child.kill('SIGKILL');
  const base = inject('faultsPgBase');
  await dropDatabase(base, source);
  await dropDatabase(base, restored);
  rmSync(backupRoot, { recursive: true, force: true });
  rmSync(restoredData, { recursive: true, force: true });
  removeDataDirs();
});

async function ok<T>(base: string, path: string, body: Record<string, unknown>): Promise<T> {
  const answer = await call(base, path, body);
  if (answer.json.code !== 0) throw new Error(`${path}: ${answer.status} ${answer.json.code} ${answer.json.message}`);
  return answer.json.data as T;
}

/** What must come back: per-table facts read with SQL, and the ledgers' invariants. */
async function facts(url: string, sincePayment: number) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const q = async (text: string) => (await client.query(text)).rows as Record<string, unknown>[];
  try {
    return {
      orders: await q(`select order_id, order_no, order_status, order_money, member_id, payment_id from orders order by order_id`),
      payments: await q(`select payment_id, status, amount, pay_type from order_payment order by payment_id`),
      balances: await q(`select member_id, balance from member order by member_id`),
      balanceLedger: await q(`select member_id, sum(account_data)::bigint total, count(*)::int n from member_account where account_type = 'balance' group by member_id order by member_id`),
      vouchers: await q(`select voucher_id, member_id, status, remaining from voucher order by voucher_id`),
      // Each unit's stock and each voucher's remaining value are the sums of their ledger rows.
      voucherStockOff: await q(`select u.org_id from org_unit u left join voucher_ledger l on l.org_id = u.org_id group by u.org_id, u.voucher_stock having coalesce(sum(l.stock_change), 0) <> u.voucher_stock`),
      voucherValueOff: await q(`select v.voucher_id from voucher v left join voucher_ledger l on l.voucher_id = v.voucher_id group by v.voucher_id, v.remaining having coalesce(sum(l.value_change), 0) <> v.remaining`),
      // A paid balance payment of this test has exactly one debit in the balance ledger (the seed's have none).
      debitsOff: await q(`select p.payment_id from order_payment p left join member_account a on a.relate_id = p.payment_id and a.from_type = 'order' and a.account_type = 'balance'
        where p.status = 'paid' and p.pay_type = 'balance' and p.payment_id > ${Number(sincePayment)} group by p.payment_id, p.amount having count(a.id) <> 1 or -sum(a.account_data) > p.amount`),
    };
  } finally {
    await client.end();
  }
}

const script = (name: string, args: string[], env: Record<string, string>) => {
  const result = spawnSync('bash', [resolve(REPO_ROOT, 'tools/scripts', name), ...args], { env: { ...process.env, ...env }, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${name} failed (${result.status}): ${result.stderr}${result.stdout}`);
  return result.stdout.trim();
};

describe('backup and restore (PostgreSQL and the uploads folder)', () => {
  it('orders, balances, vouchers and the ledgers come back, and so does an uploaded picture', async () => {
    const base = inject('faultsPgBase');
    await cloneDatabase(base, inject('faultsTemplate'), source);
    const sourceUrl = urlFor(base, source);
    const bundle = inject('faultsBundles')['mall-api'];
    const env = apiEnv(sourceUrl);
    api = await startServer(bundle, env);

    // A unit buys voucher stock and issues a voucher to its member, who activates it and pays part of
    // an order with it and the rest from the balance; the demo member pays an order from the balance.
    const admin = await login(api.url, 'orgadmin01', 'orgadmin01pass');
    const buyer = await login(api.url, 'orgmember02', 'orgmember02pass');
    const demo = await login(api.url, 'demo', 'demo123456');
    const client = new pg.Client({ connectionString: sourceUrl });
    await client.connect();
    const [{ member_id: buyerId }] = (await client.query(`select member_id from member where username = 'orgmember02'`)).rows as { member_id: number }[];
    const [{ max: sincePayment }] = (await client.query(`select coalesce(max(payment_id), 0)::int max from order_payment`)).rows as { max: number }[];
    const [sku] = (await client.query(`select s.sku_id from goods_sku s join goods g using (goods_id) where g.is_on_shelf and s.stock >= 10 and s.discount_price between 3000 and 9000 order by s.sku_id limit 1`)).rows as { sku_id: number }[];
    await client.end();
    await ok(api.url, '/api/memberaddress/add', { token: buyer, name: '彭家豪', mobile: '13700001002', province_id: 430000, city_id: 433100, district_id: 433123, address: '沱江镇虹桥路 1 号', is_default: 1 });
    const stock = await ok<{ order_id: number }>(api.url, '/fupin/api/voucherOrder/create', { token: admin, amount: 100 });
    await ok(api.url, '/fupin/api/voucherOrder/pay', { token: admin, order_id: stock.order_id, pay_type: 'demo', pay_key: `bk-vo-${run}` });
    const issue = await ok<{ issuance_id: number }>(api.url, '/fupin/api/Voucher/issue', { token: admin, voucher_name: '备份恢复测试券', face_value: 20, count_per_member: 1, valid_days: 5, member_ids: [buyerId] });
    const detail = await ok<{ vouchers: { list: { voucher_id: number }[] } }>(api.url, '/fupin/api/Voucher/issuanceDetail', { token: admin, issuance_id: issue.issuance_id });
    const voucherId = detail.vouchers.list[0].voucher_id;
    await ok(api.url, '/fupin/api/Voucher/activate', { token: buyer, voucher_id: voucherId });
    const withVoucher = await ok<{ order_id: number }>(api.url, '/api/order/create', { token: buyer, sku_id: sku.sku_id, num: 1, order_key: `bk-o1-${run}` });
    await ok(api.url, '/api/order/pay', { token: buyer, order_ids: [withVoucher.order_id], pay_type: 'balance', pay_key: `bk-p1-${run}`, voucher_id: voucherId });
    const plain = await ok<{ order_id: number }>(api.url, '/api/order/create', { token: demo, sku_id: sku.sku_id, num: 2, order_key: `bk-o2-${run}` });
    await ok(api.url, '/api/order/pay', { token: demo, order_ids: [plain.order_id], pay_type: 'balance', pay_key: `bk-p2-${run}` });
    const { payload, headers } = multipart({ token: demo }, { filename: 'avatar.png', type: 'image/png', data: PNG_1X1 });
    const uploaded = (await (await fetch(`${api.url}/api/upload/headimg`, { method: 'POST', body: new Uint8Array(payload), headers })).json()) as { code: number; data: { headimg: string } };
    expect(uploaded.code).toBe(0);
    const picture = Buffer.from(await (await fetch(`${api.url}${uploaded.data.headimg}`)).arrayBuffer());
    expect(picture.length).toBeGreaterThan(0);

    const before = await facts(sourceUrl, sincePayment);
    expect(before.orders.filter((o) => o.order_id === withVoucher.order_id || o.order_id === plain.order_id).map((o) => o.order_status)).toEqual(['paid', 'paid']);
    expect(before.vouchers.find((v) => v.voucher_id === voucherId)?.remaining).toBe(0);
    expect([before.voucherStockOff, before.voucherValueOff, before.debitsOff]).toEqual([[], [], []]);
    api.child.kill('SIGTERM');
    await api.exited;
    api = undefined;

    // Back up, then lose everything: the database and the uploads folder.
    const backup = script('backup.sh', [backupRoot], { DATABASE_URL: sourceUrl, DATA_DIR: env.DATA_DIR });
    expect(existsSync(join(backup, 'database.dump')) && existsSync(join(backup, 'upload.tar.gz'))).toBe(true);
    await dropDatabase(base, source);
    rmSync(join(env.DATA_DIR, 'upload'), { recursive: true, force: true });

    // Restore into a new database and folder; the script refuses a database that is not empty.
    await adminQuery(base, `CREATE DATABASE "${restored}"`);
    const restoredUrl = urlFor(base, restored);
    script('restore.sh', [backup], { DATABASE_URL: restoredUrl, DATA_DIR: restoredData });
    expect(() => script('restore.sh', [backup], { DATABASE_URL: restoredUrl, DATA_DIR: restoredData })).toThrow(/already holds/);
    expect(await facts(restoredUrl, sincePayment)).toEqual(before);

    // A fresh mall-api on the restored database and folder: ready (every migration there), the
    // shoppers' sessions, orders and picture are back.
    api = await startServer(bundle, { ...apiEnv(restoredUrl), DATA_DIR: restoredData });
    const order = await ok<{ order_status: string }>(api.url, '/api/order/detail', { token: buyer, order_id: withVoucher.order_id });
    expect(order.order_status).toBe('paid');
    const again = await fetch(`${api.url}${uploaded.data.headimg}`);
    expect(again.status).toBe(200);
    expect(Buffer.from(await again.arrayBuffer()).equals(picture)).toBe(true);
  });
});
