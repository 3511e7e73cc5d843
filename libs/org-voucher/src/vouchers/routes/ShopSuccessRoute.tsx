import { Link, useLoaderData } from 'react-router-dom';
import type { VoucherOrderQuery } from '@mall/gateway-client';
import { m } from '@mall/i18n';
import { Empty, Card } from '@mall/ui';
import { loadVoucherOrder } from '../lib/voucherOrder';
import { Deferred } from '../../lib/VoucherDeferred';
import { pageStyles as styles } from '@mall/page-kit';
import { fenToYuan } from '@mall/rest-contract/money';

/** /member/shopSuccess?order_id= (paid) and /member/subSuccess?order_id= (submitted): a voucher order's result. */
export const loader = loadVoucherOrder;

export function Component() {
  const { data } = useLoaderData() as { data: Promise<VoucherOrderQuery> };
  return (
    <Card title={m['title.shopSuccess']()} headingLevel={1}>
      <Deferred resolve={data}>
        {({ voucherOrder: o }) =>
          !o ? (
            <Empty />
          ) : (
            <div className={styles.stack} role="status">
              <p className={styles.cardTitle}>{o.status === 'paid' ? m['orgVoucher.voucher.paid']() : m['orgVoucher.voucher.submitted']()}</p>
              <p>
                {m['orgVoucher.voucher.orderNo']()} {o.orderNo} · <span className={styles.money}>{m['orgVoucher.common.yuan']({ amount: fenToYuan(o.amount) })}</span>
              </p>
              <div className={styles.row}>
                {o.status === 'unpaid' ? (
                  <Link className={styles.link} to={`/member/buyCouponPay?order_id=${o.orderId}`}>
                    {m['orgVoucher.voucher.toPay']()}
                  </Link>
                ) : (
                  <Link className={styles.link} to="/member/couponIssuance">
                    {m['orgVoucher.voucher.toIssue']()}
                  </Link>
                )}
                <Link className={styles.link} to="/member/consumptionCoupons">
                  {m['orgVoucher.voucher.backOverview']()}
                </Link>
              </div>
            </div>
          )
        }
      </Deferred>
    </Card>
  );
}
