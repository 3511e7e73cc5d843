// Consumption vouchers as a payment part at checkout, through the REST contract: a member
// pays part of an order with a voucher and the provider takes the rest in one transaction; a refused
// pay leaves the voucher untouched; a refund gives the voucher part back first; random pays and
// refunds keep the voucher ledger reconciled; a voucher with an offline transfer for the rest is held
// while the platform reviews, pays once on approval and comes back on refusal (also racing decisions:
// run with DATABASE_URL for PostgreSQL); the order detail says how it was paid. Also: accounts a unit
// imported log in by SMS only.
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@mall/rest-contract';
import { createRng } from '../../db/prng';
import { member } from '../../db/schema';
import { voucher, voucherLedger } from '../../db/schema-org';
import { callOk, keyMaker, login, post, tempDirPerFile, TEST_CAPTCHA, testAppPerFile } from '../../test/harness';
import { multipart, PNG_1X1, sendSms } from '../account/test-support';
import { VOUCHER_COVERS_ALL } from '../order/payment';
import { LogSmsSender } from '../account/sms';
import { SMS_ONLY_ACCOUNT } from '../account/login-service';
import { consoleCaller, type ConsoleCaller } from '../admin-review/test-support';
import { expectLedgerReconciles } from './ledger-check';
import { VOUCHER_OUT_OF_SCOPE } from './voucher-spend';

const sms = new LogSmsSender();
let unitAdmin: string;
let buyer: string;
let buyerId: number;
let sku: { sku_id: number; discount_price: number; site_id: number };
const key = keyMaker();

const t = testAppPerFile({ account: { sms }, uploadDir: tempDirPerFile('mall-voucher-') });
beforeAll(async () => {
  unitAdmin = await login(t.app, 'orgadmin01', 'orgadmin01pass');
  buyer = await login(t.app, 'orgmember02', 'orgmember02pass');
  buyerId = (await t.database.db.select({ id: member.memberId }).from(member).where(eq(member.username, 'orgmember02')))[0].id;
  [sku] = (
    (await t.database.db.execute(sql`
      select s.sku_id, s.discount_price, g.site_id from goods_sku s join goods g using (goods_id)
      where g.is_on_shelf and s.stock >= 200 and s.discount_price between 3000 and 9000 order by s.sku_id limit 1`)) as unknown as { rows: typeof sku[] }
  ).rows;
  await callOk(t.app, '/api/memberaddress/add', { token: buyer, name: '彭家豪', mobile: '13700001002', province_id: 430000, city_id: 433100, district_id: 433123, address: '沱江镇虹桥路 1 号', is_default: 1 });
  // Enough stock for the issues below.
  const o = await callOk(t.app, '/fupin/api/voucherOrder/create', { token: unitAdmin, amount: 5000 });
  await callOk(t.app, '/fupin/api/voucherOrder/pay', { token: unitAdmin, order_id: o.order_id, pay_type: 'demo', pay_key: key('vo') });
});

const admin = (path: string, body: Record<string, unknown>) =>
  (staffCaller ??= consoleCaller(t.app, t.database.db, 'super_admin')).then((c) => c.call<never>(path, body));
/** The platform's refund review is a console call: a super admin's session, made once. */
let staffCaller: Promise<ConsoleCaller> | undefined;
const buy = () => callOk(t.app, '/api/order/create', { token: buyer, sku_id: sku.sku_id, num: 1, order_key: key('o') });
const balanceOf = async (id: number) => (await t.database.db.select({ b: member.balance }).from(member).where(eq(member.memberId, id)))[0].b;
const voucherOf = async (id: number) => (await t.database.db.select().from(voucher).where(eq(voucher.voucherId, id)))[0];

/** Issues one voucher of `faceYuan` to the buyer and activates it; answers its id. */
async function freshVoucher(faceYuan: number, scope: { shop_ids?: number[]; category_ids?: number[] } = {}) {
  const iss = await callOk(t.app, '/fupin/api/Voucher/issue', { token: unitAdmin, voucher_name: '结账测试券', face_value: faceYuan, count_per_member: 1, valid_days: 5, member_ids: [buyerId], ...scope });
  const detail = await callOk(t.app, '/fupin/api/Voucher/issuanceDetail', { token: unitAdmin, issuance_id: iss.issuance_id });
  const id = detail.vouchers.list[0].voucher_id;
  await callOk(t.app, '/fupin/api/Voucher/activate', { token: buyer, voucher_id: id });
  return id;
}

