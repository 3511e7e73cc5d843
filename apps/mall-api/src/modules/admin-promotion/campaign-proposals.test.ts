// Shops propose goods for seckill slots and group-buys (fastify inject): a shop proposes only its own
// goods with every field the activity needs, bad input changes nothing; the operator accepts (the
// activity is made by the operator's own rules, checked again then) or refuses; and a seckill slot is
// stopped (its goods with it, unpaid orders closed) or deleted only while no order was made in it.
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ConsoleErrorCode } from '@mall/rest-contract';
import { callOk, login, testAppPerFile } from '../../test/harness';
import { auditRows, consoleCaller, type ConsoleCaller } from '../admin-review/test-support';
import { chinaMinute, DAY, nowS, promotionReads, yuan } from './test-support';

const t = testAppPerFile();
let op: ConsoleCaller;
let lead: ConsoleCaller;
let owner: ConsoleCaller;
let otherOwner: ConsoleCaller;
let siteId: number;
const { rows, count, freeSkus } = promotionReads(t);

beforeAll(async () => {
  const shops = await rows<{ site_id: number }>(sql`select site_id from shop order by site_id limit 2`);
  siteId = Number(shops[0].site_id);
  op = await consoleCaller(t.app, t.database.db, 'operator');
  lead = await consoleCaller(t.app, t.database.db, 'service_lead');
  owner = await consoleCaller(t.app, t.database.db, 'shop_owner', siteId);
  otherOwner = await consoleCaller(t.app, t.database.db, 'shop_owner', Number(shops[1].site_id));
});

