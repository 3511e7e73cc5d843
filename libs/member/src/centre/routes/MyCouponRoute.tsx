import { useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import { MemberCouponsDocument, type CouponState, type MemberCouponsQuery } from '@mall/gateway-client';
import { m } from '@mall/i18n';
import { Skeleton } from '@mall/ui';
import { CouponList } from '../components/CouponList/CouponList';
import { PagedDeferred, UrlTabs, tabOf, type UrlTab, PageCard, load, pageParam } from '@mall/page-kit';

const PAGE_SIZE = 12;
const STATES: readonly UrlTab<CouponState>[] = [
  ['UNUSED', m['member.coupon.unused']],
  ['USED', m['member.coupon.used']],
  ['EXPIRED', m['member.coupon.expired']],
];

/** /member/my_coupon[?state=&page=]: coupons by state. */
export function loader({ request }: LoaderFunctionArgs) {
  const state = tabOf(STATES, new URL(request.url).searchParams.get('state')) ?? 'UNUSED';
  return { coupons: load(MemberCouponsDocument, { state, page: pageParam(request), pageSize: PAGE_SIZE }, request) };
}

export function Component() {
  const { coupons } = useLoaderData() as { coupons: Promise<MemberCouponsQuery> };
  const [params] = useSearchParams();
  const state = tabOf(STATES, params.get('state')) ?? 'UNUSED';
  return (
    <PageCard titleKey="myCoupon">
      <UrlTabs param="state" label={m['member.coupon.tabs']()} tabs={STATES} value={state}>
        <PagedDeferred
          resolve={coupons}
          pageCount={(data) => data.memberCoupons.pageCount}
          params={{ state }}
          fallback={<Skeleton lines={6} />}
        >
          {(data) => (
            <CouponList
              coupons={data.memberCoupons.list}
              state={state}
              couponHref={(c) => (c.shopId > 0 ? `/shop-${c.shopId}` : '/list')}
            />
          )}
        </PagedDeferred>
      </UrlTabs>
    </PageCard>
  );
}
