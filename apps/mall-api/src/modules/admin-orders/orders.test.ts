// The platform's orders through the console's REST calls: each platform role and a shop account
// (allowed and refused), every filter against the database, bad input (dates, state, page, long
// text), the detail with payments, refunds and the audit rows of the order, and the .xlsx export.
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { ConsoleErrorCode, ErrorCode } from '@mall/rest-contract';
import { goods, goodsSku, shop } from '../../db/schema';
import { consoleAudit } from '../../db/schema-console';
import { orderRefund, orders } from '../../db/schema-order';
import { callOk, keyMaker, login, testAppPerFile } from '../../test/harness';
import { downloadSheet } from '../../test/xlsx';
import { signIn, signInShop, type Signed } from '../console/test-support';

const t = testAppPerFile();
const db = () => t.database.db;
const key = keyMaker('admin-orders');

type Row = { order_id: number; order_no: string; site_id: number; site_name: string; buyer: string; order_status: string };
type Page = { list: Row[]; count: number; page: number; tab_counts: Record<string, number> };

let admin: Signed;
let finance: Signed;
let lead: Signed;
let operator: Signed;
let owner: Signed;
let demo: string;
let paid: { order_id: number; order_no: string };

const count = async (where?: ReturnType<typeof sql>) => Number((await db().select({ n: sql<number>`count(*)::int` }).from(orders).where(where))[0].n);

beforeAll(async () => {
  [admin, finance, lead, operator, owner] = await Promise.all([signIn(t.app, 'admin'), signIn(t.app, 'finance'), signIn(t.app, 'servicelead'), signIn(t.app, 'operator'), signInShop(t.app, 1, 'owner')]);
  demo = await login(t.app);
  const [s] = await db()
    .select({ skuId: goodsSku.skuId })
    .from(goodsSku)
    .innerJoin(goods, eq(goods.goodsId, goodsSku.goodsId))
    .where(and(eq(goods.siteId, 1), eq(goods.isOnShelf, true), eq(goods.isVirtual, false)))
    .limit(1);
  await db().update(goodsSku).set({ stock: 1000 }).where(eq(goodsSku.skuId, s.skuId));
  await db().execute(sql`update member set balance = 10000000 where username = 'demo'`);
  const o = await callOk(t.app, '/api/order/create', { token: demo, sku_id: s.skuId, num: 1, order_key: key(), delivery_type: 'express' });
  await callOk(t.app, '/api/order/pay', { token: demo, order_ids: [o.order_id], pay_type: 'balance', pay_key: key('pay') });
  const [row] = await db().select({ no: orders.orderNo }).from(orders).where(eq(orders.orderId, o.order_id));
  paid = { order_id: o.order_id, order_no: row.no };
});

describe('who may read the platform’s orders', () => {
  it('超级管理员, 财务 and 客服主管 list every shop’s orders; 运营 and shop accounts are refused', async () => {
    const total = await count();
    for (const who of [admin, finance, lead]) {
      const page = await who.call<Page>('/admin/api/orders/list', { page_size: 100 });
      expect(page.code, page.message).toBe(0);
      expect(page.data.count).toBe(total);
      expect(page.data.tab_counts.all).toBe(total);
      expect(page.data.tab_counts.waitsend).toBe(await count(sql`order_status = 'paid'`));
    }
    const all = await finance.call<Page & { shops: { site_id: number; site_name: string }[] }>('/admin/api/orders/list', { page_size: 100 });
    expect(new Set(all.data.list.map((r) => r.site_id)).size).toBeGreaterThan(1);
    // The shop filter's options: every shop, in id order.
    const [{ n }] = await db().select({ n: sql<number>`count(*)::int` }).from(shop);
    expect(all.data.shops).toHaveLength(Number(n));
    expect(all.data.shops.map((s) => s.site_id)).toEqual([...all.data.shops.map((s) => s.site_id)].sort((a, b) => a - b));
    for (const who of [operator, owner]) {
      expect((await who.call('/admin/api/orders/list', {})).code).toBe(ConsoleErrorCode.FORBIDDEN);
      expect((await who.call('/admin/api/orders/detail', { order_id: paid.order_id })).code).toBe(ConsoleErrorCode.FORBIDDEN);
    }
  });
});

