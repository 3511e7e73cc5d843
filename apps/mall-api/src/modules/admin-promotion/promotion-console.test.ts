// Promotions through the console calls (fastify inject): 运营 runs them, 客服主管 only reads, 财务 and
// shop accounts are refused; every rule refuses bad input with a Chinese message and changes nothing;
// what the console saves is what the storefront sells (and stops selling); an edit never reprices an
// order already made; a stop closes the activity's unpaid orders; the seeded programme rolls forward.
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  ConsoleErrorCode,
  consolePromotionEndpoints,
  ErrorCode,
  ROLE_DEFINITIONS,
  type ConsoleRole,
} from '@mall/rest-contract';
import { callOk, login, post, testAppPerFile } from '../../test/harness';
import { auditRows, consoleCaller, type ConsoleCaller } from '../admin-review/test-support';
import { chinaMinute, DAY, nowS, promotionReads, yuan } from './test-support';
import Fastify from 'fastify';
import { createInProcessQueue } from '../../jobs';
import { chinaDay, PROGRAMME_KEY, rollProgramme, scheduleProgramme } from '../promotion/programme';

const t = testAppPerFile();
const callers = {} as Record<ConsoleRole, ConsoleCaller>;
let op: ConsoleCaller;
let shopper: string;
const { rows, freeSkus } = promotionReads(t);

beforeAll(async () => {
  for (const role of ['super_admin', 'operator', 'finance', 'service_lead'] as const)
    callers[role] = await consoleCaller(t.app, t.database.db, role);
  const [{ site_id }] = await rows<{ site_id: number }>(
    sql`select site_id from shop order by site_id limit 1`,
  );
  callers.shop_owner = await consoleCaller(t.app, t.database.db, 'shop_owner', Number(site_id));
  op = callers.operator;
  shopper = await login(t.app, 'promo03', 'promo03pass');
});

describe('who may run promotions', () => {
  it('运营 and 超级管理员 read and write, 客服主管 only reads, 财务 and a shop account are refused; only a shop proposes', async () => {
    for (const [path, call] of Object.entries(consolePromotionEndpoints)) {
      for (const role of ['super_admin', 'operator', 'finance', 'service_lead', 'shop_owner'] as const) {
        const answer = await callers[role].call(path, {});
        const allowed = ROLE_DEFINITIONS[role].actions.includes(call.permission as never);
        if (allowed) expect(answer.code, `${role} ${path}`).not.toBe(ConsoleErrorCode.FORBIDDEN);
        else expect(answer.code, `${role} ${path}`).toBe(ConsoleErrorCode.FORBIDDEN);
        const shopCall = call.permission === 'campaigns.propose';
        const platformMay =
          role === 'super_admin' || role === 'operator' || (role === 'service_lead' && call.kind === 'read');
        expect(allowed, `${role} ${path}`).toBe(shopCall ? role === 'shop_owner' : platformMay);
      }
    }
  });
});

