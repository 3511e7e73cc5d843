// A shop's after-sales and the platform's arbitration through mall-api's console calls: every call with
// every role (platform and shop), another shop's refund ids (不存在, nothing changes, a refused audit
// row), bad input, and the whole way of a refund refused by the shop, escalated by the buyer and
// decided by the platform (the money back to the buyer's balance in that call), or left refused.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { aftersaleEndpoints, ConsoleErrorCode, ErrorCode, PLATFORM_ROLES, ROLE_DEFINITIONS, SHOP_ROLES, type ConsoleRole } from '@mall/rest-contract';
import { member } from '../../db/schema';
import { callOk, expectAnswerCode, keyMaker, login, testAppPerFile } from '../../test/harness';
import { offlinePayment, sqlRows } from '../../test/offline-payment';
import { auditRows, consoleCaller, type ConsoleCaller } from '../admin-review/test-support';

const t = testAppPerFile();
const key = keyMaker('sa');
const SHOP = 1;
const OTHER_SHOP = 3;
const roles = [...PLATFORM_ROLES, ...SHOP_ROLES] as const;
const callers = {} as Record<ConsoleRole, ConsoleCaller>;
let other: ConsoleCaller;
let demo: string;
let demoId: number;

beforeAll(async () => {
  for (const role of roles) callers[role] = await consoleCaller(t.app, t.database.db, role, ROLE_DEFINITIONS[role].scope === 'shop' ? SHOP : null);
  other = await consoleCaller(t.app, t.database.db, 'shop_owner', OTHER_SHOP);
  demo = await login(t.app);
  [{ demoId }] = await t.database.db.select({ demoId: member.memberId }).from(member).where(eq(member.username, 'demo'));
});

const balance = async () => (await sqlRows<{ balance: number }>(t.database.db, sql`select balance from member where member_id = ${demoId}`))[0].balance;

/** A paid order line of `shop` with a refund application of its whole amount. */
async function appliedRefund(shop = SHOP) {
  const { orderId, paymentId } = await offlinePayment(t.app, t.database.db, demo, demoId, key(), shop);
  expect((await callers.super_admin.call('/admin/api/review/payments/decide', { id: paymentId, agree: true, reason: '' })).code).toBe(0);
  const [line] = await sqlRows<{ order_goods_id: number; real_goods_money: number }>(t.database.db, sql`select order_goods_id, real_goods_money from order_goods where order_id = ${orderId}`);
  const refund = await callOk(t.app, '/api/orderrefund/refund', { token: demo, order_goods_id: line.order_goods_id, refund_type: 1, refund_reason: '不想要了', refund_money: (line.real_goods_money / 100).toFixed(2) });
  return { refundId: refund.refund_id, orderGoodsId: line.order_goods_id, fen: line.real_goods_money };
}

