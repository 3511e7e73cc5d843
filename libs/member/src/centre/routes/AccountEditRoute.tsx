import { useLoaderData, useNavigate, useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import {
  MemberAddBankAccountDocument,
  MemberBankAccountEditDocument,
  MemberUpdateBankAccountDocument,
  type BankAccountInput,
  type MemberBankAccountEditQuery,
} from '@mall/gateway-client';
import { useT } from '@mall/i18n';
import { BankAccountForm } from '../components/BankAccountForm/BankAccountForm';
import { PageCard, intParam, load, notFound, useMutation } from '../lib/route';
import { safeBack } from '../lib/navigation';

/** /member/account_edit[?id=][&back=]: the account being edited (404 when missing) and the allowed types. */
export async function loader({ request }: LoaderFunctionArgs): Promise<MemberBankAccountEditQuery> {
  const id = intParam(request, 'id');
  const data = await load(MemberBankAccountEditDocument, { id: id ?? 0, withAccount: id !== null }, request);
  if (id !== null && !data.bankAccount) notFound();
  return data;
}

export function Component() {
  const data = useLoaderData() as MemberBankAccountEditQuery;
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const back = safeBack(params.get('back'), '/member/account_list');
  const { run, pending, error } = useMutation();
  const account = data.bankAccount ?? null;
  const allowed = new Set(data.withdrawConfig.transferTypes);
  const types = data.transferTypes.filter((x) => allowed.size === 0 || allowed.has(x.type));
  const submit = async (input: BankAccountInput) => {
    const done = account
      ? await run(MemberUpdateBankAccountDocument, { id: account.id, input }, { success: t('member.bank.updated'), revalidate: false })
      : await run(MemberAddBankAccountDocument, { input }, { success: t('member.bank.added'), revalidate: false });
    if (done !== null) navigate(back);
  };
  return (
    <PageCard title={account ? t('member.bank.edit') : t('member.bank.add')}>
      <BankAccountForm
        key={account?.id ?? 'new'}
        types={types}
        initial={account ?? undefined}
        onSubmit={(input) => void submit(input)}
        onCancel={() => navigate(back)}
        submitting={pending}
        error={error}
      />
    </PageCard>
  );
}