describe('seckill', () => {
  it('refuses bad slots, prices, stock, dates and overlapping slots of one goods, saving nothing', async () => {
    const [sku] = await freeSkus(1);
    const before = await rows<{ n: number }>(sql`select count(*)::int as n from seckill_goods`);
    for (const [body, message] of [
      [{ name: '测试场', start_minute: 600, end_minute: 540 }, '场次结束时刻必须晚于开始时刻'],
      [{ name: '测试场', start_minute: -1, end_minute: 540 }, '开始时刻须在 00:00 到 24:00 之间'],
      [{ name: '', start_minute: 60, end_minute: 120 }, '请填写场次名称'],
      [{ name: '凌晨场', start_minute: 60, end_minute: 120 }, '已有名为「凌晨场」的场次'],
    ] as const) {
      const r = await op.call('/admin/api/promotion/seckill/slot/save', body);
      expect(r.code, JSON.stringify(body)).toBeLessThan(0);
      expect(r.message).toContain(message);
    }
    const slot = await op.call<{ slot_id: number }>('/admin/api/promotion/seckill/slot/save', {
      name: '测试加场 A',
      start_minute: 0,
      end_minute: 1440,
    });
    expect(slot.code).toBe(0);
    const good = {
      slot_id: slot.data.slot_id,
      sku_id: sku.sku_id,
      seckill_price: yuan(sku.price - 100),
      total_stock: 5,
      limit_num: 1,
      start_time: nowS() - DAY,
      end_time: nowS() + DAY,
    };
    for (const [body, message] of [
      [{ ...good, seckill_price: yuan(sku.price + 100) }, '必须低于商品售价'],
      [{ ...good, seckill_price: yuan(sku.price) }, '必须低于商品售价'],
      [{ ...good, seckill_price: '-3' }, '秒杀价不能为负数'],
      [{ ...good, seckill_price: '1.234' }, '秒杀价须为金额'],
      [{ ...good, total_stock: -1 }, '秒杀库存不能为负数'],
      [{ ...good, total_stock: sku.stock + 1 }, '秒杀库存不能超过商品库存'],
      [{ ...good, limit_num: 0 }, '每人限购至少为 1'],
      [{ ...good, end_time: good.start_time - 60 }, '结束时间必须晚于开始时间'],
      [{ ...good, sku_id: 2_000_000_000 }, '不存在'],
      [{ ...good, slot_id: 2_000_000_000 }, '秒杀场次不存在'],
    ] as const) {
      const r = await op.call('/admin/api/promotion/seckill/save', body);
      expect(r.code, JSON.stringify(body)).toBeLessThan(0);
      expect(r.message).toContain(message);
    }
    expect(await rows<{ n: number }>(sql`select count(*)::int as n from seckill_goods`)).toEqual(before);

    const first = await op.call<{ seckill_id: number }>('/admin/api/promotion/seckill/save', good);
    expect(first.code, first.message).toBe(0);
    // The same goods in another slot whose hours overlap, on overlapping dates: refused.
    const other = await op.call<{ slot_id: number }>('/admin/api/promotion/seckill/slot/save', {
      name: '测试加场 B',
      start_minute: 600,
      end_minute: 660,
    });
    const clash = await op.call('/admin/api/promotion/seckill/save', {
      ...good,
      slot_id: other.data.slot_id,
    });
    expect(clash).toMatchObject({
      code: ErrorCode.BUSINESS,
      message: expect.stringContaining('同一商品的秒杀场次不能重叠'),
    });
    // On dates that do not overlap it is fine.
    const later = await op.call('/admin/api/promotion/seckill/save', {
      ...good,
      slot_id: other.data.slot_id,
      start_time: good.end_time + 60,
      end_time: good.end_time + 2 * DAY,
    });
    expect(later.code, later.message).toBe(0);
    expect(await auditRows(t.database.db, op.accountId, 'promotion.seckill.create')).toHaveLength(2);
  });

  it('sells at the seckill price from the slot’s hour; an edit keeps the order’s price; a stop closes the unpaid order', async () => {
    const [sku] = await freeSkus(1);
    const m = chinaMinute();
    // A slot running now (from this minute), and one that starts in the future today (if the day has room).
    const slot = await op.call<{ slot_id: number }>('/admin/api/promotion/seckill/slot/save', {
      name: '测试现场',
      start_minute: m,
      end_minute: Math.min(1440, m + 30),
    });
    const price = sku.price - 200;
    const made = await op.call<{ seckill_id: number; state: string }>('/admin/api/promotion/seckill/save', {
      slot_id: slot.data.slot_id,
      sku_id: sku.sku_id,
      seckill_price: yuan(price),
      total_stock: 10,
      limit_num: 2,
      start_time: nowS() - 60,
      end_time: nowS() + DAY,
    });
    expect(made.code, made.message).toBe(0);
    expect(made.data.state).toBe('running');
    const id = made.data.seckill_id;
    const lists = await callOk(t.app, '/api/seckill/lists');
    expect(lists.list.find((s) => s.slot_id === slot.data.slot_id)?.state).toBe('running');
    const onPage = await callOk(t.app, '/api/seckill/page', { slot_id: slot.data.slot_id });
    expect(onPage.list.map((g) => g.seckill_id)).toEqual([id]);
    expect(
      (await callOk(t.app, '/api/goods/promotion', { goods_id: sku.goods_id })).seckill?.seckill_price,
    ).toBe(yuan(price));

    const body = { token: shopper, order_kind: 'seckill', promotion_id: id, sku_id: sku.sku_id, num: 1 };
    const order = await callOk(t.app, '/api/order/create', {
      ...body,
      order_key: `console-sk-${Date.now()}`,
    });
    const priceOf = async () =>
      (
        await rows<{ price: number }>(sql`select price from order_goods where order_id = ${order.order_id}`)
      )[0].price;
    expect(Number(await priceOf())).toBe(price);

    const edited = await op.call('/admin/api/promotion/seckill/save', {
      seckill_id: id,
      slot_id: slot.data.slot_id,
      sku_id: sku.sku_id,
      seckill_price: yuan(price - 300),
      total_stock: 10,
      limit_num: 2,
      start_time: nowS() - 60,
      end_time: nowS() + DAY,
    });
    expect(edited.code, edited.message).toBe(0);
    expect(Number(await priceOf())).toBe(price);
    expect(
      (
        await rows<{ order_money: number }>(
          sql`select order_money from orders where order_id = ${order.order_id}`,
        )
      )[0].order_money,
    ).toBe(fenOf(order.order_money));
    // One unit is held by the unpaid order: the stock may not drop below it.
    const tooLow = await op.call('/admin/api/promotion/seckill/save', {
      seckill_id: id,
      slot_id: slot.data.slot_id,
      sku_id: sku.sku_id,
      seckill_price: yuan(price),
      total_stock: 0,
      limit_num: 2,
      start_time: nowS() - 60,
      end_time: nowS() + DAY,
    });
    expect(tooLow.message).toContain('秒杀库存不能少于已售出的 1 件');

    const stopped = await op.call<{ closed_orders: number }>('/admin/api/promotion/seckill/stop', { id });
    expect(stopped.data.closed_orders).toBe(1);
    const [o] = await rows<{ order_status: string; close_reason: string }>(
      sql`select order_status, close_reason from orders where order_id = ${order.order_id}`,
    );
    expect(o).toEqual({ order_status: 'closed', close_reason: '秒杀活动已停止，未支付订单已关闭' });
    expect(
      (await rows<{ stock: number }>(sql`select stock from seckill_goods where seckill_id = ${id}`))[0].stock,
    ).toBe(10);
    expect((await callOk(t.app, '/api/seckill/page', { slot_id: slot.data.slot_id })).list).toEqual([]);
    expect((await callOk(t.app, '/api/goods/promotion', { goods_id: sku.goods_id })).seckill).toBeNull();
    expect(await op.call('/admin/api/promotion/seckill/stop', { id })).toMatchObject({
      message: '该秒杀活动已停止',
    });
    expect(
      (
        await op.call('/admin/api/promotion/seckill/save', {
          seckill_id: id,
          slot_id: slot.data.slot_id,
          sku_id: sku.sku_id,
          seckill_price: yuan(price),
          total_stock: 10,
          limit_num: 2,
          start_time: nowS(),
          end_time: nowS() + DAY,
        })
      ).message,
    ).toContain('已停止，不能修改');
    const [stopAudit] = await auditRows(t.database.db, op.accountId, 'promotion.seckill.stop');
    expect(stopAudit.after).toEqual({ status: 0, closed_orders: 1 });
  });
});

