// Contract and rule tests of the selling promotions: seckill slots, goods, detail and the
// seckill order kind (price from mall-api, slot stock, per-member limit, shorter close that gives the
// stock back), group-buy minimum, combo price and stock, the coupon centre (states, limit, atomic
// claim, use at checkout), a goods' running promotion, and bad input on every call.
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ErrorCode } from '@mall/rest-contract';
import { callOk, login, post, testAppPerFile } from '../../test/harness';
import { claimState } from './service';
import { chinaMidnight, nextChange, slotTimes } from './slots';

let promo: string;
let promo2: string;

async function rows<T>(q: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(q)) as unknown as { rows: T[] }).rows;
}
const fen = (yuan: string) => Math.round(Number(yuan) * 100);

const t = testAppPerFile();
beforeAll(async () => {
  promo = await login(t.app, 'promo01', 'promo01pass');
  promo2 = await login(t.app, 'promo02', 'promo02pass');
});

describe('slot times', () => {
  const now = new Date('2026-11-24T02:30:00Z'); // 10:30 in China
  it('states and countdown follow China time', () => {
    expect(new Date(chinaMidnight(now)).toISOString()).toBe('2026-11-23T16:00:00.000Z');
    expect(slotTimes({ startMinute: 480, endMinute: 600 }, now).state).toBe('ended');
    expect(slotTimes({ startMinute: 600, endMinute: 720 }, now).state).toBe('running');
    expect(slotTimes({ startMinute: 720, endMinute: 840 }, now).state).toBe('upcoming');
    expect(nextChange([{ startMinute: 600, endMinute: 720 }], now).toISOString()).toBe('2026-11-24T04:00:00.000Z');
    expect(nextChange([{ startMinute: 0, endMinute: 60 }], now).toISOString()).toBe('2026-11-24T16:00:00.000Z');
  });
  it('coupon states: expired, claimed, sold out, claimable', () => {
    const c = { endTime: new Date(now.getTime() + 1000), count: 10, leadCount: 3, maxFetch: 1 };
    expect(claimState(c, 0, now)).toBe('claimable');
    expect(claimState(c, 1, now)).toBe('claimed');
    expect(claimState({ ...c, leadCount: 10 }, 0, now)).toBe('soldout');
    expect(claimState({ ...c, endTime: now }, 0, now)).toBe('expired');
  });
});

