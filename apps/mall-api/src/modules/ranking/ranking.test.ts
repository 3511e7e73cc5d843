// /api/pc/ranking_list through the REST contract: bad input, figures that follow real payments and
// refunds (and equal a rebuild from the orders), the region rules of SPEC §4, periods, stable ties,
// unit purchases and unit top-ups, and the masked trade list.
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ErrorCode } from '@mall/rest-contract';
import { callOk, login, post, testAppPerFile } from '../../test/harness';
import { rebuildRanking } from './ledger';
import { consoleCaller, type ConsoleCaller } from '../admin-review/test-support';
import { createRankingService, maskMobile, maskName, periodStart } from './service';

let demo: string;
let sku: { sku_id: number; discount_price: number; site_id: number };
let addr: { province_id: number; city_id: number };
let n = 0;
const key = () => `rank-${Date.now().toString(36)}-${++n}`;

async function rows<T>(q: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(q)) as unknown as { rows: T[] }).rows;
}
/** A console call as the platform's super admin (the refund and payment reviews are console calls). */
let staffCaller: ConsoleCaller | undefined;
const admin = async (path: string, body: Record<string, unknown>) => (staffCaller ??= await consoleCaller(t.app, t.database.db, 'super_admin')).call(path, body);
const ranking = (body: Record<string, unknown>) => callOk(t.app, '/api/pc/ranking_list', body);
const fen = (yuan: string) => Math.round(Number(yuan) * 100);
const moneyOf = async (body: Record<string, unknown>, id: number) => fen((await ranking({ limit: 50, ...body })).list.find((e) => e.id === id)?.money ?? '0');

async function payOrder(payType: 'balance' | 'demo' = 'demo') {
  const o = await callOk(t.app, '/api/order/create', { token: demo, sku_id: sku.sku_id, num: 1, order_key: key() });
  await callOk(t.app, '/api/order/pay', { token: demo, order_ids: [o.order_id], pay_type: payType, pay_key: key() });
  const detail = await callOk(t.app, '/api/order/detail', { token: demo, order_id: o.order_id });
  return { orderId: o.order_id, money: fen(detail.order_money), goods: detail.goods_list[0] };
}
const snapshot = async () => ({
  totals: await rows(sql`select dim, key_id, month, money::bigint::text as money, order_num from ranking_total order by dim, key_id, month`),
  orders: await rows(sql`select * from ranking_order order by order_id`),
});

const t = testAppPerFile();
beforeAll(async () => {
  demo = await login(t.app);
  [sku] = await rows(sql`
    select s.sku_id, s.discount_price, g.site_id from goods_sku s join goods g using (goods_id)
    where g.is_on_shelf and s.stock >= 100 and s.discount_price between 1000 and 5000 order by s.sku_id limit 1`);
  [addr] = await rows(sql`select province_id, city_id from member_address where member_id = 1 and is_default`);
});

describe('/api/pc/ranking_list input', () => {
  it('refuses bad bodies with a negative code and a Chinese message', async () => {
    for (const body of [{}, { type: 'city' }, { type: 'area', level: -1 }, { type: 'area', area_id: 2147483648 }, { type: 'shop', limit: 51 }, { type: 'shop', limit: 0 }, { type: 'area', period: 'week' }, { type: 'area', org_type: 'x' }]) {
      const { json } = await post(t.app, '/api/pc/ranking_list', body);
      expect(json.code, JSON.stringify(body)).toBe(ErrorCode.INVALID_INPUT);
      expect(json.message).toMatch(/[\u4e00-\u9fa5]/);
    }
  });
  it('needs no login', async () => {
    expect((await ranking({ type: 'order_real_time' })).type).toBe('order_real_time');
  });
});

