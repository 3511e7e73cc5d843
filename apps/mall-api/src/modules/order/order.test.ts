// Checkout, payment, orders and after-sales through the REST contract (fastify inject): the happy
// paths, refusals with bad input, idempotent create and pay, a crash inside the create transaction,
// the sweeper, refunds to the balance, evaluations and complaints.
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ErrorCode, orderEndpoints } from '@mall/rest-contract';
import { callOk, expectAnswerCode, keyMaker, login, post, tempDirPerFile, testAppPerFile } from '../../test/harness';
import { multipart, PNG_1X1 } from '../account/test-support';
import { consoleCaller, type ConsoleCaller } from '../admin-review/test-support';
import { DEMO_REFUND_TO } from './aftersale';

let demo: string;
let other: string;
let sku: { sku_id: number; discount_price: number; site_id: number };
const key = keyMaker();

const t = testAppPerFile({
  uploadDir: tempDirPerFile('mall-order-'),
  order: {
    hooks: {
      afterStockDecrement: (orderKey) => {
        if (orderKey.startsWith('crash')) throw new Error('injected failure after stock decrement');
      },
    },
  },
});
beforeAll(async () => {
  demo = await login(t.app);
  other = await login(t.app, 'member01', 'member1pass');
  [sku] = await rows(sql`
    select s.sku_id, s.discount_price, g.site_id from goods_sku s join goods g using (goods_id)
    where g.is_on_shelf and s.stock >= 100 and s.discount_price between 1000 and 5000 order by s.sku_id limit 1`);
});

async function rows<T>(q: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(q)) as unknown as { rows: T[] }).rows;
}
const stockOf = async (skuId: number) => Number((await rows<{ stock: number }>(sql`select stock from goods_sku where sku_id = ${skuId}`))[0].stock);
const balanceOf = async (memberId: number) => Number((await rows<{ balance: number }>(sql`select balance from member where member_id = ${memberId}`))[0].balance);
const expectCode = (path: string, body: Record<string, unknown>, code: number, message?: string | RegExp) => expectAnswerCode(t.app, path, body, code, message);
/** A console call as the platform's super admin (the reviews and shipping are console calls). */
const admin = async (path: string, body: Record<string, unknown>) => ({ json: await (await staff()).call<Record<string, unknown>>(path, body) });
let staffCaller: ConsoleCaller | undefined;
const staff = async () => (staffCaller ??= await consoleCaller(t.app, t.database.db, 'super_admin'));
const buy = (token: string, body: Record<string, unknown> = {}) => callOk(t.app, '/api/order/create', { token, sku_id: sku.sku_id, num: 1, order_key: key(), ...body });

