import { useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router-dom';
import {
  MemberApplyWithdrawalDocument,
  MemberWithdrawApplyDocument,
  type MemberWithdrawApplyQuery,
} from '@mall/gateway-client';
import { m } from '@mall/i18n';
import { Skeleton } from '@mall/ui';
import { WithdrawForm } from '../components/WithdrawForm/WithdrawForm';
import { Deferred, PageCard, load, useMutation } from '@mall/page-kit';

/** /member/apply_withdrawal: balance, rules and accounts, then the application. */
export function loader({ request }: LoaderFunctionArgs) {
  return { apply: load(MemberWithdrawApplyDocument, {}, request) };
}

export function Component() {
  const { apply } = useLoaderData() as { apply: Promise<MemberWithdrawApplyQuery> };
  const navigate = useNavigate();
  const { run, pending, error } = useMutation();
  const submit = async (input: { bankAccountId: number; amount: string }) => {
    const done = await run(MemberApplyWithdrawalDocument, input, { success: m['member.withdraw.applied'](), revalidate: false });
    if (done) navigate(`/member/withdrawal_detail?id=${done.applyWithdrawal.id}`);
  };
  return (
    <PageCard titleKey="applyWithdrawal" link={{ to: '/member/withdrawal', text: m['member.withdraw.list']() }}>
      <Deferred resolve={apply} fallback={<Skeleton lines={8} />}>
        {(data) => (
          <WithdrawForm
            balance={data.account.balance}
            config={data.withdrawConfig}
            accounts={data.bankAccounts.list}
            addAccountHref="/member/account_edit?back=/member/apply_withdrawal"
            onSubmit={(input) => void submit(input)}
            submitting={pending}
            error={error}
          />
        )}
      </Deferred>
    </PageCard>
  );
}
