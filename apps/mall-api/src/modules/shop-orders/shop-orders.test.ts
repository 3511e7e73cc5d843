// A shop's orders through the console's REST calls: each shop role and the platform roles, another
// shop's orders and codes (不存在, refused audit rows), bad input, shipping that the buyer's package
// call shows, notes, the verification desk for pickup and virtual codes, the overview and the export.
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { ConsoleErrorCode, ErrorCode } from '@mall/rest-contract';
import { goods, goodsSku } from '../../db/schema';
import { verifyCode } from '../../db/schema-account';
import { consoleAudit } from '../../db/schema-console';
import { orders } from '../../db/schema-order';
import { callOk, keyMaker, login, testAppPerFile } from '../../test/harness';
import { downloadSheet } from '../../test/xlsx';
import { signIn, signInShop, type Signed } from '../console/test-support';

const t = testAppPerFile();
const db = () => t.database.db;
const key = keyMaker('shop-orders');

let demo: string;
let owner: Signed;
let clerk: Signed;
let verifier: Signed;
let otherOwner: Signed;
let skuId: number;

/** A paid order of shop 1 for the demo member: express by default, or picked up at store 1. */
async function paidOrder(delivery: 'express' | 'pickup' = 'express'): Promise<{ order_id: number; order_no: string }> {
  const o = await callOk(t.app, '/api/order/create', {
    token: demo,
    sku_id: skuId,
    num: 1,
    order_key: key(),
    delivery_type: delivery,
    ...(delivery === 'pickup' ? { store_id: 1 } : {}),
  });
  await callOk(t.app, '/api/order/pay', { token: demo, order_ids: [o.order_id], pay_type: 'balance', pay_key: key('pay') });
  const [row] = await db().select({ no: orders.orderNo }).from(orders).where(eq(orders.orderId, o.order_id));
  return { order_id: o.order_id, order_no: row.no };
}

beforeAll(async () => {
  demo = await login(t.app);
  [owner, clerk, verifier, otherOwner] = await Promise.all([signInShop(t.app, 1, 'owner'), signInShop(t.app, 1, 'clerk'), signInShop(t.app, 1, 'verifier'), signInShop(t.app, 3, 'owner')]);
  const [s] = await db()
    .select({ skuId: goodsSku.skuId })
    .from(goodsSku)
    .innerJoin(goods, eq(goods.goodsId, goodsSku.goodsId))
    .where(and(eq(goods.siteId, 1), eq(goods.isOnShelf, true)))
    .limit(1);
  skuId = s.skuId;
  await db().update(goodsSku).set({ stock: 1000 }).where(eq(goodsSku.skuId, skuId));
  await db().execute(sql`update member set balance = 10000000 where username = 'demo'`);
});

describe('roles and shops', () => {
  it('店主 and 店员 list only their shop’s orders; 核销员 and the platform roles are refused', async () => {
    const list = await clerk.call<{ list: { order_id: number }[]; count: number; tab_counts: Record<string, number> }>('/admin/api/shop/orders/list', { page_size: 100 });
    expect(list.code, list.message).toBe(0);
    const [{ n }] = await db().select({ n: sql<number>`count(*)::int` }).from(orders).where(eq(orders.siteId, 1));
    expect(list.data.count).toBe(Number(n));
    expect(list.data.tab_counts.all).toBe(Number(n));
    const ids = list.data.list.map((o) => o.order_id);
    expect(await db().select({ id: orders.orderId }).from(orders).where(sql`${orders.orderId} in ${ids} and ${orders.siteId} <> 1`)).toEqual([]);
    expect((await verifier.call('/admin/api/shop/orders/list', {})).code).toBe(ConsoleErrorCode.FORBIDDEN);
    for (const name of ['admin', 'operator', 'finance']) expect((await (await signIn(t.app, name)).call('/admin/api/shop/orders/list', {})).code, name).toBe(ConsoleErrorCode.FORBIDDEN);
    expect((await (await signIn(t.app, 'admin')).call('/admin/api/shop/verify/lookup', { code: '12345678' })).code).toBe(ConsoleErrorCode.FORBIDDEN);
  });

  it('filters by tab, buyer, goods and time', async () => {
    const o = await paidOrder();
    const waitsend = await owner.call<{ list: { order_id: number; buyer: string; mobile: string }[] }>('/admin/api/shop/orders/list', { tab: 'waitsend', buyer: 'demo', page_size: 100 });
    const row = waitsend.data.list.find((r) => r.order_id === o.order_id);
    expect(row?.buyer).toContain('demo');
    // The list masks the consignee's mobile.
    expect(row?.mobile).toMatch(/\*{4}/);
    const [sku] = await db().select({ name: goods.goodsName }).from(goods).innerJoin(goodsSku, eq(goodsSku.goodsId, goods.goodsId)).where(eq(goodsSku.skuId, skuId));
    const byGoods = await owner.call<{ list: { order_id: number }[] }>('/admin/api/shop/orders/list', { goods: sku.name.slice(0, 2), page_size: 100 });
    expect(byGoods.data.list.some((r) => r.order_id === o.order_id)).toBe(true);
    const none = await owner.call<{ count: number }>('/admin/api/shop/orders/list', { buyer: '没有这个买家' });
    expect(none.data.count).toBe(0);
    const future = await owner.call<{ count: number }>('/admin/api/shop/orders/list', { from: Math.floor(Date.now() / 1000) + 86_400 });
    expect(future.data.count).toBe(0);
    expect((await owner.call('/admin/api/shop/orders/list', { tab: 'nope' })).message).toContain('订单状态不正确');
    expect((await owner.call('/admin/api/shop/orders/list', { from: 'yesterday' })).code).toBe(ErrorCode.INVALID_INPUT);
  });

  it.each([
    ['/admin/api/shop/orders/detail', (id: number) => ({ order_id: id })],
    ['/admin/api/shop/orders/ship', (id: number) => ({ order_id: id, express_company: '顺丰速运', delivery_no: 'SF1234567890' })],
    ['/admin/api/shop/orders/note', (id: number) => ({ order_id: id, content: '看看别家的订单' })],
  ] as const)('%s with another shop’s order answers 订单不存在 and is audited as refused', async (path, body) => {
    const [other] = await db().select().from(orders).where(eq(orders.siteId, 3)).limit(1);
    const res = await owner.call(path, body(other.orderId));
    expect(res).toMatchObject({ code: ErrorCode.NOT_FOUND, message: '订单不存在' });
    const [after] = await db().select().from(orders).where(eq(orders.orderId, other.orderId));
    expect(after).toEqual(other);
    const [audit] = await db().select().from(consoleAudit).where(and(eq(consoleAudit.username, 'shop1owner'), eq(consoleAudit.outcome, 'refused'), eq(consoleAudit.targetId, String(other.orderId)))).orderBy(sql`${consoleAudit.id} desc`).limit(1);
    expect(audit).toMatchObject({ targetType: 'order', after: { reason: 'other_shop' } });
  });
});