describe('every order endpoint', () => {
  it('each needs login (valid bodies without a token answer TOKEN_ERROR)', async () => {
    const valid: Record<string, Record<string, unknown>> = {
      '/api/cart/add': { sku_id: 1, num: 1 },
      '/api/cart/edit': { cart_id: 1, num: 1 },
      '/api/cart/delete': { cart_id: 1 },
      '/api/order/calculate': { sku_id: 1, num: 1 },
      '/api/order/create': { sku_id: 1, num: 1, order_key: 'abcdefgh1' },
      '/api/pay/info': { order_ids: [1] },
      '/api/order/pay': { order_ids: [1], pay_type: 'balance', pay_key: 'abcdefgh1' },
      '/api/order/paytickets': { order_ids: [1], images: ['/upload/certificate/1_0123456789abcdef.png'], pay_key: 'abcdefgh1' },
      '/api/order/lists': {},
      '/api/goodsevaluate/add': { order_id: 1, goods_evaluate: [{ order_goods_id: 1, content: '好', scores: 5 }] },
      '/api/goodsevaluate/again': { order_id: 1, goods_evaluate: [{ order_goods_id: 1, again_content: '好' }] },
      '/api/orderrefund/refund': { order_goods_id: 1, refund_reason: '其他', refund_money: 1 },
      '/api/orderrefund/detail': { refund_id: 1 },
      '/api/orderrefund/cancel': { refund_id: 1 },
      '/api/orderrefund/arbitrate': { refund_id: 1, reason: '商家拒绝退款的理由与事实不符' },
      '/api/orderrefund/lists': {},
      '/api/ordercomplain/complain': { order_goods_id: 1, complain_reason: '其他', complain_content: '五个字以上' },
      '/api/verify/checkisverifier': {},
      '/api/verify/verifyInfo': { code: '12345678' },
      '/api/verify/verify': { code: '12345678' },
      '/api/verify/records': {},
      '/api/verify/record': { id: 1 },
    };
    for (const path of Object.keys(orderEndpoints)) {
      expect(orderEndpoints[path as keyof typeof orderEndpoints].auth).toBe('required');
      const body = valid[path] ?? (path.includes('refund') || path.includes('complain') ? { order_goods_id: 1 } : { order_id: 1 });
      await expectCode(path, body, ErrorCode.TOKEN_ERROR);
      await expectCode(path, { ...body, token: 'f'.repeat(64) }, ErrorCode.TOKEN_ERROR);
    }
  });
  it('refuses bad input with a Chinese message', async () => {
    const bad: Record<string, Record<string, unknown>[]> = {
      '/api/order/calculate': [{}, { sku_id: 1 }, { sku_id: 1, num: 1, cart_ids: [1] }, { sku_id: 1, num: 1, delivery_type: 'drone' }, { sku_id: 1, num: 1, order_kind: 'auction' }],
      '/api/order/create': [{ sku_id: 1, num: 1 }, { sku_id: 1, num: 1, order_key: 'short' }, { sku_id: 1, num: 1, order_key: 'has space 123' }, { sku_list: [], order_key: 'abcdefgh1' }],
      '/api/pay/info': [{}, { order_ids: [] }, { order_ids: [0] }],
      '/api/order/pay': [{ order_ids: [1] }, { order_ids: [1], pay_type: 'wechat', pay_key: 'abcdefgh1' }, { order_ids: [1], pay_type: 'offline', pay_key: 'abcdefgh1' }],
      '/api/order/paytickets': [{ order_ids: [1], pay_key: 'abcdefgh1' }, { order_ids: [1], pay_key: 'abcdefgh1', images: ['http://evil/x.png'] }],
      '/api/order/getpaytickets': [{}, { order_id: 'x' }],
      '/api/order/lists': [{ order_status: 'lost' }, { page: 0 }, { page_size: 101 }],
      '/api/order/detail': [{}, { order_id: -1 }],
      '/api/order/close': [{}, { order_id: 1, reason: 'x'.repeat(65) }],
      '/api/order/takedelivery': [{}],
      '/api/order/extendtakedelivery': [{}],
      '/api/order/package': [{}],
      '/api/order/evluateinfo': [{}],
      '/api/goodsevaluate/add': [{ order_id: 1 }, { order_id: 1, goods_evaluate: [] }, { order_id: 1, goods_evaluate: [{ order_goods_id: 1, content: '', scores: 5 }] }, { order_id: 1, goods_evaluate: [{ order_goods_id: 1, content: '好', scores: 6 }] }],
      '/api/goodsevaluate/again': [{ order_id: 1, goods_evaluate: [{ order_goods_id: 1, again_content: '' }] }],
      '/api/orderrefund/refundData': [{}],
      '/api/orderrefund/refund': [{ order_goods_id: 1 }, { order_goods_id: 1, refund_reason: '随便', refund_money: 1 }, { order_goods_id: 1, refund_reason: '其他', refund_money: '1.234' }, { order_goods_id: 1, refund_reason: '其他', refund_money: 0 }],
      '/api/orderrefund/detail': [{}],
      '/api/orderrefund/cancel': [{}],
      '/api/orderrefund/lists': [{ refund_status: 'x' }],
      '/api/ordercomplain/complain': [{ order_goods_id: 1 }, { order_goods_id: 1, complain_reason: '其他', complain_content: '短' }],
      '/api/ordercomplain/detail': [{}],
    };
    for (const [path, bodies] of Object.entries(bad)) {
      for (const body of bodies) await expectCode(path, { token: demo, ...body }, ErrorCode.INVALID_INPUT, /参数错误/);
    }
  });
});

