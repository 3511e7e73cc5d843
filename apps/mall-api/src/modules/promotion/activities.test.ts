// Contract and rule tests of group-buy, combo and topic pages: lists with filters and paging,
// details, only running activities answered, the topic order kind at the topic price, the group-buy
// stock taken per join and given back on close, bad input on every call, and a burst of concurrent
// joins that never sells more than the activity's stock (run with DATABASE_URL for PostgreSQL).
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ErrorCode } from '@mall/rest-contract';
import { BURST_CONNECTION_WAIT_MS, callOk, login, post, testAppPerFile } from '../../test/harness';
import { promotionKindOfUrl } from './switches';

let tokens: string[];

async function rows<T>(q: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(q)) as unknown as { rows: T[] }).rows;
}
const fen = (yuan: string) => Math.round(Number(yuan) * 100);

const t = testAppPerFile({}, { connectTimeoutMs: BURST_CONNECTION_WAIT_MS });
beforeAll(async () => {
  tokens = [await login(t.app, 'promo01', 'promo01pass'), await login(t.app, 'promo02', 'promo02pass'), await login(t.app, 'promo03', 'promo03pass')];
});

describe('group-buy pages', () => {
  it('lists running group-buys only, filters by keyword, sorts and pages', async () => {
    const all = await callOk(t.app, '/api/groupbuy/page', {});
    expect(all.count).toBe(3);
    for (const g of all.list) {
      expect(g.end_time).toBeGreaterThan(Date.now() / 1000);
      expect(g.sold_num).toBe(g.total_stock - g.stock);
      expect(fen(g.groupbuy_price)).toBeLessThan(fen(g.price));
    }
    const asc = await callOk(t.app, '/api/groupbuy/page', { order: 'price_asc' });
    const prices = asc.list.map((g) => fen(g.groupbuy_price));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const paged = await callOk(t.app, '/api/groupbuy/page', { page: 2, page_size: 2 });
    expect(paged.list).toHaveLength(1);
    expect(paged.page_count).toBe(2);
    const word = all.list[0].goods_name.slice(0, 3);
    const found = await callOk(t.app, '/api/groupbuy/page', { keyword: `  ${word} ` });
    expect(found.list.every((g) => g.goods_name.includes(word))).toBe(true);
    expect((await callOk(t.app, '/api/groupbuy/page', { keyword: '%_%' })).count).toBe(0);
  });

  it('answers a running detail; an ended one is not found', async () => {
    const [first] = (await callOk(t.app, '/api/groupbuy/page', {})).list;
    const d = await callOk(t.app, '/api/groupbuy/detail', { groupbuy_id: first.groupbuy_id });
    expect(d.min_num).toBe(first.min_num);
    expect(d.site_name).not.toBe('');
    const [ended] = await rows<{ groupbuy_id: number }>(sql`select groupbuy_id from groupbuy where end_time <= now() limit 1`);
    expect((await post(t.app, '/api/groupbuy/detail', { groupbuy_id: ended.groupbuy_id })).json.code).toBe(ErrorCode.NOT_FOUND);
  });

  it('a join takes the activity stock, refuses beyond it and a closed order gives it back', async () => {
    const [g] = (await callOk(t.app, '/api/groupbuy/page', {})).list;
    await t.database.db.execute(sql`update groupbuy set stock = ${g.min_num} where groupbuy_id = ${g.groupbuy_id}`);
    const body = { token: tokens[0], order_kind: 'groupbuy', promotion_id: g.groupbuy_id, sku_id: g.sku_id, num: g.min_num };
    const order = await callOk(t.app, '/api/order/create', { ...body, order_key: `gb-a-${Date.now()}` });
    const refused = await post(t.app, '/api/order/create', { ...body, token: tokens[1], order_key: `gb-b-${Date.now()}` });
    expect(refused.json.code).toBe(ErrorCode.BUSINESS);
    expect(refused.json.message).toContain('已团满');
    await callOk(t.app, '/api/order/close', { token: tokens[0], order_id: order.order_id });
    const [{ stock }] = await rows<{ stock: number }>(sql`select stock from groupbuy where groupbuy_id = ${g.groupbuy_id}`);
    expect(Number(stock)).toBe(g.min_num);
    await t.database.db.execute(sql`update groupbuy set stock = ${g.stock} where groupbuy_id = ${g.groupbuy_id}`);
  });
});

