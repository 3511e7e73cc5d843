import { Link, useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import { MemberAccountDocument, type AccountSource, type MemberAccountQuery } from '@mall/gateway-client';
import { m } from '@mall/i18n';
import { formatPrice, Inline, Skeleton, Stack } from '@mall/ui';
import { ACCOUNT_SOURCES, AccountRecords } from '../components/AccountRecords/AccountRecords';
import * as styles from './routes.css';
import { Deferred, PageCard, load, pageParam, pageStyles as shared } from '@mall/page-kit';

const PAGE_SIZE = 10;

function sourceParam(raw: string | null): AccountSource | null {
  return ACCOUNT_SOURCES.some(([s]) => s === raw) ? (raw as AccountSource) : null;
}

/**
 * /member/account[?source=&page=]: balance, frozen amount and the balance records. Filtered by source
 * or paged on, the page is the records' (SPEC §2's 账户记录 title, the tab names what is read).
 */
export function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const source = sourceParam(params.get('source'));
  const page = pageParam(request);
  return {
    account: load(MemberAccountDocument, { type: 'BALANCE', source, page, pageSize: PAGE_SIZE }, request),
    ...(source || page > 1 ? { documentTitle: m['title.accountRecords']() } : {}),
  };
}

export function Component() {
  const { account } = useLoaderData() as { account: Promise<MemberAccountQuery> };
  const [params, setParams] = useSearchParams();
  const source = sourceParam(params.get('source'));
  const page = Number(params.get('page') ?? 1) || 1;
  return (
    <PageCard titleKey="account">
      <Deferred resolve={account} fallback={<Skeleton lines={10} />}>
        {(data) => (
          <>
            <Inline space="xxl" wrap={false} className={styles.summary}>
              <Stack as="p" space="xs" className={styles.summaryItem}>
                <span>{m['member.accountPage.balance']()}</span>
                <span className={`${shared.money} ${styles.big}`} data-testid="account-balance">
                  {formatPrice(data.account.balance)}
                </span>
              </Stack>
              <Stack as="p" space="xs" className={styles.summaryItem}>
                <span>{m['member.accountPage.frozen']()}</span>
                <span className={styles.big}>{formatPrice(data.account.balanceFrozen)}</span>
              </Stack>
              <Inline space="sm">
                <Link to="/member/recharge_list" className={shared.link}>
                  {m['member.accountPage.recharge']()}
                </Link>
                <Link to="/member/apply_withdrawal" className={shared.link}>
                  {m['member.accountPage.withdraw']()}
                </Link>
              </Inline>
            </Inline>
            <h2 className={shared.cardTitle}>{m['member.accountPage.records']()}</h2>
            <AccountRecords
              caption={m['member.accountPage.records']()}
              records={data.accountRecords.list}
              page={page}
              pageCount={data.accountRecords.pageCount}
              onPageChange={(p) => setParams({ ...(source ? { source } : {}), page: String(p) })}
              source={source}
              sources={['RECHARGE', 'WITHDRAW', 'WITHDRAW_REFUND', 'ORDER', 'REFUND', 'ADJUST']}
              onSourceChange={(s) => setParams(s ? { source: s } : {})}
            />
          </>
        )}
      </Deferred>
    </PageCard>
  );
}
