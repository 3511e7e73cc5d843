import { useLoaderData } from 'react-router-dom';
import { gql, RegionHallsPageDocument, type RegionHallsPageQuery } from '@mall/gateway-client';
import { m } from '@mall/i18n';
import { RegionHallList } from '../components/RegionHallList/RegionHallList';
import { type RouteModule, canonicalUrl } from '@mall/page-kit';

/** /region: every regional hall of the country. */
export const loader: RouteModule['loader'] = async ({ request }) => {
  const data = await gql(RegionHallsPageDocument, {}, { signal: request.signal });
  return { ...data, meta: { description: m['seo.regionHalls'](), canonical: canonicalUrl(request) } };
};

export function Component() {
  const data = useLoaderData() as RegionHallsPageQuery;
  return <RegionHallList halls={data.regionHalls} />;
}