describe('combo and topic pages', () => {
  it('answers a combo with its members, saving and buyable packages', async () => {
    const [c] = await rows<{ combo_id: number; combo_price: number }>(sql`select combo_id, combo_price from combo order by combo_id limit 1`);
    const d = await callOk(t.app, '/api/combo/detail', { combo_id: c.combo_id });
    expect(fen(d.combo_price)).toBe(c.combo_price);
    expect(d.goods.length).toBeGreaterThanOrEqual(2);
    expect(fen(d.original_price)).toBe(d.goods.reduce((s, g) => s + fen(g.price) * g.num, 0));
    expect(fen(d.saving)).toBe(fen(d.original_price) - c.combo_price);
    expect(d.stock).toBe(Math.min(...d.goods.map((g) => Math.floor(g.stock / g.num))));
    expect((await post(t.app, '/api/combo/detail', { combo_id: 999999 })).json.code).toBe(ErrorCode.NOT_FOUND);
  });

  it('lists running topics, a topic with its goods and a topic goods', async () => {
    const list = await callOk(t.app, '/api/topic/page', {});
    expect(list.list.map((x) => x.name)).toEqual(['湘味年货节', '春茶上新季']);
    const topic = list.list[0];
    const d = await callOk(t.app, '/api/topic/detail', { topic_id: topic.topic_id, page_size: 4 });
    expect(d.goods.count).toBe(topic.goods_count);
    expect(d.goods.list).toHaveLength(4);
    const g = d.goods.list[0];
    const one = await callOk(t.app, '/api/topic/goods', { id: g.id });
    expect(one.topic_price).toBe(g.topic_price);
    expect(one.topic.name).toBe(topic.name);
    const [ended] = await rows<{ topic_id: number; id: number }>(sql`select t.topic_id, g.id from topic t join topic_goods g using (topic_id) where t.end_time <= now() limit 1`);
    expect((await post(t.app, '/api/topic/detail', { topic_id: ended.topic_id })).json.code).toBe(ErrorCode.NOT_FOUND);
    expect((await post(t.app, '/api/topic/goods', { id: ended.id })).json.code).toBe(ErrorCode.NOT_FOUND);
  });

  it('sells a topic goods at the topic price; an ended topic is refused', async () => {
    const [tp] = (await callOk(t.app, '/api/topic/page', {})).list;
    const [g] = (await callOk(t.app, '/api/topic/detail', { topic_id: tp.topic_id })).goods.list;
    const calc = await callOk(t.app, '/api/order/calculate', { token: tokens[2], order_kind: 'topic', promotion_id: g.id, sku_id: g.sku_id, num: 2 });
    expect(fen(calc.goods_money)).toBe(fen(g.topic_price) * 2);
    const wrongSku = await post(t.app, '/api/order/calculate', { token: tokens[2], order_kind: 'topic', promotion_id: g.id, sku_id: g.sku_id + 1, num: 1 });
    expect(wrongSku.json.message).toBe('所选规格不参加本专题');
    const [ended] = await rows<{ id: number; sku_id: number }>(sql`select g.id, g.sku_id from topic t join topic_goods g using (topic_id) where t.end_time <= now() limit 1`);
    const late = await post(t.app, '/api/order/calculate', { token: tokens[2], order_kind: 'topic', promotion_id: ended.id, sku_id: ended.sku_id, num: 1 });
    expect(late.json.message).toBe('专题活动已结束，请按原价购买');
  });
});

