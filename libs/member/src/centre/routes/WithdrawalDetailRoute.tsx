import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { MemberWithdrawalDocument, type MemberWithdrawalQuery } from '@mall/gateway-client';
import { useT } from '@mall/i18n';
import { WithdrawalDetail } from '../components/WithdrawalDetail/WithdrawalDetail';
import { Card, PageTitle, intParam, load, notFound } from '../lib/route';
import * as shared from '../lib/styles.css';

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
  const t = useT();
  return (
    <Card
      title={<PageTitle titleKey="withdrawalDetail" />}
      headingLevel={1}
      extra={
        <Link to="/member/withdrawal" className={shared.link}>
          {t('member.common.backToList')}
        </Link>
      }
    >
      <WithdrawalDetail withdrawal={withdrawal} />
    </Card>
  );
}