describe('a voucher as a payment part', () => {
  it('pays part of an order; the balance pays the rest; a refund gives the voucher part back first', async () => {
    const vid = await freshVoucher(20);
    const o = await buy();
    const orderFen = Math.round(Number(o.order_money) * 100);
    const info = await callOk(t.app, '/api/pay/info', { token: buyer, order_ids: [o.order_id] });
    expect(info.vouchers.find((v) => v.voucher_id === vid)).toMatchObject({ remaining: '20.00', usable_money: '20.00' });
    await t.database.db.update(member).set({ balance: 100_000 }).where(eq(member.memberId, buyerId));
    const payKey = key('p');
    const paid = await callOk(t.app, '/api/order/pay', { token: buyer, order_ids: [o.order_id], pay_type: 'balance', pay_key: payKey, voucher_id: vid });
    expect(paid).toMatchObject({ status: 'paid', voucher_money: '20.00', amount: ((orderFen - 2000) / 100).toFixed(2) });
    expect(await balanceOf(buyerId)).toBe(100_000 - (orderFen - 2000));
    expect(await voucherOf(vid)).toMatchObject({ remaining: 0, status: 'used' });
    // The same pay_key answers the same payment, voucher part included, and spends nothing more.
    const again = await callOk(t.app, '/api/order/pay', { token: buyer, order_ids: [o.order_id], pay_type: 'balance', pay_key: payKey, voucher_id: vid });
    expect(again).toMatchObject({ payment_id: paid.payment_id, voucher_money: '20.00' });
    expect(await balanceOf(buyerId)).toBe(100_000 - (orderFen - 2000));

    // Refund 15 yuan of the line: all of it goes back to the voucher; then the rest: 5 to the voucher, the remainder to the balance.
    const [g] = (await callOk(t.app, '/api/order/detail', { token: buyer, order_id: o.order_id })).goods_list;
    const r1 = await callOk(t.app, '/api/orderrefund/refund', { token: buyer, order_goods_id: g.order_goods_id, refund_reason: '不想要了', refund_money: '15.00' });
    expect((await admin('/admin/api/review/refunds/decide', { id: r1.refund_id, agree: true })).code).toBe(0);
    expect(await voucherOf(vid)).toMatchObject({ remaining: 1500, status: 'usable' });
    expect(await balanceOf(buyerId)).toBe(100_000 - (orderFen - 2000));
    const left = Math.round(Number(g.real_goods_money) * 100) - 1500;
    const r2 = await callOk(t.app, '/api/orderrefund/refund', { token: buyer, order_goods_id: g.order_goods_id, refund_reason: '不想要了', refund_money: (left / 100).toFixed(2) });
    expect((await admin('/admin/api/review/refunds/decide', { id: r2.refund_id, agree: true })).code).toBe(0);
    expect(await voucherOf(vid)).toMatchObject({ remaining: 2000, status: 'usable' });
    expect(await balanceOf(buyerId)).toBe(100_000 - (orderFen - 2000) + (left - 500));
    await expectLedgerReconciles(t.database.db);
  });

  it('a voucher larger than the order pays all of it; the provider takes nothing', async () => {
    const vid = await freshVoucher(500);
    const o = await buy();
    const orderFen = Math.round(Number(o.order_money) * 100);
    const before = await balanceOf(buyerId);
    const paid = await callOk(t.app, '/api/order/pay', { token: buyer, order_ids: [o.order_id], pay_type: 'balance', pay_key: key('p'), voucher_id: vid });
    expect(paid).toMatchObject({ status: 'paid', amount: '0.00', voucher_money: (orderFen / 100).toFixed(2) });
    expect(await balanceOf(buyerId)).toBe(before);
    expect(await voucherOf(vid)).toMatchObject({ remaining: 50_000 - orderFen, status: 'usable' });
  });

  it('a refused pay spends nothing; bad, foreign, pending and out-of-scope vouchers are refused', async () => {
    const vid = await freshVoucher(10);
    const o = await buy();
    await t.database.db.update(member).set({ balance: 0 }).where(eq(member.memberId, buyerId));
    const poor = await post(t.app, '/api/order/pay', { token: buyer, order_ids: [o.order_id], pay_type: 'balance', pay_key: key('p'), voucher_id: vid });
    expect(poor.json).toMatchObject({ code: ErrorCode.BUSINESS });
    expect(poor.json.message).toContain('余额不足');
    expect(await voucherOf(vid)).toMatchObject({ remaining: 1000, status: 'usable' });
    expect((await callOk(t.app, '/api/order/detail', { token: buyer, order_id: o.order_id })).order_status).toBe('unpaid');

    const payWith = (voucher_id: unknown, token = buyer) => post(t.app, '/api/order/pay', { token, order_ids: [o.order_id], pay_type: 'demo', pay_key: key('p'), voucher_id }).then((r) => r.json);
    expect((await payWith('abc')).code).toBe(ErrorCode.INVALID_INPUT);
    expect((await payWith(-1)).code).toBe(ErrorCode.INVALID_INPUT);
    expect((await payWith(999_999_999)).code).toBe(ErrorCode.NOT_FOUND);
    // Another member's voucher.
    const [foreign] = await t.database.db.select().from(voucher).where(sql`${voucher.memberId} <> ${buyerId} and ${voucher.status} = 'usable'`).limit(1);
    expect((await payWith(foreign.voucherId)).code).toBe(ErrorCode.NOT_FOUND);
    // A pending one must be activated first.
    const iss = await callOk(t.app, '/fupin/api/Voucher/issue', { token: unitAdmin, voucher_name: '待激活券', face_value: 5, count_per_member: 1, valid_days: 5, member_ids: [buyerId] });
    const pending = (await callOk(t.app, '/fupin/api/Voucher/issuanceDetail', { token: unitAdmin, issuance_id: iss.issuance_id })).vouchers.list[0].voucher_id;
    expect((await payWith(pending)).message).toBe('请先激活该消费券');
    // A voucher for another shop only.
    const scoped = await freshVoucher(5, { shop_ids: [sku.site_id + 100_000] });
    expect((await callOk(t.app, '/api/pay/info', { token: buyer, order_ids: [o.order_id] })).vouchers.some((v) => v.voucher_id === scoped)).toBe(false);
    expect((await payWith(scoped)).message).toBe(VOUCHER_OUT_OF_SCOPE);
    expect(await voucherOf(scoped)).toMatchObject({ remaining: 500 });
    expect((await callOk(t.app, '/api/order/detail', { token: buyer, order_id: o.order_id })).order_status).toBe('unpaid');
    // In scope of its shop it pays.
    const own = await freshVoucher(5, { shop_ids: [sku.site_id] });
    expect((await payWith(own)).data).toMatchObject({ voucher_money: '5.00' });
  });

  it('the ledger reconciles after random voucher pays and refunds', async () => {
    const rng = createRng(1415);
    await t.database.db.update(member).set({ balance: 10_000_000 }).where(eq(member.memberId, buyerId));
    const paidLines: { order_goods_id: number; left: number }[] = [];
    for (let step = 0; step < 16; step++) {
      if (paidLines.length > 0 && rng.chance(0.4)) {
        const line = rng.pick(paidLines)!;
        if (line.left <= 0) continue;
        const money = rng.int(1, line.left);
        const r = await callOk(t.app, '/api/orderrefund/refund', { token: buyer, order_goods_id: line.order_goods_id, refund_reason: '其他', refund_money: (money / 100).toFixed(2) });
        expect((await admin('/admin/api/review/refunds/decide', { id: r.refund_id, agree: true })).code).toBe(0);
        line.left -= money;
      } else {
        const vid = await freshVoucher(rng.int(1, 80));
        const o = await buy();
        await callOk(t.app, '/api/order/pay', { token: buyer, order_ids: [o.order_id], pay_type: rng.chance(0.5) ? 'balance' : 'demo', pay_key: key('p'), voucher_id: vid });
        const [g] = (await callOk(t.app, '/api/order/detail', { token: buyer, order_id: o.order_id })).goods_list;
        paidLines.push({ order_goods_id: g.order_goods_id, left: Math.round(Number(g.real_goods_money) * 100) });
      }
    }
    await expectLedgerReconciles(t.database.db);
    // No order got more back into vouchers than vouchers paid of it.
    const over = (await t.database.db.execute(sql`
      select relate_id from ${voucherLedger} where kind in ('spend', 'refund') and relate_id > 0
      group by relate_id having sum(value_change) > 0`)) as unknown as { rows: unknown[] };
    expect(over.rows).toEqual([]);
  }, 60_000);
});