describe('who may call after-sales and arbitration', () => {
  it('each call answers each role as ROLE_DEFINITIONS says', async () => {
    for (const [path, call] of Object.entries(aftersaleEndpoints)) {
      const body = path.endsWith('/list') ? {} : path.endsWith('/detail') ? { id: 999_999_999 } : { id: 999_999_999, agree: false, reason: '测试' };
      for (const role of roles) {
        const answer = await callers[role].call(path, body);
        if (ROLE_DEFINITIONS[role].actions.includes(call.permission as never)) expect(answer.code, `${role} ${path}`).toBe(path.endsWith('/list') ? 0 : ErrorCode.NOT_FOUND);
        else expect(answer, `${role} ${path}`).toMatchObject({ code: ConsoleErrorCode.FORBIDDEN, message: expect.stringContaining(call.permission) });
      }
    }
  });

  it("another shop's refund is 不存在 for every call; nothing changes and the refusal is audited", async () => {
    const { refundId } = await appliedRefund();
    for (const body of [{ id: refundId }, { id: refundId, agree: true, reason: '' }, { id: refundId, agree: false, reason: '不同意' }]) {
      const path = 'agree' in body ? '/admin/api/shop/refunds/decide' : '/admin/api/shop/refunds/detail';
      expect(await other.call(path, body), path).toMatchObject({ code: ErrorCode.NOT_FOUND, message: '售后申请不存在' });
    }
    const list = await other.call<{ list: { id: number }[] }>('/admin/api/shop/refunds/list', { page_size: 100 });
    expect(list.data.list.map((r) => r.id)).not.toContain(refundId);
    expect((await callOk(t.app, '/api/orderrefund/detail', { token: demo, refund_id: refundId })).refund_status).toBe('applied');
    const refused = await sqlRows<{ outcome: string; target_id: string }>(t.database.db, sql`select outcome, target_id from console_audit where account_id = ${other.accountId} and target_type = 'refund'`);
    expect(refused.length).toBeGreaterThanOrEqual(3);
    expect(refused.every((r) => r.outcome === 'refused' && r.target_id === String(refundId))).toBe(true);
  });

  it('refuses bad input with a Chinese message and changes nothing', async () => {
    const { refundId } = await appliedRefund();
    const bad: [string, Record<string, unknown>, RegExp][] = [
      ['/admin/api/shop/refunds/decide', { id: refundId, agree: false }, /驳回时请填写原因/],
      ['/admin/api/shop/refunds/decide', { id: refundId, agree: 'yes' }, /通过或驳回/],
      ['/admin/api/shop/refunds/decide', { id: 'x', agree: true }, /编号/],
      ['/admin/api/shop/refunds/decide', { id: refundId, agree: false, reason: '长'.repeat(201) }, /200/],
      ['/admin/api/shop/refunds/list', { state: 'lost' }, /状态不正确/],
      ['/admin/api/review/arbitrations/list', { state: 'applied' }, /状态不正确/],
    ];
    for (const [path, body, message] of bad) {
      const caller = path.startsWith('/admin/api/shop') ? callers.shop_clerk : callers.finance;
      expect(await caller.call(path, body), `${path} ${JSON.stringify(body)}`).toMatchObject({ code: ErrorCode.INVALID_INPUT, message: expect.stringMatching(message) });
    }
    await expectAnswerCode(t.app, '/api/orderrefund/arbitrate', { token: demo, refund_id: refundId, reason: '   ' }, ErrorCode.INVALID_INPUT, /仲裁理由/);
    // Only a refused refund goes to arbitration.
    await expectAnswerCode(t.app, '/api/orderrefund/arbitrate', { token: demo, refund_id: refundId, reason: '商家不处理' }, ErrorCode.BUSINESS, /不能申请平台仲裁/);
    expect((await callOk(t.app, '/api/orderrefund/detail', { token: demo, refund_id: refundId })).refund_status).toBe('applied');
  });
});

