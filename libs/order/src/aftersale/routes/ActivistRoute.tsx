import { useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import { AfterSaleRefundsDocument, type AfterSaleRefundsQuery, type RefundStatus } from '@mall/gateway-client';
import { useT } from '@mall/i18n';
import { Pagination, Tabs } from '@mall/ui';
import { RefundList } from '../components/RefundList/RefundList';
import { load, pageParam } from '@mall/gateway-client/loaders';
import { Card, Deferred, PageTitle } from '@mall/member/page-kit';

const PAGE_SIZE = 10;
const STATUSES: readonly RefundStatus[] = ['APPLIED', 'REFUNDED', 'REFUSED', 'CANCELLED'];

function statusParam(raw: string | null): RefundStatus | null {
  return STATUSES.find((s) => s === raw) ?? null;
}

/** /member/activist[?status=&page=]: refunds and after-sales by status, newest first, paginated. */
export function loader({ request }: LoaderFunctionArgs) {
  const status = statusParam(new URL(request.url).searchParams.get('status'));
  return { list: load(AfterSaleRefundsDocument, { status, page: pageParam(request), pageSize: PAGE_SIZE }, request) };
}

export function Component() {
  const { list } = useLoaderData() as { list: Promise<AfterSaleRefundsQuery> };
  const t = useT();
  const [params, setParams] = useSearchParams();
  const status = statusParam(params.get('status')) ?? 'ALL';
  const page = Number(params.get('page') ?? 1) || 1;
  const body = (
    <Deferred resolve={list}>
      {(data) => (
        <>
          <RefundList refunds={data.refunds.list} detailHref={(id) => `/member/refund_detail?refund_id=${id}`} />
          {data.refunds.pageCount > 1 && (
            <Pagination
              page={page}
              pageCount={data.refunds.pageCount}
              onChange={(p) => setParams((prev) => ({ ...Object.fromEntries(prev), page: String(p) }))}
            />
          )}
        </>
      )}
    </Deferred>
  );
  const tabs = [
    { id: 'ALL', label: t('afterSale.activist.all') },
    ...STATUSES.map((s) => ({ id: s, label: t(`orders.refundStatus.${s}`) })),
  ];
  return (
    <Card title={<PageTitle titleKey="activist" />} headingLevel={1}>
      <Tabs
        label={t('afterSale.activist.tabsLabel')}
        value={status}
        onChange={(id) => setParams(id === 'ALL' ? {} : { status: id })}
        items={tabs.map((tab) => ({ ...tab, content: tab.id === status ? body : null }))}
      />
    </Card>
  );
}