describe('shipping and notes', () => {
  it('ships a paid order with a carrier and tracking number; the buyer’s package call shows it; a second ship is refused', async () => {
    const o = await paidOrder();
    const bad = await clerk.call('/admin/api/shop/orders/ship', { order_id: o.order_id, express_company: '', delivery_no: 'x' });
    expect(bad.code).toBe(ErrorCode.INVALID_INPUT);
    const shipped = await clerk.call<{ order_status: string }>('/admin/api/shop/orders/ship', { order_id: o.order_id, express_company: '中国邮政', delivery_no: '9876543210123' });
    expect(shipped.data.order_status).toBe('shipped');
    const packages = await callOk(t.app, '/api/order/package', { token: demo, order_id: o.order_id });
    expect(JSON.stringify(packages)).toContain('9876543210123');
    expect((await clerk.call('/admin/api/shop/orders/ship', { order_id: o.order_id, express_company: '中国邮政', delivery_no: '9876543210124' })).code).toBe(ErrorCode.BUSINESS);
    const detail = await owner.call<{ packages: { delivery_no: string }[]; can_ship: boolean; logs: { action: string }[] }>('/admin/api/shop/orders/detail', { order_id: o.order_id });
    expect(detail.data.packages.map((p) => p.delivery_no)).toEqual(['9876543210123']);
    expect(detail.data.can_ship).toBe(false);
    expect(detail.data.logs.map((l) => l.action)).toEqual(['下单', '支付', '发货']);
    const audit = await db().select().from(consoleAudit).where(and(eq(consoleAudit.action, 'orders.ship'), eq(consoleAudit.targetId, String(o.order_id)), eq(consoleAudit.outcome, 'ok')));
    expect(audit).toHaveLength(1);
  });

  it('a pickup order is not shipped; notes are the shop’s own and checked', async () => {
    const o = await paidOrder('pickup');
    expect((await clerk.call('/admin/api/shop/orders/ship', { order_id: o.order_id, express_company: '顺丰速运', delivery_no: 'SF000001' })).message).toContain('无需发货');
    expect((await clerk.call('/admin/api/shop/orders/note', { order_id: o.order_id, content: '  ' })).message).toContain('请填写备注');
    expect((await clerk.call('/admin/api/shop/orders/note', { order_id: o.order_id, content: '买家电话确认周六来取'.repeat(60) })).message).toContain('500');
    expect((await clerk.call('/admin/api/shop/orders/note', { order_id: o.order_id, content: '买家电话确认周六来取' })).code).toBe(0);
    const detail = await owner.call<{ notes: { username: string; content: string }[] }>('/admin/api/shop/orders/detail', { order_id: o.order_id });
    expect(detail.data.notes).toMatchObject([{ username: 'shop1clerk', content: '买家电话确认周六来取' }]);
  });
});

