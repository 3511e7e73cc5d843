// /api/pc/ranking_list (SPEC §7): the ranking board's four tabs and the trade ticker, read
// from the aggregate tables that ledger.ts keeps in the payment and refund transactions. Unit top-ups
// (voucher) are read from voucher_order directly: one row per unit purchase, a few per unit, so the
// sum stays small. Ties rank by the smaller id, so a list never reshuffles between two calls.
import { sql } from 'drizzle-orm';
import { ORG_TYPES, RANKING_MAX_LEVEL, type RankingEntry, type RankingList, type RankingListRequest, type RankingPeriod } from '@mall/rest-contract';
import type { Db } from '../../db/client';
import { unixSeconds } from '../../http/envelope';
import { fenToYuan } from '@mall/rest-contract/money';
import { rowsOf } from '../order/helpers';
import { monthOf } from './ledger';

/** 张** : the first character and two stars, whatever the length (the length is not told either). */
export const maskName = (name: string) => {
  const chars = [...name.trim()];
  return chars.length === 0 ? '**' : `${chars[0]}**`;
};
/** 138****8000 for an 11-digit mobile; a shorter number keeps at most its last 2 digits. */
export const maskMobile = (mobile: string) => {
  const m = mobile.trim();
  if (m.length >= 11) return `${m.slice(0, 3)}****${m.slice(-4)}`;
  if (m.length >= 4) return `****${m.slice(-2)}`;
  return '****';
};

/** The first month counted by a period, 'YYYY-MM' in China time ('' = every month). */
export function periodStart(period: RankingPeriod, now = new Date()): string {
  const month = monthOf(now);
  if (period === 'month') return month;
  if (period === 'year') return `${month.slice(0, 4)}-01`;
  return '';
}
/** The same as a moment (China midnight of the first day), for tables keyed by time. */
const periodStartTime = (start: string) => (start ? new Date(`${start}-01T00:00:00+08:00`) : new Date(0));

interface Row {
  id: number;
  name: string;
  money: string | number;
  order_num: string | number;
  site_id?: number;
  org_name?: string;
  all_money: string | number;
  all_num: string | number;
}

const entry = (rank: number, r: Partial<RankingEntry> & { id: number; name: string }): RankingEntry => ({
  rank,
  money: '0.00',
  order_num: 0,
  site_id: 0,
  org_name: '',
  username: '',
  mobile: '',
  sku_name: '',
  create_time: 0,
  ...r,
});

