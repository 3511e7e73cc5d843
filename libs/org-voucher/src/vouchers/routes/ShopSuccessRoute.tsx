import { Link, useLoaderData } from 'react-router-dom';
import type { VoucherOrderQuery } from '@mall/gateway-client';
import { useT } from '@mall/i18n';
import { Empty, Card } from '@mall/ui';
import { loadVoucherOrder } from '../lib/voucherOrder';
import { Deferred } from '../../lib/VoucherDeferred';
import { pageStyles as styles } from '@mall/page-kit';
import { fenToYuan } from '@mall/rest-contract/money';

/** /member/shopSuccess?order_id= (paid) and /member/subSuccess?order_id= (submitted): a voucher order's result. */
export const loader = loadVoucherOrder;

export function Component() {
  const { data } = useLoaderData() as { data: Promise<VoucherOrderQuery> };
  const t = useT();
  return (
    <Card title={t('title.shopSuccess')} headingLevel={1}>
      <Deferred resolve={data}>
        {({ voucherOrder: o }) =>
          !o ? (
            <Empty />
          ) : (
            <div className={styles.stack} role="status">
              <p className={styles.cardTitle}>{o.status === 'paid' ? t('orgVoucher.voucher.paid') : t('orgVoucher.voucher.submitted')}</p>
              <p>
                {t('orgVoucher.voucher.orderNo')} {o.orderNo} · <span className={styles.money}>{t('orgVoucher.common.yuan', { amount: fenToYuan(o.amount) })}</span>
              </p>
              <div className={styles.row}>
                {o.status === 'unpaid' ? (
                  <Link className={styles.link} to={`/member/buyCouponPay?order_id=${o.orderId}`}>
                    {t('orgVoucher.voucher.toPay')}
                  </Link>
                ) : (
                  <Link className={styles.link} to="/member/couponIssuance">
                    {t('orgVoucher.voucher.toIssue')}
                  </Link>
                )}
                <Link className={styles.link} to="/member/consumptionCoupons">
                  {t('orgVoucher.voucher.backOverview')}
                </Link>
              </div>
            </div>
          )
        }
      </Deferred>
    </Card>
  );
}
