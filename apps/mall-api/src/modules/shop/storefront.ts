// Shop storefront extras: the shop's own goods category tree, its offline stores and the shop
// list of /shop_list and /shop_street (by branch site and category).
import { sql } from 'drizzle-orm';
import type { ParsedRequestOf, ShopListItem, StoreItem, TreeCategory } from '@mall/rest-contract';
import type { Db } from '../../db/client';
import { rowsOf } from '../search/rows';
import { CATEGORY_COLUMN } from '../region/queries';

export function createShopStorefront(db: Db, openShop: (siteId: number) => Promise<unknown>) {
  return {
    /**
     * The shop's own categories (店内分类, which the shop console edits): two levels in the shop's order.
     * A category's id filters the shop's goods with /api/goodssku/page's shop_category_id.
     */
    async categoryTree(siteId: number): Promise<TreeCategory[]> {
      await openShop(siteId);
      const rows = await rowsOf<{ category_id: number; category_name: string; pid: number }>(
        db.execute(sql`select category_id, category_name, pid from shop_goods_category where site_id = ${siteId} order by sort, category_id`),
      );
      const tops = rows.filter((r) => r.pid === 0);
      return tops.map((t) => ({
        category_id: t.category_id,
        category_name: t.category_name,
        level: 1,
        child_list: rows.filter((c) => c.pid === t.category_id).map((c) => ({ category_id: c.category_id, category_name: c.category_name, level: 2, child_list: [] })),
      }));
    },
    async stores({ site_id, page, page_size }: ParsedRequestOf<'/api/store/page2_0'>) {
      await openShop(site_id);
      const [list, totals] = await Promise.all([
        rowsOf<StoreItem>(
          db.execute(sql`select store_id, store_name, address, telephone, open_time from shop_store where site_id = ${site_id} and enabled
            order by sort, store_id limit ${page_size} offset ${(page - 1) * page_size}`),
        ),
        rowsOf<{ n: number }>(db.execute(sql`select count(*)::int as n from shop_store where site_id = ${site_id} and enabled`)),
      ]);
      const count = Number(totals[0]?.n ?? 0);
      return { list, count, page_count: Math.ceil(count / page_size) };
    },
    /** The header's figures: average evaluation score (5.0 without evaluations) and offline store count. */
    async stat(siteId: number) {
      await openShop(siteId);
      const [row] = await rowsOf<{ score: string; store_num: number }>(
        db.execute(sql`select coalesce((select to_char(avg(e.scores), 'FM0.0') from goods_evaluate e join goods g on g.goods_id = e.goods_id where g.site_id = ${siteId}), '5.0') as score,
          (select count(*) from shop_store where site_id = ${siteId} and enabled)::int as store_num`),
      );
      return { score: row?.score ?? '5.0', store_num: Number(row?.store_num ?? 0) };
    },
    async list(q: ParsedRequestOf<'/api/shop/listPage'>) {
      const where = [sql`s.is_open`];
      if (q.site_id !== undefined) {
        where.push(sql`s.website_id in (select w.site_id from website w left join website_profile p on p.site_id = w.site_id
          where w.site_id = ${q.site_id} or p.parent_site_id = ${q.site_id})`);
      }
      if (q.shop_category_id !== undefined) {
        where.push(sql`exists (select 1 from goods g where g.site_id = s.site_id and g.is_on_shelf and ${CATEGORY_COLUMN[q.category_level ?? 1]} = ${q.shop_category_id})`);
      }
      if (q.keyword) where.push(sql`(strpos(s.site_name, ${q.keyword}) > 0 or strpos(s.shortname, ${q.keyword}) > 0)`);
      const filter = sql.join(where, sql` and `);
      const [list, totals] = await Promise.all([
        rowsOf<ShopListItem>(
          db.execute(sql`select s.site_id, s.site_name, s.shortname, s.avatar, s.address,
              (select count(*) from goods g where g.site_id = s.site_id and g.is_on_shelf)::int as goods_num,
              (select count(*) from shop_member m where m.site_id = s.site_id)::int as fans_num,
              (select count(*) from shop_store st where st.site_id = s.site_id and st.enabled)::int as store_num,
              coalesce((select to_char(avg(e.scores), 'FM0.0') from goods_evaluate e join goods g on g.goods_id = e.goods_id where g.site_id = s.site_id), '5.0') as score
            from shop s where ${filter} order by s.site_id limit ${q.page_size} offset ${(q.page - 1) * q.page_size}`),
        ),
        rowsOf<{ n: number }>(db.execute(sql`select count(*)::int as n from shop s where ${filter}`)),
      ]);
      const count = Number(totals[0]?.n ?? 0);
      return { list, count, page_count: Math.ceil(count / q.page_size) };
    },
  };
}