describe('shops propose goods for seckill slots and group-buys', () => {
  it('a seckill proposal needs the slot, stock, limit and dates; the operator accepts it into the slot by the seckill rules', async () => {
    const [mine, clashing] = await freeSkus(2, { of: siteId });
    const [foreign] = await freeSkus(1, { notOf: siteId });
    const slot = await op.call<{ slot_id: number }>('/admin/api/promotion/seckill/slot/save', {
      name: '报名测试场',
      start_minute: 0,
      end_minute: 1440,
    });
    const open = await owner.call<{ slots: { slot_id: number }[] }>('/admin/api/shop/campaigns', {});
    expect(open.data.slots.map((s) => s.slot_id)).toContain(slot.data.slot_id);
    const body = {
      kind: 'seckill',
      activity_id: slot.data.slot_id,
      sku_id: mine.sku_id,
      price: yuan(mine.price - 100),
      total_stock: 5,
      limit_num: 1,
      start_time: nowS() - 60,
      end_time: nowS() + DAY,
    };
    const before = await count('campaign_proposal');
    for (const [bad, message] of [
      [{ ...body, activity_id: undefined }, '请选择秒杀场次'],
      [{ ...body, limit_num: undefined }, '请填写每人限购'],
      [{ ...body, total_stock: undefined }, '请填写活动库存'],
      [{ ...body, start_time: undefined }, '请选择开始时间'],
      [{ ...body, end_time: body.start_time - 60 }, '结束时间必须晚于开始时间'],
      [{ ...body, end_time: nowS() - 10, start_time: nowS() - DAY }, '结束时间已过'],
      [{ ...body, price: yuan(mine.price) }, '秒杀价（'],
      [{ ...body, total_stock: mine.stock + 1 }, '活动库存不能超过商品库存'],
      [{ ...body, sku_id: foreign.sku_id }, '不存在'],
      [{ ...body, activity_id: 2_000_000_000 }, '秒杀场次不存在'],
      [{ ...body, kind: 'flash' }, '请选择报名的活动类型'],
    ] as const) {
      const r = await owner.call('/admin/api/shop/campaigns/propose', bad);
      expect(r.code, JSON.stringify(bad)).toBeLessThan(0);
      expect(r.message, JSON.stringify(bad)).toContain(message);
    }
    expect(await count('campaign_proposal')).toBe(before);

    const first = await owner.call<{ proposal_id: number; kind: string; activity_name: string }>(
      '/admin/api/shop/campaigns/propose',
      body,
    );
    expect(first.code, first.message).toBe(0);
    expect(first.data).toMatchObject({ kind: 'seckill', activity_name: '报名测试场' });
    expect((await owner.call('/admin/api/shop/campaigns/propose', body)).message).toContain('已报名这个秒杀场次');
    // Another shop does not see it; only the platform decides.
    const theirs = await otherOwner.call<{ proposals: { proposal_id: number }[] }>('/admin/api/shop/campaigns', {});
    expect(theirs.data.proposals.map((p) => p.proposal_id)).not.toContain(first.data.proposal_id);
    for (const who of [owner, lead])
      expect((await who.call('/admin/api/promotion/proposals/decide', { id: first.data.proposal_id, accept: true })).code).toBe(
        ConsoleErrorCode.FORBIDDEN,
      );
    const listed = await lead.call<{ list: { proposal_id: number }[] }>('/admin/api/promotion/proposals', {
      kind: 'seckill',
      state: 'pending',
    });
    expect(listed.data.list.map((p) => p.proposal_id)).toContain(first.data.proposal_id);

    const accepted = await op.call<{ status: string }>('/admin/api/promotion/proposals/decide', {
      id: first.data.proposal_id,
      accept: true,
    });
    expect(accepted.code, accepted.message).toBe(0);
    expect(accepted.data.status).toBe('accepted');
    const onPage = await callOk(t.app, '/api/seckill/page', { slot_id: slot.data.slot_id });
    expect(onPage.list.map((g) => [g.sku_id, g.seckill_price])).toEqual([[mine.sku_id, yuan(mine.price - 100)]]);
    expect(await auditRows(t.database.db, op.accountId, 'promotion.seckill.create')).toHaveLength(1);

    // The rules are checked again when deciding: the goods was put in an overlapping slot meanwhile.
    const second = await owner.call<{ proposal_id: number }>('/admin/api/shop/campaigns/propose', {
      ...body,
      sku_id: clashing.sku_id,
      price: yuan(clashing.price - 100),
    });
    const busy = await op.call<{ slot_id: number }>('/admin/api/promotion/seckill/slot/save', {
      name: '报名测试场 B',
      start_minute: 600,
      end_minute: 660,
    });
    expect(
      (
        await op.call('/admin/api/promotion/seckill/save', {
          slot_id: busy.data.slot_id,
          sku_id: clashing.sku_id,
          seckill_price: yuan(clashing.price - 50),
          total_stock: 3,
          limit_num: 1,
          start_time: nowS() - 60,
          end_time: nowS() + DAY,
        })
      ).code,
    ).toBe(0);
    const refusedAccept = await op.call('/admin/api/promotion/proposals/decide', {
      id: second.data.proposal_id,
      accept: true,
    });
    expect(refusedAccept.message).toContain('同一商品的秒杀场次不能重叠');
    const [still] = await rows<{ status: string }>(
      sql`select status from campaign_proposal where proposal_id = ${second.data.proposal_id}`,
    );
    expect(still.status).toBe('pending');
  });

  it('a group-buy proposal becomes a group-buy at its price when accepted; a refusal carries its reason to the shop', async () => {
    const [a, b] = await freeSkus(2, { of: siteId });
    const body = {
      kind: 'groupbuy',
      sku_id: a.sku_id,
      price: yuan(a.price - 150),
      total_stock: 20,
      min_num: 3,
      start_time: nowS() - 60,
      end_time: nowS() + 3 * DAY,
    };
    for (const [bad, message] of [
      [{ ...body, min_num: undefined }, '请填写起团件数'],
      [{ ...body, min_num: 1 }, '起团件数至少为 2'],
      [{ ...body, total_stock: 0 }, '活动库存至少为 1'],
      [{ ...body, price: yuan(a.price + 1) }, '团购价（'],
      [{ ...body, price: '-1' }, '活动价不能为负数'],
    ] as const) {
      const r = await owner.call('/admin/api/shop/campaigns/propose', bad);
      expect(r.message, JSON.stringify(bad)).toContain(message);
    }
    const made = await owner.call<{ proposal_id: number }>('/admin/api/shop/campaigns/propose', body);
    expect(made.code, made.message).toBe(0);
    const other = await owner.call<{ proposal_id: number }>('/admin/api/shop/campaigns/propose', {
      ...body,
      sku_id: b.sku_id,
      price: yuan(b.price - 100),
    });
    const refused = await op.call('/admin/api/promotion/proposals/decide', {
      id: other.data.proposal_id,
      accept: false,
      reason: '团购价与日常售价相差太小',
    });
    expect(refused.code, refused.message).toBe(0);
    const accepted = await op.call('/admin/api/promotion/proposals/decide', { id: made.data.proposal_id, accept: true });
    expect(accepted.code, accepted.message).toBe(0);
    const [gb] = await rows<{ groupbuy_price: number; min_num: number; total_stock: number }>(
      sql`select groupbuy_price, min_num, total_stock from groupbuy where sku_id = ${a.sku_id} and status = 1`,
    );
    expect(gb).toEqual({ groupbuy_price: a.price - 150, min_num: 3, total_stock: 20 });
    expect(await rows(sql`select 1 from groupbuy where sku_id = ${b.sku_id}`)).toEqual([]);
    const back = await owner.call<{ proposals: { proposal_id: number; status: string; reason: string }[] }>(
      '/admin/api/shop/campaigns',
      {},
    );
    expect(back.data.proposals.find((p) => p.proposal_id === other.data.proposal_id)).toMatchObject({
      status: 'refused',
      reason: '团购价与日常售价相差太小',
    });
  });
});

