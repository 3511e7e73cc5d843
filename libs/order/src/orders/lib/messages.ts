import type { DeliveryType, OrderStatus, OrderTab, RefundStatus } from '@mall/gateway-client';
import { m, messageFor, type Message } from '@mall/i18n';
import type { OrderActionKind } from './orderActions';

/**
 * The words of the values an order carries, one message per value (a new value is a type error here).
 * Read them with the helpers below: a value the server sends that is not in a table shows its key.
 */
export const ORDER_STATUS_TEXT: Record<OrderStatus, Message> = {
  UNPAID: m['orders.status.UNPAID'],
  REVIEWING: m['orders.status.REVIEWING'],
  PAID: m['orders.status.PAID'],
  SHIPPED: m['orders.status.SHIPPED'],
  COMPLETED: m['orders.status.COMPLETED'],
  CLOSED: m['orders.status.CLOSED'],
};

export const REFUND_STATUS_TEXT: Record<RefundStatus, Message> = {
  APPLIED: m['orders.refundStatus.APPLIED'],
  REFUNDED: m['orders.refundStatus.REFUNDED'],
  REFUSED: m['orders.refundStatus.REFUSED'],
  CANCELLED: m['orders.refundStatus.CANCELLED'],
  ARBITRATING: m['orders.refundStatus.ARBITRATING'],
  ARBITRATED: m['orders.refundStatus.ARBITRATED'],
};

export const DELIVERY_TYPE_TEXT: Record<DeliveryType, Message> = {
  EXPRESS: m['orders.deliveryType.EXPRESS'],
  LOCAL_DELIVERY: m['orders.deliveryType.LOCAL_DELIVERY'],
  PICKUP: m['orders.deliveryType.PICKUP'],
  VIRTUAL: m['orders.deliveryType.VIRTUAL'],
};

export const ORDER_TAB_TEXT: Record<OrderTab, Message> = {
  ALL: m['orders.tabs.ALL'],
  WAIT_PAY: m['orders.tabs.WAIT_PAY'],
  WAIT_SEND: m['orders.tabs.WAIT_SEND'],
  WAIT_CONFIRM: m['orders.tabs.WAIT_CONFIRM'],
  WAIT_RATE: m['orders.tabs.WAIT_RATE'],
  COMPLETED: m['orders.tabs.COMPLETED'],
  CLOSED: m['orders.tabs.CLOSED'],
  REFUNDING: m['orders.tabs.REFUNDING'],
};

export const ORDER_ACTION_TEXT: Record<OrderActionKind, Message> = {
  pay: m['orders.actions.pay'],
  close: m['orders.actions.close'],
  paytickets: m['orders.actions.paytickets'],
  package: m['orders.actions.package'],
  extendtakedelivery: m['orders.actions.extendtakedelivery'],
  takedelivery: m['orders.actions.takedelivery'],
  evaluate: m['orders.actions.evaluate'],
  evaluate_again: m['orders.actions.evaluate_again'],
};

/** An order status in words (待付款 …). */
export const orderStatusText = (status: OrderStatus): string =>
  messageFor(ORDER_STATUS_TEXT, status, `orders.status.${status}`);

/** A refund status in words (退款中 …). */
export const refundStatusText = (status: RefundStatus): string =>
  messageFor(REFUND_STATUS_TEXT, status, `orders.refundStatus.${status}`);

/** A delivery type in words (快递配送 …). */
export const deliveryTypeText = (type: DeliveryType): string =>
  messageFor(DELIVERY_TYPE_TEXT, type, `orders.deliveryType.${type}`);
