import { useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import { MemberCouponsDocument, type CouponState, type MemberCouponsQuery } from '@mall/gateway-client';
import { useT, type TranslationKey } from '@mall/i18n';
import { Pagination, Skeleton, Tabs } from '@mall/ui';
import { CouponList } from '../components/CouponList/CouponList';
import { Card, Deferred, PageTitle, load, pageParam } from '../lib/route';

const PAGE_SIZE = 12;
const STATES: readonly [CouponState, TranslationKey][] = [
  ['UNUSED', 'member.coupon.unused'],
  ['USED', 'member.coupon.used'],
  ['EXPIRED', 'member.coupon.expired'],
];

function stateParam(raw: string | null): CouponState {
  return STATES.some(([s]) => s === raw) ? (raw as CouponState) : 'UNUSED';
}

/** /member/my_coupon[?state=&page=]: coupons by state. */
export function loader({ request }: LoaderFunctionArgs) {
  const state = stateParam(new URL(request.url).searchParams.get('state'));
  return { coupons: load(MemberCouponsDocument, { state, page: pageParam(request), pageSize: PAGE_SIZE }, request) };
}

export function Component() {
  const { coupons } = useLoaderData() as { coupons: Promise<MemberCouponsQuery> };
  const t = useT();
  const [params, setParams] = useSearchParams();
  const state = stateParam(params.get('state'));
  const page = Number(params.get('page') ?? 1) || 1;
  const body = (
    <Deferred resolve={coupons} fallback={<Skeleton lines={6} />}>
      {(data) => (
        <>
          <CouponList
            coupons={data.memberCoupons.list}
            state={state}
            couponHref={(c) => (c.shopId > 0 ? `/shop-${c.shopId}` : '/list')}
          />
          {data.memberCoupons.pageCount > 1 && (
            <Pagination page={page} pageCount={data.memberCoupons.pageCount} onChange={(p) => setParams({ state, page: String(p) })} />
          )}
        </>
      )}
    </Deferred>
  );
  return (
    <Card title={<PageTitle titleKey="myCoupon" />} headingLevel={1}>
      <Tabs
        label={t('member.coupon.tabs')}
        value={state}
        onChange={(id) => setParams({ state: id })}
        items={STATES.map(([id, key]) => ({ id, label: t(key), content: id === state ? body : null }))}
      />
    </Card>
  );
}
