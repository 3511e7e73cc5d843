// Every illegal transition of the three machines, generated from their tables: refused with a clear
// Chinese message, and nothing changes (state, log, balance, stock). First on the tables alone, then
// through transition() on real rows, then through the member's REST calls for each order state.
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ErrorCode, type OrderStatus } from '@mall/rest-contract';
import { BusinessError } from '../../http/envelope';
import { callOk, login, post, testAppPerFile } from '../../test/harness';
import { assertTransition, findTransition, illegalMessage, orderMachine, paymentMachine, refundMachine, transition, type Machine } from './state-machines';

const machines = [orderMachine, paymentMachine, refundMachine] as unknown as Machine<string, string>[];
const illegal = (m: Machine<string, string>) => m.states.flatMap((s) => m.events.filter((e) => !findTransition(m, s, e)).map((e) => [s, e] as const));

describe('the transition tables', () => {
  it.each(machines.map((m) => [m.name, m] as const))('%s: every state and event is named, every transition uses them', (_n, m) => {
    for (const t of m.transitions) {
      expect(m.states).toContain(t.from);
      expect(m.states).toContain(t.to);
      expect(m.events).toContain(t.event);
    }
    for (const s of m.states) expect(m.stateNames[s]).toBeTruthy();
    // An event leads to one target state whatever its source.
    for (const e of m.events) expect(new Set(m.transitions.filter((t) => t.event === e).map((t) => t.to)).size).toBeLessThanOrEqual(1);
  });

  for (const m of machines) {
    it(`${m.name}: all ${illegal(m).length} illegal (state, event) pairs are refused in Chinese`, () => {
      for (const [s, e] of illegal(m)) {
        expect(() => assertTransition(m, s, e)).toThrow(BusinessError);
        expect(illegalMessage(m, s, e)).toMatch(new RegExp(`^${m.noun}当前状态为「${m.stateNames[s]}」，不能`));
      }
      for (const t of m.transitions) expect(assertTransition(m, t.from, t.event)).toBe(t);
    });
  }
});

let demo: string;
const t = testAppPerFile();
beforeAll(async () => {
  demo = await login(t.app);
});

async function rows<T>(q: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(q)) as unknown as { rows: T[] }).rows;
}
const logCount = async () => Number((await rows<{ n: number }>(sql`select count(*)::int n from order_log`))[0].n);

describe('transition() on real rows refuses every illegal pair and changes nothing', () => {
  const table = { order: ['orders', 'order_id', 'order_status'], payment: ['order_payment', 'payment_id', 'status'], refund: ['order_refund', 'refund_id', 'status'] } as const;
  for (const m of machines) {
    it(`${m.name}`, async () => {
      const [name, idCol, statusCol] = table[m.name];
      const [{ id }] = await rows<{ id: number }>(sql.raw(`select min(${idCol}) id from ${name}`));
      for (const [s, e] of illegal(m)) {
        await t.database.db.execute(sql.raw(`update ${name} set ${statusCol} = '${s}' where ${idCol} = ${id}`));
        const logs = await logCount();
        await expect(transition(t.database.db, m, id, e, { operator: 'system' })).rejects.toThrow(illegalMessage(m, s, e));
        const [row] = await rows<{ s: string }>(sql.raw(`select ${statusCol} s from ${name} where ${idCol} = ${id}`));
        expect(row.s, `${m.name} ${s} --${e}-->`).toBe(s);
        expect(await logCount()).toBe(logs);
      }
    });
  }
});

describe('member calls in every order state', () => {
  // The member's calls that move an order, with the event each fires.
  const calls: { event: string; path: string; body: (orderId: number) => Record<string, unknown> }[] = [
    { event: 'pay', path: '/api/order/pay', body: (id) => ({ order_ids: [id], pay_type: 'balance', pay_key: `sm-pay-${id}-${Math.random().toString(36).slice(2)}` }) },
    { event: 'close', path: '/api/order/close', body: (id) => ({ order_id: id }) },
    { event: 'take_delivery', path: '/api/order/takedelivery', body: (id) => ({ order_id: id }) },
    { event: 'extend_take_delivery', path: '/api/order/extendtakedelivery', body: (id) => ({ order_id: id }) },
  ];
  for (const state of orderMachine.states) {
    it(`${state}: illegal calls are refused and change nothing`, async () => {
      const created = await callOk(t.app, '/api/order/create', { token: demo, sku_list: [{ sku_id: 1, num: 1 }, { sku_id: 1, num: 1 }], order_key: `sm-${state}-${Date.now()}` }).catch(async () => {
        const [s] = await rows<{ sku_id: number }>(sql`select s.sku_id from goods_sku s join goods g using (goods_id) where g.is_on_shelf and s.stock > 50 order by s.sku_id limit 1`);
        return callOk(t.app, '/api/order/create', { token: demo, sku_id: s.sku_id, num: 1, order_key: `sm-${state}-${Date.now()}` });
      });
      const id = created.order_id;
      await t.database.db.execute(sql`update orders set order_status = ${state} where order_id = ${id}`);
      for (const call of calls) {
        if (findTransition(orderMachine, state as OrderStatus, call.event as never)) continue;
        const snapshot = async () => ({
          order: (await rows(sql`select order_status, pay_time, close_time, auto_take_delivery_time, extended_take_delivery from orders where order_id = ${id}`))[0],
          balance: (await rows(sql`select balance from member where member_id = 1`))[0],
          stock: await rows(sql`select sku_id, stock from goods_sku where sku_id in (select sku_id from order_goods where order_id = ${id}) order by sku_id`),
          logs: await logCount(),
        });
        const before = await snapshot();
        const { json } = await post(t.app, call.path, { token: demo, ...call.body(id) });
        expect(json.code, `${state} ${call.path}`).toBe(ErrorCode.BUSINESS);
        expect(json.message).toBe(illegalMessage(orderMachine, state as OrderStatus, call.event as never));
        expect(await snapshot()).toEqual(before);
      }
    });
  }
});
