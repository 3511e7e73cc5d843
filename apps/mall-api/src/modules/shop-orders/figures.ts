// A shop's figures (店铺数据): the last SHOP_FIGURES_DAYS China days of its own orders only. Every
// aggregate is one statement over `orders` / `order_goods` / `order_refund` filtered by the shop's
// site_id; counts are cast to int in SQL so PGlite and PostgreSQL answer the same numbers (bigint would
// come back as a string on one and a number on the other).
import { sql, type SQL } from 'drizzle-orm';
import { ORDER_STATUS_NAMES, ORDER_STATUSES, SHOP_FIGURES_DAYS, SHOP_TOP_GOODS, type ShopFigures } from '@mall/rest-contract';
import type { Tx } from '../../db/client';

/** The China day of a timestamp column. */
const chinaDay = (column: SQL) => sql`(${column} at time zone 'Asia/Shanghai')::date`;
const TODAY = sql`(now() at time zone 'Asia/Shanghai')::date`;
const SINCE = sql`(${TODAY} - ${sql.raw(String(SHOP_FIGURES_DAYS - 1))})`;
/** An order that was paid in the period (a later full refund closes it, it was still a sale). */
const PAID_IN_PERIOD = sql`o.pay_time is not null and ${chinaDay(sql`o.pay_time`)} >= ${SINCE}`;

async function rows<T>(tx: Tx, query: SQL): Promise<T[]> {
  return ((await tx.execute(query)) as unknown as { rows: T[] }).rows;
}
const int = (v: unknown) => Number(v ?? 0);

export async function shopFigures(tx: Tx, shopId: number): Promise<ShopFigures> {
  const days = await rows<{ day: string; orders: unknown; paid_fen: unknown }>(
    tx,
    sql`select to_char(d.day, 'YYYY-MM-DD') as day, count(o.order_id)::int as orders, coalesce(sum(o.order_money), 0)::int as paid_fen
      from generate_series(${SINCE}::timestamp, ${TODAY}::timestamp, interval '1 day') as d(day)
      left join orders o on o.site_id = ${shopId} and o.pay_time is not null and ${chinaDay(sql`o.pay_time`)} = d.day::date
      group by d.day order by d.day`,
  );
  const top = await rows<{ goods_id: unknown; name: string; num: unknown; paid_fen: unknown }>(
    tx,
    sql`select og.goods_id::int as goods_id, coalesce(max(g.goods_name), max(og.sku_name)) as name,
        sum(og.num)::int as num, coalesce(sum(og.real_goods_money), 0)::int as paid_fen
      from order_goods og join orders o on o.order_id = og.order_id left join goods g on g.goods_id = og.goods_id
      where o.site_id = ${shopId} and ${PAID_IN_PERIOD}
      group by og.goods_id order by 4 desc, 3 desc, 1 limit ${SHOP_TOP_GOODS}`,
  );
  const [paid] = await rows<{ orders: unknown; paid_fen: unknown; refunded_orders: unknown }>(
    tx,
    sql`select count(*)::int as orders, coalesce(sum(o.order_money), 0)::int as paid_fen,
        (count(*) filter (where exists (select 1 from order_refund r where r.order_id = o.order_id and r.status = 'refunded')))::int as refunded_orders
      from orders o where o.site_id = ${shopId} and ${PAID_IN_PERIOD}`,
  );
  const [refund] = await rows<{ refund_fen: unknown }>(
    tx,
    sql`select coalesce(sum(r.refund_money), 0)::int as refund_fen from order_refund r join orders o on o.order_id = r.order_id
      where o.site_id = ${shopId} and r.status = 'refunded' and ${PAID_IN_PERIOD}`,
  );
  const statuses = await rows<{ status: string; n: unknown }>(
    tx,
    sql`select o.order_status as status, count(*)::int as n from orders o
      where o.site_id = ${shopId} and ${chinaDay(sql`o.create_time`)} >= ${SINCE} group by o.order_status`,
  );
  const byStatus = new Map(statuses.map((s) => [s.status, int(s.n)]));
  const paidOrders = int(paid?.orders);
  const refundedOrders = int(paid?.refunded_orders);
  return {
    site_id: shopId,
    sales_by_day: days.map((d) => ({ day: d.day, orders: int(d.orders), paid_fen: int(d.paid_fen) })),
    top_goods: top.map((g) => ({ goods_id: int(g.goods_id), name: g.name ?? '', num: int(g.num), paid_fen: int(g.paid_fen) })),
    paid_orders: paidOrders,
    paid_fen: int(paid?.paid_fen),
    refunded_orders: refundedOrders,
    refund_fen: int(refund?.refund_fen),
    refund_rate_permille: paidOrders === 0 ? 0 : Math.round((refundedOrders * 1000) / paidOrders),
    order_counts: ORDER_STATUSES.map((status) => ({ status, name: ORDER_STATUS_NAMES[status], count: byStatus.get(status) ?? 0 })),
  };
}
