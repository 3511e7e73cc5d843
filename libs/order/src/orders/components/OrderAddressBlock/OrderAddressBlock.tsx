import type { ReactNode } from 'react';
import { m } from '@mall/i18n';
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
  const { store } = order;
  if (order.deliveryType === 'PICKUP') {
    const code = order.pickupCode ? (
      <>
        <strong className={styles.code}>{order.pickupCode}</strong>
        <span className={shared.muted}>{m['orders.address.pickupNotice']()}</span>
      </>
    ) : (
      <span className={shared.muted}>{m['orders.address.pickupCodeWait']()}</span>
    );
    return (
      <AddressSection
        title={m['orders.address.pickupTitle']()}
        rows={[
          [m['orders.address.store'](), store?.storeName ?? '—'],
          store && [m['orders.address.storeAddress'](), store.address],
          store && [m['orders.address.telephone'](), store.telephone],
          store && [m['orders.address.openTime'](), store.openTime],
          [m['orders.address.pickupCode'](), code],
        ]}
      />
    );
  }
  if (order.deliveryType === 'VIRTUAL') {
    const code = order.verifyCode ? (
      <strong className={styles.code}>{order.verifyCode}</strong>
    ) : (
      <span className={shared.muted}>{m['orders.address.verifyCodeWait']()}</span>
    );
    return (
      <AddressSection title={m['orders.address.virtualTitle']()} rows={[[m['orders.address.verifyCode'](), code]]}>
        <p className={shared.muted}>{m['orders.address.virtualNotice']()}</p>
      </AddressSection>
    );
  }
  return (
    <AddressSection
      title={m['orders.address.title']()}
      rows={[
        [m['orders.address.receiver'](), order.name],
        [m['orders.address.mobile'](), order.mobile],
        [m['orders.address.address'](), order.fullAddress],
        order.deliveryTime > 0 && [m['orders.address.deliveryTime'](), formatDateTime(order.deliveryTime)],
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