const fenOf = (y: string) => Math.round(Number(y) * 100);

describe('group-buys, combos and topics', () => {
  it('group-buy: refuses a price above the goods price, fewer than 2 units and overlapping dates; the storefront sells the saved one', async () => {
    const [sku] = await freeSkus(1);
    const good = {
      sku_id: sku.sku_id,
      groupbuy_price: yuan(sku.price - 100),
      min_num: 2,
      total_stock: 20,
      start_time: nowS() - 60,
      end_time: nowS() + 3 * DAY,
    };
    for (const [body, message] of [
      [{ ...good, groupbuy_price: yuan(sku.price + 1) }, '团购价'],
      [{ ...good, min_num: 1 }, '起团件数至少为 2'],
      [{ ...good, total_stock: -5 }, '团购库存不能为负数'],
      [{ ...good, start_time: good.end_time }, '结束时间必须晚于开始时间'],
    ] as const) {
      const r = await op.call('/admin/api/promotion/groupbuy/save', body);
      expect(r.code, JSON.stringify(body)).toBeLessThan(0);
      expect(r.message).toContain(message);
    }
    const made = await op.call<{ groupbuy_id: number }>('/admin/api/promotion/groupbuy/save', good);
    expect(made.code, made.message).toBe(0);
    expect(
      (await op.call('/admin/api/promotion/groupbuy/save', { ...good, start_time: good.start_time + DAY }))
        .message,
    ).toContain('团购日期不能重叠');
    expect(
      (await callOk(t.app, '/api/groupbuy/detail', { groupbuy_id: made.data.groupbuy_id })).groupbuy_price,
    ).toBe(yuan(sku.price - 100));
    expect(
      (
        await op.call<{ closed_orders: number }>('/admin/api/promotion/groupbuy/stop', {
          id: made.data.groupbuy_id,
        })
      ).data.closed_orders,
    ).toBe(0);
    expect(
      (await post(t.app, '/api/groupbuy/detail', { groupbuy_id: made.data.groupbuy_id })).json.code,
    ).toBe(ErrorCode.NOT_FOUND);
  });

  it('combo: refuses goods of two shops and a package price not below their sum; a stop closes its unpaid order', async () => {
    const [a] = await freeSkus(1);
    const siblings = (await freeSkus(40, { of: a.site_id })).filter((s) => s.sku_id !== a.sku_id);
    const [foreign] = (await freeSkus(40)).filter((s) => s.site_id !== a.site_id);
    const b = siblings[0];
    const good = {
      name: '测试组合套餐',
      combo_price: yuan(a.price + b.price - 500),
      goods: [
        { sku_id: a.sku_id, num: 1 },
        { sku_id: b.sku_id, num: 1 },
      ],
      start_time: nowS() - 60,
      end_time: nowS() + DAY,
    };
    for (const [body, message] of [
      [{ ...good, goods: [{ sku_id: a.sku_id, num: 1 }] }, '至少包含 2 个商品'],
      [
        {
          ...good,
          goods: [
            { sku_id: a.sku_id, num: 1 },
            { sku_id: a.sku_id, num: 2 },
          ],
        },
        '只能出现一次',
      ],
      [
        {
          ...good,
          goods: [
            { sku_id: a.sku_id, num: 1 },
            { sku_id: foreign.sku_id, num: 1 },
          ],
        },
        '须来自同一店铺',
      ],
      [{ ...good, combo_price: yuan(a.price + b.price) }, '套餐价'],
    ] as const) {
      const r = await op.call('/admin/api/promotion/combo/save', body);
      expect(r.code, JSON.stringify(body)).toBeLessThan(0);
      expect(r.message).toContain(message);
    }
    const made = await op.call<{ combo_id: number; original_price: string }>(
      '/admin/api/promotion/combo/save',
      good,
    );
    expect(made.code, made.message).toBe(0);
    expect(made.data.original_price).toBe(yuan(a.price + b.price));
    const order = await callOk(t.app, '/api/order/create', {
      token: shopper,
      order_kind: 'combo',
      promotion_id: made.data.combo_id,
      num: 1,
      order_key: `console-combo-${Date.now()}`,
    });
    expect(
      (
        await op.call<{ closed_orders: number }>('/admin/api/promotion/combo/stop', {
          id: made.data.combo_id,
        })
      ).data.closed_orders,
    ).toBe(1);
    expect(
      (
        await rows<{ order_status: string }>(
          sql`select order_status from orders where order_id = ${order.order_id}`,
        )
      )[0].order_status,
    ).toBe('closed');
  });

  it('topic: refuses a topic price above the goods price and an unsafe banner; an ended topic sells at the normal price', async () => {
    const [a, b] = await freeSkus(2);
    const good = {
      name: '测试专题',
      banner: '/upload/banner.png',
      remark: '专题介绍',
      goods: [{ sku_id: a.sku_id, topic_price: yuan(a.price - 100) }],
      start_time: nowS() - 60,
      end_time: nowS() + DAY,
    };
    for (const [body, message] of [
      [{ ...good, goods: [{ sku_id: a.sku_id, topic_price: yuan(a.price + 100) }] }, '专题价'],
      [{ ...good, banner: 'javascript:alert(1)' }, '横幅图片必须是 http(s) 地址或本站路径'],
      [{ ...good, goods: [] }, '专题至少包含 1 个商品'],
    ] as const) {
      const r = await op.call('/admin/api/promotion/topic/save', body);
      expect(r.code, JSON.stringify(body)).toBeLessThan(0);
      expect(r.message).toContain(message);
    }
    const made = await op.call<{ topic_id: number }>('/admin/api/promotion/topic/save', good);
    expect(made.code, made.message).toBe(0);
    expect((await callOk(t.app, '/api/goods/promotion', { goods_id: a.goods_id })).topic?.topic_price).toBe(
      yuan(a.price - 100),
    );
    // Edit: one goods more, the first repriced; then dates in the past: the storefront sells at the normal price.
    const edited = await op.call<{ goods: { sku_id: number; topic_price: string }[] }>(
      '/admin/api/promotion/topic/save',
      {
        ...good,
        topic_id: made.data.topic_id,
        goods: [
          { sku_id: a.sku_id, topic_price: yuan(a.price - 200) },
          { sku_id: b.sku_id, topic_price: yuan(b.price - 100) },
        ],
      },
    );
    expect(edited.data.goods.map((g) => g.topic_price)).toEqual([yuan(a.price - 200), yuan(b.price - 100)]);
    await op.call('/admin/api/promotion/topic/save', {
      ...good,
      topic_id: made.data.topic_id,
      start_time: nowS() - 2 * DAY,
      end_time: nowS() - DAY,
    });
    expect((await callOk(t.app, '/api/goods/promotion', { goods_id: a.goods_id })).topic).toBeNull();
    expect((await post(t.app, '/api/topic/detail', { topic_id: made.data.topic_id })).json.code).toBe(
      ErrorCode.NOT_FOUND,
    );
    const listed = await op.call<{ list: { topic_id: number; state: string }[] }>(
      '/admin/api/promotion/topic/list',
      { state: 'ended', keyword: '测试专题' },
    );
    expect(listed.data.list.map((x) => x.topic_id)).toContain(made.data.topic_id);
  });
});