export function createRankingService(db: Db, clock: () => Date = () => new Date()) {
  /** Sums of one dimension of ranking_total from `start`, best first, with every key's sum alongside. */
  async function totals(dim: string, start: string, limit: number, join: ReturnType<typeof sql>, nameCol: ReturnType<typeof sql>, extra: ReturnType<typeof sql> = sql``) {
    return rowsOf<Row>(
      db,
      sql`select t.key_id as id, ${nameCol} as name, t.money, t.order_num, ${extra}
            sum(t.money) over () as all_money, sum(t.order_num) over () as all_num
          from (select key_id, sum(money) as money, sum(order_num) as order_num from ranking_total
                where dim = ${dim} and month >= ${start} group by key_id) t ${join}
          where t.money > 0
          order by t.money desc, t.key_id asc limit ${limit}`,
    );
  }

  const answer = (input: RankingListRequest, rows: Row[], list: RankingEntry[], extra: Partial<RankingList> = {}): RankingList => ({
    type: input.type,
    period: input.period,
    level: 1,
    area_id: 0,
    list,
    number: rows.length ? Number(rows[0].all_num) : 0,
    total: fenToYuan(rows.length ? Number(rows[0].all_money) : 0),
    address_list: [],
    org_type_list: [],
    ...extra,
  });
  const orgTypes = () => ORG_TYPES.map((t) => ({ type: t.type, name: t.name }));
  const orgFilter = (orgType: number) => (orgType > 0 ? sql`and u.org_type = ${orgType}` : sql``);

  return {
    async list(input: RankingListRequest): Promise<RankingList> {
      const start = periodStart(input.period, clock());
      switch (input.type) {
        case 'area': {
          // SPEC §4: drill down to level 2 at most; level 2 needs a province (a city's id means its province).
          const provinces = await rowsOf<{ id: number; name: string; level: number }>(db, sql`select id, name, level from region where level = 1 order by sort, id`);
          let provinceId = 0;
          if (Math.min(input.level, RANKING_MAX_LEVEL) === 2 && input.area_id > 0) {
            const [r] = await rowsOf<{ id: number; pid: number; level: number }>(db, sql`select id, pid, level from region where id = ${input.area_id}`);
            provinceId = r ? (r.level === 1 ? r.id : r.level === 2 ? r.pid : 0) : 0;
          }
          if (provinceId === 0) {
            const rows = await totals('province', start, input.limit, sql`join region r on r.id = t.key_id`, sql`r.name`);
            return answer(input, rows, rows.map((r, i) => entry(i + 1, { id: r.id, name: r.name, money: fenToYuan(Number(r.money)), order_num: Number(r.order_num) })), { address_list: provinces });
          }
          const rows = await totals('city', start, input.limit, sql`join region r on r.id = t.key_id and r.pid = ${provinceId}`, sql`r.name`);
          const cities = await rowsOf<{ id: number; name: string; level: number }>(db, sql`select id, name, level from region where pid = ${provinceId} and level = 2 order by sort, id`);
          return answer(input, rows, rows.map((r, i) => entry(i + 1, { id: r.id, name: r.name, money: fenToYuan(Number(r.money)), order_num: Number(r.order_num) })), {
            level: 2,
            area_id: provinceId,
            address_list: [...provinces, ...cities],
          });
        }
        case 'shop': {
          const rows = await totals('shop', start, input.limit, sql`join shop s on s.site_id = t.key_id`, sql`s.site_name`, sql`s.site_id,`);
          return answer(input, rows, rows.map((r, i) => entry(i + 1, { id: r.id, name: r.name, money: fenToYuan(Number(r.money)), order_num: Number(r.order_num), site_id: r.id })));
        }
        case 'company': {
          const rows = await totals('company', start, input.limit, sql`join org_unit u on u.org_id = t.key_id ${orgFilter(input.org_type)}`, sql`u.org_name`);
          return answer(input, rows, rows.map((r, i) => entry(i + 1, { id: r.id, name: r.name, org_name: r.name, money: fenToYuan(Number(r.money)), order_num: Number(r.order_num) })), { org_type_list: orgTypes() });
        }
        case 'voucher': {
          const rows = await rowsOf<Row>(
            db,
            sql`select t.org_id as id, u.org_name as name, t.money, t.order_num,
                  sum(t.money) over () as all_money, sum(t.order_num) over () as all_num
                from (select org_id, sum(amount) as money, count(*) as order_num from voucher_order
                      where status = 'paid' and pay_time >= ${periodStartTime(start)} group by org_id) t
                join org_unit u on u.org_id = t.org_id ${orgFilter(input.org_type)}
                where t.money > 0
                order by t.money desc, t.org_id asc limit ${input.limit}`,
          );
          return answer(input, rows, rows.map((r, i) => entry(i + 1, { id: r.id, name: r.name, org_name: r.name, money: fenToYuan(Number(r.money)), order_num: Number(r.order_num) })), { org_type_list: orgTypes() });
        }
        case 'order_real_time': {
          const rows = await rowsOf<{ order_id: number; name: string; mobile: string; site_id: number; site_name: string | null; sku_name: string; order_money: number; pay_time: string | Date }>(
            db,
            sql`select o.order_id, o.name, o.mobile, o.site_id, s.site_name, o.sku_name, o.order_money, o.pay_time
                from (select * from ranking_order order by pay_time desc nulls last, order_id desc nulls last limit ${input.limit}) o
                left join shop s on s.site_id = o.site_id
                order by o.pay_time desc, o.order_id desc`,
          );
          const list = rows.map((r, i) =>
            entry(i + 1, {
              id: r.order_id,
              name: r.site_name ?? '',
              username: maskName(r.name),
              mobile: maskMobile(r.mobile),
              sku_name: r.sku_name,
              money: fenToYuan(r.order_money),
              order_num: 1,
              site_id: r.site_id,
              create_time: unixSeconds(new Date(r.pay_time)),
            }),
          );
          return { ...answer(input, [], list), number: list.length, total: fenToYuan(rows.reduce((s, r) => s + r.order_money, 0)) };
        }
      }
    },
  };
}
export type RankingService = ReturnType<typeof createRankingService>;
