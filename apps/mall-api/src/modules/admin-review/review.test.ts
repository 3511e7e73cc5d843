// The review queues through mall-api's console calls (fastify inject): every call with every role
// (allowed or refused with -403), no session, a wrong CSRF header, bad input, each queue's decision
// as the shopper or unit then sees it, a second decision refused, and the audit row of each write.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { CONSOLE_CSRF_HEADER, CONSOLE_SESSION_COOKIE, ConsoleErrorCode, ErrorCode, PLATFORM_ROLES, reviewEndpoints, ROLE_DEFINITIONS, type ConsoleRole } from '@mall/rest-contract';
import { member } from '../../db/schema';
import { callOk, keyMaker, login, testAppPerFile } from '../../test/harness';
import { offlinePayment as sharedOfflinePayment } from '../../test/offline-payment';
import { auditRows, consoleCaller, type ConsoleCaller } from './test-support';

const t = testAppPerFile();
const key = keyMaker('rv');
const callers = {} as Record<ConsoleRole, ConsoleCaller>;
let demo: string;
let demoId: number;

beforeAll(async () => {
  for (const role of [...PLATFORM_ROLES, 'shop_owner'] as const) callers[role] = await consoleCaller(t.app, t.database.db, role, role === 'shop_owner' ? 1 : null);
  demo = await login(t.app);
  [{ demoId }] = await t.database.db.select({ demoId: member.memberId }).from(member).where(eq(member.username, 'demo'));
});

const admin = () => callers.super_admin;
async function rows<T>(q: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(q)) as unknown as { rows: T[] }).rows;
}

/** A paid-for-review offline payment of a fresh order of the demo member. */
const offlinePayment = () => sharedOfflinePayment(t.app, t.database.db, demo, demoId, key());

describe('who may call the review queues', () => {
  it('each call answers each role as ROLE_DEFINITIONS says (运营 and shop staff refused on payments)', async () => {
    for (const [path, call] of Object.entries(reviewEndpoints)) {
      const body = path.endsWith('/list') ? {} : path.endsWith('/detail') ? { id: 999_999_999 } : { id: 999_999_999, agree: false, reason: '测试', invoice_no: '' };
      for (const role of [...PLATFORM_ROLES, 'shop_owner'] as const) {
        const answer = await callers[role].call(path, body);
        const allowed = ROLE_DEFINITIONS[role].actions.includes(call.permission as never);
        if (allowed) expect(answer.code, `${role} ${path}`).toBe(path.endsWith('/list') ? 0 : ErrorCode.NOT_FOUND);
        else expect(answer, `${role} ${path}`).toMatchObject({ code: ConsoleErrorCode.FORBIDDEN, message: expect.stringContaining(call.permission) });
      }
    }
    expect(ROLE_DEFINITIONS.operator.actions).not.toContain('review.payment');
  });

  it('refuses a call without a session, with a member token, and with a wrong CSRF header', async () => {
    const path = '/admin/api/review/payments/list';
    const none = await t.app.inject({ method: 'POST', url: path, payload: {} });
    expect(none.json().code).toBe(ErrorCode.TOKEN_ERROR);
    const asMember = await t.app.inject({ method: 'POST', url: path, payload: { token: demo } });
    expect(asMember.json().code).toBe(ErrorCode.TOKEN_ERROR);
    const cookieOnly = await t.app.inject({ method: 'POST', url: path, payload: {}, headers: { cookie: `${CONSOLE_SESSION_COOKIE}=${'a'.repeat(64)}`, [CONSOLE_CSRF_HEADER]: 'b'.repeat(64) } });
    expect(cookieOnly.json().code).toBe(ErrorCode.TOKEN_ERROR);
  });

  it('refuses bad input with a Chinese message and changes nothing', async () => {
    const bad: [string, Record<string, unknown>, RegExp][] = [
      ['/admin/api/review/payments/list', { state: 'lost' }, /状态不正确/],
      ['/admin/api/review/payments/list', { page: 0 }, /页码/],
      ['/admin/api/review/payments/list', { page_size: 1000 }, /每页数量/],
      ['/admin/api/review/refunds/list', { keyword: 'x'.repeat(51) }, /关键字/],
      ['/admin/api/review/refunds/list', { from: 'yesterday' }, /开始时间/],
      ['/admin/api/review/payments/decide', { id: 1, agree: false }, /驳回时请填写原因/],
      ['/admin/api/review/payments/decide', { id: 'x', agree: true }, /编号/],
      ['/admin/api/review/payments/decide', { id: 1, agree: 'yes' }, /通过或驳回/],
      ['/admin/api/review/complaints/decide', { id: 1, agree: true }, /处理结果/],
      ['/admin/api/review/invoices/decide', { id: 1, agree: true }, /发票号码/],
      ['/admin/api/review/invoices/decide', { id: 1, agree: true, invoice_no: '<script>' }, /发票号码/],
      ['/admin/api/review/certifications/list', { kind: 'vip' }, /认证类型/],
      ['/admin/api/review/certifications/decide', { id: 1, agree: false, reason: '长'.repeat(201) }, /200/],
    ];
    const before = await rows<{ n: number }>(sql`select count(*)::int n from console_audit`);
    for (const [path, body, message] of bad) {
      expect(await admin().call(path, body), `${path} ${JSON.stringify(body)}`).toMatchObject({ code: ErrorCode.INVALID_INPUT, message: expect.stringMatching(message) });
    }
    expect(await rows<{ n: number }>(sql`select count(*)::int n from console_audit`)).toEqual(before);
  });
});

