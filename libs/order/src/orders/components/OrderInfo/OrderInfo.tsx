import { Link } from 'react-router-dom';
import { ChatEntry } from '@mall/chat';
import { m, type Message } from '@mall/i18n';
import type { OrderDetailItem } from '../../fixtures';
import { deliveryTypeText } from '../../lib/messages';
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
function invoiceTypeText(type: number): Message | null {
  if (type === 1) return m['orders.detail.invoiceTypes.1'];
  if (type === 2) return m['orders.detail.invoiceTypes.2'];
  return null;
}

/**
 * The facts of an order on its detail page: number, shop, delivery type, payment method and time (an offline
 * transfer links to /member/paytickets), the other times, the invoice (or 不开发票) and the buyer's message.
 * States: unpaid, offline transfer under review, paid with invoice, completed, closed, long
 * shop name.
 */
export function OrderInfo({ order }: OrderInfoProps) {
  const times: [Message, number][] = [
    [m['orders.detail.createTime'], order.createTime],
    [m['orders.detail.payTime'], order.payTime],
    [m['orders.detail.signTime'], order.signTime],
    [m['orders.detail.finishTime'], order.finishTime],
    [m['orders.detail.closeTime'], order.closeTime],
  ];
  const invoiceType = order.invoice ? invoiceTypeText(order.invoice.invoiceType) : null;
  const shop = (
    <>
      {order.siteName}{' '}
      <ChatEntry variant="link" siteId={order.siteId} orderId={order.orderId}>
        {m['chatDialog.contact']()}
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
            {m['orders.detail.payTickets']()}
          </Link>
        </>
      )}
    </>
  );
  return (
    <Box display="grid" gap="lg" className={styles.grid}>
      <Stack as="section" space="sm" aria-labelledby="order-info-title">
        <h2 id="order-info-title" className={styles.title}>
          {m['orders.detail.orderInfo']()}
        </h2>
        <DescriptionList
          rows={[
            [m['orders.detail.orderNo'](), order.orderNo],
            [m['orders.detail.shop'](), shop],
            [m['orders.detail.deliveryType'](), order.deliveryTypeName || deliveryTypeText(order.deliveryType)],
            !!order.payTypeName && [m['orders.detail.payType'](), payType],
            ...times.filter(([, time]) => time > 0).map(([label, time]) => [label(), formatDateTime(time)] as const),
          ]}
        />
      </Stack>
      <Stack as="section" space="sm" aria-labelledby="order-invoice-title">
        <h2 id="order-invoice-title" className={styles.title}>
          {m['orders.detail.invoice']()}
        </h2>
        {order.invoice ? (
          <DescriptionList
            rows={[
              [m['orders.detail.invoiceType'](), invoiceType ? invoiceType() : order.invoice.invoiceType],
              [m['orders.detail.invoiceTitle'](), order.invoice.invoiceTitle],
              !!order.invoice.taxNumber && [m['orders.detail.taxNumber'](), order.invoice.taxNumber],
            ]}
          />
        ) : (
          <p className={shared.muted}>{m['orders.detail.noInvoice']()}</p>
        )}
        <h2 className={styles.title}>{m['orders.detail.buyerMessage']()}</h2>
        <p className={styles.message}>{order.buyerMessage || m['orders.detail.noMessage']()}</p>
      </Stack>
    </Box>
  );
}