describe('seckill', () => {
  it('lists today with exactly one running slot and a countdown', async () => {
    const s = await callOk(t.app, '/api/seckill/lists');
    expect(s.list.filter((x) => x.state === 'running')).toHaveLength(1);
    expect(s.next_change).toBeGreaterThan(s.now);
  });

  it('buys in the running slot at the seckill price, closes sooner, limits per member and gives stock back', async () => {
    const s = await callOk(t.app, '/api/seckill/lists');
    const running = s.list.find((x) => x.state === 'running')!;
    const page = await callOk(t.app, '/api/seckill/page', { slot_id: running.slot_id });
    const soldOut = page.list.find((g) => g.stock === 0)!;
    expect(soldOut.sold_percent).toBe(100);
    const g = page.list.find((x) => x.stock > 5 && x.limit_num === 1)!;
    const detail = await callOk(t.app, '/api/seckill/detail', { token: promo, seckill_id: g.seckill_id });
    expect(detail.slot.state).toBe('running');
    expect(detail.bought_num).toBe(0);
    const body = { token: promo, order_kind: 'seckill', promotion_id: g.seckill_id, sku_id: g.sku_id, num: 1 };
    const calc = await callOk(t.app, '/api/order/calculate', body);
    expect(calc.goods_list[0].price).toBe(g.seckill_price);
    const before = Date.now();
    const order = await callOk(t.app, '/api/order/create', { ...body, order_key: `sk-${before}` });
    expect(fen(order.order_money)).toBe(fen(g.seckill_price) + fen(calc.delivery_money));
    expect(order.auto_close_time * 1000 - before).toBeLessThan(6 * 60_000); // 5 minutes, not 30
    const [{ stock }] = await rows<{ stock: number }>(sql`select stock from seckill_goods where seckill_id = ${g.seckill_id}`);
    expect(Number(stock)).toBe(g.stock - 1);
    // A second order over the limit is refused and takes nothing.
    const again = await post(t.app, '/api/order/create', { ...body, order_key: `sk2-${before}` });
    expect(again.json.code).toBe(ErrorCode.BUSINESS);
    expect(again.json.message).toContain('限购');
    // The sweeper closes it after the seckill close time: slot stock and the member's count come back.
    await t.database.db.execute(sql`update orders set auto_close_time = now() - interval '1 minute' where order_id = ${order.order_id}`);
    const { createOrderService } = await import('../order/service');
    expect((await createOrderService(t.database.db).sweep()).closed).toBeGreaterThanOrEqual(1);
    const [{ stock: back }] = await rows<{ stock: number }>(sql`select stock from seckill_goods where seckill_id = ${g.seckill_id}`);
    expect(Number(back)).toBe(g.stock);
    const [{ num }] = await rows<{ num: number }>(sql`select num from seckill_member where seckill_id = ${g.seckill_id} and member_id = (select member_id from member where username = 'promo01')`);
    expect(Number(num)).toBe(0);
  });

  it('refuses a sold-out, an ended slot, a wrong sku, cart lines and a missing promotion_id', async () => {
    const s = await callOk(t.app, '/api/seckill/lists');
    const running = s.list.find((x) => x.state === 'running')!;
    const page = await callOk(t.app, '/api/seckill/page', { slot_id: running.slot_id });
    const soldOut = page.list.find((g) => g.stock === 0)!;
    const r1 = await post(t.app, '/api/order/create', { token: promo2, order_kind: 'seckill', promotion_id: soldOut.seckill_id, sku_id: soldOut.sku_id, num: 1, order_key: 'soldout-1' });
    expect(r1.json.message).toContain('已抢光');
    const ended = s.list.find((x) => x.state !== 'running')!;
    const other = await callOk(t.app, '/api/seckill/page', { slot_id: ended.slot_id });
    const r2 = await post(t.app, '/api/order/calculate', { token: promo2, order_kind: 'seckill', promotion_id: other.list[2].seckill_id, sku_id: other.list[2].sku_id, num: 1 });
    expect(r2.json.code).toBe(ErrorCode.BUSINESS);
    expect(r2.json.message).toMatch(/已结束|尚未开始/);
    const g = page.list[2];
    const r3 = await post(t.app, '/api/order/calculate', { token: promo2, order_kind: 'seckill', promotion_id: g.seckill_id, sku_id: g.sku_id + 100000, num: 1 });
    expect(r3.json.code).not.toBe(0);
    const r4 = await post(t.app, '/api/order/calculate', { token: promo2, order_kind: 'seckill', sku_id: g.sku_id, num: 1 });
    expect(r4.json.message).toContain('promotion_id');
  });

  it('answers bad input with a negative code', async () => {
    for (const [path, body] of [
      ['/api/seckill/page', { slot_id: 'x' }],
      ['/api/seckill/page', { slot_id: 0 }],
      ['/api/seckill/page', { slot_id: 1, page_size: 1000 }],
      ['/api/seckill/detail', { seckill_id: 2147483648 }],
      ['/api/seckill/detail', {}],
      ['/api/goods/promotion', { goods_id: -1 }],
      ['/api/coupon/typepagelists', { site_id: -3 }],
      ['/api/coupon/receive', { token: promo, coupon_type_id: 'abc' }],
      ['/api/order/calculate', { token: promo, order_kind: 'seckill', promotion_id: 0, sku_id: 1, num: 1 }],
    ] as const) {
      const r = await post(t.app, path, body);
      expect(r.json.code, `${path} ${JSON.stringify(body)}`).toBeLessThan(0);
      expect(r.json.message).toMatch(/[\u4e00-\u9fa5]/);
    }
    expect((await post(t.app, '/api/seckill/detail', { seckill_id: 999999 })).json.code).toBe(ErrorCode.NOT_FOUND);
    expect((await post(t.app, '/api/coupon/receive', { coupon_type_id: 1 })).json.code).toBe(ErrorCode.TOKEN_ERROR);
  });
});