describe('coupon types, 满减, switches and the schedule', () => {
  it('coupon: refuses a threshold not above the face value, a limit above the total, and a total below what was claimed', async () => {
    const good = {
      name: '测试满 100 减 20',
      site_id: 0,
      type: 'reward',
      money: '20',
      at_least: '100',
      count: 50,
      max_fetch: 1,
      validity_type: 0,
      start_time: nowS() - 60,
      end_time: nowS() + DAY,
    };
    for (const [body, message] of [
      [{ ...good, at_least: '20' }, '使用门槛须高于面额'],
      [{ ...good, max_fetch: 51 }, '每人限领不能超过发放总量'],
      [{ ...good, type: 'discount' }, '请填写折扣'],
      [{ ...good, validity_type: 1 }, '领取后有效天数至少为 1 天'],
      [{ ...good, site_id: 2_000_000_000 }, '不存在'],
      [{ ...good, count: 0 }, '发放总量至少为 1'],
    ] as const) {
      const r = await op.call('/admin/api/promotion/coupon/save', body);
      expect(r.code, JSON.stringify(body)).toBeLessThan(0);
      expect(r.message).toContain(message);
    }
    const made = await op.call<{ coupon_type_id: number }>('/admin/api/promotion/coupon/save', good);
    expect(made.code, made.message).toBe(0);
    const id = made.data.coupon_type_id;
    expect(
      (await callOk(t.app, '/api/coupon/receive', { token: shopper, coupon_type_id: id })).coupon_type_id,
    ).toBe(id);
    expect(
      (await op.call('/admin/api/promotion/coupon/save', { ...good, coupon_type_id: id, count: 0 })).code,
    ).toBe(ErrorCode.INVALID_INPUT);
    await t.database.db.execute(sql`update coupon_type set lead_count = 30 where coupon_type_id = ${id}`);
    expect(
      (await op.call('/admin/api/promotion/coupon/save', { ...good, coupon_type_id: id, count: 29 })).message,
    ).toBe('发放总量不能少于已领取的 30 张');
    expect((await op.call('/admin/api/promotion/coupon/stop', { id })).code).toBe(0);
    const centre = await callOk(t.app, '/api/coupon/typepagelists', { page: 1, page_size: 100 });
    expect(centre.list.map((c) => c.coupon_type_id)).not.toContain(id);
  });

  it('满减: refuses a discount not below its threshold, tiers out of order and another shop’s goods', async () => {
    const [a] = await freeSkus(1);
    const [foreign] = (await freeSkus(40)).filter((s) => s.site_id !== a.site_id);
    const good = {
      site_id: a.site_id,
      manjian_name: '测试店铺满减',
      type: 1,
      goods_ids: [a.goods_id],
      rules: [
        { money: '99', discount_money: '10' },
        { money: '199', discount_money: '30' },
      ],
      start_time: nowS() - 60,
      end_time: nowS() + DAY,
    };
    for (const [body, message] of [
      [{ ...good, rules: [{ money: '99', discount_money: '99' }] }, '减额必须小于满额'],
      [
        {
          ...good,
          rules: [
            { money: '199', discount_money: '30' },
            { money: '99', discount_money: '10' },
          ],
        },
        '从低到高',
      ],
      [{ ...good, goods_ids: [] }, '至少选择 1 个商品'],
      [{ ...good, goods_ids: [foreign.goods_id] }, '不属于该店铺'],
    ] as const) {
      const r = await op.call('/admin/api/promotion/manjian/save', body);
      expect(r.code, JSON.stringify(body)).toBeLessThan(0);
      expect(r.message).toContain(message);
    }
    const made = await op.call<{ manjian_id: number }>('/admin/api/promotion/manjian/save', good);
    expect(made.code, made.message).toBe(0);
    expect((await callOk(t.app, '/api/goods/promotion', { goods_id: a.goods_id })).manjian).toContain(
      '满199减30',
    );
    await op.call('/admin/api/promotion/manjian/stop', { id: made.data.manjian_id });
    expect((await callOk(t.app, '/api/goods/promotion', { goods_id: a.goods_id })).manjian).not.toContain(
      '满199减30',
    );
  });

  it('switches answer /api/addon/addonisexit; a bad kind is refused', async () => {
    expect(
      (await op.call('/admin/api/promotion/switches/save', { kind: 'lottery', enabled: false })).message,
    ).toContain('活动类型不正确');
    expect(
      (
        await op.call<{ groupbuy: boolean }>('/admin/api/promotion/switches/save', {
          kind: 'groupbuy',
          enabled: false,
        })
      ).data.groupbuy,
    ).toBe(false);
    expect((await callOk(t.app, '/api/addon/addonisexit')).groupbuy).toBe(false);
    await op.call('/admin/api/promotion/switches/save', { kind: 'groupbuy', enabled: true });
    expect((await callOk(t.app, '/api/addon/addonisexit')).groupbuy).toBe(true);
    expect(await auditRows(t.database.db, op.accountId, 'promotion.switch')).toHaveLength(2);
  });

  it('the schedule lists every kind in a window; a reversed or too long window is refused', async () => {
    expect(
      (await op.call('/admin/api/promotion/schedule', { from: nowS(), to: nowS() - 1 })).message,
    ).toContain('结束日期必须晚于开始日期');
    expect(
      (await op.call('/admin/api/promotion/schedule', { from: nowS(), to: nowS() + 100 * DAY })).message,
    ).toContain('一次最多查看 92 天');
    const s = await op.call<{ list: { kind: string; state: string; start_minute: number | null }[] }>(
      '/admin/api/promotion/schedule',
      { from: nowS() - 7 * DAY, to: nowS() + 30 * DAY },
    );
    expect(new Set(s.data.list.map((i) => i.kind))).toEqual(
      new Set(['seckill', 'groupbuy', 'combo', 'topic', 'coupon', 'manjian']),
    );
    expect(s.data.list.filter((i) => i.kind === 'seckill').every((i) => i.start_minute !== null)).toBe(true);
  });
});