describe('the verification desk', () => {
  it('a 核销员 looks up and verifies a pickup code once; the order completes; another shop cannot see the code', async () => {
    const o = await paidOrder('pickup');
    const [row] = await db().select({ code: orders.pickupCode }).from(orders).where(eq(orders.orderId, o.order_id));
    const found = await verifier.call<{ kind: string; order_no: string; verified: boolean; items: unknown[] }>('/admin/api/shop/verify/lookup', { code: row.code });
    expect(found.data).toMatchObject({ kind: 'pickup', order_no: o.order_no, verified: false });
    expect(found.data.items).toHaveLength(1);
    expect((await otherOwner.call('/admin/api/shop/verify/lookup', { code: row.code })).message).toBe('核销码不存在');
    expect((await otherOwner.call('/admin/api/shop/verify/confirm', { code: row.code })).message).toBe('核销码不存在');
    const done = await verifier.call<{ verified: boolean }>('/admin/api/shop/verify/confirm', { code: row.code });
    expect(done.data.verified).toBe(true);
    const [after] = await db().select({ status: orders.orderStatus }).from(orders).where(eq(orders.orderId, o.order_id));
    expect(after.status).toBe('completed');
    expect((await verifier.call('/admin/api/shop/verify/confirm', { code: row.code })).message).toContain('不能重复核销');
    // The verifier cannot read the order list, only the desk.
    expect((await verifier.call('/admin/api/shop/orders/detail', { order_id: o.order_id })).code).toBe(ConsoleErrorCode.FORBIDDEN);
  });

  it('a virtual-goods code of the shop’s order is used once and completes the order; bad codes are refused', async () => {
    const o = await paidOrder();
    const [member] = await db().select({ id: orders.memberId }).from(orders).where(eq(orders.orderId, o.order_id));
    await db().insert(verifyCode).values({ memberId: member.id, verifyCode: 'VG20261127A1', verifyType: 'virtualgoods', orderNo: o.order_no, siteName: '保靖黄金茶', items: [{ sku_name: '茶园采摘体验券', sku_image: '', num: 1, price: 3900 }] });
    expect((await verifier.call('/admin/api/shop/verify/lookup', { code: 'VG20261127A1' })).data).toMatchObject({ kind: 'virtual', verified: false });
    expect((await verifier.call<{ verified: boolean; verifier: string }>('/admin/api/shop/verify/confirm', { code: 'VG20261127A1' })).data).toMatchObject({ verified: true, verifier: '核销员' });
    const [used] = await db().select().from(verifyCode).where(eq(verifyCode.verifyCode, 'VG20261127A1'));
    expect(used.isVerify).toBe(true);
    const [after] = await db().select({ status: orders.orderStatus }).from(orders).where(eq(orders.orderId, o.order_id));
    expect(after.status).toBe('completed');
    expect((await verifier.call('/admin/api/shop/verify/lookup', { code: '<script>' })).code).toBe(ErrorCode.INVALID_INPUT);
    expect((await verifier.call('/admin/api/shop/verify/lookup', { code: '' })).message).toContain('核销码');
    expect((await verifier.call('/admin/api/shop/verify/lookup', { code: '00000000' })).message).toBe('核销码不存在');
  });
});

describe('overview and export', () => {
  it('the overview counts the shop’s own to-dos', async () => {
    const res = await verifier.call<{ site_id: number; site_name: string; orders_to_ship: number }>('/admin/api/shop/overview', {});
    expect(res.data).toMatchObject({ site_id: 1, site_name: '湘西保靖黄金茶农民专业合作社' });
    const [{ n }] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(and(eq(orders.siteId, 1), eq(orders.orderStatus, 'paid'), sql`${orders.deliveryType} in ('express', 'local_delivery')`));
    expect(res.data.orders_to_ship).toBe(Number(n));
  });

  it('exports the shop’s orders with the list’s filters to .xlsx (audited); the 核销员 may not', async () => {
    const sheet = await downloadSheet(t.app, '/admin/export/shop-orders?tab=waitconfirm', owner.headers);
    const [{ n }] = await db().select({ n: sql<number>`count(*)::int` }).from(orders).where(and(eq(orders.siteId, 1), eq(orders.orderStatus, 'shipped')));
    expect(sheet.rowCount - 1).toBe(Number(n));
    expect(String(sheet.getRow(1).getCell(1).value)).toBe('订单号');
    const foreignNos = (await db().select({ no: orders.orderNo }).from(orders).where(eq(orders.siteId, 3))).map((o) => o.no);
    for (let i = 2; i <= sheet.rowCount; i += 1) expect(foreignNos).not.toContain(String(sheet.getRow(i).getCell(1).value));
    expect(await db().select().from(consoleAudit).where(and(eq(consoleAudit.action, 'export.shop-orders'), eq(consoleAudit.username, 'shop1owner')))).toHaveLength(1);
    const refused = await t.app.inject({ method: 'GET', url: '/admin/export/shop-orders', headers: verifier.headers });
    expect(refused.json()).toMatchObject({ code: ConsoleErrorCode.FORBIDDEN });
    const bad = await t.app.inject({ method: 'GET', url: '/admin/export/shop-orders?from=abc', headers: owner.headers });
    expect(bad.json()).toMatchObject({ code: ErrorCode.INVALID_INPUT });
  });
});
