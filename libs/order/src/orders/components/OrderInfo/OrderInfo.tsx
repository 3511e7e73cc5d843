import { Link } from 'react-router-dom';
import { ChatEntry } from '@mall/chat';
import { useT, type TranslationKey } from '@mall/i18n';
import type { OrderDetailItem } from '../../fixtures';
import { pageStyles as shared, DescriptionList } from '@mall/page-kit';
import * as styles from './OrderInfo.css';
import { Box, formatDateTime, Stack } from '@mall/ui';

export type OrderInfoOrder = Pick<
  OrderDetailItem,
  | 'orderId'
  | 'orderNo'
  | 'siteName'
  | 'siteId'
  | 'deliveryType'
  | 'deliveryTypeName'
  | 'createTime'
  | 'payType'
  | 'payTypeName'
  | 'payTime'
  | 'signTime'
  | 'finishTime'
  | 'closeTime'
  | 'invoice'
  | 'buyerMessage'
>;

export interface OrderInfoProps {
  order: OrderInfoOrder;
}

/** The invoice type in words; unknown types show their number. */
function invoiceTypeKey(type: number): TranslationKey | null {
  if (type === 1) return 'orders.detail.invoiceTypes.1';
  if (type === 2) return 'orders.detail.invoiceTypes.2';
  return null;
}

/**
 * The facts of an order on its detail page: number, shop, delivery type, payment method and time (an offline
 * transfer links to /member/paytickets), the other times, the invoice (or 不开发票) and the buyer's message.
 * States: unpaid, offline transfer under review, paid with invoice, completed, closed, long
 * shop name.
 */
export function OrderInfo({ order }: OrderInfoProps) {
  const t = useT();
  const times: [TranslationKey, number][] = [
    ['orders.detail.createTime', order.createTime],
    ['orders.detail.payTime', order.payTime],
    ['orders.detail.signTime', order.signTime],
    ['orders.detail.finishTime', order.finishTime],
    ['orders.detail.closeTime', order.closeTime],
  ];
  const invoiceType = order.invoice ? invoiceTypeKey(order.invoice.invoiceType) : null;
  const shop = (
    <>
      {order.siteName}{' '}
      <ChatEntry variant="link" siteId={order.siteId} orderId={order.orderId}>
        {t('chatDialog.contact')}
      </ChatEntry>
    </>
  );
  const payType = (
    <>
      {order.payTypeName}
      {order.payType === 'offline' && (
        <>
          {' '}
          <Link to={`/member/paytickets?order_id=${order.orderId}`} className={shared.link}>
            {t('orders.detail.payTickets')}
          </Link>
        </>
      )}
    </>
  );
  return (
    <Box display="grid" gap="lg" className={styles.grid}>
      <Stack as="section" space="sm" aria-labelledby="order-info-title">
        <h2 id="order-info-title" className={styles.title}>
          {t('orders.detail.orderInfo')}
        </h2>
        <DescriptionList
          rows={[
            [t('orders.detail.orderNo'), order.orderNo],
            [t('orders.detail.shop'), shop],
            [t('orders.detail.deliveryType'), order.deliveryTypeName || t(`orders.deliveryType.${order.deliveryType}`)],
            !!order.payTypeName && [t('orders.detail.payType'), payType],
            ...times.filter(([, time]) => time > 0).map(([key, time]) => [t(key), formatDateTime(time)] as const),
          ]}
        />
      </Stack>
      <Stack as="section" space="sm" aria-labelledby="order-invoice-title">
        <h2 id="order-invoice-title" className={styles.title}>
          {t('orders.detail.invoice')}
        </h2>
        {order.invoice ? (
          <DescriptionList
            rows={[
              [t('orders.detail.invoiceType'), invoiceType ? t(invoiceType) : order.invoice.invoiceType],
              [t('orders.detail.invoiceTitle'), order.invoice.invoiceTitle],
              !!order.invoice.taxNumber && [t('orders.detail.taxNumber'), order.invoice.taxNumber],
            ]}
          />
        ) : (
          <p className={shared.muted}>{t('orders.detail.noInvoice')}</p>
        )}
        <h2 className={styles.title}>{t('orders.detail.buyerMessage')}</h2>
        <p className={styles.message}>{order.buyerMessage || t('orders.detail.noMessage')}</p>
      </Stack>
    </Box>
  );
}
