// What the sitemap lists: the public entities' ids, cheaply, one sitemap file per
// call. Not a SPEC §7 call: storefront-server's /sitemap.xml is its only caller.
import { z } from 'zod';
import { endpoint } from './endpoint';
import { pageFields } from './paging';

/** At most this many URLs in one sitemap file (the sitemaps.org limit), so one call fills one file. */
export const SITEMAP_MAX_URLS = 50_000;

/**
 * The entities that have public pages: goods (/sku-{default sku}), shops, notices, articles, help,
 * region halls, assistance projects and news, and the running seckill, group-buy and topic activities.
 */
export const SITEMAP_KINDS = ['goods', 'shop', 'notice', 'article', 'help', 'region', 'project', 'news', 'seckill', 'groupbuy', 'topic'] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

export const sitemapRequest = z.object({
  kind: z.enum(SITEMAP_KINDS, { message: `站点地图类型必须是 ${SITEMAP_KINDS.join('、')} 之一` }).default('goods'),
  /** A whole sitemap file by default, and at most one. */
  ...pageFields(SITEMAP_MAX_URLS, SITEMAP_MAX_URLS),
});
export type SitemapRequest = z.infer<typeof sitemapRequest>;

export const sitemapPage = z.object({
  /** Every public entity of the kind (on-shelf goods, open shops …), for the sitemap index. */
  total: z.number().int(),
  /** Ascending id. goods: the default sku id (the /sku-{id} page). update_time: unix seconds. */
  list: z.array(z.object({ id: z.number().int(), update_time: z.number().int() })),
});
export type SitemapPage = z.infer<typeof sitemapPage>;


export const seoEndpoints = {
  '/api/seo/sitemap': endpoint({ request: sitemapRequest, response: sitemapPage, auth: 'none', summary: '站点地图的公开页面编号' }),
};