describe('checkout', () => {
  it('calculates goods, delivery by type, manjian, coupons, invoice and the amount', async () => {
    const c = await callOk(t.app, '/api/order/calculate', { token: demo, sku_id: sku.sku_id, num: 2 });
    expect(c.goods_money).toBe(((sku.discount_price * 2) / 100).toFixed(2));
    expect(c.address?.name).toBeTruthy();
    expect(c.delivery_types.map((d) => d.type)).toContain('express');
    const fen = (y: string) => Math.round(Number(y) * 100);
    expect(fen(c.order_money)).toBe(fen(c.goods_money) - fen(c.promotion_money) - fen(c.coupon_money) + fen(c.delivery_money) + fen(c.invoice_money));
    const usable = c.coupon_list.find((x) => x.usable);
    if (usable) {
      const withCoupon = await callOk(t.app, '/api/order/calculate', { token: demo, sku_id: sku.sku_id, num: 2, coupon_id: usable.coupon_id });
      expect(withCoupon.coupon_money).toBe(usable.discount_money);
    }
    const local = await callOk(t.app, '/api/order/calculate', { token: demo, sku_id: sku.sku_id, num: 2, delivery_type: 'local_delivery' });
    expect(local.delivery_money).toBe('5.00');
  });

  it('refuses a promotion kind without its activity, a missing sku, too many, off-shelf', async () => {
    await expectCode('/api/order/calculate', { token: demo, sku_id: sku.sku_id, num: 1, order_kind: 'seckill' }, ErrorCode.BUSINESS, '请选择秒杀活动');
    await expectCode('/api/order/calculate', { token: demo, sku_id: 2_000_000_000, num: 1 }, ErrorCode.NOT_FOUND);
    await expectCode('/api/order/calculate', { token: demo, sku_id: sku.sku_id, num: 9999 }, ErrorCode.BUSINESS, '库存不足');
    await expectCode('/api/order/calculate', { token: demo, cart_ids: [2_000_000_000] }, ErrorCode.NOT_FOUND);
  });

  it('creates from the cart in one transaction: stock, cart lines and coupon; the same order_key answers the same order', async () => {
    const line = await callOk(t.app, '/api/cart/add', { token: demo, sku_id: sku.sku_id, num: 2 });
    const before = await stockOf(sku.sku_id);
    const calc = await callOk(t.app, '/api/order/calculate', { token: demo, cart_ids: [line.cart_id] });
    const coupon = calc.coupon_list.find((c) => c.usable);
    const k = key('cart');
    const body = { token: demo, cart_ids: [line.cart_id], order_key: k, ...(coupon ? { coupon_id: coupon.coupon_id } : {}) };
    const created = await callOk(t.app, '/api/order/create', body);
    expect(created).toMatchObject({ order_status: 'unpaid', repeated: false });
    expect(await stockOf(sku.sku_id)).toBe(before - 2);
    expect((await callOk(t.app, '/api/cart/goodslists', { token: demo })).some((i) => i.cart_id === line.cart_id)).toBe(false);
    if (coupon) expect((await rows<{ state: number }>(sql`select state from member_coupon where coupon_id = ${coupon.coupon_id}`))[0].state).toBe(2);
    const again = await callOk(t.app, '/api/order/create', body);
    expect(again).toMatchObject({ order_id: created.order_id, repeated: true });
    expect(await stockOf(sku.sku_id)).toBe(before - 2);
    // Closing gives stock and coupon back; closing twice is an illegal transition.
    await callOk(t.app, '/api/order/close', { token: demo, order_id: created.order_id });
    expect(await stockOf(sku.sku_id)).toBe(before);
    if (coupon) expect((await rows<{ state: number }>(sql`select state from member_coupon where coupon_id = ${coupon.coupon_id}`))[0].state).toBe(1);
    await expectCode('/api/order/close', { token: demo, order_id: created.order_id }, ErrorCode.BUSINESS, '订单当前状态为「已关闭」，不能关闭订单');
    await expectCode('/api/order/close', { token: other, order_id: created.order_id }, ErrorCode.NOT_FOUND);
  });

  it('a crash after the stock decrement leaves no half order', async () => {
    const line = await callOk(t.app, '/api/cart/add', { token: demo, sku_id: sku.sku_id, num: 1 });
    const before = { stock: await stockOf(sku.sku_id), orders: (await rows<{ n: number }>(sql`select count(*)::int n from orders`))[0].n, goods: (await rows<{ n: number }>(sql`select count(*)::int n from order_goods`))[0].n };
    const { res, json } = await post(t.app, '/api/order/create', { token: demo, cart_ids: [line.cart_id], order_key: key('crash') });
    expect(res.statusCode).toBe(500);
    expect(json.code).toBe(ErrorCode.INTERNAL);
    expect(await stockOf(sku.sku_id)).toBe(before.stock);
    expect((await rows<{ n: number }>(sql`select count(*)::int n from orders`))[0].n).toBe(before.orders);
    expect((await rows<{ n: number }>(sql`select count(*)::int n from order_goods`))[0].n).toBe(before.goods);
    expect((await callOk(t.app, '/api/cart/goodslists', { token: demo })).some((i) => i.cart_id === line.cart_id)).toBe(true);
    await callOk(t.app, '/api/cart/delete', { token: demo, cart_id: line.cart_id });
  });
});

