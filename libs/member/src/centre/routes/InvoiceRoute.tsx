import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { MemberDeleteInvoiceTitleDocument, MemberInvoiceTitlesDocument, type MemberInvoiceTitlesQuery } from '@mall/gateway-client';
import { INVOICE_INFO_MAX } from '@mall/rest-contract/rules';
import { InvoiceTitleList } from '../components/InvoiceTitleList/InvoiceTitleList';
import { Deferred, PageCard, load } from '@mall/page-kit';
import { useRowActions } from '../lib/editing';

/** /member/invoice: all invoice titles (at most INVOICE_INFO_MAX, one page). */
export function loader({ request }: LoaderFunctionArgs) {
  return { titles: load(MemberInvoiceTitlesDocument, { page: 1, pageSize: INVOICE_INFO_MAX }, request) };
}

export function Component() {
  const { titles } = useLoaderData() as { titles: Promise<MemberInvoiceTitlesQuery> };
  const rowActions = useRowActions(MemberDeleteInvoiceTitleDocument);
  return (
    <PageCard titleKey="invoice">
      <Deferred resolve={titles}>
        {(data) => (
          <InvoiceTitleList
            titles={data.invoiceTitles.list}
            max={INVOICE_INFO_MAX}
            addHref="/member/invoice_info"
            editHref={(id) => `/member/invoice_info?id=${id}`}
            {...rowActions}
          />
        )}
      </Deferred>
    </PageCard>
  );
}
