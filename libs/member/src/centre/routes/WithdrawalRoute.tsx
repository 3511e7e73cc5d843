import { useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import { MemberWithdrawalsDocument, type MemberWithdrawalsQuery, type WithdrawStatus } from '@mall/gateway-client';
import { m } from '@mall/i18n';
import { WithdrawalList } from '../components/WithdrawalList/WithdrawalList';
import { PagedDeferred, UrlTabs, tabOf, type UrlTab, PageCard, load, pageParam } from '@mall/page-kit';

const PAGE_SIZE = 10;
const STATUSES: readonly UrlTab<WithdrawStatus | 'ALL'>[] = [
  ['ALL', m['member.withdraw.statusAll']],
  ['PENDING', m['member.withdraw.statusPending']],
  ['APPROVED', m['member.withdraw.statusApproved']],
  ['TRANSFERRED', m['member.withdraw.statusTransferred']],
  ['REFUSED', m['member.withdraw.statusRefused']],
];

/** /member/withdrawal[?status=&page=]: withdrawals by status, paginated. */
export function loader({ request }: LoaderFunctionArgs) {
  const status = tabOf(STATUSES, new URL(request.url).searchParams.get('status'), 'ALL');
  return { list: load(MemberWithdrawalsDocument, { status, page: pageParam(request), pageSize: PAGE_SIZE }, request) };
}

export function Component() {
  const { list } = useLoaderData() as { list: Promise<MemberWithdrawalsQuery> };
  const [params] = useSearchParams();
  const status = tabOf(STATUSES, params.get('status'), 'ALL') ?? 'ALL';
  return (
    <PageCard titleKey="withdrawal" link={{ to: '/member/apply_withdrawal', text: m['member.bank.applyWithdrawal']() }}>
      <UrlTabs param="status" label={m['member.common.status']()} tabs={STATUSES} value={status} all="ALL">
        <PagedDeferred resolve={list} pageCount={(data) => data.withdrawals.pageCount}>
          {(data) => (
            <WithdrawalList withdrawals={data.withdrawals.list} detailHref={(id) => `/member/withdrawal_detail?id=${id}`} />
          )}
        </PagedDeferred>
      </UrlTabs>
    </PageCard>
  );
}
