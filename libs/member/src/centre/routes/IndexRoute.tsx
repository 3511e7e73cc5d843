import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { MemberOrderCountsDocument, MemberOverviewDocument, type MemberOverviewQuery } from '@mall/gateway-client';
import { Skeleton } from '@mall/ui';
import { MemberOverview, type OrderCounts } from '../components/MemberOverview/MemberOverview';
import { Deferred, load } from '@mall/page-kit';

/**
 * /member/index: the overview, streamed in behind a skeleton. Order counts come in their own request,
 * so a failure there (orders not available) leaves the rest of the page working.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const counts = load(MemberOrderCountsDocument, {}, request).then(
    (data) => data.orderCounts,
    () => null,
  );
  return { overview: Promise.all([load(MemberOverviewDocument, {}, request), counts]) };
}

export function Component() {
  const { overview } = useLoaderData() as { overview: Promise<[MemberOverviewQuery, OrderCounts | null]> };
  return (
    <Deferred resolve={overview} fallback={<Skeleton lines={12} />}>
      {([data, counts]) => <MemberOverview data={data} orderCounts={counts} />}
    </Deferred>
  );
}
