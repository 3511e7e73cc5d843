import { useT } from '@mall/i18n';
import type { OrderDetailItem } from '../../fixtures';
import * as shared from '../../lib/pageStyles';
import * as styles from './OrderAddressBlock.css';
import { formatDateTime } from '@mall/member/page-kit';

export type AddressBlockOrder = Pick<
  OrderDetailItem,
  'deliveryType' | 'name' | 'mobile' | 'fullAddress' | 'deliveryTime' | 'store' | 'pickupCode' | 'verifyCode'
>;

export interface OrderAddressBlockProps {
  order: AddressBlockOrder;
}

/**
 * Where the goods go, by delivery type: the receiver and address (express, local delivery, with the
 * shipping time), the pickup store and pickup code (pickup), or the verification code (virtual).
 * Codes exist once the order is paid; before, a hint says so.
 */
export function OrderAddressBlock({ order }: OrderAddressBlockProps) {
  const t = useT();
  if (order.deliveryType === 'PICKUP') {
    return (
      <section className={styles.block} aria-labelledby="order-address-title">
        <h2 id="order-address-title" className={styles.title}>
          {t('orders.address.pickupTitle')}
        </h2>
        <dl className={shared.dl}>
          <dt className={shared.dt}>{t('orders.address.store')}</dt>
          <dd className={shared.dd}>{order.store?.storeName ?? '—'}</dd>
          {order.store && (
            <>
              <dt className={shared.dt}>{t('orders.address.storeAddress')}</dt>
              <dd className={shared.dd}>{order.store.address}</dd>
              <dt className={shared.dt}>{t('orders.address.telephone')}</dt>
              <dd className={shared.dd}>{order.store.telephone}</dd>
              <dt className={shared.dt}>{t('orders.address.openTime')}</dt>
              <dd className={shared.dd}>{order.store.openTime}</dd>
            </>
          )}
          <dt className={shared.dt}>{t('orders.address.pickupCode')}</dt>
          <dd className={shared.dd}>
            {order.pickupCode ? (
              <>
                <strong className={styles.code}>{order.pickupCode}</strong>
                <span className={shared.muted}>{t('orders.address.pickupNotice')}</span>
              </>
            ) : (
              <span className={shared.muted}>{t('orders.address.pickupCodeWait')}</span>
            )}
          </dd>
        </dl>
      </section>
    );
  }
  if (order.deliveryType === 'VIRTUAL') {
    return (
      <section className={styles.block} aria-labelledby="order-address-title">
        <h2 id="order-address-title" className={styles.title}>
          {t('orders.address.virtualTitle')}
        </h2>
        <dl className={shared.dl}>
          <dt className={shared.dt}>{t('orders.address.verifyCode')}</dt>
          <dd className={shared.dd}>
            {order.verifyCode ? (
              <strong className={styles.code}>{order.verifyCode}</strong>
            ) : (
              <span className={shared.muted}>{t('orders.address.verifyCodeWait')}</span>
            )}
          </dd>
        </dl>
        <p className={shared.muted}>{t('orders.address.virtualNotice')}</p>
      </section>
    );
  }
  return (
    <section className={styles.block} aria-labelledby="order-address-title">
      <h2 id="order-address-title" className={styles.title}>
        {t('orders.address.title')}
      </h2>
      <dl className={shared.dl}>
        <dt className={shared.dt}>{t('orders.address.receiver')}</dt>
        <dd className={shared.dd}>{order.name}</dd>
        <dt className={shared.dt}>{t('orders.address.mobile')}</dt>
        <dd className={shared.dd}>{order.mobile}</dd>
        <dt className={shared.dt}>{t('orders.address.address')}</dt>
        <dd className={shared.dd}>{order.fullAddress}</dd>
        {order.deliveryTime > 0 && (
          <>
            <dt className={shared.dt}>{t('orders.address.deliveryTime')}</dt>
            <dd className={shared.dd}>{formatDateTime(order.deliveryTime)}</dd>
          </>
        )}
      </dl>
    </section>
  );
}
