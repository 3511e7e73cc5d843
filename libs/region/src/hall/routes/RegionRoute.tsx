import { useLoaderData } from 'react-router-dom';
import { gql, RegionHallsPageDocument, type RegionHallsPageQuery, type RouteModule } from '@mall/gateway-client';
import { t } from '@mall/i18n';
import { canonicalUrl } from '@mall/gateway-client/meta';
import { RegionHallList } from '../components/RegionHallList/RegionHallList';

/** /region: every regional hall of the country. */
export const loader: RouteModule['loader'] = async ({ request }) => {
  const data = await gql(RegionHallsPageDocument, {}, { signal: request.signal });
  return { ...data, meta: { description: t('seo.regionHalls'), canonical: canonicalUrl(request) } };
};

export function Component() {
  const data = useLoaderData() as RegionHallsPageQuery;
  return <RegionHallList halls={data.regionHalls} />;
}
