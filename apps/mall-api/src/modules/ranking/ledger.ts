// Keeps the ranking tables (db/schema-ranking.ts) in step with the money: a paid order adds its money
// to its province, city, shop and unit for the month it was paid (China time); an agreed refund takes
// its money off the same keys. Both run inside the payment / refund transaction (the order module's
// transition() calls onTransition), so the board never shows a payment that rolled back.
// rebuildRanking recomputes everything from orders and refunds: after seeding, and as the reference
// the tests compare the incremental figures with.
//
// Why an aggregate table and not a materialised view: a view must be refreshed (a full scan of the
// paid orders: see tools/bench/ranking.mjs for its time at 100,000 orders) and shows nothing between
// refreshes, while an order paid now must show at once in the ticker and its region's total. The
// price is one small upsert (≤ 4 rows, taken in key order so two payments cannot deadlock) per paid
// order or refund.
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { rowsOf } from '../order/helpers';

/** 'YYYY-MM' of a moment in China time (UTC+8, no daylight saving). */
export const monthOf = (d: Date) => new Date(d.getTime() + 8 * 3600_000).toISOString().slice(0, 7);
/** The same in SQL, for a timestamptz expression. */
const monthSql = (col: string) => sql.raw(`to_char((${col} at time zone 'UTC') + interval '8 hours', 'YYYY-MM')`);

interface Keys {
  province_id: number;
  city_id: number;
  site_id: number;
  org_id: number;
  month: string;
}

/** Adds money (fen, negative for a refund) and orders to every key of one order, in key order. */
async function addTotals(tx: Tx | Db, k: Keys, money: number, orderNum: number) {
  const keys = (
    [
      ['city', Number(k.city_id)],
      ['company', Number(k.org_id)],
      ['province', Number(k.province_id)],
      ['shop', Number(k.site_id)],
    ] as const
  ).filter(([, id]) => id > 0);
  if (keys.length === 0) return;
  const values = sql.join(
    keys.map(([dim, id]) => sql`(${dim}, ${id}, ${k.month}, ${money}, ${orderNum})`),
    sql`, `,
  );
  await tx.execute(sql`
    insert into ranking_total (dim, key_id, month, money, order_num) values ${values}
    on conflict (dim, month, key_id) do update
      set money = ranking_total.money + excluded.money, order_num = ranking_total.order_num + excluded.order_num`);
}

const orderRowSelect = (refunds: boolean) => sql`
  select o.order_id, o.member_id, o.name, o.mobile,
    coalesce(a.province_id, 0) as province_id, coalesce(a.city_id, 0) as city_id, o.site_id,
    coalesce((select m.org_id from org_member m where m.member_id = o.member_id), 0) as org_id,
    coalesce((select g.sku_name from order_goods g where g.order_id = o.order_id order by g.order_goods_id limit 1), '') as sku_name,
    o.order_money,
    ${refunds ? sql`coalesce((select sum(r.refund_money) from order_refund r where r.order_id = o.order_id and r.status = 'refunded'), 0)` : sql`0`} as refund_money,
    ${monthSql('o.pay_time')} as month, o.pay_time
  from orders o left join member_address a on a.id = o.address_id and a.member_id = o.member_id
  where o.pay_time is not null`;

const orderColumns = sql.raw('order_id, member_id, name, mobile, province_id, city_id, site_id, org_id, sku_name, order_money, refund_money, month, pay_time');

/** An order became paid (pay or approve_offline): record it once. */
export async function recordPaid(tx: Tx | Db, orderId: number) {
  const [row] = await rowsOf<Keys & { order_money: number }>(
    tx,
    sql`insert into ranking_order (${orderColumns}) ${orderRowSelect(false)} and o.order_id = ${orderId}
        on conflict (order_id) do nothing
        returning province_id, city_id, site_id, org_id, month, order_money`,
  );
  if (row) await addTotals(tx, row, Number(row.order_money), 1);
}

/** A refund was agreed: deduct its money from the keys of its order. */
export async function recordRefund(tx: Tx | Db, refundId: number) {
  const [row] = await rowsOf<Keys & { refund: number }>(
    tx,
    sql`update ranking_order ro set refund_money = ro.refund_money + r.refund_money
        from order_refund r where r.refund_id = ${refundId} and ro.order_id = r.order_id
        returning ro.province_id, ro.city_id, ro.site_id, ro.org_id, ro.month, r.refund_money as refund`,
  );
  if (row) await addTotals(tx, row, -Number(row.refund), 0);
}

/** The order module's transition() calls this after every state change, inside its transaction. */
export async function onTransition(tx: Tx | Db, machine: string, id: number, to: string) {
  if (machine === 'order' && to === 'paid') await recordPaid(tx, id);
  else if (machine === 'refund' && to === 'refunded') await recordRefund(tx, id);
}

/** Recomputes both tables from the paid orders and agreed refunds (one transaction). */
export async function rebuildRanking(db: Db | Tx) {
  const run = async (tx: Tx | Db) => {
    await tx.execute(sql`delete from ranking_total`);
    await tx.execute(sql`delete from ranking_order`);
    await tx.execute(sql`insert into ranking_order (${orderColumns}) ${orderRowSelect(true)}`);
    await tx.execute(sql`
      insert into ranking_total (dim, key_id, month, money, order_num)
      select dim, key_id, month, sum(order_money - refund_money), count(*) from (
        select 'province' as dim, province_id as key_id, month, order_money, refund_money from ranking_order where province_id > 0
        union all select 'city', city_id, month, order_money, refund_money from ranking_order where city_id > 0
        union all select 'shop', site_id, month, order_money, refund_money from ranking_order where site_id > 0
        union all select 'company', org_id, month, order_money, refund_money from ranking_order where org_id > 0
      ) x group by dim, key_id, month`);
  };
  if ('transaction' in db) await (db as Db).transaction(run);
  else await run(db);
}
