// SQL of branch sites and regions.
import { sql, type SQL } from 'drizzle-orm';
import type { GoodsSummary, TreeCategory, WebsiteItem } from '@mall/rest-contract';
import type { Db } from '../../db/client';
import { fenToYuan } from '@mall/rest-contract/money';
import { rowsOf } from '../search/rows';

export const websiteColumns = sql`w.site_id, w.title, w.logo, w.website_type, coalesce(p.province_id, 0)::int as province_id,
  coalesce(p.province_name, '') as province_name, coalesce(p.initial, '') as initial, coalesce(p.parent_site_id, 0)::int as parent_site_id`;

/** The branch sites the storefront shows (the console's 显示 switch) that match `where`. */
export async function websites(db: Db, where: SQL = sql`true`): Promise<WebsiteItem[]> {
  return rowsOf<WebsiteItem>(
    db.execute(sql`select ${websiteColumns} from website w left join website_profile p on p.site_id = w.site_id
      where w.is_show and ${where} order by coalesce(p.province_id, 0), w.website_type, w.sort, w.site_id`),
  );
}

type SkuRow = GoodsSummary & { spec_name: string; price: number; discount_price: number; site_name: string };
const toSummary = ({ spec_name, ...r }: SkuRow) => ({
  ...r,
  sku_name: `${r.goods_name} ${spec_name}`.trim(),
  price: fenToYuan(Number(r.price)),
  discount_price: fenToYuan(Number(r.discount_price)),
});
const skuColumns = sql`s.sku_id, g.goods_id, g.goods_name, s.spec_name, s.sku_image, s.price, s.discount_price,
  g.recommend_way, g.tag_type, g.tag_level, g.site_id, g.sale_num, sh.site_name`;

/** One page of goods summaries from `from` (which joins goods g, its default sku s and shop sh). */
export async function goodsPage(db: Db, from: SQL, order: SQL, page: number, pageSize: number) {
  const [rows, totals] = await Promise.all([
    rowsOf<SkuRow>(db.execute(sql`select ${skuColumns} ${from} order by ${order} limit ${pageSize} offset ${(page - 1) * pageSize}`)),
    rowsOf<{ n: number }>(db.execute(sql`select count(*)::int as n ${from}`)),
  ]);
  const count = Number(totals[0]?.n ?? 0);
  return { list: rows.map(toSummary), count, page_count: Math.ceil(count / pageSize) };
}

export const goodsJoin = sql`from goods g join goods_sku s on s.goods_id = g.goods_id and s.is_default join shop sh on sh.site_id = g.site_id`;

/** The 3-level platform category tree of the on-shelf goods matching `goodsWhere` (alias g). */
export async function categoryTreeOf(db: Db, goodsWhere: SQL): Promise<TreeCategory[]> {
  const rows = await rowsOf<{ category_id: number; category_name: string; level: number; pid: number }>(
    db.execute(sql`with used as (
        select distinct g.category_id_1 as c1, g.category_id_2 as c2, g.category_id as c3 from goods g where g.is_on_shelf and ${goodsWhere})
      select c.category_id, c.category_name, c.level, c.pid from goods_category c
      where c.is_show and c.category_id in (select c1 from used union select c2 from used union select c3 from used)
      order by c.level, c.sort, c.category_id`),
  );
  const byId = new Map<number, TreeCategory>();
  const roots: TreeCategory[] = [];
  for (const r of rows) {
    const node: TreeCategory = { category_id: r.category_id, category_name: r.category_name, level: r.level, child_list: [] };
    byId.set(r.category_id, node);
    const parent = byId.get(r.pid);
    if (r.level === 1) roots.push(node);
    else if (parent) parent.child_list.push(node);
  }
  return roots;
}

export const CATEGORY_COLUMN: Record<number, SQL> = { 1: sql`g.category_id_1`, 2: sql`g.category_id_2`, 3: sql`g.category_id` };
