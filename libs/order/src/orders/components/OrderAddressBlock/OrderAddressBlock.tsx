import type { ReactNode } from 'react';
import { useT } from '@mall/i18n';
import type { OrderDetailItem } from '../../fixtures';
import { pageStyles as shared, DescriptionList } from '@mall/page-kit';
import * as styles from './OrderAddressBlock.css';
import { formatDateTime, Stack } from '@mall/ui';

export type AddressBlockOrder = Pick<
  OrderDetailItem,
  'deliveryType' | 'name' | 'mobile' | 'fullAddress' | 'deliveryTime' | 'store' | 'pickupCode' | 'verifyCode'
>;

export interface OrderAddressBlockProps {
  order: AddressBlockOrder;
}

/**
 * Where the goods of an order go, by delivery type: receiver, mobile and address with the shipping time
 * (express, local delivery); the pickup store with its address, phone, hours and the pickup code (pickup);
 * the verification code and notice (virtual). Codes exist once paid, before that a hint.
 * States: express, not shipped yet, local delivery, pickup, pickup unpaid, virtual, virtual unpaid, long
 * address.
 */
export function OrderAddressBlock({ order }: OrderAddressBlockProps) {
  const t = useT();
  const { store } = order;
  if (order.deliveryType === 'PICKUP') {
    const code = order.pickupCode ? (
      <>
        <strong className={styles.code}>{order.pickupCode}</strong>
        <span className={shared.muted}>{t('orders.address.pickupNotice')}</span>
      </>
    ) : (
      <span className={shared.muted}>{t('orders.address.pickupCodeWait')}</span>
    );
    return (
      <AddressSection
        title={t('orders.address.pickupTitle')}
        rows={[
          [t('orders.address.store'), store?.storeName ?? '—'],
          store && [t('orders.address.storeAddress'), store.address],
          store && [t('orders.address.telephone'), store.telephone],
          store && [t('orders.address.openTime'), store.openTime],
          [t('orders.address.pickupCode'), code],
        ]}
      />
    );
  }
  if (order.deliveryType === 'VIRTUAL') {
    const code = order.verifyCode ? (
      <strong className={styles.code}>{order.verifyCode}</strong>
    ) : (
      <span className={shared.muted}>{t('orders.address.verifyCodeWait')}</span>
    );
    return (
      <AddressSection title={t('orders.address.virtualTitle')} rows={[[t('orders.address.verifyCode'), code]]}>
        <p className={shared.muted}>{t('orders.address.virtualNotice')}</p>
      </AddressSection>
    );
  }
  return (
    <AddressSection
      title={t('orders.address.title')}
      rows={[
        [t('orders.address.receiver'), order.name],
        [t('orders.address.mobile'), order.mobile],
        [t('orders.address.address'), order.fullAddress],
        order.deliveryTime > 0 && [t('orders.address.deliveryTime'), formatDateTime(order.deliveryTime)],
      ]}
    />
  );
}

/** The block's section: its heading, the rows, and what follows them. */
function AddressSection({ title, rows, children }: { title: string; rows: Parameters<typeof DescriptionList>[0]['rows']; children?: ReactNode }) {
  return (
    <Stack as="section" space="sm" aria-labelledby="order-address-title">
      <h2 id="order-address-title" className={styles.title}>
        {title}
      </h2>
      <DescriptionList rows={rows} />
      {children}
    </Stack>
  );
}