/** A transfer certificate the buyer uploaded (its own path, as paytickets requires). */
async function certificate() {
  const png = multipart({}, { filename: 'c.png', type: 'image/png', data: PNG_1X1 });
  const up = await t.app.inject({ method: 'POST', url: '/api/order/offlineUploadCertificate', payload: png.payload, headers: { ...png.headers, cookie: `mall_token=${buyer}` } });
  return (up.json() as { data: { path: string } }).data.path;
}
const detail = (orderId: number) => callOk(t.app, '/api/order/detail', { token: buyer, order_id: orderId });
const fen = (yuan: string) => Math.round(Number(yuan) * 100);
const yuan = (f: number) => (f / 100).toFixed(2);

describe('a voucher with an offline transfer for the rest', () => {
  it('holds the voucher part while reviewed; a refusal gives it back, an approval pays the order once', async () => {
    const vid = await freshVoucher(10);
    const o = await buy();
    const rest = fen(o.order_money) - 1000;
    const path = await certificate();
    const ticket = await callOk(t.app, '/api/order/paytickets', { token: buyer, order_ids: [o.order_id], images: [path], remark: '单位对公转账', pay_key: key('t'), voucher_id: vid });
    expect(ticket).toMatchObject({ status: 'reviewing', pay_type: 'offline', amount: yuan(rest), voucher_money: '10.00' });
    expect(await voucherOf(vid)).toMatchObject({ remaining: 0, status: 'used' });
    const reviewing = (await detail(o.order_id)).pay_parts;
    expect(reviewing).toMatchObject({ voucher_money: '10.00', offline_money: yuan(rest), balance_money: '0.00', online_money: '0.00', offline_status: 'reviewing' });
    expect(reviewing.vouchers).toEqual([{ voucher_no: expect.any(String), voucher_name: '结账测试券', money: '10.00' }]);
    expect(reviewing.tickets).toEqual([expect.objectContaining({ payment_id: ticket.payment_id, images: [path], remark: '单位对公转账' })]);

    const refused = await admin('/admin/api/review/payments/decide', { id: ticket.payment_id, agree: false, reason: '未查到到账记录' });
    expect(refused.code).toBe(0);
    expect(await voucherOf(vid)).toMatchObject({ remaining: 1000, status: 'usable' });
    const after = await detail(o.order_id);
    expect(after.order_status).toBe('unpaid');
    expect(after.pay_parts).toMatchObject({ voucher_money: '0.00', offline_money: '0.00', offline_status: 'refused', vouchers: [] });
    expect(after.pay_parts.tickets[0]).toMatchObject({ status: 'refused', review_remark: '未查到到账记录' });
    await expectLedgerReconciles(t.database.db);

    // Again with the voucher: approved, the order is paid with both parts, and a second decision changes nothing.
    const again = await callOk(t.app, '/api/order/paytickets', { token: buyer, order_ids: [o.order_id], images: [path], pay_key: key('t'), voucher_id: vid });
    expect((await admin('/admin/api/review/payments/decide', { id: again.payment_id, agree: true })).code).toBe(0);
    expect((await admin('/admin/api/review/payments/decide', { id: again.payment_id, agree: false, reason: '重复' })).code).toBe(ErrorCode.BUSINESS);
    const paid = await detail(o.order_id);
    expect(paid).toMatchObject({ order_status: 'paid', pay_type: 'offline' });
    expect(paid.pay_parts).toMatchObject({ voucher_money: '10.00', offline_money: yuan(rest), offline_status: 'paid' });
    expect(paid.pay_parts.tickets.map((p) => p.status)).toEqual(['paid', 'refused']);
    expect(await voucherOf(vid)).toMatchObject({ remaining: 0, status: 'used' });
    await expectLedgerReconciles(t.database.db);
  });

  it('the order detail splits a voucher + balance payment; an unpaid order has no parts', async () => {
    const vid = await freshVoucher(3);
    const o = await buy();
    expect((await detail(o.order_id)).pay_parts).toEqual({ voucher_money: '0.00', vouchers: [], balance_money: '0.00', online_money: '0.00', offline_money: '0.00', offline_status: '', tickets: [] });
    await t.database.db.update(member).set({ balance: 100_000 }).where(eq(member.memberId, buyerId));
    await callOk(t.app, '/api/order/pay', { token: buyer, order_ids: [o.order_id], pay_type: 'balance', pay_key: key('p'), voucher_id: vid });
    expect((await detail(o.order_id)).pay_parts).toMatchObject({ voucher_money: '3.00', balance_money: yuan(fen(o.order_money) - 300), offline_money: '0.00', offline_status: '' });
  });

  it('refuses a voucher that covers everything, bad and foreign vouchers, and changes nothing', async () => {
    const o = await buy();
    const path = await certificate();
    const submit = (voucher_id: unknown) => post(t.app, '/api/order/paytickets', { token: buyer, order_ids: [o.order_id], images: [path], pay_key: key('t'), voucher_id }).then((r) => r.json);
    const big = await freshVoucher(500);
    expect(await submit(big)).toMatchObject({ code: ErrorCode.BUSINESS, message: VOUCHER_COVERS_ALL });
    expect(await voucherOf(big)).toMatchObject({ remaining: 50_000, status: 'usable' });
    expect((await submit('abc')).code).toBe(ErrorCode.INVALID_INPUT);
    expect((await submit(0)).code).toBe(ErrorCode.INVALID_INPUT);
    const [foreign] = await t.database.db.select().from(voucher).where(sql`${voucher.memberId} <> ${buyerId} and ${voucher.status} = 'usable'`).limit(1);
    expect((await submit(foreign.voucherId)).code).toBe(ErrorCode.NOT_FOUND);
    expect(await voucherOf(foreign.voucherId)).toMatchObject({ remaining: foreign.remaining });
    expect((await detail(o.order_id)).order_status).toBe('unpaid');
    // Another member cannot read the order's payment parts.
    expect((await post(t.app, '/api/order/detail', { token: unitAdmin, order_id: o.order_id })).json.code).toBe(ErrorCode.NOT_FOUND);
  });

  it('racing approve and refuse decide once: the order is paid or the voucher part is back, never both', async () => {
    const [finance, lead] = await Promise.all([consoleCaller(t.app, t.database.db, 'finance'), consoleCaller(t.app, t.database.db, 'super_admin')]);
    for (let round = 0; round < 4; round++) {
      const vid = await freshVoucher(5);
      const o = await buy();
      const ticket = await callOk(t.app, '/api/order/paytickets', { token: buyer, order_ids: [o.order_id], images: [await certificate()], pay_key: key('t'), voucher_id: vid });
      const answers = await Promise.all([
        finance.call('/admin/api/review/payments/decide', { id: ticket.payment_id, agree: round % 2 === 0 }),
        lead.call('/admin/api/review/payments/decide', { id: ticket.payment_id, agree: round % 2 === 1, reason: '并发驳回' }),
        finance.call('/admin/api/review/payments/decide', { id: ticket.payment_id, agree: false, reason: '并发驳回' }),
      ]);
      expect(answers.filter((a) => a.code === 0)).toHaveLength(1);
      const d = await detail(o.order_id);
      const v = await voucherOf(vid);
      if (d.order_status === 'paid') expect([v.remaining, d.pay_parts.voucher_money]).toEqual([0, '5.00']);
      else expect([d.order_status, v.remaining, d.pay_parts.voucher_money]).toEqual(['unpaid', 500, '0.00']);
    }
    await expectLedgerReconciles(t.database.db);
  });
});

