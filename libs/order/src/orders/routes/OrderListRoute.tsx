import { Link, replace, useLoaderData, useRevalidator, useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import { OrderListDocument, type OrderListQuery } from '@mall/gateway-client';
import { m } from '@mall/i18n';
import { Card, cx, Empty, Pagination, Stack } from '@mall/ui';
import { OrderCard } from '../components/OrderCard/OrderCard';
import { OrderTabs } from '../components/OrderTabs/OrderTabs';
import { orderListSearch, parseOrderListParams } from '../lib/orderUrl';
import { useOrderAct } from '../lib/useOrderAct';
import { errorMessage, load, LoadError, PageTitle } from '@mall/page-kit';
import * as orderStyles from '../lib/styles.css';
import { linkButtonLayout } from '../lib/linkButton';

const PAGE_SIZE = 10;

/** `documentTitle`: the 待付款 tab is the pending-payment page of SPEC §2's titles. */
type LoaderData = { data: OrderListQuery | null; error: string | null; documentTitle?: string };

/**
 * /member/order_list[?tab=wait_pay&page=2]: the member's orders of a tab with the counts. Bad or
 * default values are normalised by a redirect to the canonical URL; a page past the end goes to the last.
 */
export async function loader({ request }: LoaderFunctionArgs): Promise<LoaderData | Response> {
  const url = new URL(request.url);
  const params = parseOrderListParams(url);
  const canonical = orderListSearch(params);
  if (canonical !== url.search) return replace(`${url.pathname}${canonical}`);
  const title = params.tab === 'WAIT_PAY' ? { documentTitle: m['title.pendingPayment']() } : {};
  try {
    const data = await load(OrderListDocument, { tab: params.tab, page: params.page, pageSize: PAGE_SIZE }, request);
    const last = Math.max(1, data.orders.pageCount);
    if (params.page > last) return replace(`${url.pathname}${orderListSearch({ ...params, page: last })}`);
    return { data, error: null, ...title };
  } catch (thrown) {
    // A token error has already gone to /login (force-login); other failures show with 重试.
    return { data: null, error: errorMessage(thrown, '') || null, ...title };
  }
}

export function Component() {
  const { data, error } = useLoaderData() as LoaderData;
  const [params, setParams] = useSearchParams();
  const { tab, page } = parseOrderListParams(params);
  const onAct = useOrderAct();
  const revalidator = useRevalidator();
  const go = (next: { tab?: typeof tab; page?: number }) =>
    setParams(new URLSearchParams(orderListSearch({ tab: next.tab ?? tab, page: next.page ?? 1 })));
  const list = data?.orders.list ?? [];
  return (
    <Card title={<PageTitle titleKey="orderList" />} headingLevel={1}>
      <OrderTabs tab={tab} counts={data?.orders.counts ?? null} onChange={(next) => go({ tab: next })}>
        {data === null ? (
          <LoadError message={error ?? undefined} />
        ) : list.length === 0 ? (
          <Empty
            text={m['orders.list.empty']()}
            action={
              <Link to="/" className={cx(linkButtonLayout, orderStyles.linkButtonPrimary)}>
                {m['orders.list.goShopping']()}
              </Link>
            }
          />
        ) : (
          <Stack space="md" aria-busy={revalidator.state === 'loading'}>
            {list.map((order) => (
              <OrderCard key={order.orderId} order={order} onAct={onAct} />
            ))}
            {data.orders.pageCount > 1 && (
              <Pagination
                page={page}
                pageCount={data.orders.pageCount}
                getHref={(p) => orderListSearch({ tab, page: p }) || '?'}
                onChange={(p) => go({ tab, page: p })}
              />
            )}
          </Stack>
        )}
      </OrderTabs>
    </Card>
  );
}