describe('figures from paid orders, refunds deducted', () => {
  it('the seed is counted from the orders (a rebuild changes nothing)', async () => {
    const before = await snapshot();
    expect(before.orders.length).toBeGreaterThan(0);
    await rebuildRanking(t.database.db);
    expect(await snapshot()).toEqual(before);
  });

  it('a payment grows its province, city and shop at once; a refund takes it off again', async () => {
    const province0 = await moneyOf({ type: 'area' }, addr.province_id);
    const city0 = await moneyOf({ type: 'area', level: 2, area_id: addr.province_id }, addr.city_id);
    const shop0 = await moneyOf({ type: 'shop' }, sku.site_id);
    const paid = await payOrder('balance');
    expect(await moneyOf({ type: 'area' }, addr.province_id)).toBe(province0 + paid.money);
    expect(await moneyOf({ type: 'area', level: 2, area_id: addr.province_id }, addr.city_id)).toBe(city0 + paid.money);
    expect(await moneyOf({ type: 'shop' }, sku.site_id)).toBe(shop0 + paid.money);

    const refund = await callOk(t.app, '/api/orderrefund/refund', { token: demo, order_goods_id: paid.goods.order_goods_id, refund_reason: '其他', refund_money: paid.goods.real_goods_money });
    // Applying changes nothing; the agreed refund does.
    expect(await moneyOf({ type: 'area' }, addr.province_id)).toBe(province0 + paid.money);
    expect((await admin('/admin/api/review/refunds/decide', { id: refund.refund_id, agree: true })).code).toBe(0);
    const refunded = fen(paid.goods.real_goods_money);
    expect(await moneyOf({ type: 'area' }, addr.province_id)).toBe(province0 + paid.money - refunded);
    expect(await moneyOf({ type: 'shop' }, sku.site_id)).toBe(shop0 + paid.money - refunded);
  });

  it('an unpaid or refused offline order counts nothing; an approved one counts once', async () => {
    const province0 = await moneyOf({ type: 'area' }, addr.province_id);
    await callOk(t.app, '/api/order/create', { token: demo, sku_id: sku.sku_id, num: 1, order_key: key() });
    expect(await moneyOf({ type: 'area' }, addr.province_id)).toBe(province0);
    const o = await callOk(t.app, '/api/order/create', { token: demo, sku_id: sku.sku_id, num: 2, order_key: key() });
    const image = `/upload/certificate/1_${'0123456789abcdef'}.png`;
    const p = await callOk(t.app, '/api/order/paytickets', { token: demo, order_ids: [o.order_id], images: [image], pay_key: key() });
    expect(await moneyOf({ type: 'area' }, addr.province_id)).toBe(province0);
    expect((await admin('/admin/api/review/payments/decide', { id: p.payment_id, agree: true })).code).toBe(0);
    expect(await moneyOf({ type: 'area' }, addr.province_id)).toBe(province0 + fen(p.amount));
  });

  it('what the transactions kept equals a rebuild from orders and refunds', async () => {
    const kept = await snapshot();
    await rebuildRanking(t.database.db);
    expect(await snapshot()).toEqual(kept);
  });
});

describe('the region rules of SPEC §4', () => {
  it('level 1 ranks provinces and lists them as filters', async () => {
    const r = await ranking({ type: 'area' });
    expect(r.level).toBe(1);
    expect(r.list.length).toBeGreaterThan(0);
    expect(r.address_list.every((a) => a.level === 1)).toBe(true);
    expect(r.address_list.length).toBeGreaterThanOrEqual(30);
  });
  it('level 2 ranks the cities of the province; a level above 2 is ignored (stays at 2)', async () => {
    const two = await ranking({ type: 'area', level: 2, area_id: addr.province_id });
    expect(two).toMatchObject({ level: 2, area_id: addr.province_id });
    expect(two.list.some((e) => e.id === addr.city_id)).toBe(true);
    expect(two.address_list.filter((a) => a.level === 2).length).toBeGreaterThan(0);
    const three = await ranking({ type: 'area', level: 3, area_id: addr.province_id });
    expect(three.list).toEqual(two.list);
    expect(three.level).toBe(2);
    // A city's id drills into its province.
    expect((await ranking({ type: 'area', level: 2, area_id: addr.city_id })).area_id).toBe(addr.province_id);
  });
  it('level 2 without a province (all) is level 1', async () => {
    const all = await ranking({ type: 'area', level: 2, area_id: 0 });
    expect(all.level).toBe(1);
    expect(all.list).toEqual((await ranking({ type: 'area' })).list);
  });
});