describe('group-buy and combo', () => {
  it('refuses below the minimum and sells at the group price from it', async () => {
    const [gb] = await rows<{ groupbuy_id: number; sku_id: number; goods_id: number; min_num: number; groupbuy_price: number }>(
      sql`select * from groupbuy where start_time <= now() and end_time > now() order by groupbuy_id limit 1`,
    );
    const body = { token: promo2, order_kind: 'groupbuy', promotion_id: gb.groupbuy_id, sku_id: gb.sku_id };
    const below = await post(t.app, '/api/order/calculate', { ...body, num: gb.min_num - 1 });
    expect(below.json.code).toBe(ErrorCode.BUSINESS);
    expect(below.json.message).toContain(`${gb.min_num} 件起购`);
    const at = await callOk(t.app, '/api/order/calculate', { ...body, num: gb.min_num });
    expect(fen(at.goods_money)).toBe(gb.groupbuy_price * gb.min_num);
    const promo = await callOk(t.app, '/api/goods/promotion', { goods_id: gb.goods_id });
    expect(promo.groupbuy?.min_num).toBe(gb.min_num);
    const [ended] = await rows<{ goods_id: number }>(sql`select goods_id from groupbuy where end_time <= now() limit 1`);
    expect((await callOk(t.app, '/api/goods/promotion', { goods_id: ended.goods_id })).groupbuy).toBeNull();
  });

  it('sells a combo at the package price and takes stock from every member goods', async () => {
    const [c] = await rows<{ combo_id: number; combo_price: number }>(sql`select combo_id, combo_price from combo order by combo_id limit 1`);
    const members = await rows<{ sku_id: number; goods_id: number; stock: number }>(sql`select g.sku_id, g.goods_id, s.stock from combo_goods g join goods_sku s using (sku_id) where combo_id = ${c.combo_id} order by sku_id`);
    const box = await callOk(t.app, '/api/goods/promotion', { goods_id: members[0].goods_id });
    const entry = box.combos.find((x) => x.combo_id === c.combo_id)!;
    expect(fen(entry.combo_price)).toBe(c.combo_price);
    expect(fen(entry.saving)).toBe(fen(entry.original_price) - c.combo_price);
    const order = await callOk(t.app, '/api/order/create', { token: promo2, order_kind: 'combo', promotion_id: c.combo_id, num: 1, order_key: `combo-${Date.now()}` });
    const calc = await callOk(t.app, '/api/order/detail', { token: promo2, order_id: order.order_id });
    expect(fen(calc.goods_money)).toBe(c.combo_price);
    for (const m of members) {
      const [{ stock }] = await rows<{ stock: number }>(sql`select stock from goods_sku where sku_id = ${m.sku_id}`);
      expect(Number(stock)).toBe(Number(m.stock) - 1);
    }
  });
});

describe('coupon centre', () => {
  it('shows the states and claims once when claimed twice at once', async () => {
    const token = await login(t.app, 'promo03', 'promo03pass');
    const page = await callOk(t.app, '/api/coupon/typepagelists', { token, page_size: 50 });
    const states = new Set(page.list.map((c) => c.state));
    expect(states).toEqual(new Set(['claimable', 'soldout', 'expired']));
    const c = page.list.find((x) => x.state === 'claimable' && x.max_fetch === 1 && x.site_id === 0 && x.type === 'reward')!;
    const results = await Promise.all(Array.from({ length: 8 }, () => post(t.app, '/api/coupon/receive', { token, coupon_type_id: c.coupon_type_id })));
    expect(results.filter((r) => r.json.code === 0)).toHaveLength(1);
    const after = await callOk(t.app, '/api/coupon/typepagelists', { token, page_size: 50 });
    const mine = after.list.find((x) => x.coupon_type_id === c.coupon_type_id)!;
    expect(mine.state).toBe('claimed');
    expect(mine.lead_count).toBe(c.lead_count + 1);
    const soldOut = page.list.find((x) => x.state === 'soldout')!;
    expect((await post(t.app, '/api/coupon/receive', { token, coupon_type_id: soldOut.coupon_type_id })).json.message).toBe('优惠券已抢光');
    const expired = page.list.find((x) => x.state === 'expired')!;
    expect((await post(t.app, '/api/coupon/receive', { token, coupon_type_id: expired.coupon_type_id })).json.message).toBe('优惠券已过期');
    // The claimed coupon applies at checkout like the existing member coupons.
    const claimed = results.find((r) => r.json.code === 0)!.json.data as { coupon_id: number };
    const [sku] = await rows<{ sku_id: number; discount_price: number }>(sql`select s.sku_id, s.discount_price from goods_sku s join goods g using (goods_id) where g.is_on_shelf and s.stock > 10 and s.discount_price >= ${fen(c.at_least) * 2} order by s.sku_id limit 1`);
    const calc = await callOk(t.app, '/api/order/calculate', { token, sku_id: sku.sku_id, num: 1, coupon_id: claimed.coupon_id });
    expect(fen(calc.coupon_money)).toBe(fen(c.money));
  });
});

describe('switches', () => {
  it('answers the switched-on kinds; a switched-off kind answers not found', async () => {
    expect(await callOk(t.app, '/api/addon/addonisexit')).toEqual({ seckill: true, groupbuy: true, combo: true, topic: true, coupon: true });
    await t.database.db.execute(sql`update promotion_switch set enabled = false where kind = 'coupon'`);
    expect((await callOk(t.app, '/api/addon/addonisexit')).coupon).toBe(false);
    expect((await post(t.app, '/api/coupon/typepagelists', {})).json.code).toBe(ErrorCode.NOT_FOUND);
    await t.database.db.execute(sql`update promotion_switch set enabled = true where kind = 'coupon'`);
  });
});
