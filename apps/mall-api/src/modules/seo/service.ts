// /api/seo/sitemap: the ids of every public page's entity, one sitemap file's worth
// per call, ascending id. Ids and one timestamp only (no names, no joins beyond the default sku), so
// a 50,000-row page is one index-ordered scan.
import { sql, type SQL } from 'drizzle-orm';
import type { SitemapKind, SitemapPage, SitemapRequest } from '@mall/rest-contract';
import type { Db } from '../../db/client';
import { rowsOf } from '../order/helpers';

interface Row {
  id: number;
  update_time: number | string;
}

/** Per kind: the public rows (id, unix seconds) and how many there are. */
const sources: Record<SitemapKind, { rows: SQL; count: SQL }> = {
  // Goods on shelf, of an open shop, addressed by their default sku (/sku-{id}).
  goods: {
    rows: sql`select s.sku_id as id, extract(epoch from g.create_time)::bigint as update_time
      from goods g join goods_sku s on s.goods_id = g.goods_id and s.is_default
      join shop p on p.site_id = g.site_id
      where g.is_on_shelf and p.is_open`,
    count: sql`select count(*)::int as n from goods g join goods_sku s on s.goods_id = g.goods_id and s.is_default
      join shop p on p.site_id = g.site_id where g.is_on_shelf and p.is_open`,
  },
  shop: {
    rows: sql`select site_id as id, extract(epoch from create_time)::bigint as update_time from shop where is_open`,
    count: sql`select count(*)::int as n from shop where is_open`,
  },
  notice: {
    rows: sql`select id, extract(epoch from create_time)::bigint as update_time from notice where is_show`,
    count: sql`select count(*)::int as n from notice where is_show`,
  },
  article: {
    rows: sql`select id, extract(epoch from create_time)::bigint as update_time from article`,
    count: sql`select count(*)::int as n from article`,
  },
  help: {
    rows: sql`select id, extract(epoch from create_time)::bigint as update_time from help`,
    count: sql`select count(*)::int as n from help`,
  },
  // A shown branch site has its region hall (/region-{site id}) unless the hall is switched off.
  region: {
    rows: sql`select w.site_id as id, 0::bigint as update_time from website w left join website_profile p on p.site_id = w.site_id where w.is_show and coalesce(p.hall_show, true)`,
    count: sql`select count(*)::int as n from website w left join website_profile p on p.site_id = w.site_id where w.is_show and coalesce(p.hall_show, true)`,
  },
  project: {
    rows: sql`select project_id as id, extract(epoch from create_time)::bigint as update_time from assist_project where is_show`,
    count: sql`select count(*)::int as n from assist_project where is_show`,
  },
  news: {
    rows: sql`select news_id as id, extract(epoch from create_time)::bigint as update_time from assist_news`,
    count: sql`select count(*)::int as n from assist_news`,
  },
  // Only running activities of a switched-on kind have a page; the others answer 404.
  seckill: running('seckill_goods', 'seckill_id', 'seckill'),
  groupbuy: running('groupbuy', 'groupbuy_id', 'groupbuy'),
  topic: running('topic', 'topic_id', 'topic'),
};

function running(table: string, idColumn: string, kind: string): { rows: SQL; count: SQL } {
  const where = sql`where status = 1 and start_time <= now() and end_time > now()
    and coalesce((select enabled from promotion_switch where kind = ${kind}), true)`;
  return {
    rows: sql`select ${sql.raw(idColumn)} as id, extract(epoch from start_time)::bigint as update_time from ${sql.raw(table)} ${where}`,
    count: sql`select count(*)::int as n from ${sql.raw(table)} ${where}`,
  };
}

export function createSeoService(db: Db) {
  return {
    async sitemap({ kind, page, page_size }: SitemapRequest): Promise<SitemapPage> {
      const source = sources[kind];
      const [{ n }] = await rowsOf<{ n: number }>(db, source.count);
      const rows = await rowsOf<Row>(db, sql`${source.rows} order by id limit ${page_size} offset ${(page - 1) * page_size}`);
      return { total: Number(n), list: rows.map((r) => ({ id: Number(r.id), update_time: Number(r.update_time) })) };
    },
  };
}

export type SeoService = ReturnType<typeof createSeoService>;
