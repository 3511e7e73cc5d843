// A shop's figures (/admin/api/shop/figures): only the 店主 (stats.read) reads them, only of its own
// shop; the numbers match what the orders say (recomputed here in JavaScript from the rows), a paid
// order and an agreed refund move them, and another shop's figures do not move.
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { ConsoleErrorCode, SHOP_FIGURES_DAYS, type ShopFigures } from '@mall/rest-contract';
import { goods, goodsSku } from '../../db/schema';
import { orderGoods, orders } from '../../db/schema-order';
import { callOk, keyMaker, login, testAppPerFile } from '../../test/harness';
import { signIn, signInShop, type Signed } from '../console/test-support';

const t = testAppPerFile();
const db = () => t.database.db;
const key = keyMaker('shop-figures');
const chinaDay = (d: Date) => new Date(d.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

let demo: string;
let owner: Signed;
let otherOwner: Signed;
let skuId: number;
let goodsId: number;

async function figures(who: Signed): Promise<ShopFigures> {
  const res = await who.call<ShopFigures>('/admin/api/shop/figures', {});
  expect(res.code, res.message).toBe(0);
  return res.data;
}

beforeAll(async () => {
  demo = await login(t.app);
  [owner, otherOwner] = await Promise.all([signInShop(t.app, 1, 'owner'), signInShop(t.app, 3, 'owner')]);
  const [s] = await db()
    .select({ skuId: goodsSku.skuId, goodsId: goods.goodsId })
    .from(goodsSku)
    .innerJoin(goods, eq(goods.goodsId, goodsSku.goodsId))
    .where(and(eq(goods.siteId, 1), eq(goods.isOnShelf, true)))
    .limit(1);
  ({ skuId, goodsId } = s);
  await db().update(goodsSku).set({ stock: 1000 }).where(eq(goodsSku.skuId, skuId));
  await db().execute(sql`update member set balance = 10000000 where username = 'demo'`);
});

describe('shop figures', () => {
  it('only the 店主 reads them; 店员, 核销员 and the platform roles are refused', async () => {
    for (const suffix of ['clerk', 'verifier'] as const) {
      expect((await (await signInShop(t.app, 1, suffix)).call('/admin/api/shop/figures', {})).code, suffix).toBe(ConsoleErrorCode.FORBIDDEN);
    }
    for (const name of ['admin', 'operator', 'finance']) {
      expect((await (await signIn(t.app, name)).call('/admin/api/shop/figures', {})).code, name).toBe(ConsoleErrorCode.FORBIDDEN);
    }
  });

  it('match the shop’s own paid orders of the last 30 China days, day by day', async () => {
    const f = await figures(owner);
    expect(f.site_id).toBe(1);
    expect(f.sales_by_day).toHaveLength(SHOP_FIGURES_DAYS);
    expect(f.sales_by_day.at(-1)!.day).toBe(chinaDay(new Date()));
    const first = f.sales_by_day[0].day;
    const rows = await db().select({ payTime: orders.payTime, money: orders.orderMoney, status: orders.orderStatus, created: orders.createTime }).from(orders).where(eq(orders.siteId, 1));
    const paid = rows.filter((r) => r.payTime && chinaDay(r.payTime) >= first);
    expect(f.paid_orders).toBe(paid.length);
    expect(f.paid_fen).toBe(paid.reduce((s, r) => s + r.money, 0));
    expect(f.sales_by_day.reduce((s, d) => s + d.orders, 0)).toBe(paid.length);
    for (const day of f.sales_by_day) expect(day.paid_fen, day.day).toBe(paid.filter((r) => chinaDay(r.payTime!) === day.day).reduce((s, r) => s + r.money, 0));
    const placed = rows.filter((r) => chinaDay(r.created) >= first);
    expect(f.order_counts.reduce((s, c) => s + c.count, 0)).toBe(placed.length);
    expect(f.order_counts.find((c) => c.status === 'unpaid')?.name).toBe('待付款');
    for (let i = 1; i < f.top_goods.length; i++) expect(f.top_goods[i - 1].paid_fen).toBeGreaterThanOrEqual(f.top_goods[i].paid_fen);
    // Only shop 1's goods are among its top goods.
    const ids = f.top_goods.map((g) => g.goods_id);
    if (ids.length > 0) expect(await db().select({ id: goods.goodsId }).from(goods).where(sql`${goods.goodsId} in ${ids} and ${goods.siteId} <> 1`)).toEqual([]);
  });

  it('a paid order and its agreed refund move the shop’s figures and not another shop’s', async () => {
    const before = await figures(owner);
    const otherBefore = await figures(otherOwner);
    const o = await callOk(t.app, '/api/order/create', { token: demo, sku_id: skuId, num: 2, order_key: key(), delivery_type: 'express' });
    await callOk(t.app, '/api/order/pay', { token: demo, order_ids: [o.order_id], pay_type: 'balance', pay_key: key('pay') });
    const [line] = await db().select().from(orderGoods).where(eq(orderGoods.orderId, o.order_id));
    const [order] = await db().select().from(orders).where(eq(orders.orderId, o.order_id));
    const paid = await figures(owner);
    expect(paid.paid_orders).toBe(before.paid_orders + 1);
    expect(paid.sales_by_day.at(-1)!.paid_fen).toBe(before.sales_by_day.at(-1)!.paid_fen + order.orderMoney);
    const top = paid.top_goods.find((g) => g.goods_id === goodsId);
    expect(top?.num).toBe((before.top_goods.find((g) => g.goods_id === goodsId)?.num ?? 0) + 2);
    expect(paid.order_counts.find((c) => c.status === 'paid')!.count).toBe(before.order_counts.find((c) => c.status === 'paid')!.count + 1);

    const refund = await callOk(t.app, '/api/orderrefund/refund', { token: demo, order_goods_id: line.orderGoodsId, refund_type: 1, refund_reason: '不想要了', refund_money: '0.01' });
    const agreed = await owner.call('/admin/api/shop/refunds/decide', { id: refund.refund_id, agree: true });
    expect(agreed.code, agreed.message).toBe(0);
    const refunded = await figures(owner);
    expect(refunded.refunded_orders).toBe(before.refunded_orders + 1);
    expect(refunded.refund_fen).toBe(before.refund_fen + 1);
    expect(refunded.refund_rate_permille).toBe(Math.round((refunded.refunded_orders * 1000) / refunded.paid_orders));
    expect(await figures(otherOwner)).toEqual(otherBefore);
  });
});
