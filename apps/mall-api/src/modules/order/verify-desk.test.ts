// Virtual goods and pickup codes end to end over REST: paying a virtual goods (or a pickup order)
// issues its code; the member bound as the shop's verifier looks it up and redeems it once at the
// member's desk (a second redeem refused, both attempts recorded, two at once: exactly one wins);
// members who verify for no shop, and codes of other shops, are refused; the 店主 binds and unbinds
// verifier members in the console (other roles refused).
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { ConsoleErrorCode, ErrorCode } from '@mall/rest-contract';
import { goods, goodsSku, member } from '../../db/schema';
import { verifyCode } from '../../db/schema-account';
import { orders } from '../../db/schema-order';
import { shopVerifier, verifyRecord } from '../../db/schema-verify';
import { SEEDED_VIRTUAL_BUYER, VIRTUAL_GOODS_NAME } from '../../db/seed-verify';
import { callOk, expectAnswerCode, keyMaker, login, testAppPerFile } from '../../test/harness';
import { signIn, signInShop } from '../console/test-support';
import { CODE_NOT_FOUND, CODE_USED } from '../shop-orders/verify';
import { NOT_A_VERIFIER } from './verify-desk';

const t = testAppPerFile();
const db = () => t.database.db;
const key = keyMaker('verify-desk');

let buyer: string;
let verifier: string;
let virtualSku: number;
let physicalSku: number;

async function buyVirtual(num = 1) {
  const o = await callOk(t.app, '/api/order/create', { token: buyer, sku_id: virtualSku, num, order_key: key() });
  await callOk(t.app, '/api/order/pay', { token: buyer, order_ids: [o.order_id], pay_type: 'balance', pay_key: key('pay') });
  const [row] = await db().select().from(orders).where(eq(orders.orderId, o.order_id));
  return row;
}

beforeAll(async () => {
  buyer = await login(t.app, SEEDED_VIRTUAL_BUYER.username, SEEDED_VIRTUAL_BUYER.password);
  verifier = await login(t.app, 'member08', 'member8pass');
  const [v] = await db().select({ skuId: goodsSku.skuId }).from(goodsSku).innerJoin(goods, eq(goods.goodsId, goodsSku.goodsId)).where(eq(goods.goodsName, VIRTUAL_GOODS_NAME));
  virtualSku = v.skuId;
  const [p] = await db()
    .select({ skuId: goodsSku.skuId })
    .from(goodsSku)
    .innerJoin(goods, eq(goods.goodsId, goodsSku.goodsId))
    .where(and(eq(goods.siteId, 1), eq(goods.isVirtual, false), eq(goods.isOnShelf, true)))
    .limit(1);
  physicalSku = p.skuId;
  await db().update(goodsSku).set({ stock: 1000 }).where(sql`${goodsSku.skuId} in (${virtualSku}, ${physicalSku})`);
  await db().update(member).set({ balance: 10_000_000 }).where(eq(member.username, SEEDED_VIRTUAL_BUYER.username));
});

describe('virtual goods checkout', () => {
  it('needs no address, costs no delivery, and paying issues one code the buyer sees on the order', async () => {
    const calc = await callOk(t.app, '/api/order/calculate', { token: buyer, sku_id: virtualSku, num: 2 });
    expect(calc.delivery_type).toBe('virtual');
    expect(calc.delivery_money).toBe('0.00');
    expect(calc.delivery_types).toEqual([]);
    const o = await buyVirtual(2);
    expect(o.deliveryType).toBe('virtual');
    expect(o.orderStatus).toBe('paid');
    const codes = await db().select().from(verifyCode).where(eq(verifyCode.orderNo, o.orderNo));
    expect(codes).toHaveLength(1);
    expect(codes[0]).toMatchObject({ verifyType: 'virtualgoods', isVerify: false, siteName: '湘西保靖黄金茶农民专业合作社' });
    expect(codes[0].verifyCode).toMatch(/^\d{12}$/);
    expect(codes[0].items[0]).toMatchObject({ num: 2 });
    const detail = await callOk(t.app, '/api/order/detail', { token: buyer, order_id: o.orderId });
    expect(detail.verify_code).toBe(codes[0].verifyCode);
    const own = await callOk(t.app, '/api/verify/page', { token: buyer, verify_type: 'virtualgoods' });
    expect(own.list.map((c) => c.verify_code)).toContain(codes[0].verifyCode);
  });

  it('is not bought together with physical goods', async () => {
    await callOk(t.app, '/api/cart/add', { token: buyer, sku_id: virtualSku, num: 1 });
    const line = await callOk(t.app, '/api/cart/add', { token: buyer, sku_id: physicalSku, num: 1 });
    const cart = await db().execute(sql`select cart_id from cart where member_id = (select member_id from member where username = ${SEEDED_VIRTUAL_BUYER.username})`);
    const ids = (cart as unknown as { rows: { cart_id: number }[] }).rows.map((r) => r.cart_id);
    await expectAnswerCode(t.app, '/api/order/calculate', { token: buyer, cart_ids: ids.join(',') }, ErrorCode.BUSINESS, '虚拟商品不能与实物商品一起下单');
    expect(line.cart_id).toBeGreaterThan(0);
    await db().execute(sql`delete from cart where cart_id in ${ids}`);
  });
});