describe('filters', () => {
  it('by order number, shop, state, buyer mobile, goods and time', async () => {
    const byNo = await finance.call<Page>('/admin/api/orders/list', { order_no: paid.order_no });
    expect(byNo.data.list.map((r) => r.order_id)).toEqual([paid.order_id]);
    expect(byNo.data.list[0].site_name).not.toBe('');

    const shop3 = await finance.call<Page>('/admin/api/orders/list', { site_id: 3, page_size: 100 });
    expect(shop3.data.count).toBe(await count(sql`site_id = 3`));
    expect(shop3.data.list.every((r) => r.site_id === 3)).toBe(true);

    const waitsend = await finance.call<Page>('/admin/api/orders/list', { tab: 'waitsend', page_size: 100 });
    expect(waitsend.data.count).toBe(await count(sql`order_status = 'paid'`));

    // The demo member's own mobile (not only a consignee's) finds its orders.
    const byMobile = await finance.call<Page>('/admin/api/orders/list', { buyer: '13800138000', page_size: 100 });
    expect(byMobile.data.list.map((r) => r.order_id)).toContain(paid.order_id);
    expect(byMobile.data.count).toBe(await count(sql`member_id = (select member_id from member where username = 'demo') or mobile like '%13800138000%'`));

    const none = await finance.call<Page>('/admin/api/orders/list', { goods: '没有这种商品名' });
    expect(none.data.count).toBe(0);

    const now = Math.floor(Date.now() / 1000);
    const recent = await finance.call<Page>('/admin/api/orders/list', { from: now - 3600, to: now + 60, page_size: 100 });
    expect(recent.data.list.map((r) => r.order_id)).toContain(paid.order_id);
    const old = await finance.call<Page>('/admin/api/orders/list', { to: now - 86_400 * 3650 });
    expect(old.data.count).toBe(0);
  });

  it('by payment kind: a provider, or a voucher part', async () => {
    const balance = await finance.call<Page>('/admin/api/orders/list', { pay_kind: 'balance', page_size: 100 });
    expect(balance.data.count).toBe(await count(sql`pay_type = 'balance'`));
    expect(balance.data.list.map((r) => r.order_id)).toContain(paid.order_id);
    const offline = await finance.call<Page>('/admin/api/orders/list', { pay_kind: 'offline' });
    expect(offline.data.count).toBe(await count(sql`pay_type = 'offline'`));
    expect(offline.data.count).toBeGreaterThan(0);
    const voucher = await finance.call<Page>('/admin/api/orders/list', { pay_kind: 'voucher' });
    expect(voucher.data.count).toBe(await count(sql`exists (select 1 from voucher_ledger l where l.kind = 'spend' and l.relate_id = orders.order_id)`));
  });

  it('sorts by money and pages on the server; a page past the end is empty', async () => {
    const sorted = await finance.call<{ list: { order_money: string }[] }>('/admin/api/orders/list', { sort: 'money_desc', page_size: 50 });
    const money = sorted.data.list.map((r) => Number(r.order_money));
    expect(money).toEqual([...money].sort((a, b) => b - a));
    const total = await count();
    const past = await finance.call<Page>('/admin/api/orders/list', { page: Math.ceil(total / 20) + 5 });
    expect(past.code).toBe(0);
    expect(past.data.list).toEqual([]);
    expect(past.data.count).toBe(total);
  });

  it('refuses bad input with a message and no rows', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ from: 1_790_000_000, to: 1_780_000_000 }, '结束时间不能早于开始时间'],
      [{ from: 'yesterday' }, '下单开始时间'],
      [{ tab: 'lost' }, '订单状态不正确'],
      [{ page: 0 }, '页码'],
      [{ page: 100_001 }, '页码过大'],
      [{ page_size: 500 }, ''],
      [{ order_no: 'P'.repeat(33) }, '订单号不能超过 32 个字符'],
      [{ goods: '茶'.repeat(51) }, '商品不能超过 50 个字符'],
      [{ site_id: 0 }, '店铺编号'],
      [{ pay_kind: 'wechat' }, '支付方式不正确'],
      [{ sort: 'buyer' }, '排序方式不正确'],
    ];
    for (const [body, message] of cases) {
      const answer = await finance.call('/admin/api/orders/list', body);
      expect(answer.code, JSON.stringify(body)).toBe(ErrorCode.INVALID_INPUT);
      expect(answer.message).toContain(message);
    }
    expect((await finance.call('/admin/api/orders/detail', { order_id: 'x' })).code).toBe(ErrorCode.INVALID_INPUT);
  });
});

