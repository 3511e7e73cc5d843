import { useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import { AfterSaleRefundsDocument, type AfterSaleRefundsQuery, type RefundStatus } from '@mall/gateway-client';
import { m } from '@mall/i18n';
import { RefundList } from '../components/RefundList/RefundList';
import { load, pageParam, PageCard, PagedDeferred, UrlTabs, tabOf, type UrlTab } from '@mall/page-kit';

const PAGE_SIZE = 10;
const STATUSES: readonly UrlTab<RefundStatus | 'ALL'>[] = [
  ['ALL', m['afterSale.activist.all']],
  ['APPLIED', m['orders.refundStatus.APPLIED']],
  ['REFUNDED', m['orders.refundStatus.REFUNDED']],
  ['REFUSED', m['orders.refundStatus.REFUSED']],
  ['CANCELLED', m['orders.refundStatus.CANCELLED']],
  ['ARBITRATING', m['orders.refundStatus.ARBITRATING']],
];

/** /member/activist[?status=&page=]: refunds and after-sales by status, newest first, paginated. */
export function loader({ request }: LoaderFunctionArgs) {
  const status = tabOf(STATUSES, new URL(request.url).searchParams.get('status'), 'ALL');
  return { list: load(AfterSaleRefundsDocument, { status, page: pageParam(request), pageSize: PAGE_SIZE }, request) };
}

export function Component() {
  const { list } = useLoaderData() as { list: Promise<AfterSaleRefundsQuery> };
  const [params] = useSearchParams();
  const status = tabOf(STATUSES, params.get('status'), 'ALL') ?? 'ALL';
  return (
    <PageCard titleKey="activist">
      <UrlTabs param="status" label={m['afterSale.activist.tabsLabel']()} tabs={STATUSES} value={status} all="ALL">
        <PagedDeferred resolve={list} pageCount={(data) => data.refunds.pageCount}>
          {(data) => <RefundList refunds={data.refunds.list} detailHref={(id) => `/member/refund_detail?refund_id=${id}`} />}
        </PagedDeferred>
      </UrlTabs>
    </PageCard>
  );
}
