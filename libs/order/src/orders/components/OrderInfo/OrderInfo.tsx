import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import { ChatEntry } from '@mall/chat';
import { useT, type TranslationKey } from '@mall/i18n';
import type { OrderDetailItem } from '../../fixtures';
import * as shared from '../../lib/pageStyles';
import * as styles from './OrderInfo.css';
import { formatDateTime } from '@mall/member/page-kit';

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
 * The facts of an order: number, shop, delivery type, times, payment (an offline transfer links to
 * its certificates at /member/paytickets), the invoice and the buyer's message.
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
  return (
    <div className={styles.grid}>
      <section aria-labelledby="order-info-title" className={styles.section}>
        <h2 id="order-info-title" className={styles.title}>
          {t('orders.detail.orderInfo')}
        </h2>
        <dl className={shared.dl}>
          <dt className={shared.dt}>{t('orders.detail.orderNo')}</dt>
          <dd className={shared.dd}>{order.orderNo}</dd>
          <dt className={shared.dt}>{t('orders.detail.shop')}</dt>
          <dd className={shared.dd}>
            {order.siteName}{' '}
            <ChatEntry variant="link" siteId={order.siteId} orderId={order.orderId}>
              {t('chatDialog.contact')}
            </ChatEntry>
          </dd>
          <dt className={shared.dt}>{t('orders.detail.deliveryType')}</dt>
          <dd className={shared.dd}>{order.deliveryTypeName || t(`orders.deliveryType.${order.deliveryType}`)}</dd>
          {order.payTypeName && (
            <>
              <dt className={shared.dt}>{t('orders.detail.payType')}</dt>
              <dd className={shared.dd}>
                {order.payTypeName}
                {order.payType === 'offline' && (
                  <>
                    {' '}
                    <Link to={`/member/paytickets?order_id=${order.orderId}`} className={shared.link}>
                      {t('orders.detail.payTickets')}
                    </Link>
                  </>
                )}
              </dd>
            </>
          )}
          {times
            .filter(([, time]) => time > 0)
            .map(([key, time]) => (
              <Fragment key={key}>
                <dt className={shared.dt}>{t(key)}</dt>
                <dd className={shared.dd}>{formatDateTime(time)}</dd>
              </Fragment>
            ))}
        </dl>
      </section>
      <section aria-labelledby="order-invoice-title" className={styles.section}>
        <h2 id="order-invoice-title" className={styles.title}>
          {t('orders.detail.invoice')}
        </h2>
        {order.invoice ? (
          <dl className={shared.dl}>
            <dt className={shared.dt}>{t('orders.detail.invoiceType')}</dt>
            <dd className={shared.dd}>{invoiceType ? t(invoiceType) : order.invoice.invoiceType}</dd>
            <dt className={shared.dt}>{t('orders.detail.invoiceTitle')}</dt>
            <dd className={shared.dd}>{order.invoice.invoiceTitle}</dd>
            {order.invoice.taxNumber && (
              <>
                <dt className={shared.dt}>{t('orders.detail.taxNumber')}</dt>
                <dd className={shared.dd}>{order.invoice.taxNumber}</dd>
              </>
            )}
          </dl>
        ) : (
          <p className={shared.muted}>{t('orders.detail.noInvoice')}</p>
        )}
        <h2 className={styles.title}>{t('orders.detail.buyerMessage')}</h2>
        <p className={styles.message}>{order.buyerMessage || t('orders.detail.noMessage')}</p>
      </section>
    </div>
  );
}