describe('offline transfer certificates', () => {
  it('财务 approves once: every order of the payment is paid, the shopper sees it, a second decision is refused', async () => {
    const finance = callers.finance;
    const { orderId, paymentId } = await offlinePayment();
    const queue = await finance.call<{ list: { id: number; state: string; order_nos: string[] }[]; count: number }>('/admin/api/review/payments/list', { state: 'reviewing', sort: 'time_desc' });
    expect(queue.data.list.find((p) => p.id === paymentId)).toMatchObject({ state: 'reviewing' });
    const [{ order_no }] = await rows<{ order_no: string }>(sql`select order_no from orders where order_id = ${orderId}`);
    const byNo = await finance.call<{ list: { id: number }[] }>('/admin/api/review/payments/list', { keyword: order_no });
    expect(byNo.data.list.map((p) => p.id)).toEqual([paymentId]);
    const detail = await finance.call<{ images: string[]; orders: { order_no: string }[] }>('/admin/api/review/payments/detail', { id: paymentId });
    expect(detail.data).toMatchObject({ images: [`/upload/certificate/${demoId}_0123456789abcdef.png`], orders: [{ order_no }] });

    const approved = await finance.call<{ state: string; orders: { order_status: string }[] }>('/admin/api/review/payments/decide', { id: paymentId, agree: true, reason: '已核对到账' });
    expect(approved).toMatchObject({ code: 0, data: { state: 'paid', orders: [{ order_status: 'paid' }] } });
    expect((await callOk(t.app, '/api/order/detail', { token: demo, order_id: orderId })).order_status).toBe('paid');

    const again = await finance.call('/admin/api/review/payments/decide', { id: paymentId, agree: true, reason: '' });
    expect(again).toMatchObject({ code: ErrorCode.BUSINESS, message: expect.stringContaining('已支付') });
    const refuseAfter = await admin().call('/admin/api/review/payments/decide', { id: paymentId, agree: false, reason: '金额不符' });
    expect(refuseAfter.code).toBe(ErrorCode.BUSINESS);
    const logs = await rows<{ n: number }>(sql`select count(*)::int n from order_log where machine = 'order' and entity_id = ${orderId} and event = 'approve_offline'`);
    expect(logs[0].n).toBe(1);

    const audit = await auditRows(t.database.db, finance.accountId, 'review.payment.approve');
    expect(audit.at(-1)).toMatchObject({ targetType: 'payment', targetId: String(paymentId), role: 'finance', before: { status: 'reviewing' }, after: { status: 'paid', review_remark: '已核对到账' } });
  });

  it('a refusal returns the orders to unpaid with the reason the shopper reads', async () => {
    const { orderId, paymentId } = await offlinePayment();
    const refused = await callers.finance.call<{ state: string }>('/admin/api/review/payments/decide', { id: paymentId, agree: false, reason: '未查到该笔转账' });
    expect(refused.data.state).toBe('refused');
    const tickets = await callOk(t.app, '/api/order/getpaytickets', { token: demo, order_id: orderId });
    expect(tickets.order_status).toBe('unpaid');
    expect(tickets.tickets.find((p) => p.payment_id === paymentId)?.review_remark).toBe('未查到该笔转账');
    expect(await auditRows(t.database.db, callers.finance.accountId, 'review.payment.refuse')).toHaveLength(1);
  });

  it('a balance payment is not in the queue', async () => {
    const [p] = await rows<{ payment_id: number }>(sql`select payment_id from order_payment where pay_type <> 'offline' limit 1`);
    expect((await admin().call('/admin/api/review/payments/detail', { id: p.payment_id })).code).toBe(ErrorCode.NOT_FOUND);
  });
});