describe('periods, ties, units and top-ups', () => {
  it('periods count the months of this month, this year or every month (China time)', async () => {
    expect(periodStart('month', new Date('2026-12-31T16:30:00Z'))).toBe('2027-01');
    expect(periodStart('year', new Date('2026-06-15T00:00:00Z'))).toBe('2026-01');
    expect(periodStart('all')).toBe('');
    const [shopA] = await rows<{ site_id: number }>(sql`select site_id from shop order by site_id desc limit 1`);
    await t.database.db.execute(sql`insert into ranking_total (dim, key_id, month, money, order_num) values ('shop', ${shopA.site_id}, '2020-03', 9900000000, 5)`);
    const svc = createRankingService(t.database.db);
    const all = await svc.list({ type: 'shop', area_id: 0, level: 1, org_type: 0, period: 'all', limit: 10 });
    expect(all.list[0]).toMatchObject({ id: shopA.site_id, rank: 1 });
    for (const period of ['month', 'year'] as const) {
      const r = await svc.list({ type: 'shop', area_id: 0, level: 1, org_type: 0, period, limit: 50 });
      expect(r.list.some((e) => e.id === shopA.site_id && fen(e.money) >= 9900000000)).toBe(false);
    }
    await t.database.db.execute(sql`delete from ranking_total where month = '2020-03'`);
  });

  it('equal totals rank by the smaller id, the same way every time', async () => {
    const shops = await rows<{ site_id: number }>(sql`select site_id from shop order by site_id desc limit 3`);
    // Top each shop up to the same total, whatever it sold already.
    for (const s of shops) {
      await t.database.db.execute(sql`insert into ranking_total (dim, key_id, month, money, order_num)
        select 'shop', ${s.site_id}, '2021-01', 8800000000 - coalesce(sum(money), 0), 1 from ranking_total where dim = 'shop' and key_id = ${s.site_id}`);
    }
    const r = await ranking({ type: 'shop', limit: 3 });
    expect(r.list.map((e) => e.id)).toEqual(shops.map((s) => s.site_id).sort((a, b) => a - b));
    expect(r.list.map((e) => e.rank)).toEqual([1, 2, 3]);
    await t.database.db.execute(sql`delete from ranking_total where month = '2021-01'`);
  });

  it('company ranks the units of the buyers, filtered by unit type; voucher ranks paid top-ups', async () => {
    const [u1] = await rows<{ org_id: number }>(sql`insert into org_unit (org_name, org_type) values ('云南省普洱市思茅区农业农村局机关工会委员会', 1) returning org_id`);
    const [u2] = await rows<{ org_id: number }>(sql`insert into org_unit (org_name, org_type) values ('成都市锦江区教育局', 2) returning org_id`);
    await t.database.db.execute(sql`delete from org_member where member_id = 1`);
    await t.database.db.execute(sql`insert into org_member (org_id, member_id, role) values (${u1.org_id}, 1, 'admin')`);
    const paid = await payOrder();
    const company = await ranking({ type: 'company', limit: 50 });
    expect(company.list.find((e) => e.id === u1.org_id)).toMatchObject({ org_name: '云南省普洱市思茅区农业农村局机关工会委员会', money: (paid.money / 100).toFixed(2) });
    expect(company.org_type_list.length).toBeGreaterThan(0);
    expect((await ranking({ type: 'company', org_type: 2, limit: 50 })).list.some((e) => e.id === u1.org_id)).toBe(false);

    const now = new Date();
    await t.database.db.execute(sql`insert into voucher_order (order_no, org_id, org_type, member_id, amount, status, pay_time) values
      ('VR-T1', ${u1.org_id}, 1, 1, 500000, 'paid', ${now}), ('VR-T2', ${u2.org_id}, 2, 1, 800000, 'paid', ${now}),
      ('VR-T3', ${u1.org_id}, 1, 1, 900000, 'unpaid', null), ('VR-T4', ${u1.org_id}, 1, 1, 300000, 'paid', ${new Date('2020-01-05T00:00:00Z')})`);
    const all = await ranking({ type: 'voucher', limit: 50 });
    expect(all.list.find((e) => e.id === u1.org_id)?.money).toBe('8000.00');
    expect(all.list.find((e) => e.id === u2.org_id)?.money).toBe('8000.00');
    // Equal top-ups: the smaller org_id first.
    expect(all.list.findIndex((e) => e.id === u1.org_id)).toBeLessThan(all.list.findIndex((e) => e.id === u2.org_id));
    expect((await ranking({ type: 'voucher', period: 'year', limit: 50 })).list.find((e) => e.id === u1.org_id)?.money).toBe('5000.00');
    expect((await ranking({ type: 'voucher', org_type: 2, limit: 50 })).list.map((e) => e.id)).not.toContain(u1.org_id);
  });
});

describe('order_real_time', () => {
  it('lists the latest paid orders first, buyers masked', async () => {
    const paid = await payOrder();
    const r = await ranking({ type: 'order_real_time', limit: 5 });
    expect(r.list[0]).toMatchObject({ id: paid.orderId, money: (paid.money / 100).toFixed(2), rank: 1 });
    expect(r.list[0].username).toMatch(/^.\*\*$/u);
    expect(r.list[0].mobile).toMatch(/^\d{3}\*{4}\d{4}$/);
    const times = r.list.map((e) => e.create_time);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });
  it('masks names and mobiles', () => {
    expect(maskName('张三丰')).toBe('张**');
    expect(maskName('欧阳')).toBe('欧**');
    expect(maskName('')).toBe('**');
    expect(maskMobile('13812348000')).toBe('138****8000');
    expect(maskMobile('12345')).toBe('****45');
  });
});