describe('bad input and switches', () => {
  it('answers bad input with a negative code and a Chinese message', async () => {
    for (const [path, body] of [
      ['/api/groupbuy/page', { page: 0 }],
      ['/api/groupbuy/page', { order: 'cheapest' }],
      ['/api/groupbuy/page', { keyword: 'x'.repeat(51) }],
      ['/api/groupbuy/page', { keyword: 12 }],
      ['/api/groupbuy/detail', { groupbuy_id: 'abc' }],
      ['/api/groupbuy/detail', {}],
      ['/api/combo/detail', { combo_id: -1 }],
      ['/api/topic/page', { page_size: 101 }],
      ['/api/topic/detail', { topic_id: 1.5 }],
      ['/api/topic/goods', { id: 2147483648 }],
      ['/api/order/calculate', { token: tokens[0], order_kind: 'topic', promotion_id: 'x', sku_id: 1, num: 1 }],
    ] as const) {
      const r = await post(t.app, path, body);
      expect(r.json.code, `${path} ${JSON.stringify(body)}`).toBeLessThan(0);
      expect(r.json.message).toMatch(/[\u4e00-\u9fa5]/);
    }
    expect((await post(t.app, '/api/topic/goods', { id: 999999 })).json.code).toBe(ErrorCode.NOT_FOUND);
  });

  it('a switched-off kind answers not found on its pages, sells nothing and leaves the nav', async () => {
    const [g] = (await callOk(t.app, '/api/groupbuy/page', {})).list;
    const navUrls = async () => (await callOk(t.app, '/api/pc/navList')).map((n) => (JSON.parse(n.nav_url) as { url: string }).url);
    expect(await navUrls()).toContain('/coupon');
    await t.database.db.execute(sql`update promotion_switch set enabled = false where kind in ('groupbuy', 'topic', 'coupon')`);
    try {
      expect((await post(t.app, '/api/groupbuy/page', {})).json.code).toBe(ErrorCode.NOT_FOUND);
      expect((await post(t.app, '/api/topic/page', {})).json.code).toBe(ErrorCode.NOT_FOUND);
      const order = await post(t.app, '/api/order/calculate', { token: tokens[0], order_kind: 'groupbuy', promotion_id: g.groupbuy_id, sku_id: g.sku_id, num: g.min_num });
      expect(order.json.message).toBe('该活动未开启');
      const urls = await navUrls();
      expect(urls).not.toContain('/coupon');
      expect(urls).toContain('/index');
    } finally {
      await t.database.db.execute(sql`update promotion_switch set enabled = true where kind in ('groupbuy', 'topic', 'coupon')`);
    }
  });
  it('knows which kind a link leads to', () => {
    expect(promotionKindOfUrl('/promotion/groupbuy-3')).toBe('groupbuy');
    expect(promotionKindOfUrl('/promotion/topic_payment?topic_goods_id=1')).toBe('topic');
    expect(promotionKindOfUrl('/coupon')).toBe('coupon');
    expect(promotionKindOfUrl('/promotion/topics-fake')).toBeNull();
    expect(promotionKindOfUrl('/couponx')).toBeNull();
    expect(promotionKindOfUrl('/promotion/special')).toBeNull();
  });
});

describe(`group-buy join burst (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  const STOCK = 6;
  const BURST = 200;
  it(`${BURST} concurrent joins on an activity stock of ${STOCK} units make exactly ${STOCK / 2} orders of 2`, async () => {
    const [g] = await rows<{ groupbuy_id: number; sku_id: number }>(sql`select groupbuy_id, sku_id from groupbuy where start_time <= now() and end_time > now() order by groupbuy_id desc limit 1`);
    await t.database.db.execute(sql`update groupbuy set stock = ${STOCK}, total_stock = ${STOCK}, min_num = 2 where groupbuy_id = ${g.groupbuy_id}`);
    await t.database.db.execute(sql`update goods_sku set stock = 100000 where sku_id = ${g.sku_id}`);
    const results = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        post(t.app, '/api/order/create', { token: tokens[i % tokens.length], order_kind: 'groupbuy', promotion_id: g.groupbuy_id, sku_id: g.sku_id, num: 2, order_key: `gb-burst-${i}-${Date.now()}` }),
      ),
    );
    const ok = results.filter((r) => r.json.code === 0);
    for (const r of results.filter((x) => x.json.code !== 0)) expect(r.json.code, r.json.message).toBe(ErrorCode.BUSINESS);
    expect(ok).toHaveLength(STOCK / 2);
    const [{ stock }] = await rows<{ stock: number }>(sql`select stock from groupbuy where groupbuy_id = ${g.groupbuy_id}`);
    expect(Number(stock)).toBe(0);
    const [{ units }] = await rows<{ units: number }>(sql`select coalesce(sum(num), 0)::int units from promotion_order where kind = 'groupbuy' and promotion_id = ${g.groupbuy_id} and not released`);
    expect(Number(units)).toBe(STOCK);
  }, 60_000);
});
