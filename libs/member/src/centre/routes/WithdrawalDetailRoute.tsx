import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { MemberWithdrawalDocument, type MemberWithdrawalQuery } from '@mall/gateway-client';
import { m } from '@mall/i18n';
import { WithdrawalDetail } from '../components/WithdrawalDetail/WithdrawalDetail';
import { PageCard, intParam, load, notFound } from '@mall/page-kit';

type Withdrawal = NonNullable<MemberWithdrawalQuery['withdrawal']>;

/** /member/withdrawal_detail?id=: 404 when missing or another member's. */
export async function loader({ request }: LoaderFunctionArgs): Promise<Withdrawal> {
  const id = intParam(request, 'id');
  if (id === null) notFound();
  const { withdrawal } = await load(MemberWithdrawalDocument, { id }, request);
  if (!withdrawal) notFound();
  return withdrawal;
}

export function Component() {
  const withdrawal = useLoaderData() as Withdrawal;
  return (
    <PageCard titleKey="withdrawalDetail" link={{ to: '/member/withdrawal', text: m['member.common.backToList']() }}>
      <WithdrawalDetail withdrawal={withdrawal} />
    </PageCard>
  );
}
