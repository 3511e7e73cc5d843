import { useState } from 'react';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { MyVouchersDocument, VoucherActivateDocument, type MyVouchersQuery, type VoucherStatus } from '@mall/gateway-client';
import { m } from '@mall/i18n';
import { Pagination, Card } from '@mall/ui';
import { VoucherCards, voucherStatusText } from '../components/VoucherCards/VoucherCards';
import { Deferred } from '../../lib/VoucherDeferred';
import { AlertText, intParam, load, pageStyles as styles, useMutation } from '@mall/page-kit';

const STATUSES: VoucherStatus[] = ['PENDING', 'USABLE', 'USED', 'EXPIRED'];
const KEY: Record<VoucherStatus, 'pending' | 'usable' | 'used' | 'expired'> = { PENDING: 'pending', USABLE: 'usable', USED: 'used', EXPIRED: 'expired' };

/** /member/myCoupon?status=&page=: the member's consumption vouchers by status, with activation. */
export function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const raw = (url.searchParams.get('status') ?? '').toUpperCase();
  const status = (STATUSES as string[]).includes(raw) ? (raw as VoucherStatus) : 'PENDING';
  const page = intParam(url, 'page') ?? 1;
  return { status, page, data: load(MyVouchersDocument, { status, page }, request) };
}

export function Component() {
  const { status, page, data } = useLoaderData() as { status: VoucherStatus; page: number; data: Promise<MyVouchersQuery> };
  const { run, error } = useMutation();
  const [activatingId, setActivatingId] = useState<number | null>(null);
  return (
    <Card title={m['title.myConsumptionCoupon']()} headingLevel={1}>
      <Deferred resolve={data}>
        {({ myVouchers, myVoucherCounts }) => (
          <div className={styles.stack}>
            <nav className={styles.row} aria-label={m['orgVoucher.voucher.my']()}>
              {STATUSES.map((s) => (
                <Link key={s} className={styles.link} to={`/member/myCoupon?status=${s.toLowerCase()}`} aria-current={s === status ? 'page' : undefined}>
                  {voucherStatusText(s)}（{myVoucherCounts[KEY[s]]}）
                </Link>
              ))}
            </nav>
            <AlertText message={error} className={styles.error} />
            <VoucherCards
              vouchers={myVouchers.list}
              activatingId={activatingId}
              onActivate={(voucherId) => {
                setActivatingId(voucherId);
                void run(VoucherActivateDocument, { voucherId }, { success: m['orgVoucher.voucher.activated']() }).finally(() => setActivatingId(null));
              }}
            />
            <Pagination page={page} pageCount={myVouchers.pageCount} getHref={(p) => `/member/myCoupon?status=${status.toLowerCase()}&page=${p}`} />
          </div>
        )}
      </Deferred>
    </Card>
  );
}
