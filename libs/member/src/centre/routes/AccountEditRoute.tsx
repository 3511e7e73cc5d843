import { useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import {
  MemberAddBankAccountDocument,
  MemberBankAccountEditDocument,
  MemberUpdateBankAccountDocument,
  type MemberBankAccountEditQuery,
} from '@mall/gateway-client';
import { BankAccountForm } from '../components/BankAccountForm/BankAccountForm';
import { safeBack } from '../lib/navigation';
import { PageCard, intParam, load, notFound } from '@mall/page-kit';
import { useEditPage } from '../lib/editing';

/** /member/account_edit[?id=][&back=]: the account being edited (404 when missing) and the allowed types. */
export async function loader({ request }: LoaderFunctionArgs): Promise<MemberBankAccountEditQuery> {
  const id = intParam(request, 'id');
  const data = await load(MemberBankAccountEditDocument, { id: id ?? 0, withAccount: id !== null }, request);
  if (id !== null && !data.bankAccount) notFound();
  return data;
}

export function Component() {
  const data = useLoaderData() as MemberBankAccountEditQuery;
  const [params] = useSearchParams();
  const account = data.bankAccount ?? null;
  const page = useEditPage({
    editing: account,
    words: 'member.bank',
    add: MemberAddBankAccountDocument,
    update: MemberUpdateBankAccountDocument,
    back: safeBack(params.get('back'), '/member/account_list'),
  });
  const allowed = new Set(data.withdrawConfig.transferTypes);
  const types = data.transferTypes.filter((x) => allowed.size === 0 || allowed.has(x.type));
  return (
    <PageCard title={page.title}>
      <BankAccountForm key={account?.id ?? 'new'} types={types} initial={account ?? undefined} {...page.form} />
    </PageCard>
  );
}
