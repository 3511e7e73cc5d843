import { useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import {
  MemberAddInvoiceTitleDocument,
  MemberInvoiceTitleDocument,
  MemberUpdateInvoiceTitleDocument,
  type MemberInvoiceTitleQuery,
} from '@mall/gateway-client';
import { InvoiceForm } from '../components/InvoiceForm/InvoiceForm';
import { safeBack } from '../lib/navigation';
import { PageCard, intParam, load, notFound } from '@mall/page-kit';
import { useEditPage } from '../lib/editing';

type Title = MemberInvoiceTitleQuery['invoiceTitle'];

/** /member/invoice_info[?id=][&back=]: a new title, or the one being edited (404 when missing). */
export async function loader({ request }: LoaderFunctionArgs): Promise<{ title: Title | null }> {
  const id = intParam(request, 'id');
  if (id === null) return { title: null };
  const data = await load(MemberInvoiceTitleDocument, { id }, request);
  if (!data.invoiceTitle) notFound();
  return { title: data.invoiceTitle };
}

export function Component() {
  const { title } = useLoaderData() as { title: Title | null };
  const [params] = useSearchParams();
  const page = useEditPage({
    editing: title,
    words: 'member.invoice',
    add: MemberAddInvoiceTitleDocument,
    update: MemberUpdateInvoiceTitleDocument,
    back: safeBack(params.get('back'), '/member/invoice'),
  });
  return (
    <PageCard title={page.title}>
      <InvoiceForm key={title?.id ?? 'new'} initial={title ?? undefined} {...page.form} />
    </PageCard>
  );
}
