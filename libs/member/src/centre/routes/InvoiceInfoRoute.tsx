import { useLoaderData, useNavigate, useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import {
  MemberAddInvoiceTitleDocument,
  MemberInvoiceTitleDocument,
  MemberUpdateInvoiceTitleDocument,
  type InvoiceTitleInput,
  type MemberInvoiceTitleQuery,
} from '@mall/gateway-client';
import { useT } from '@mall/i18n';
import { InvoiceForm } from '../components/InvoiceForm/InvoiceForm';
import { PageCard, intParam, load, notFound, useMutation } from '../lib/route';
import { safeBack } from '../lib/navigation';

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
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const back = safeBack(params.get('back'), '/member/invoice');
  const { run, pending, error } = useMutation();
  const submit = async (input: InvoiceTitleInput) => {
    const done = title
      ? await run(MemberUpdateInvoiceTitleDocument, { id: title.id, input }, { success: t('member.invoice.updated'), revalidate: false })
      : await run(MemberAddInvoiceTitleDocument, { input }, { success: t('member.invoice.added'), revalidate: false });
    if (done !== null) navigate(back);
  };
  return (
    <PageCard title={title ? t('member.invoice.edit') : t('member.invoice.add')}>
      <InvoiceForm
        key={title?.id ?? 'new'}
        initial={title ?? undefined}
        onSubmit={(input) => void submit(input)}
        onCancel={() => navigate(back)}
        submitting={pending}
        error={error}
      />
    </PageCard>
  );
}