describe('the member’s verification desk', () => {
  it('a member who verifies for no shop is told so and nothing is recorded', async () => {
    expect(await callOk(t.app, '/api/verify/checkisverifier', { token: buyer })).toEqual({ is_verifier: false, shops: [] });
    const o = await buyVirtual();
    await expectAnswerCode(t.app, '/api/verify/verifyInfo', { token: buyer, code: o.verifyCode }, ErrorCode.BUSINESS, NOT_A_VERIFIER);
    await expectAnswerCode(t.app, '/api/verify/verify', { token: buyer, code: o.verifyCode }, ErrorCode.BUSINESS, NOT_A_VERIFIER);
    const [code] = await db().select().from(verifyCode).where(eq(verifyCode.verifyCode, o.verifyCode));
    expect(code.isVerify).toBe(false);
    expect(await db().select().from(verifyRecord).where(eq(verifyRecord.code, o.verifyCode))).toEqual([]);
  });

  it('the shop’s verifier looks a code up, redeems it once; the second redeem is refused; both are recorded', async () => {
    expect(await callOk(t.app, '/api/verify/checkisverifier', { token: verifier })).toEqual({ is_verifier: true, shops: [{ site_id: 1, site_name: '湘西保靖黄金茶农民专业合作社' }] });
    const o = await buyVirtual();
    const seen = await callOk(t.app, '/api/verify/verifyInfo', { token: verifier, code: o.verifyCode });
    expect(seen).toMatchObject({ kind: 'virtual', order_no: o.orderNo, verified: false, buyer: SEEDED_VIRTUAL_BUYER.nickname });
    const done = await callOk(t.app, '/api/verify/verify', { token: verifier, code: o.verifyCode });
    expect(done).toMatchObject({ verified: true, verifier: '乡村振兴志愿者' });
    const [after] = await db().select().from(orders).where(eq(orders.orderId, o.orderId));
    expect(after.orderStatus).toBe('completed');
    await expectAnswerCode(t.app, '/api/verify/verify', { token: verifier, code: o.verifyCode }, ErrorCode.BUSINESS, CODE_USED);
    const records = await callOk(t.app, '/api/verify/records', { token: verifier, page_size: 50 });
    const mine = records.list.filter((r) => r.code === o.verifyCode);
    expect(mine.map((r) => [r.outcome, r.reason])).toEqual([
      ['refused', CODE_USED],
      ['ok', ''],
    ]);
    expect(mine[1]).toMatchObject({ order_no: o.orderNo, verify_type: 'virtualgoods', site_name: '湘西保靖黄金茶农民专业合作社' });
    const refused = await callOk(t.app, '/api/verify/records', { token: verifier, outcome: 'refused', page_size: 50 });
    expect(refused.list.every((r) => r.outcome === 'refused')).toBe(true);
    expect(await callOk(t.app, '/api/verify/record', { token: verifier, id: mine[1].id })).toEqual(mine[1]);
    // Another member cannot read the verifier's records.
    await expectAnswerCode(t.app, '/api/verify/record', { token: buyer, id: mine[1].id }, ErrorCode.NOT_FOUND, '核销记录不存在');
    await expectAnswerCode(t.app, '/api/verify/record', { token: verifier, id: 'x' }, ErrorCode.INVALID_INPUT);
    await expectAnswerCode(t.app, '/api/verify/verify', { token: verifier, code: '核销' }, ErrorCode.INVALID_INPUT, '核销码只能包含字母、数字和横线');
  });

  it('two redeems of one code at once: exactly one wins, the other is refused and recorded', async () => {
    const o = await buyVirtual();
    const answers = await Promise.all([0, 1].map(() => t.app.inject({ method: 'POST', url: '/api/verify/verify', payload: { token: verifier, code: o.verifyCode } })));
    const codes = answers.map((a) => (a.json() as { code: number }).code).sort();
    expect(codes).toEqual([ErrorCode.BUSINESS, 0].sort());
    const rows = await db().select().from(verifyRecord).where(eq(verifyRecord.code, o.verifyCode));
    expect(rows.map((r) => r.outcome).sort()).toEqual(['ok', 'refused']);
  });

  it('a code of another shop reads as unknown (recorded as refused); a pickup order of the shop is redeemed once', async () => {
    const [other] = await db().select().from(orders).where(and(eq(orders.deliveryType, 'pickup'), sql`${orders.siteId} <> 1`, sql`${orders.pickupCode} <> ''`)).limit(1);
    if (other) await expectAnswerCode(t.app, '/api/verify/verifyInfo', { token: verifier, code: other.pickupCode }, ErrorCode.NOT_FOUND, CODE_NOT_FOUND);
    await expectAnswerCode(t.app, '/api/verify/verify', { token: verifier, code: '00000000000000' }, ErrorCode.NOT_FOUND, CODE_NOT_FOUND);
    expect(await db().select({ outcome: verifyRecord.outcome, reason: verifyRecord.reason }).from(verifyRecord).where(eq(verifyRecord.code, '00000000000000'))).toEqual([{ outcome: 'refused', reason: CODE_NOT_FOUND }]);

    const p = await callOk(t.app, '/api/order/create', { token: buyer, sku_id: physicalSku, num: 1, order_key: key(), delivery_type: 'pickup' });
    await callOk(t.app, '/api/order/pay', { token: buyer, order_ids: [p.order_id], pay_type: 'balance', pay_key: key('pay') });
    const [po] = await db().select().from(orders).where(eq(orders.orderId, p.order_id));
    const [row] = await db().select().from(verifyCode).where(eq(verifyCode.orderNo, po.orderNo));
    expect(row).toMatchObject({ verifyType: 'pickup', verifyCode: po.pickupCode, isVerify: false });
    expect(await callOk(t.app, '/api/verify/verify', { token: verifier, code: po.pickupCode })).toMatchObject({ kind: 'pickup', verified: true });
    const [used] = await db().select().from(verifyCode).where(eq(verifyCode.orderNo, po.orderNo));
    expect(used).toMatchObject({ isVerify: true, verifierName: '乡村振兴志愿者' });
    await expectAnswerCode(t.app, '/api/verify/verify', { token: verifier, code: po.pickupCode }, ErrorCode.BUSINESS, '已核销');
  });
});