describe('payment', () => {
  it('pay info lists methods including the labelled demo provider', async () => {
    const o = await buy(demo);
    const info = await callOk(t.app, '/api/pay/info', { token: demo, order_ids: [o.order_id] });
    expect(info.pay_money).toBe(o.order_money);
    expect(info.methods.map((m) => m.type)).toEqual(['balance', 'offline', 'demo']);
    expect(info.methods.find((m) => m.type === 'demo')).toMatchObject({ name: '演示支付（不扣款）', is_demo: true });
    await expectCode('/api/pay/info', { token: other, order_ids: [o.order_id] }, ErrorCode.NOT_FOUND);
  });

  it('balance: debits in the pay transaction; the same pay_key pays once; another key is refused', async () => {
    const o = await buy(demo);
    const before = await balanceOf(1);
    const k = key('pay');
    const p1 = await callOk(t.app, '/api/order/pay', { token: demo, order_ids: [o.order_id], pay_type: 'balance', pay_key: k });
    const p2 = await callOk(t.app, '/api/order/pay', { token: demo, order_ids: [o.order_id], pay_type: 'balance', pay_key: k });
    expect(p2.payment_id).toBe(p1.payment_id);
    expect(p1).toMatchObject({ status: 'paid', pay_type: 'balance', amount: o.order_money });
    expect(await balanceOf(1)).toBe(before - Math.round(Number(o.order_money) * 100));
    await expectCode('/api/order/pay', { token: demo, order_ids: [o.order_id], pay_type: 'balance', pay_key: key('pay') }, ErrorCode.BUSINESS, '订单当前状态为「待发货」，不能支付');
    await expectCode('/api/order/pay', { token: demo, order_ids: [o.order_id, 2_000_000], pay_type: 'balance', pay_key: k }, ErrorCode.BUSINESS, 'pay_key 已用于其他订单');
    const detail = await callOk(t.app, '/api/order/detail', { token: demo, order_id: o.order_id });
    expect(detail).toMatchObject({ order_status: 'paid', pay_type: 'balance', pay_type_name: '余额支付' });
  });

  it('balance never goes negative: not enough balance is refused and nothing changes', async () => {
    const o = await buy(other, { num: 3 });
    await t.database.db.execute(sql`update member set balance = 100 where member_id = 2`);
    await expectCode('/api/order/pay', { token: other, order_ids: [o.order_id], pay_type: 'balance', pay_key: key('poor') }, ErrorCode.BUSINESS, '余额不足');
    expect(await balanceOf(2)).toBe(100);
    expect((await callOk(t.app, '/api/order/detail', { token: other, order_id: o.order_id })).order_status).toBe('unpaid');
    const demoPaid = await callOk(t.app, '/api/order/pay', { token: other, order_ids: [o.order_id], pay_type: 'demo', pay_key: key('demo') });
    expect(demoPaid).toMatchObject({ status: 'paid', pay_type: 'demo', pay_type_name: '演示支付（不扣款）' });
    expect(await balanceOf(2)).toBe(100);
  });

  it('offline transfer: upload a certificate (cookie token), submit, operator approves or refuses', async () => {
    const png = multipart({}, { filename: 'c.png', type: 'image/png', data: PNG_1X1 });
    const up = await t.app.inject({ method: 'POST', url: '/api/order/offlineUploadCertificate', payload: png.payload, headers: { ...png.headers, cookie: `mall_token=${demo}` } });
    const path = (up.json() as { data: { path: string } }).data.path;
    expect(path).toMatch(/^\/upload\/certificate\/1_[0-9a-f]{16}\.png$/);
    const fake = multipart({}, { filename: 'c.png', type: 'image/png', data: Buffer.from('not an image at all') });
    const bad = await t.app.inject({ method: 'POST', url: '/api/upload/certificate', payload: fake.payload, headers: { ...fake.headers, cookie: `mall_token=${demo}` } });
    expect(bad.json()).toMatchObject({ code: ErrorCode.INVALID_INPUT });
    const anon = await t.app.inject({ method: 'POST', url: '/api/upload/certificate', payload: png.payload, headers: png.headers });
    expect(anon.json()).toMatchObject({ code: ErrorCode.TOKEN_ERROR });

    const o = await buy(demo);
    await expectCode('/api/order/paytickets', { token: other, order_ids: [o.order_id], images: [path], pay_key: key('t') }, ErrorCode.BUSINESS, '本人上传');
    const ticket = await callOk(t.app, '/api/order/paytickets', { token: demo, order_ids: [o.order_id], images: [path], remark: '网银转账', pay_key: key('t') });
    expect(ticket).toMatchObject({ status: 'reviewing', pay_type: 'offline' });
    expect((await callOk(t.app, '/api/order/getpaytickets', { token: demo, order_id: o.order_id })).order_status).toBe('reviewing');
    await expectCode('/api/order/close', { token: demo, order_id: o.order_id }, ErrorCode.BUSINESS, '不能关闭订单');
    expect((await t.app.inject({ method: 'POST', url: '/admin/api/review/payments/decide', payload: { id: ticket.payment_id, agree: true } })).json().code).toBe(ErrorCode.TOKEN_ERROR);
    const refused = await admin('/admin/api/review/payments/decide', { id: ticket.payment_id, agree: false, reason: '未到账' });
    expect(refused.json.data).toMatchObject({ state: 'refused' });
    expect((await callOk(t.app, '/api/order/detail', { token: demo, order_id: o.order_id })).order_status).toBe('unpaid');
    const again = await callOk(t.app, '/api/order/paytickets', { token: demo, order_ids: [o.order_id], images: [path], pay_key: key('t') });
    const approved = await admin('/admin/api/review/payments/decide', { id: again.payment_id, agree: true });
    expect(approved.json.data).toMatchObject({ state: 'paid' });
    expect((await callOk(t.app, '/api/order/detail', { token: demo, order_id: o.order_id })).order_status).toBe('paid');
    const twice = await admin('/admin/api/review/payments/decide', { id: again.payment_id, agree: true });
    expect(twice.json).toMatchObject({ code: ErrorCode.BUSINESS, message: '支付单当前状态为「已支付」，不能通过转账凭证' });
  });
});