describe('refunds', () => {
  it('refuses the seeded application with a reason the shopper reads; a second decision is refused', async () => {
    const list = await callers.finance.call<{ list: { id: number; state: string; order_no: string }[] }>('/admin/api/review/refunds/list', { state: 'applied' });
    expect(list.data.list.length).toBeGreaterThan(0);
    const { id } = list.data.list[0];
    const [named] = await rows<{ refund_no: string; order_no: string; sku_name: string }>(
      sql`select r.refund_no, o.order_no, g.sku_name from order_refund r join orders o using (order_id) join order_goods g on g.order_goods_id = r.order_goods_id where r.refund_id = ${id}`,
    );
    // The keyword finds it by its own number and by its order line's order number and goods.
    for (const keyword of [named.refund_no, named.order_no, named.sku_name]) {
      const found = await callers.finance.call<{ list: { id: number }[]; count: number }>('/admin/api/review/refunds/list', { state: 'applied', keyword, page_size: 100 });
      expect(found.data.list.map((r) => r.id), keyword).toContain(id);
      expect(found.data.count, keyword).toBe(found.data.list.length);
    }
    const [owner] = await rows<{ username: string }>(sql`select m.username from order_refund r join member m using (member_id) where r.refund_id = ${id}`);
    const refused = await callers.finance.call<{ state: string; refuse_reason: string }>('/admin/api/review/refunds/decide', { id, agree: false, reason: '商品已签收且无质量问题' });
    expect(refused.data).toMatchObject({ state: 'refused', refuse_reason: '商品已签收且无质量问题' });
    const again = await callers.finance.call('/admin/api/review/refunds/decide', { id, agree: true, reason: '' });
    expect(again).toMatchObject({ code: ErrorCode.BUSINESS, message: expect.stringContaining('不能同意退款') });
    if (owner.username === 'demo') expect((await callOk(t.app, '/api/orderrefund/detail', { token: demo, refund_id: id })).refuse_reason).toBe('商品已签收且无质量问题');
    expect(await auditRows(t.database.db, callers.finance.accountId, 'review.refund.refuse')).toHaveLength(1);
  });

  it('an agreed refund returns the money to the balance in the same call', async () => {
    const { orderId, paymentId } = await offlinePayment();
    await admin().call('/admin/api/review/payments/decide', { id: paymentId, agree: true, reason: '' });
    const [line] = await rows<{ order_goods_id: number; real_goods_money: number }>(sql`select order_goods_id, real_goods_money from order_goods where order_id = ${orderId}`);
    const refund = await callOk(t.app, '/api/orderrefund/refund', { token: demo, order_goods_id: line.order_goods_id, refund_type: 1, refund_reason: '不想要了', refund_money: (line.real_goods_money / 100).toFixed(2) });
    const [before] = await rows<{ balance: number }>(sql`select balance from member where member_id = ${demoId}`);
    const agreed = await callers.finance.call<{ state: string; refunded_fen: number }>('/admin/api/review/refunds/decide', { id: refund.refund_id, agree: true, reason: '' });
    expect(agreed.data).toMatchObject({ state: 'refunded', refunded_fen: line.real_goods_money });
    const [after] = await rows<{ balance: number }>(sql`select balance from member where member_id = ${demoId}`);
    expect(after.balance - before.balance).toBe(line.real_goods_money);
  });
});

describe('complaints', () => {
  it('客服主管 dismisses or upholds once, with the reply the shopper reads', async () => {
    const { paymentId, orderId } = await offlinePayment();
    await admin().call('/admin/api/review/payments/decide', { id: paymentId, agree: true, reason: '' });
    const [line] = await rows<{ order_goods_id: number }>(sql`select order_goods_id from order_goods where order_id = ${orderId}`);
    const complaint = await callOk(t.app, '/api/ordercomplain/complain', { token: demo, order_goods_id: line.order_goods_id, complain_reason: '其他', complain_content: '商家迟迟不发货，联系不上客服' });
    const lead = callers.service_lead;
    const pending = await lead.call<{ list: { id: number; state: string }[] }>('/admin/api/review/complaints/list', { state: 'pending', keyword: '迟迟不发货' });
    expect(pending.data.list).toEqual([expect.objectContaining({ id: complaint.complain_id, state: 'pending' })]);
    const upheld = await lead.call<{ state: string; reply: string }>('/admin/api/review/complaints/decide', { id: complaint.complain_id, agree: true, reason: '已督促商家 24 小时内发货' });
    expect(upheld.data).toMatchObject({ state: 'upheld', reply: '已督促商家 24 小时内发货' });
    expect(await callOk(t.app, '/api/ordercomplain/detail', { token: demo, order_goods_id: line.order_goods_id })).toMatchObject({ status: 1, reply: '已督促商家 24 小时内发货' });
    const again = await lead.call('/admin/api/review/complaints/decide', { id: complaint.complain_id, agree: false, reason: '改判' });
    expect(again).toMatchObject({ code: ErrorCode.BUSINESS, message: '该投诉已处理（已支持），不能再次处理' });
    expect(await auditRows(t.database.db, lead.accountId, 'review.complaint.uphold')).toHaveLength(1);
  });
});