describe('stopping and deleting a seckill slot', () => {
  it('a slot with orders cannot be deleted; stopping it stops its goods and closes their unpaid orders; an unused slot is deleted', async () => {
    const [sku] = await freeSkus(1, {});
    const shopper = await login(t.app, 'promo03', 'promo03pass');
    const m = chinaMinute();
    const slot = await op.call<{ slot_id: number }>('/admin/api/promotion/seckill/slot/save', {
      name: '停止测试场',
      start_minute: m,
      end_minute: Math.min(1440, m + 30),
    });
    const made = await op.call<{ seckill_id: number }>('/admin/api/promotion/seckill/save', {
      slot_id: slot.data.slot_id,
      sku_id: sku.sku_id,
      seckill_price: yuan(sku.price - 100),
      total_stock: 5,
      limit_num: 1,
      start_time: nowS() - 60,
      end_time: nowS() + DAY,
    });
    expect(made.code, made.message).toBe(0);
    const order = await callOk(t.app, '/api/order/create', {
      token: shopper,
      order_kind: 'seckill',
      promotion_id: made.data.seckill_id,
      sku_id: sku.sku_id,
      num: 1,
      order_key: `slot-stop-${Date.now()}`,
    });
    const id = slot.data.slot_id;
    expect((await lead.call('/admin/api/promotion/seckill/slot/stop', { id })).code).toBe(ConsoleErrorCode.FORBIDDEN);
    expect((await owner.call('/admin/api/promotion/seckill/slot/delete', { id })).code).toBe(ConsoleErrorCode.FORBIDDEN);
    expect((await op.call('/admin/api/promotion/seckill/slot/stop', { id: 0 })).message).toContain('场次编号');
    expect((await op.call('/admin/api/promotion/seckill/slot/delete', { id: 2_000_000_000 })).message).toContain('不存在');
    const refused = await op.call('/admin/api/promotion/seckill/slot/delete', { id });
    expect(refused.message).toContain('已有 1 笔秒杀订单，不能删除');
    expect(await rows(sql`select 1 from seckill_slot where slot_id = ${id}`)).toHaveLength(1);

    const stopped = await op.call<{ closed_orders: number }>('/admin/api/promotion/seckill/slot/stop', { id });
    expect(stopped.data.closed_orders).toBe(1);
    const [o] = await rows<{ order_status: string }>(sql`select order_status from orders where order_id = ${order.order_id}`);
    expect(o.order_status).toBe('closed');
    expect((await callOk(t.app, '/api/seckill/lists')).list.map((s) => s.slot_id)).not.toContain(id);
    expect((await callOk(t.app, '/api/goods/promotion', { goods_id: sku.goods_id })).seckill).toBeNull();
    expect((await op.call('/admin/api/promotion/seckill/slot/stop', { id })).message).toContain('已停止');
    expect(
      (await op.call('/admin/api/promotion/seckill/slot/save', { slot_id: id, name: '停止测试场', start_minute: 0, end_minute: 60 }))
        .message,
    ).toContain('已停止');
    const slots = await owner.call<{ slots: { slot_id: number }[] }>('/admin/api/shop/campaigns', {});
    expect(slots.data.slots.map((s) => s.slot_id)).not.toContain(id);
    const [stopAudit] = await auditRows(t.database.db, op.accountId, 'promotion.seckill.slot.stop');
    expect(stopAudit.after).toEqual({ status: 0, stopped_goods: 1, closed_orders: 1 });

    const unused = await op.call<{ slot_id: number }>('/admin/api/promotion/seckill/slot/save', {
      name: '未用场次',
      start_minute: 1380,
      end_minute: 1440,
    });
    const deleted = await op.call('/admin/api/promotion/seckill/slot/delete', { id: unused.data.slot_id });
    expect(deleted.code, deleted.message).toBe(0);
    expect(await rows(sql`select 1 from seckill_slot where slot_id = ${unused.data.slot_id}`)).toEqual([]);
    expect(await auditRows(t.database.db, op.accountId, 'promotion.seckill.slot.delete')).toHaveLength(1);
  });
});
