import { Link, useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import { MemberWithdrawalsDocument, type MemberWithdrawalsQuery, type WithdrawStatus } from '@mall/gateway-client';
import { useT, type TranslationKey } from '@mall/i18n';
import { Pagination, Tabs } from '@mall/ui';
import { WithdrawalList } from '../components/WithdrawalList/WithdrawalList';
import { Card, Deferred, PageTitle, load, pageParam } from '../lib/route';
import * as shared from '../lib/styles.css';

const PAGE_SIZE = 10;
const STATUSES: readonly [WithdrawStatus | 'ALL', TranslationKey][] = [
  ['ALL', 'member.withdraw.statusAll'],
  ['PENDING', 'member.withdraw.statusPending'],
  ['APPROVED', 'member.withdraw.statusApproved'],
  ['TRANSFERRED', 'member.withdraw.statusTransferred'],
  ['REFUSED', 'member.withdraw.statusRefused'],
];

function statusParam(raw: string | null): WithdrawStatus | null {
  return STATUSES.some(([s]) => s === raw && s !== 'ALL') ? (raw as WithdrawStatus) : null;
}

/** /member/withdrawal[?status=&page=]: withdrawals by status, paginated. */
export function loader({ request }: LoaderFunctionArgs) {
  const status = statusParam(new URL(request.url).searchParams.get('status'));
  return { list: load(MemberWithdrawalsDocument, { status, page: pageParam(request), pageSize: PAGE_SIZE }, request) };
}

export function Component() {
  const { list } = useLoaderData() as { list: Promise<MemberWithdrawalsQuery> };
  const t = useT();
  const [params, setParams] = useSearchParams();
  const status = statusParam(params.get('status')) ?? 'ALL';
  const page = Number(params.get('page') ?? 1) || 1;
  const body = (
    <Deferred resolve={list}>
      {(data) => (
        <>
          <WithdrawalList withdrawals={data.withdrawals.list} detailHref={(id) => `/member/withdrawal_detail?id=${id}`} />
          {data.withdrawals.pageCount > 1 && (
            <Pagination
              page={page}
              pageCount={data.withdrawals.pageCount}
              onChange={(p) => setParams((prev) => ({ ...Object.fromEntries(prev), page: String(p) }))}
            />
          )}
        </>
      )}
    </Deferred>
  );
  return (
    <Card
      title={<PageTitle titleKey="withdrawal" />}
      headingLevel={1}
      extra={
        <Link to="/member/apply_withdrawal" className={shared.link}>
          {t('member.bank.applyWithdrawal')}
        </Link>
      }
    >
      <Tabs
        label={t('member.common.status')}
        value={status}
        onChange={(id) => setParams(id === 'ALL' ? {} : { status: id })}
        items={STATUSES.map(([id, key]) => ({ id, label: t(key), content: id === status ? body : null }))}
      />
    </Card>
  );
}