describe('shops propose goods for platform topics', () => {
  it('a shop proposes its own goods below its price for an open topic; the operator refuses with a reason or accepts it into the topic', async () => {
    const owner = callers.shop_owner;
    const [{ site_id: siteId }] = await rows<{ site_id: number }>(
      sql`select site_id from shop order by site_id limit 1`,
    );
    const [mine, second] = await freeSkus(2, { of: Number(siteId) });
    const [foreign] = (await freeSkus(40)).filter((x) => x.site_id !== Number(siteId));
    const [{ topic_id: running }] = await rows<{ topic_id: number }>(
      sql`select topic_id from topic where name = '湘味年货节'`,
    );
    const [{ topic_id: ended }] = await rows<{ topic_id: number }>(
      sql`select topic_id from topic where name = '秋季丰收节'`,
    );
    const open = await owner.call<{
      topics: { topic_id: number }[];
      skus: { sku_id: number; site_id: number }[];
    }>('/admin/api/shop/campaigns', {});
    expect(open.data.topics.map((x) => x.topic_id)).toContain(running);
    expect(open.data.topics.map((x) => x.topic_id)).not.toContain(ended);
    expect(open.data.skus.every((x) => x.site_id === Number(siteId))).toBe(true);

    const body = { kind: 'topic', activity_id: running, sku_id: mine.sku_id, price: yuan(mine.price - 100) };
    for (const [bad, message] of [
      [{ ...body, sku_id: foreign.sku_id }, '不存在'],
      [{ ...body, price: yuan(mine.price + 100) }, '专题价（'],
      [{ ...body, price: '' }, '请填写活动价'],
      [{ ...body, activity_id: undefined }, '请选择专题'],
      [{ ...body, activity_id: ended }, '已结束'],
    ] as const) {
      const r = await owner.call('/admin/api/shop/campaigns/propose', bad);
      expect(r.code, JSON.stringify(bad)).toBeLessThan(0);
      expect(r.message).toContain(message);
    }
    const first = await owner.call<{ proposal_id: number; status: string }>(
      '/admin/api/shop/campaigns/propose',
      body,
    );
    expect(first.data.status).toBe('pending');
    expect((await owner.call('/admin/api/shop/campaigns/propose', body)).message).toContain('已报名这个专题');
    const other = await owner.call<{ proposal_id: number }>('/admin/api/shop/campaigns/propose', {
      ...body,
      sku_id: second.sku_id,
      price: yuan(second.price - 100),
    });

    expect(
      (await op.call('/admin/api/promotion/proposals/decide', { id: other.data.proposal_id, accept: false }))
        .message,
    ).toContain('驳回请填写原因');
    const refused = await op.call<{ status: string; reason: string }>(
      '/admin/api/promotion/proposals/decide',
      { id: other.data.proposal_id, accept: false, reason: '专题价与往期活动价相同' },
    );
    expect(refused.data).toMatchObject({ status: 'refused', reason: '专题价与往期活动价相同' });
    const accepted = await op.call<{ status: string }>('/admin/api/promotion/proposals/decide', {
      id: first.data.proposal_id,
      accept: true,
    });
    expect(accepted.code, accepted.message).toBe(0);
    expect(accepted.data.status).toBe('accepted');
    expect(
      (
        await op.call('/admin/api/promotion/proposals/decide', {
          id: first.data.proposal_id,
          accept: false,
          reason: '重复',
        })
      ).message,
    ).toContain('不能再次处理');
    expect(
      (await callOk(t.app, '/api/goods/promotion', { goods_id: mine.goods_id })).topic?.topic_price,
    ).toBe(yuan(mine.price - 100));
    const pending = await op.call<{ list: { proposal_id: number }[] }>('/admin/api/promotion/proposals', {
      state: 'pending',
    });
    expect(pending.data.list.map((x) => x.proposal_id)).not.toContain(first.data.proposal_id);
    const back = await owner.call<{ proposals: { proposal_id: number; status: string }[] }>(
      '/admin/api/shop/campaigns',
      {},
    );
    expect(back.data.proposals.find((x) => x.proposal_id === other.data.proposal_id)?.status).toBe('refused');
    expect(await auditRows(t.database.db, op.accountId, 'promotion.proposal.accept')).toHaveLength(1);
  });
});