describe('a refund through the shop and the arbitration', () => {
  it('the shop agrees: the money is back in the balance in that call', async () => {
    const { refundId, fen } = await appliedRefund();
    const before = await balance();
    const agreed = await callers.shop_service.call<{ state: string; refunded_fen: number }>('/admin/api/shop/refunds/decide', { id: refundId, agree: true, reason: '' });
    expect(agreed.data).toMatchObject({ state: 'refunded', refunded_fen: fen });
    expect((await balance()) - before).toBe(fen);
    expect(await auditRows(t.database.db, callers.shop_service.accountId, 'aftersale.refund.agree')).toHaveLength(1);
  });

  it('refused by the shop, escalated by the buyer, decided for the buyer: refunded to the balance', async () => {
    const { refundId, fen } = await appliedRefund();
    const clerk = callers.shop_clerk;
    const listed = await clerk.call<{ list: { id: number; state: string }[] }>('/admin/api/shop/refunds/list', { state: 'applied', page_size: 100 });
    expect(listed.data.list).toContainEqual(expect.objectContaining({ id: refundId, state: 'applied' }));
    expect((await clerk.call('/admin/api/shop/refunds/decide', { id: refundId, agree: false, reason: '商品已拆封，影响二次销售' })).code).toBe(0);
    const seen = await callOk(t.app, '/api/orderrefund/detail', { token: demo, refund_id: refundId });
    expect(seen).toMatchObject({ refund_status: 'refused', refuse_reason: '商品已拆封，影响二次销售', can_arbitrate: true });

    const escalated = await callOk(t.app, '/api/orderrefund/arbitrate', { token: demo, refund_id: refundId, reason: '收到时包装已破损，有照片为证' });
    expect(escalated).toMatchObject({ refund_status: 'arbitrating', can_arbitrate: false, escalate_reason: '收到时包装已破损，有照片为证' });
    // The shop's decision is over; a second escalation is refused.
    expect(await clerk.call('/admin/api/shop/refunds/decide', { id: refundId, agree: true, reason: '' })).toMatchObject({ code: ErrorCode.BUSINESS, message: expect.stringContaining('平台仲裁中') });
    await expectAnswerCode(t.app, '/api/orderrefund/arbitrate', { token: demo, refund_id: refundId, reason: '再申请一次' }, ErrorCode.BUSINESS, /不能申请平台仲裁/);

    const finance = callers.finance;
    const queue = await finance.call<{ list: { id: number; state: string }[] }>('/admin/api/review/arbitrations/list', { state: 'arbitrating', page_size: 100 });
    expect(queue.data.list).toContainEqual(expect.objectContaining({ id: refundId, state: 'arbitrating' }));
    const detail = await finance.call<{ escalate_reason: string; refuse_reason: string }>('/admin/api/review/arbitrations/detail', { id: refundId });
    expect(detail.data).toMatchObject({ escalate_reason: '收到时包装已破损，有照片为证', refuse_reason: '商品已拆封，影响二次销售' });
    const before = await balance();
    const decided = await finance.call<{ state: string; arbitrate_remark: string }>('/admin/api/review/arbitrations/decide', { id: refundId, agree: true, reason: '包装破损属实，支持买家' });
    expect(decided.data).toMatchObject({ state: 'refunded', arbitrate_remark: '包装破损属实，支持买家' });
    expect((await balance()) - before).toBe(fen);
    expect(await callOk(t.app, '/api/orderrefund/detail', { token: demo, refund_id: refundId })).toMatchObject({ refund_status: 'refunded', arbitrate_remark: '包装破损属实，支持买家' });
    expect(await finance.call('/admin/api/review/arbitrations/decide', { id: refundId, agree: false, reason: '改判' })).toMatchObject({ code: ErrorCode.BUSINESS });
    expect(await auditRows(t.database.db, finance.accountId, 'review.arbitration.for_buyer')).toHaveLength(1);
  });

  it('decided for the shop: the refusal stands, no money moves, the line cannot ask again', async () => {
    const { refundId, orderGoodsId } = await appliedRefund();
    await callers.shop_owner.call('/admin/api/shop/refunds/decide', { id: refundId, agree: false, reason: '已超过售后期' });
    await callOk(t.app, '/api/orderrefund/arbitrate', { token: demo, refund_id: refundId, reason: '商家未说明售后期' });
    // The arbitration queue is the platform's: a shop cannot decide it, even its own refund.
    expect((await callers.shop_owner.call('/admin/api/review/arbitrations/decide', { id: refundId, agree: true, reason: '' })).code).toBe(ConsoleErrorCode.FORBIDDEN);
    const before = await balance();
    const decided = await callers.finance.call<{ state: string }>('/admin/api/review/arbitrations/decide', { id: refundId, agree: false, reason: '订单已完成 30 天，维持商家决定' });
    expect(decided.data.state).toBe('arbitrated');
    expect(await balance()).toBe(before);
    const data = await callOk(t.app, '/api/orderrefund/refundData', { token: demo, order_goods_id: orderGoodsId });
    expect(data).toMatchObject({ can_apply: false, reason_cannot: '平台已裁定该商品不予退款' });
    expect(await auditRows(t.database.db, callers.finance.accountId, 'review.arbitration.for_shop')).toHaveLength(1);
  });

  it("the shop reads complaints about itself with the platform's reply, never another shop's", async () => {
    const mine = await appliedRefund();
    const theirs = await appliedRefund(OTHER_SHOP);
    for (const { orderGoodsId } of [mine, theirs]) {
      await callOk(t.app, '/api/ordercomplain/complain', { token: demo, order_goods_id: orderGoodsId, complain_reason: '其他', complain_content: '商家客服一直不回复消息' });
    }
    const [complaint] = await sqlRows<{ complain_id: number }>(t.database.db, sql`select complain_id from order_complain where order_goods_id = ${mine.orderGoodsId}`);
    await callers.service_lead.call('/admin/api/review/complaints/decide', { id: complaint.complain_id, agree: true, reason: '已督促商家当天回复' });
    const list = await callers.shop_clerk.call<{ list: { id: number; reply: string; state: string }[] }>('/admin/api/shop/complaints/list', { page_size: 100 });
    expect(list.data.list).toContainEqual(expect.objectContaining({ id: complaint.complain_id, state: 'upheld', reply: '已督促商家当天回复' }));
    const [theirsRow] = await sqlRows<{ complain_id: number }>(t.database.db, sql`select complain_id from order_complain where order_goods_id = ${theirs.orderGoodsId}`);
    expect(list.data.list.map((c) => c.id)).not.toContain(theirsRow.complain_id);
  });
});