describe('detail', () => {
  it('shows goods, payments, address and the console’s actions on the order', async () => {
    const shipped = await admin.call('/admin/api/orders/ship', { order_id: paid.order_id, express_company: '中国邮政', delivery_no: '9876543210123' });
    expect(shipped.code, shipped.message).toBe(0);
    type Detail = { order_no: string; site_name: string; full_address: string; goods_list: unknown[]; payments: { pay_type_name: string; status_name: string }[]; packages: { delivery_no: string }[]; audit: { username: string; role: string; action: string }[] };
    const d = await lead.call<Detail>('/admin/api/orders/detail', { order_id: paid.order_id });
    expect(d.code, d.message).toBe(0);
    expect(d.data.order_no).toBe(paid.order_no);
    expect(d.data.full_address).not.toBe('');
    expect(d.data.goods_list).toHaveLength(1);
    expect(d.data.payments).toEqual([expect.objectContaining({ pay_type_name: '余额支付', status_name: '已支付' })]);
    expect(d.data.packages[0].delivery_no).toBe('9876543210123');
    expect(d.data.audit).toContainEqual({ username: 'admin', role: '超级管理员', action: 'orders.ship', outcome: 'ok', time: expect.any(Number) });
    // The shop reads the same detail without the platform's audit rows.
    const mine = await owner.call<Detail>('/admin/api/shop/orders/detail', { order_id: paid.order_id });
    expect(mine.data.packages).toHaveLength(1);
    expect(mine.data.audit).toEqual([]);
    expect((await finance.call('/admin/api/orders/detail', { order_id: 2_000_000_000 })).code).toBe(ErrorCode.NOT_FOUND);
  });

  it('lists the refunds of its lines', async () => {
    const [r] = await db().select({ orderId: orderRefund.orderId }).from(orderRefund).limit(1);
    const d = await finance.call<{ refunds: { refund_no: string; status_name: string; sku_name: string }[] }>('/admin/api/orders/detail', { order_id: r.orderId });
    const n = (await db().select().from(orderRefund).where(eq(orderRefund.orderId, r.orderId))).length;
    expect(d.data.refunds).toHaveLength(n);
    expect(d.data.refunds[0].status_name).not.toBe('');
    expect(d.data.refunds[0].sku_name).not.toBe('');
  });
});

describe('export', () => {
  it('财务 exports the list’s filters to .xlsx with the shop of each order (audited); 客服主管 and 运营 may not', async () => {
    const sheet = await downloadSheet(t.app, '/admin/export/orders?site_id=3&tab=all', finance.headers);
    expect(sheet.rowCount - 1).toBe(await count(sql`site_id = 3`));
    expect(String(sheet.getRow(1).getCell(3).value)).toBe('店铺');
    const [shop] = await db().select({ name: orders.siteName }).from(orders).where(eq(orders.siteId, 3)).limit(1);
    for (let i = 2; i <= sheet.rowCount; i += 1) expect(String(sheet.getRow(i).getCell(3).value)).toBe(shop.name);
    const audit = await db().select().from(consoleAudit).where(and(eq(consoleAudit.action, 'export.orders'), eq(consoleAudit.username, 'finance')));
    expect(audit).toHaveLength(1);
    expect(audit[0].after).toMatchObject({ filters: { site_id: 3, tab: 'all' } });
    for (const who of [lead, operator, owner]) {
      expect((await t.app.inject({ method: 'GET', url: '/admin/export/orders', headers: who.headers })).json(), who.session.token).toMatchObject({ code: ConsoleErrorCode.FORBIDDEN });
    }
    for (const query of ['from=abc', 'from=1790000000&to=1780000000', 'pay_kind=cash', `order_no=${'9'.repeat(40)}`]) {
      expect((await t.app.inject({ method: 'GET', url: `/admin/export/orders?${query}`, headers: finance.headers })).json(), query).toMatchObject({ code: ErrorCode.INVALID_INPUT });
    }
  });
});