describe('orders after payment', () => {
  it('ship → packages → extend once → take delivery → evaluate → again, each once', async () => {
    const o = await buy(demo, { num: 2 });
    await callOk(t.app, '/api/order/pay', { token: demo, order_ids: [o.order_id], pay_type: 'demo', pay_key: key('p') });
    await expectCode('/api/order/takedelivery', { token: demo, order_id: o.order_id }, ErrorCode.BUSINESS, '「待发货」，不能确认收货');
    expect((await admin('/admin/api/orders/ship', { order_id: o.order_id, express_company: '顺丰速运', delivery_no: 'SF123456' })).json.data).toMatchObject({ order_status: 'shipped' });
    const packages = await callOk(t.app, '/api/order/package', { token: demo, order_id: o.order_id });
    expect(packages[0]).toMatchObject({ express_company: '顺丰速运', delivery_no: 'SF123456' });
    expect(packages[0].traces.length).toBeGreaterThan(0);
    const ext = await callOk(t.app, '/api/order/extendtakedelivery', { token: demo, order_id: o.order_id });
    expect(ext.order_status).toBe('shipped');
    await expectCode('/api/order/extendtakedelivery', { token: demo, order_id: o.order_id }, ErrorCode.BUSINESS, '只能延长一次');
    await expectCode('/api/goodsevaluate/add', { token: demo, order_id: o.order_id, goods_evaluate: [{ order_goods_id: 1, content: '好', scores: 5 }] }, ErrorCode.BUSINESS, '完成后才能评价');
    await callOk(t.app, '/api/order/takedelivery', { token: demo, order_id: o.order_id });
    const info = await callOk(t.app, '/api/order/evluateinfo', { token: demo, order_id: o.order_id });
    expect(info.can_evaluate).toBe(true);
    const ogid = info.goods_list[0].order_goods_id;
    expect(await callOk(t.app, '/api/goodsevaluate/add', { token: demo, order_id: o.order_id, goods_evaluate: [{ order_goods_id: ogid, content: '很好吃', scores: 5 }] })).toBe(1);
    await expectCode('/api/goodsevaluate/add', { token: demo, order_id: o.order_id, goods_evaluate: [{ order_goods_id: ogid, content: '很好吃', scores: 5 }] }, ErrorCode.BUSINESS, '已评价');
    expect(await callOk(t.app, '/api/goodsevaluate/again', { token: demo, order_id: o.order_id, goods_evaluate: [{ order_goods_id: ogid, again_content: '追评：依然好' }] })).toBe(1);
    await expectCode('/api/goodsevaluate/again', { token: demo, order_id: o.order_id, goods_evaluate: [{ order_goods_id: ogid, again_content: '再追' }] }, ErrorCode.BUSINESS, '只能追加评价一次');
    const page = await callOk(t.app, '/api/goodsevaluate/page', { goods_id: info.goods_list[0].goods_id });
    expect(page.list.some((e) => e.content === '很好吃' && e.again_content === '追评：依然好')).toBe(true);
  });

  it('refund: max amount, apply, one pending, cancel, apply again, agree → balance; all refunded closes', async () => {
    const o = await buy(demo, { num: 1 });
    await callOk(t.app, '/api/order/pay', { token: demo, order_ids: [o.order_id], pay_type: 'balance', pay_key: key('p') });
    const [g] = (await callOk(t.app, '/api/order/detail', { token: demo, order_id: o.order_id })).goods_list;
    const data = await callOk(t.app, '/api/orderrefund/refundData', { token: demo, order_goods_id: g.order_goods_id });
    expect(data).toMatchObject({ can_apply: true, max_refund_money: g.real_goods_money });
    const over = (Number(g.real_goods_money) + 0.01).toFixed(2);
    await expectCode('/api/orderrefund/refund', { token: demo, order_goods_id: g.order_goods_id, refund_reason: '不想要了', refund_money: over }, ErrorCode.BUSINESS, '退款金额不能超过');
    await expectCode('/api/orderrefund/refund', { token: other, order_goods_id: g.order_goods_id, refund_reason: '不想要了', refund_money: '0.01' }, ErrorCode.NOT_FOUND);
    const r1 = await callOk(t.app, '/api/orderrefund/refund', { token: demo, order_goods_id: g.order_goods_id, refund_reason: '不想要了', refund_money: '0.01' });
    await expectCode('/api/orderrefund/refund', { token: demo, order_goods_id: g.order_goods_id, refund_reason: '不想要了', refund_money: '0.01' }, ErrorCode.BUSINESS, '处理中');
    expect((await callOk(t.app, '/api/order/num', { token: demo })).refunding).toBeGreaterThan(0);
    expect((await callOk(t.app, '/api/orderrefund/cancel', { token: demo, refund_id: r1.refund_id })).refund_status).toBe('cancelled');
    await expectCode('/api/orderrefund/cancel', { token: demo, refund_id: r1.refund_id }, ErrorCode.BUSINESS, '「已撤销申请」，不能撤销退款申请');
    const r2 = await callOk(t.app, '/api/orderrefund/refund', { token: demo, order_goods_id: g.order_goods_id, refund_reason: '质量问题', refund_money: g.real_goods_money });
    const before = await balanceOf(1);
    const agreed = await admin('/admin/api/review/refunds/decide', { id: r2.refund_id, agree: true });
    expect(agreed.json.data).toMatchObject({ state: 'refunded' });
    expect(await callOk(t.app, '/api/orderrefund/detail', { token: demo, refund_id: r2.refund_id })).toMatchObject({ refund_status: 'refunded', refund_to: '账户余额' });
    expect(await balanceOf(1)).toBe(before + Math.round(Number(g.real_goods_money) * 100));
    expect((await callOk(t.app, '/api/order/detail', { token: demo, order_id: o.order_id })).order_status).toBe('closed');
    const again = await admin('/admin/api/review/refunds/decide', { id: r2.refund_id, agree: true });
    expect(again.json.code).toBe(ErrorCode.BUSINESS);
    expect(await balanceOf(1)).toBe(before + Math.round(Number(g.real_goods_money) * 100));
    const list = await callOk(t.app, '/api/orderrefund/lists', { token: demo });
    expect(list.list.some((r) => r.refund_id === r2.refund_id)).toBe(true);
    // Complain once about the line.
    const c = await callOk(t.app, '/api/ordercomplain/complain', { token: demo, order_goods_id: g.order_goods_id, complain_reason: '其他', complain_content: '想反馈一下处理过程' });
    expect(c.status_name).toBe('等待平台处理');
    await expectCode('/api/ordercomplain/complain', { token: demo, order_goods_id: g.order_goods_id, complain_reason: '其他', complain_content: '想反馈一下处理过程' }, ErrorCode.BUSINESS, '已投诉');
    expect((await callOk(t.app, '/api/ordercomplain/detail', { token: demo, order_goods_id: g.order_goods_id }))?.complain_id).toBe(c.complain_id);
  });

  it('a refund of a demo-paid order returns no balance (the demo provider took no money)', async () => {
    const o = await buy(demo, { num: 1 });
    await callOk(t.app, '/api/order/pay', { token: demo, order_ids: [o.order_id], pay_type: 'demo', pay_key: key('p') });
    const [g] = (await callOk(t.app, '/api/order/detail', { token: demo, order_id: o.order_id })).goods_list;
    const r = await callOk(t.app, '/api/orderrefund/refund', { token: demo, order_goods_id: g.order_goods_id, refund_reason: '其他', refund_money: g.real_goods_money });
    const before = await balanceOf(1);
    const agreed = await admin('/admin/api/review/refunds/decide', { id: r.refund_id, agree: true });
    expect(agreed.json.data).toMatchObject({ state: 'refunded' });
    expect(await callOk(t.app, '/api/orderrefund/detail', { token: demo, refund_id: r.refund_id })).toMatchObject({ refund_to: DEMO_REFUND_TO });
    expect(await balanceOf(1)).toBe(before);
  });

  it('lists by tab with counts; seeded history has every state', async () => {
    const all = await callOk(t.app, '/api/order/lists', { token: demo, page_size: 100 });
    const states = new Set(all.list.map((o) => o.order_status));
    for (const s of ['unpaid', 'reviewing', 'paid', 'shipped', 'completed', 'closed']) expect(states.has(s as never), s).toBe(true);
    const num = await callOk(t.app, '/api/order/num', { token: demo });
    const waitpay = await callOk(t.app, '/api/order/lists', { token: demo, order_status: 'waitpay' });
    expect(waitpay.count).toBe(num.waitpay);
    const waitrate = await callOk(t.app, '/api/order/lists', { token: demo, order_status: 'waitrate' });
    expect(waitrate.count).toBe(num.waitrate);
    expect(num.waitrate).toBeGreaterThan(0);
    const pickup = all.list.find((o) => o.delivery_type === 'pickup' && o.order_status === 'paid')!;
    const d = await callOk(t.app, '/api/order/detail', { token: demo, order_id: pickup.order_id });
    expect(d.pickup_code).toMatch(/^\d{8}$/);
    expect(d.store?.store_name).toBeTruthy();
    expect(d.order_status_name).toBe('待提货');
    expect((await callOk(t.app, '/api/order/lists', { token: other })).list.every((o) => !all.list.some((x) => x.order_id === o.order_id))).toBe(true);
  });
});

describe('sweeper', () => {
  it('closes unpaid orders past their time once (even with two sweepers) and gives stock back', async () => {
    const before = await stockOf(sku.sku_id);
    const a = await buy(demo, { num: 2 });
    const b = await buy(demo, { num: 1 });
    expect(await stockOf(sku.sku_id)).toBe(before - 3);
    await t.database.db.execute(sql`update orders set auto_close_time = now() - interval '1 minute' where order_id in (${a.order_id}, ${b.order_id})`);
    const { createOrderService } = await import('./service');
    const s1 = createOrderService(t.database.db);
    const s2 = createOrderService(t.database.db);
    const [r1, r2] = await Promise.all([s1.sweep(), s2.sweep()]);
    expect(r1.closed + r2.closed).toBeGreaterThanOrEqual(2);
    expect(await stockOf(sku.sku_id)).toBe(before);
    const logs = await rows<{ n: number }>(sql`select count(*)::int n from order_log where event = 'auto_close' and entity_id in (${a.order_id}, ${b.order_id})`);
    expect(logs[0].n).toBe(2);
    expect((await callOk(t.app, '/api/order/detail', { token: demo, order_id: a.order_id })).close_reason).toContain('超时');
  });
});
