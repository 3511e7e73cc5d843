import { useLoaderData } from 'react-router-dom';
import { gql, RegionHallsPageDocument, type RegionHallsPageQuery, type RouteModule } from '@mall/gateway-client';
import { RegionHallList } from '../components/RegionHallList/RegionHallList';

/** /region: every regional hall of the country. */
export const loader: RouteModule['loader'] = ({ request }) => gql(RegionHallsPageDocument, {}, { signal: request.signal });

export function Component() {
  const data = useLoaderData() as RegionHallsPageQuery;
  return <RegionHallList halls={data.regionHalls} />;
}