describe('the seeded programme', () => {
  it('moves seeded activities forward by the days passed, once, and leaves the console’s alone', async () => {
    const [{ value }] = await rows<{ value: { day: number } }>(
      sql`select value from site_config where key = ${PROGRAMME_KEY}`,
    );
    const seeded = async () =>
      (
        await rows<{ end_time: Date }>(
          sql`select end_time from topic where rolls_forward order by topic_id limit 1`,
        )
      )[0].end_time;
    const mine = async () =>
      (
        await rows<{ end_time: Date }>(
          sql`select end_time from topic where not rolls_forward order by topic_id limit 1`,
        )
      )[0]?.end_time;
    const [seededBefore, mineBefore] = [new Date(await seeded()), await mine()];
    const inThreeDays = new Date((value.day + 3) * DAY * 1000 + 3_600_000); // 09:00 China time, three days on
    expect(await rollProgramme(t.database.db, inThreeDays)).toBe(3);
    expect(new Date(await seeded()).getTime() - seededBefore.getTime()).toBe(3 * DAY * 1000);
    if (mineBefore) expect(new Date((await mine())!).getTime()).toBe(new Date(mineBefore).getTime());
    expect(await rollProgramme(t.database.db, inThreeDays)).toBe(0);
  });

  it('runs as a job of the queue when mall-api starts: a mall that slept two days catches up once', async () => {
    const day = async () =>
      (await rows<{ value: { day: number } }>(sql`select value from site_config where key = ${PROGRAMME_KEY}`))[0].value.day;
    const today = chinaDay(new Date());
    await t.database.db.execute(sql`update site_config set value = ${JSON.stringify({ day: today - 2 })}::jsonb where key = ${PROGRAMME_KEY}`);
    const jobs = createInProcessQueue();
    const app = Fastify();
    try {
      await scheduleProgramme(app, t.database.db, jobs, 3600);
      await app.ready();
      // The roll is a job sent when mall-api is ready; it runs on the queue a moment later.
      await expect.poll(day, { timeout: 10_000 }).toBe(today);
      expect(await jobs.failed(10)).toEqual([]);
    } finally {
      await app.close();
      await jobs.stop();
    }
  });
});

