import { useT } from '@mall/i18n';
import { Countdown, formatDateTime, Stack, Steps } from '@mall/ui';
import type { OrderDetailItem } from '../../fixtures';
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
  const t = useT();
  const ship =
    order.deliveryType === 'PICKUP' ? 'pickupShip' : order.deliveryType === 'VIRTUAL' ? 'virtualShip' : 'ship';
  const receive =
    order.deliveryType === 'PICKUP' ? 'pickupReceive' : order.deliveryType === 'VIRTUAL' ? 'virtualReceive' : 'receive';
  const items = [
    { title: t('orders.steps.submit'), description: formatDateTime(order.createTime) },
    { title: t('orders.steps.pay'), description: formatDateTime(order.payTime) },
    { title: t(`orders.steps.${ship}`), description: formatDateTime(order.deliveryTime) },
    { title: t(`orders.steps.${receive}`), description: formatDateTime(order.signTime) },
    { title: t('orders.steps.finish'), description: formatDateTime(order.finishTime) },
  ];
  const closed = order.status === 'CLOSED';
  return (
    <Stack space="lg">
      <Stack space="xs">
        <p className={styles.status} data-status={order.status}>
          {order.statusName || t(`orders.status.${order.status}`)}
        </p>
        {order.status === 'UNPAID' && order.autoCloseTime > 0 && (
          <Countdown
            className={styles.hint}
            end={order.autoCloseTime * 1000}
            prefix={t('orders.steps.payLeft')}
            endedText={t('orders.steps.payEnded')}
            onFinish={onPayExpired}
          />
        )}
        {order.status === 'REVIEWING' && <p className={styles.hint}>{t('orders.steps.reviewing')}</p>}
        {order.status === 'SHIPPED' && order.autoTakeDeliveryTime > 0 && (
          <p className={styles.hint}>{t('orders.steps.autoTake', { time: formatDateTime(order.autoTakeDeliveryTime) })}</p>
        )}
        {closed && order.closeReason && (
          <p className={styles.hint}>{t('orders.steps.closeReason', { reason: order.closeReason })}</p>
        )}
      </Stack>
      <Steps
        label={t('orders.steps.label')}
        items={items}
        current={statusStep(order.status)}
        status={closed ? 'error' : 'process'}
      />
    </Stack>
  );
}