describe('the 店主 binds verifier members', () => {
  it('adds by mobile, lists, removes; 店员, 核销员 and platform roles are refused; another shop sees none of it', async () => {
    const owner = await signInShop(t.app, 1, 'owner');
    const res = await owner.call<{ member_id: number; mobile: string }>('/admin/api/shop/verifiers/add', { mobile: SEEDED_VIRTUAL_BUYER.mobile });
    expect(res.code, res.message).toBe(0);
    expect(res.data.mobile).toBe('139****9001');
    expect((await owner.call('/admin/api/shop/verifiers/add', { mobile: SEEDED_VIRTUAL_BUYER.mobile })).message).toBe('该会员已是本店核销员');
    expect((await owner.call('/admin/api/shop/verifiers/add', { mobile: '13912345678' })).code).toBe(ErrorCode.NOT_FOUND);
    expect((await owner.call('/admin/api/shop/verifiers/add', { mobile: '123' })).code).toBe(ErrorCode.INVALID_INPUT);
    expect(await callOk(t.app, '/api/verify/checkisverifier', { token: buyer })).toMatchObject({ is_verifier: true });
    const list = await owner.call<{ list: { member_id: number }[] }>('/admin/api/shop/verifiers/list', {});
    expect(list.data.list.map((r) => r.member_id)).toContain(res.data.member_id);
    const other = await signInShop(t.app, 3, 'owner');
    expect((await other.call<{ list: unknown[] }>('/admin/api/shop/verifiers/list', {})).data.list).toEqual([]);
    expect((await other.call('/admin/api/shop/verifiers/remove', { member_id: res.data.member_id })).code).toBe(ErrorCode.NOT_FOUND);
    for (const suffix of ['clerk', 'verifier'] as const) {
      expect((await (await signInShop(t.app, 1, suffix)).call('/admin/api/shop/verifiers/add', { mobile: '13900001000' })).code, suffix).toBe(ConsoleErrorCode.FORBIDDEN);
    }
    expect((await (await signIn(t.app, 'admin')).call('/admin/api/shop/verifiers/list', {})).code).toBe(ConsoleErrorCode.FORBIDDEN);
    expect((await owner.call('/admin/api/shop/verifiers/remove', { member_id: res.data.member_id })).code).toBe(0);
    expect(await db().select().from(shopVerifier).where(and(eq(shopVerifier.siteId, 1), eq(shopVerifier.memberId, res.data.member_id)))).toEqual([]);
    expect(await callOk(t.app, '/api/verify/checkisverifier', { token: buyer })).toEqual({ is_verifier: false, shops: [] });
  });
});