describe('activity lists', () => {
  it('each kind pages, sorts by start either way and filters by state (the states add up to all) and keyword', async () => {
    type Listed = { list: { start_time: number; state: string }[]; count: number; page: number; page_size: number };
    for (const kind of ['seckill', 'groupbuy', 'combo', 'topic', 'coupon', 'manjian']) {
      const path = `/admin/api/promotion/${kind}/list`;
      const all = (await op.call<Listed>(path, { page_size: 100 })).data;
      expect(all.list.length, kind).toBe(Math.min(all.count, 100));
      const starts = all.list.map((r) => r.start_time);
      expect(starts, kind).toEqual([...starts].sort((a, b) => b - a));
      const earliest = (await op.call<Listed>(path, { page_size: 100, sort: 'start' })).data;
      expect(earliest.list.map((r) => r.start_time), kind).toEqual([...starts].sort((a, b) => a - b));
      const second = (await op.call<Listed>(path, { page: 2, page_size: 1 })).data;
      expect({ page: second.page, rows: second.list.length, count: second.count }, kind).toEqual({
        page: 2,
        rows: all.count >= 2 ? 1 : 0,
        count: all.count,
      });
      let byState = 0;
      for (const state of ['scheduled', 'running', 'ended', 'stopped']) {
        const some = (await op.call<Listed>(path, { state, page_size: 100 })).data;
        expect(some.list.every((r) => r.state === state), `${kind} ${state}`).toBe(true);
        byState += some.count;
      }
      expect(byState, kind).toBe(all.count);
      expect((await op.call<Listed>(path, { keyword: '没有这样的名字' })).data.count, kind).toBe(0);
    }
  });
});
