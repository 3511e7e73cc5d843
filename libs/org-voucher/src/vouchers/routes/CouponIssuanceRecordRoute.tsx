import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { VoucherIssuancesDocument, type VoucherIssuancesQuery } from '@mall/gateway-client';
import { m } from '@mall/i18n';
import { Pagination, Card } from '@mall/ui';
import { IssuanceTable } from '../components/IssuanceTable/IssuanceTable';
import { Deferred } from '../../lib/VoucherDeferred';
import { intParam, load, pageStyles as styles } from '@mall/page-kit';

/** /member/couponIssuanceRecord?page=: the unit's issuance records (administrators). */
export function loader({ request }: LoaderFunctionArgs) {
  const page = intParam(request, 'page') ?? 1;
  return { page, data: load(VoucherIssuancesDocument, { page }, request) };
}

export function Component() {
  const { page, data } = useLoaderData() as { page: number; data: Promise<VoucherIssuancesQuery> };
  return (
    <Card title={m['title.couponIssuanceRecord']()} headingLevel={1}>
      <Deferred resolve={data}>
        {({ voucherIssuances }) => (
          <div className={styles.stack}>
            <IssuanceTable rows={voucherIssuances.list} detailHref={(id) => `/member/couponDetail?issuance_id=${id}`} />
            <Pagination page={page} pageCount={voucherIssuances.pageCount} getHref={(p) => `/member/couponIssuanceRecord?page=${p}`} />
          </div>
        )}
      </Deferred>
    </Card>
  );
}