describe('accounts a unit imported', () => {
  it('log in by SMS only: the password login says so', async () => {
    const mobile = `1770${String(Date.now() % 10_000_000).padStart(7, '0')}`;
    await callOk(t.app, '/fupin/api/organization/memberAdd', { token: unitAdmin, mobile, real_name: '导入成员' });
    const captcha = await callOk(t.app, '/api/captcha/captcha');
    const refused = await post(t.app, '/api/login/login', { username: mobile, password: 'anything123', captcha_id: captcha.id, captcha_code: TEST_CAPTCHA });
    expect(refused.json).toMatchObject({ code: ErrorCode.BUSINESS, message: SMS_ONLY_ACCOUNT });
    await sendSms(t.app, '/api/login/mobileCode', mobile);
    const ok = await callOk(t.app, '/api/login/mobile', { mobile, code: sms.lastCode(mobile) });
    expect(ok.token).toMatch(/\w{20,}/);
    // An ordinary member still gets the usual answer for a wrong password.
    const c2 = await callOk(t.app, '/api/captcha/captcha');
    const wrong = await post(t.app, '/api/login/login', { username: 'orgmember03', password: 'wrong-pass1', captcha_id: c2.id, captcha_code: TEST_CAPTCHA });
    expect(wrong.json.message).not.toBe(SMS_ONLY_ACCOUNT);
  });
});
