import { ChatEntry } from '@mall/chat';
import { m } from '@mall/i18n';
import { Box, formatDateTime, Inline, Price } from '@mall/ui';
import type { OrderSummaryItem } from '../../fixtures';
import { deliveryTypeText, orderStatusText } from '../../lib/messages';
import { OrderActions, type OrderActionsProps } from '../OrderActions/OrderActions';
import { OrderGoodsList } from '../OrderGoodsList/OrderGoodsList';
import { pageStyles as shared } from '@mall/page-kit';
import * as styles from './OrderCard.css';

export interface OrderCardProps {
  order: OrderSummaryItem;
  onAct: OrderActionsProps['onAct'];
}

/**
 * One order of /member/order_list (JD-like): header with time, order number, shop and delivery type; the
 * lines (image, name, price × quantity, 申请售后 or the refund status per line); the amount; the status; the
 * actions its status allows (OrderActions) and 订单详情. States: each status, a line in
 * refund, long shop and goods names, many lines.
 */
export function OrderCard({ order, onAct }: OrderCardProps) {
  return (
    <article className={styles.card} aria-label={m['orders.card.label']({ no: order.orderNo })}>
      <Inline as="header" space="lg" className={styles.head}>
        <time className={styles.time}>{formatDateTime(order.createTime)}</time>
        <span>
          <span className={styles.time}>{m['orders.card.orderNo']()}：</span>
          <span className={styles.no}>{order.orderNo}</span>
        </span>
        <span className={styles.shop} title={order.siteName}>
          {order.siteName}
        </span>
        {/* The shop's customer service, with this order offered as a card. */}
        <ChatEntry variant="link" siteId={order.siteId} orderId={order.orderId}>
          {m['chatDialog.contact']()}
        </ChatEntry>
        <span className={styles.delivery}>{order.deliveryTypeName || deliveryTypeText(order.deliveryType)}</span>
      </Inline>
      <Box display="flex" flexWrap="wrap" alignItems="stretch" className={styles.body}>
        <div className={styles.lines}>
          <OrderGoodsList order={order} />
        </div>
        <Box display="flex" flexDirection="column" alignItems="center" justifyContent="center" gap="xs" className={styles.amount}>
          <span className={shared.muted}>{m['orders.card.goodsCount']({ count: order.goodsNum })}</span>
          <span className={shared.muted}>{(order.status === 'UNPAID' ? m['orders.price.unpaidTotal']() : m['orders.card.amount']())}</span>
          <Price value={order.orderMoney} />
        </Box>
        <Box display="flex" flexDirection="column" alignItems="center" justifyContent="center" gap="xs" className={styles.status}>
          <strong className={styles.statusName} data-status={order.status}>
            {order.statusName || orderStatusText(order.status)}
          </strong>
        </Box>
        <Box display="flex" flexDirection="column" alignItems="center" justifyContent="center" gap="xs" className={styles.ops}>
          <OrderActions order={order} onAct={onAct} showDetail />
        </Box>
      </Box>
    </article>
  );
}
