import { Link, useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import { MemberAccountDocument, type MemberAccountQuery } from '@mall/gateway-client';
import { m } from '@mall/i18n';
import { Inline, Skeleton, Stack } from '@mall/ui';
import { AccountRecords } from '../components/AccountRecords/AccountRecords';
import * as styles from './routes.css';
import { Deferred, PageCard, load, pageParam, pageStyles as shared } from '@mall/page-kit';

const PAGE_SIZE = 10;

/** /member/my_point[?page=]: points and the point records. */
export function loader({ request }: LoaderFunctionArgs) {
  return { points: load(MemberAccountDocument, { type: 'POINT', page: pageParam(request), pageSize: PAGE_SIZE }, request) };
}

export function Component() {
  const { points } = useLoaderData() as { points: Promise<MemberAccountQuery> };
  const [params, setParams] = useSearchParams();
  const page = Number(params.get('page') ?? 1) || 1;
  return (
    <PageCard titleKey="myPoint">
      <Deferred resolve={points} fallback={<Skeleton lines={10} />}>
        {(data) => (
          <>
            <Inline space="xxl" wrap={false} className={styles.summary}>
              <Stack as="p" space="xs" className={styles.summaryItem}>
                <span>{m['member.point.current']()}</span>
                <span className={`${shared.money} ${styles.big}`} data-testid="point-total">
                  {data.account.point}
                </span>
              </Stack>
              <Link to="/member/signin" className={shared.link}>
                {m['member.point.signin']()}
              </Link>
            </Inline>
            <h2 className={shared.cardTitle}>{m['member.point.records']()}</h2>
            <AccountRecords
              caption={m['member.point.records']()}
              emptyText={m['member.point.empty']()}
              records={data.accountRecords.list}
              page={page}
              pageCount={data.accountRecords.pageCount}
              onPageChange={(p) => setParams({ page: String(p) })}
            />
          </>
        )}
      </Deferred>
    </PageCard>
  );
}