describe('voucher invoices', () => {
  it('财务 issues with a number once; a refusal frees the orders; the unit reads both', async () => {
    const unit = await login(t.app, 'orgadmin02', 'orgadmin02pass');
    const paid = async (amount: number) => {
      const o = await callOk(t.app, '/fupin/api/voucherOrder/create', { token: unit, amount });
      await callOk(t.app, '/fupin/api/voucherOrder/pay', { token: unit, order_id: o.order_id, pay_type: 'demo', pay_key: key() });
      return o.order_id;
    };
    const apply = (ids: number[]) => callOk(t.app, '/fupin/api/VoucherInvoice/apply', { token: unit, order_ids: ids, invoice_title: '长沙岳麓山茶业有限公司', tax_number: '91430104MA4L123456', invoice_type: 2 });
    const first = await apply([await paid(80), await paid(20)]);
    const queue = await callers.finance.call<{ list: { id: number; org_name: string; amount_fen: number }[] }>('/admin/api/review/invoices/list', { state: 'applied', keyword: '岳麓山' });
    expect(queue.data.list.find((i) => i.id === first.invoice_id)).toMatchObject({ org_name: '长沙岳麓山茶业有限公司', amount_fen: 10_000 });
    const issued = await callers.finance.call('/admin/api/review/invoices/decide', { id: first.invoice_id, agree: true, invoice_no: '24432000000012345678' });
    expect(issued).toMatchObject({ code: 0, data: { state: 'issued', invoice_no: '24432000000012345678' } });
    expect(await callers.finance.call('/admin/api/review/invoices/decide', { id: first.invoice_id, agree: false, reason: '重复' })).toMatchObject({ code: ErrorCode.BUSINESS, message: '该发票申请已处理（已开具），不能再次处理' });
    const orderId = await paid(30);
    const second = await apply([orderId]);
    await callers.finance.call('/admin/api/review/invoices/decide', { id: second.invoice_id, agree: false, reason: '税号与单位名称不符' });
    const mine = await callOk(t.app, '/fupin/api/VoucherInvoice/lists', { token: unit });
    expect(mine.list.find((i) => i.invoice_id === first.invoice_id)).toMatchObject({ status: 'issued', invoice_no: '24432000000012345678' });
    expect(mine.list.find((i) => i.invoice_id === second.invoice_id)).toMatchObject({ status: 'refused', review_remark: '税号与单位名称不符' });
    expect((await apply([orderId])).invoice_id).not.toBe(second.invoice_id);
    const audit = await auditRows(t.database.db, callers.finance.accountId, 'review.invoice.issue');
    expect(audit.at(-1)).toMatchObject({ after: { status: 'issued', invoice_no: '24432000000012345678' } });
  });
});

describe('member certifications', () => {
  it('passes the pending 扶贫认证 once; the member reads the result', async () => {
    const pending = await admin().call<{ list: { id: number; kind: string; member_id: number; name: string }[] }>('/admin/api/review/certifications/list', { state: 'pending', kind: 'fupin' });
    expect(pending.data.list.length).toBeGreaterThan(0);
    const entry = pending.data.list[0];
    const passed = await admin().call('/admin/api/review/certifications/decide', { id: entry.id, agree: true, reason: '材料齐全' });
    expect(passed).toMatchObject({ code: 0, data: { state: 'passed', remark: '材料齐全' } });
    expect(await admin().call('/admin/api/review/certifications/decide', { id: entry.id, agree: false, reason: '改判' })).toMatchObject({ code: ErrorCode.BUSINESS, message: '该认证申请已处理（已通过），不能再次处理' });
    const [row] = await rows<{ status: number; remark: string }>(sql`select status, remark from member_cert where id = ${entry.id}`);
    expect(row).toEqual({ status: 2, remark: '材料齐全' });
    expect(await auditRows(t.database.db, admin().accountId, 'review.certification.pass')).toHaveLength(1);
  });
});
