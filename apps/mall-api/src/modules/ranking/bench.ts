// The ranking bench (tools/bench/ranking.mjs runs it with tsx, once on PGlite and once on PostgreSQL):
// a seeded database plus 100,000 paid orders (spread over buyers in every province, 2 years, the
// seeded shops, some refunded), then
//  - ranking_list per type (service.list, in process): p50 / p99 over BENCH_RANKING_RUNS calls;
//  - the rebuild from orders (the cost a materialised view pays on every refresh) and a real
//    MATERIALIZED VIEW of the province totals: create and REFRESH times;
//  - the incremental hook: recordPaid per paid order (what a payment transaction pays extra).
// Prints one JSON line: {"db": …, "orders": …, "rows": [...], "rebuild_ms": …, ...}.
// Env: DATABASE_URL (PostgreSQL) or BENCH_PGLITE_DIR; BENCH_RANKING_ORDERS (default 100000).
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { RankingListRequest } from '@mall/rest-contract';
import { openDatabase } from '../../db/client';
import { seedDatabase } from '../../db/seed';
import { rowsOf } from '../order/helpers';
import { rebuildRanking, recordPaid } from './ledger';
import { createRankingService } from './service';

const ORDERS = Number(process.env.BENCH_RANKING_ORDERS ?? 100_000);
const RUNS = Number(process.env.BENCH_RANKING_RUNS ?? 200);

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return Number(s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))].toFixed(2));
};
async function timed(run: () => Promise<unknown>) {
  const t = performance.now();
  await run();
  return performance.now() - t;
}

async function main() {
  const database = await openDatabase(process.env.DATABASE_URL ? { url: process.env.DATABASE_URL } : { url: '', pgliteDir: process.env.BENCH_PGLITE_DIR ?? 'tmp/bench-ranking' });
  await database.migrate();
  await seedDatabase(database.db);
  const { db } = database;
  const [{ n }] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from orders where order_no like 'BR%'`);
  if (Number(n) < ORDERS) {
    // Buyers: members with a default address in every province's first city.
    await db.execute(sql`delete from orders where order_no like 'BR%'`);
    const buyers = await rowsOf<{ member_id: number; id: number }>(db, sql`select member_id, id from member_address where is_default order by member_id`);
    const members = buyers.map((b) => b.member_id).join(',');
    const addresses = buyers.map((b) => b.id).join(',');
    const shops = await rowsOf<{ site_id: number }>(db, sql`select site_id from shop order by site_id`);
    const shopList = shops.map((s) => s.site_id).join(',');
    await db.execute(
      sql.raw(`
      with k as (select array[${members}] as m, array[${addresses}] as a, array[${shopList}] as s)
      insert into orders (order_no, member_id, site_id, order_status, delivery_type, address_id, name, mobile, goods_money, order_money, pay_type, pay_time, create_time)
      select 'BR' || lpad(g::text, 10, '0'), k.m[1 + g % array_length(k.m, 1)], k.s[1 + (g * 7) % array_length(k.s, 1)], 'completed', 'express',
             k.a[1 + g % array_length(k.a, 1)], '测试买家', '13800138000', 1000 + (g * 37) % 50000, 1000 + (g * 37) % 50000, 'balance',
             now() - ((g % 730) || ' days')::interval, now() - ((g % 730) || ' days')::interval
      from generate_series(1, ${ORDERS}) g, k`),
    );
  }
  const rebuildMs = await timed(() => rebuildRanking(db));

  // A materialised view of the same province totals: what the other design refreshes on a schedule.
  await db.execute(sql`drop materialized view if exists ranking_bench_mv`);
  const mvCreateMs = await timed(() =>
    db.execute(sql`create materialized view ranking_bench_mv as
      select coalesce(a.province_id, 0) as province_id, to_char((o.pay_time at time zone 'UTC') + interval '8 hours', 'YYYY-MM') as month,
             sum(o.order_money - coalesce((select sum(r.refund_money) from order_refund r where r.order_id = o.order_id and r.status = 'refunded'), 0)) as money, count(*) as order_num
      from orders o left join member_address a on a.id = o.address_id
      where o.pay_time is not null group by 1, 2`),
  );
  const mvRefreshMs = await timed(() => db.execute(sql`refresh materialized view ranking_bench_mv`));
  const mvQuery: number[] = [];
  for (let i = 0; i < RUNS; i++) mvQuery.push(await timed(() => db.execute(sql`select province_id, sum(money) m from ranking_bench_mv group by 1 order by m desc limit 10`)));
  await db.execute(sql`drop materialized view ranking_bench_mv`);

  // The incremental hook: re-record 500 paid orders (their ranking rows removed first).
  const some = await rowsOf<{ order_id: number }>(db, sql`select order_id from ranking_order order by order_id desc limit 500`);
  const hook: number[] = [];
  for (const o of some) {
    await db.execute(sql`delete from ranking_order where order_id = ${o.order_id}`);
    hook.push(await timed(() => db.transaction((tx) => recordPaid(tx, o.order_id))));
  }
  // The removals left the totals short; the rebuild puts them right.
  await rebuildRanking(db);

  const [province] = await rowsOf<{ id: number }>(db, sql`select key_id as id from ranking_total where dim = 'province' group by key_id order by sum(money) desc limit 1`);
  const svc = createRankingService(db);
  const base = { area_id: 0, level: 1, org_type: 0, period: 'all', limit: 10 } as const;
  const cases: [string, RankingListRequest][] = [
    ['area (provinces)', { ...base, type: 'area' }],
    ['area (cities)', { ...base, type: 'area', level: 2, area_id: province?.id ?? 0 }],
    ['area, this year', { ...base, type: 'area', period: 'year' }],
    ['company', { ...base, type: 'company' }],
    ['voucher', { ...base, type: 'voucher' }],
    ['shop', { ...base, type: 'shop' }],
    ['shop, top 50', { ...base, type: 'shop', limit: 50 }],
    ['order_real_time', { ...base, type: 'order_real_time', limit: 20 }],
  ];
  const rows = [];
  for (const [name, input] of cases) {
    for (let i = 0; i < 10; i++) await svc.list(input);
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) times.push(await timed(() => svc.list(input)));
    rows.push({ type: name, 'p50 ms': pct(times, 50), 'p99 ms': pct(times, 99) });
  }
  const [{ paid }] = await rowsOf<{ paid: number }>(db, sql`select count(*)::int as paid from ranking_order`);
  const [{ totals }] = await rowsOf<{ totals: number }>(db, sql`select count(*)::int as totals from ranking_total`);
  console.log(
    JSON.stringify({
      db: database.driver === 'postgres' ? 'PostgreSQL' : 'PGlite',
      paid_orders: Number(paid),
      ranking_total_rows: Number(totals),
      rows,
      rebuild_ms: Number(rebuildMs.toFixed(1)),
      mv_create_ms: Number(mvCreateMs.toFixed(1)),
      mv_refresh_ms: Number(mvRefreshMs.toFixed(1)),
      mv_query_p50_ms: pct(mvQuery, 50),
      hook_p50_ms: pct(hook, 50),
      hook_p99_ms: pct(hook, 99),
    }),
  );
  await database.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
