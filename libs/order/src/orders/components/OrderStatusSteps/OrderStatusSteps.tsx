import { m } from '@mall/i18n';
import { Countdown, formatDateTime, Stack, Steps } from '@mall/ui';
import type { OrderDetailItem } from '../../fixtures';
import { orderStatusText } from '../../lib/messages';
import { statusStep } from '../../lib/orderActions';
import * as styles from './OrderStatusSteps.css';

export type StatusStepsOrder = Pick<
  OrderDetailItem,
  | 'status'
  | 'statusName'
  | 'deliveryType'
  | 'createTime'
  | 'payTime'
  | 'deliveryTime'
  | 'signTime'
  | 'finishTime'
  | 'closeReason'
  | 'autoCloseTime'
  | 'autoTakeDeliveryTime'
>;

export interface OrderStatusStepsProps {
  order: StatusStepsOrder;
  /** Called when the payment countdown ends (the page reloads: the order closes itself). */
  onPayExpired?: () => void;
}

/**
 * The status header of the order detail page: the status in words, a hint (剩余付款时间 countdown while unpaid,
 * automatic receipt time when shipped, review of a transfer, close reason) and the steps 提交订单 → 付款 → 发货 → 收货
 * → 完成 with their times; pickup and virtual orders say 备货/提货 and 发码/核销. Props: `order`, `onPayExpired` (the
 * page reloads). States: each status, pickup, local, virtual.
 */
export function OrderStatusSteps({ order, onPayExpired }: OrderStatusStepsProps) {
  const ship =
    order.deliveryType === 'PICKUP'
      ? m['orders.steps.pickupShip']
      : order.deliveryType === 'VIRTUAL'
        ? m['orders.steps.virtualShip']
        : m['orders.steps.ship'];
  const receive =
    order.deliveryType === 'PICKUP'
      ? m['orders.steps.pickupReceive']
      : order.deliveryType === 'VIRTUAL'
        ? m['orders.steps.virtualReceive']
        : m['orders.steps.receive'];
  const items = [
    { title: m['orders.steps.submit'](), description: formatDateTime(order.createTime) },
    { title: m['orders.steps.pay'](), description: formatDateTime(order.payTime) },
    { title: ship(), description: formatDateTime(order.deliveryTime) },
    { title: receive(), description: formatDateTime(order.signTime) },
    { title: m['orders.steps.finish'](), description: formatDateTime(order.finishTime) },
  ];
  const closed = order.status === 'CLOSED';
  return (
    <Stack space="lg">
      <Stack space="xs">
        <p className={styles.status} data-status={order.status}>
          {order.statusName || orderStatusText(order.status)}
        </p>
        {order.status === 'UNPAID' && order.autoCloseTime > 0 && (
          <Countdown
            className={styles.hint}
            end={order.autoCloseTime * 1000}
            prefix={m['orders.steps.payLeft']()}
            endedText={m['orders.steps.payEnded']()}
            onFinish={onPayExpired}
          />
        )}
        {order.status === 'REVIEWING' && <p className={styles.hint}>{m['orders.steps.reviewing']()}</p>}
        {order.status === 'SHIPPED' && order.autoTakeDeliveryTime > 0 && (
          <p className={styles.hint}>{m['orders.steps.autoTake']({ time: formatDateTime(order.autoTakeDeliveryTime) })}</p>
        )}
        {closed && order.closeReason && (
          <p className={styles.hint}>{m['orders.steps.closeReason']({ reason: order.closeReason })}</p>
        )}
      </Stack>
      <Steps
        label={m['orders.steps.label']()}
        items={items}
        current={statusStep(order.status)}
        status={closed ? 'error' : 'process'}
      />
    </Stack>
  );
}
