import { redirect, useLoaderData, useNavigate } from 'react-router-dom';
import { GoodsGrid } from '@mall/catalogue';
import { gql, RegionHallPageDocument, type RegionHallPageQuery } from '@mall/gateway-client';
import { m } from '@mall/i18n';
import { Empty, Pagination, Stack } from '@mall/ui';
import { RegionFilters } from '../components/RegionFilters/RegionFilters';
import { RegionHeader } from '../components/RegionHeader/RegionHeader';
import { parseRegionListQuery, regionListHref, type RegionListQuery } from '../lib';
import * as styles from './routes.css';
import { type RouteModule, canonicalUrl, type PageMetaData, notFound } from '@mall/page-kit';

type Data = { data: RegionHallPageQuery; query: RegionListQuery; home: boolean; meta: PageMetaData };
/**
 * /region-{site id} (region home: the hall's best sellers) and /region_list (?site_id, city_id,
 * district_id, shop_category_id, category_level, page: the hall's goods with filters in the URL),
 * both under the region header. /region_list without a hall goes to the halls (/region); an unknown
 * hall is a 404.
 */
export const loader: RouteModule['loader'] = async ({ params, request }): Promise<Data> => {
  const url = new URL(request.url);
  const home = url.pathname.startsWith('/region-');
  if (!home && !url.searchParams.has('site_id')) throw redirect('/region');
  const query = home ? { siteId: Number(params.id), cityId: null, districtId: null, categoryId: null, categoryLevel: null, page: 1 } : parseRegionListQuery(url.searchParams);
  if (!query || !Number.isInteger(query.siteId) || query.siteId < 1 || query.siteId > 2_147_483_647) notFound();
  const filter = {
    siteId: query.siteId,
    ...(query.cityId ? { cityId: query.cityId } : {}),
    ...(query.districtId ? { districtId: query.districtId } : {}),
    ...(query.categoryId ? { categoryId: query.categoryId, ...(query.categoryLevel ? { categoryLevel: query.categoryLevel } : {}) } : {}),
  };
  const data = await gql(RegionHallPageDocument, { siteId: query.siteId, filter, page: query.page }, { signal: request.signal });
  if (!data.regionHall) notFound();
  const name = data.regionHall.site.title || data.regionHall.site.shortName;
  const canonical = canonicalUrl(request, home ? [] : ['site_id', 'city_id', 'district_id', 'shop_category_id', 'category_level', 'page']);
  return { data, query, home, meta: { description: m['seo.regionHall']({ name }), canonical } };
};

export function Component() {
  const navigate = useNavigate();
  const { data, query, home } = useLoaderData() as Data;
  const hall = data.regionHall!;
  const goods = data.regionGoods;
  return (
    <Stack space="lg" className={styles.page}>
      <RegionHeader site={hall.site} categories={hall.categories} active={home ? 'home' : 'list'} />
      {!home && <RegionFilters query={query} categories={hall.categories} sites={hall.children} />}
      <section aria-labelledby="region-goods">
        <h2 id="region-goods" className={styles.heading}>
          {home ? m['region.region.hotGoods']() : m['region.region.list']()}
        </h2>
        <GoodsGrid goods={goods.list} label={home ? m['region.region.hotGoods']() : m['region.region.list']()} empty={<Empty text={m['region.region.noGoods']()} />} />
      </section>
      {!home && goods.pageCount > 1 && (
        <Pagination page={query.page} pageCount={goods.pageCount} getHref={(p) => regionListHref(query, { page: p })} onChange={(p) => navigate(regionListHref(query, { page: p }))} />
      )}
    </Stack>
  );
}
