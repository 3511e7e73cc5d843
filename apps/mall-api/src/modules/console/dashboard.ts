// The console's dashboard: today (China time) and the last 30 days, from aggregates over the orders,
// refunds, members, review queues, assistance goods (tag_level of SPEC §1) and units' vouchers.
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CERT_STATUS, type DashboardSummary } from '@mall/rest-contract';
import type { Tx } from '../../db/client';
import { registerConsoleCalls } from './register';

const PAID = sql`o.order_status in ('paid', 'shipped', 'completed')`;
/** The China day of a timestamp column. */
const chinaDay = (column: SQL) => sql`(${column} at time zone 'Asia/Shanghai')::date`;
const TODAY = sql`(now() at time zone 'Asia/Shanghai')::date`;

async function rows<T>(tx: Tx, query: SQL): Promise<T[]> {
  const result = (await tx.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const int = (v: unknown) => Number(v ?? 0);

/** tag_level of SPEC §1. */
const LEVEL_NAMES: Record<number, string> = { 2: '省级认证', 3: '市级认证', 4: '县级认证' };

async function figures(tx: Tx, since: SQL) {
  const [o] = await rows<{ orders: unknown; paid_fen: unknown }>(
    tx,
    sql`select count(*) as orders, coalesce(sum(o.order_money), 0) as paid_fen from orders o where ${PAID} and o.pay_time is not null and ${chinaDay(sql`o.pay_time`)} >= ${since}`,
  );
  const [r] = await rows<{ refunds: unknown; refund_fen: unknown }>(
    tx,
    sql`select count(*) as refunds, coalesce(sum(refund_money), 0) as refund_fen from order_refund where status = 'refunded' and ${chinaDay(sql`coalesce(audit_time, create_time)`)} >= ${since}`,
  );
  const [m] = await rows<{ n: unknown }>(tx, sql`select count(*) as n from member where ${chinaDay(sql`create_time`)} >= ${since}`);
  return { orders: int(o?.orders), paid_fen: int(o?.paid_fen), refunds: int(r?.refunds), refund_fen: int(r?.refund_fen), new_members: int(m?.n) };
}

export async function dashboardSummary(tx: Tx): Promise<DashboardSummary> {
  const since30 = sql`(${TODAY} - 29)`;
  const [queues] = await rows<Record<string, unknown>>(
    tx,
    sql`select
      (select count(*) from order_payment where status = 'reviewing') as payments,
      (select count(*) from order_refund where status = 'applied') as refunds,
      (select count(*) from order_complain where status = 0) as complaints,
      (select count(*) from voucher_invoice where status = 'applied') as invoices,
      (select count(*) from member_cert where status = ${CERT_STATUS.pending}) as certifications`,
  );
  const days = await rows<{ day: string; orders: unknown; paid_fen: unknown }>(
    tx,
    sql`select to_char(d.day, 'YYYY-MM-DD') as day, count(o.order_id) as orders, coalesce(sum(o.order_money), 0) as paid_fen
      from generate_series(${since30}, ${TODAY}, interval '1 day') as d(day)
      left join orders o on ${PAID} and o.pay_time is not null and ${chinaDay(sql`o.pay_time`)} = d.day::date
      group by d.day order by d.day`,
  );
  // Assistance goods (poverty-certified: tag_level 2 province, 3 city, 4 county) in paid orders of the 30 days.
  const assisted = sql`from order_goods og join orders o on o.order_id = og.order_id join goods g on g.goods_id = og.goods_id
      left join shop s on s.site_id = og.site_id
      where ${PAID} and o.pay_time is not null and ${chinaDay(sql`o.pay_time`)} >= ${since30} and g.tag_level between 2 and 4`;
  type Named = { name: string; orders: unknown; paid_fen: unknown };
  const byProvince = await rows<Named>(
    tx,
    sql`select coalesce(nullif(s.province, ''), '未填写') as name, count(distinct o.order_id) as orders, coalesce(sum(og.goods_money), 0) as paid_fen
      ${assisted} group by 1 order by 3 desc, 1 limit 40`,
  );
  const byLevel = await rows<Named & { tag_level: unknown }>(
    tx,
    sql`select g.tag_level as tag_level, '' as name, count(distinct o.order_id) as orders, coalesce(sum(og.goods_money), 0) as paid_fen
      ${assisted} group by g.tag_level order by g.tag_level`,
  );
  // Units: their members' paid orders and the vouchers spent (voucher_ledger 'spend' rows) in the 30 days.
  const units = await rows<Named & { voucher_fen: unknown }>(
    tx,
    sql`select u.org_name as name,
        (select count(*) from orders o join org_member m on m.member_id = o.member_id
          where m.org_id = u.org_id and ${PAID} and o.pay_time is not null and ${chinaDay(sql`o.pay_time`)} >= ${since30}) as orders,
        (select coalesce(sum(o.order_money), 0) from orders o join org_member m on m.member_id = o.member_id
          where m.org_id = u.org_id and ${PAID} and o.pay_time is not null and ${chinaDay(sql`o.pay_time`)} >= ${since30}) as paid_fen,
        (select coalesce(sum(abs(l.value_change)), 0) from voucher_ledger l
          where l.org_id = u.org_id and l.kind = 'spend' and ${chinaDay(sql`l.create_time`)} >= ${since30}) as voucher_fen
      from org_unit u order by 3 desc, u.org_id limit 20`,
  );
  return {
    today: await figures(tx, TODAY),
    last30: await figures(tx, since30),
    queues: {
      payments: int(queues?.payments),
      refunds: int(queues?.refunds),
      complaints: int(queues?.complaints),
      invoices: int(queues?.invoices),
      certifications: int(queues?.certifications),
    },
    sales_by_day: days.map((d) => ({ day: d.day, orders: int(d.orders), paid_fen: int(d.paid_fen) })),
    assistance_by_province: byProvince.map((r) => ({ name: r.name, orders: int(r.orders), paid_fen: int(r.paid_fen) })),
    assistance_by_level: byLevel.map((r) => ({ tag_level: int(r.tag_level), name: LEVEL_NAMES[int(r.tag_level)] ?? '', orders: int(r.orders), paid_fen: int(r.paid_fen) })),
    units: units.map((u) => ({ name: u.name, orders: int(u.orders), paid_fen: int(u.paid_fen), voucher_fen: int(u.voucher_fen) })),
  };
}

export function registerDashboardCalls(app: FastifyInstance): void {
  registerConsoleCalls(app, {
    '/admin/api/dashboard/summary': async ({ tx }) => dashboardSummary(tx),
  });
}
