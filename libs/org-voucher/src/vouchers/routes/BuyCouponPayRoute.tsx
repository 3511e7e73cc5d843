import { useMemo, useState } from 'react';
import { useLoaderData, useNavigate } from 'react-router-dom';
import { VoucherPayOrderDocument, type VoucherOrderQuery } from '@mall/gateway-client';
import { m } from '@mall/i18n';
import { Button, Empty, RadioGroup, Card, formatDateTime } from '@mall/ui';
import { loadVoucherOrder } from '../lib/voucherOrder';
import { Deferred } from '../../lib/VoucherDeferred';
import { AlertText, pageStyles as styles, useMutation } from '@mall/page-kit';
import { fenToYuan } from '@mall/rest-contract/money';

/** /member/buyCouponPay?order_id=: pays a voucher purchase (demo provider or member balance). */
export const loader = loadVoucherOrder;

export function Component() {
  const { data } = useLoaderData() as { data: Promise<VoucherOrderQuery> };
  const navigate = useNavigate();
  const { run, pending, error } = useMutation();
  const [payType, setPayType] = useState<'DEMO' | 'BALANCE'>('DEMO');
  // One key per visit: a repeated click pays once.
  const payKey = useMemo(() => `vpay-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`, []);
  return (
    <Card title={m['title.buyCouponPay']()} headingLevel={1}>
      <Deferred resolve={data}>
        {({ voucherOrder: o }) =>
          !o ? (
            <Empty />
          ) : (
            <div className={styles.stack}>
              <dl className={styles.dl}>
                <dt className={styles.dt}>{m['orgVoucher.voucher.orderNo']()}</dt>
                <dd className={styles.dd}>{o.orderNo}</dd>
                <dt className={styles.dt}>{m['orgVoucher.voucher.amount']()}</dt>
                <dd className={styles.dd}>
                  <span className={styles.money}>{m['orgVoucher.common.yuan']({ amount: fenToYuan(o.amount) })}</span>
                </dd>
                <dt className={styles.dt}>{m['orgVoucher.voucher.status']()}</dt>
                <dd className={styles.dd}>{o.statusName}</dd>
                <dt className={styles.dt}>{m['orgVoucher.voucher.time']()}</dt>
                <dd className={styles.dd}>{formatDateTime(o.createTime)}</dd>
              </dl>
              {o.status === 'unpaid' ? (
                <>
                  <RadioGroup
                    label={m['orgVoucher.voucher.payTitle']()}
                    value={payType}
                    onChange={(v) => setPayType(v as 'DEMO' | 'BALANCE')}
                    options={[
                      { value: 'DEMO', label: m['orgVoucher.voucher.payDemo']() },
                      { value: 'BALANCE', label: m['orgVoucher.voucher.payBalance']() },
                    ]}
                  />
                  <AlertText message={error} className={styles.error} />
                  <div>
                    <Button
                      disabled={pending}
                      onClick={() =>
                        void run(VoucherPayOrderDocument, { orderId: o.orderId, payType, payKey }, { revalidate: false }).then((r) => {
                          if (r) navigate(`/member/shopSuccess?order_id=${o.orderId}`);
                        })
                      }
                    >
                      {m['orgVoucher.voucher.pay']()}
                    </Button>
                  </div>
                </>
              ) : null}
            </div>
          )
        }
      </Deferred>
    </Card>
  );
}
