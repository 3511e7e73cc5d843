// Branch sites (/city/api/*) and regions (/fupin/api/Region/*): the city chooser, a site's detail,
// banners and recommended goods, the home carousel, and the region pages' header and goods.
import { sql } from 'drizzle-orm';
import { ErrorCode, type ParsedRequestOf } from '@mall/rest-contract';
import type { Db } from '../../db/client';
import { BusinessError } from '../../http/envelope';
import { rowsOf, siteKeywordMatch } from '../search';
import { CATEGORY_COLUMN, categoryTreeOf, goodsJoin, goodsPage, websites } from './queries';

export function createRegionService(db: Db) {
  /** The site and its district sites (a city site's region includes them). */
  async function siteAndChildren(siteId: number): Promise<number[]> {
    const rows = await rowsOf<{ site_id: number }>(
      db.execute(sql`select w.site_id from website w left join website_profile p on p.site_id = w.site_id
        where w.is_show and (w.site_id = ${siteId} or p.parent_site_id = ${siteId})`),
    );
    return rows.map((r) => r.site_id);
  }
  async function detail(siteId: number) {
    const [row] = await rowsOf<{
      site_id: number; title: string; logo: string; type: number; is_back_index: number; site_area_id: number; web_domain: string; shortname: string; welcome: string;
    }>(
      db.execute(sql`select w.site_id, w.title, w.logo, w.website_type as type, w.is_back_index, w.site_area_id, w.web_domain,
          coalesce(p.shortname, '') as shortname, coalesce(p.welcome, '') as welcome
        from website w left join website_profile p on p.site_id = w.site_id where w.site_id = ${siteId} and w.is_show`),
    );
    // A site switched off in the console answers as a missing one: its pages are 404s.
    if (!row) throw new BusinessError('分站不存在', ErrorCode.NOT_FOUND);
    return row;
  }
  /** A region hall: a shown site whose hall is shown too. */
  async function hall(siteId: number) {
    const site = await detail(siteId);
    const [p] = await rowsOf<{ hall_show: boolean }>(db.execute(sql`select hall_show from website_profile where site_id = ${siteId}`));
    if (p && !p.hall_show) throw new BusinessError('地区馆不存在', ErrorCode.NOT_FOUND);
    return site;
  }
  const siteList = (ids: number[]) => sql`g.site_id in (select site_id from shop where is_open and website_id = any(${sql.raw(`'{${ids.map(Number).join(',')}}'::int[]`)}))`;

  return {
    lists({ website_type, keyword }: ParsedRequestOf<'/city/api/Website/lists'>) {
      const type = website_type > 0 ? sql`w.website_type = ${website_type}` : sql`true`;
      // The title or province in Chinese or pinyin (湘西, xiangxi, xxz), or the initial letter.
      const kw = keyword ? sql`(${siteKeywordMatch(keyword) ?? sql`false`} or upper(coalesce(p.initial, '')) = upper(${keyword}))` : sql`true`;
      return websites(db, sql`${type} and ${kw}`);
    },
    detail,
    async websiteType(siteId: number) {
      return { type: (await detail(siteId)).type };
    },
    async banners(siteId: number) {
      await detail(siteId);
      return rowsOf<{ banner_id: number; title: string; image: string; url: string }>(
        db.execute(sql`select banner_id, title, image, url from website_banner where site_id = ${siteId} order by sort, banner_id`),
      );
    },
    async recommendGoods({ site_id, page, page_size }: ParsedRequestOf<'/city/api/WebsiteRecommendGoods/recommendGoodsList'>) {
      await detail(site_id);
      const from = sql`${goodsJoin} join website_recommend_goods r on r.goods_id = g.goods_id and r.site_id = ${site_id} where g.is_on_shelf`;
      const { list, count, page_count } = await goodsPage(db, from, sql`r.sort, r.id`, page, page_size);
      return { list: list.map(({ site_name: _s, ...g }) => g), count, page_count };
    },
    async carousel({ site_num, goods_num }: ParsedRequestOf<'/city/api/Website/carousel'>) {
      const sites = (await websites(db)).slice(0, site_num);
      return Promise.all(
        sites.map(async (s) => {
          const from = sql`${goodsJoin} join website_recommend_goods r on r.goods_id = g.goods_id and r.site_id = ${s.site_id} where g.is_on_shelf`;
          const { list } = await goodsPage(db, from, sql`r.sort, r.id`, 1, goods_num);
          return { ...s, goods_list: list.map(({ site_name: _n, ...g }) => g) };
        }),
      );
    },

    async regions() {
      const sites = await websites(db, sql`coalesce(p.hall_show, true)`);
      const counts = await rowsOf<{ website_id: number; shops: number; goods: number }>(
        db.execute(sql`select sh.website_id, count(distinct sh.site_id)::int as shops, count(g.goods_id)::int as goods
          from shop sh left join goods g on g.site_id = sh.site_id and g.is_on_shelf where sh.is_open and sh.website_id is not null group by sh.website_id`),
      );
      const by = new Map(counts.map((c) => [c.website_id, c]));
      return sites.map((s) => {
        const own = [s, ...sites.filter((c) => c.parent_site_id === s.site_id)].map((x) => by.get(x.site_id));
        return {
          ...s,
          shop_num: own.reduce((n, c) => n + (c?.shops ?? 0), 0),
          goods_num: own.reduce((n, c) => n + (c?.goods ?? 0), 0),
        };
      });
    },
    async regionInfo(siteId: number) {
      const site = await hall(siteId);
      const ids = await siteAndChildren(siteId);
      const [category_tree, children] = await Promise.all([
        categoryTreeOf(db, siteList(ids)),
        websites(db, sql`p.parent_site_id = ${siteId}`),
      ]);
      return { site, category_tree, children };
    },
    async regionGoods(q: ParsedRequestOf<'/fupin/api/Region/goodsPage'>) {
      await hall(q.site_id);
      let ids = await siteAndChildren(q.site_id);
      // city_id / district_id narrow to one of the region's sites (and that site's districts).
      for (const narrow of [q.city_id, q.district_id]) {
        if (narrow === undefined) continue;
        if (!ids.includes(narrow)) throw new BusinessError('该城市或区县不属于此地区', ErrorCode.INVALID_INPUT);
        ids = await siteAndChildren(narrow);
      }
      const category = q.shop_category_id !== undefined ? sql`and ${CATEGORY_COLUMN[q.category_level ?? 3]} = ${q.shop_category_id}` : sql``;
      const from = sql`${goodsJoin} where g.is_on_shelf and ${siteList(ids)} ${category}`;
      return goodsPage(db, from, sql`g.sale_num desc, g.goods_id`, q.page, q.page_size);
    },
  };
}
export type RegionService = ReturnType<typeof createRegionService>;
