import type { DeliveryType, OrderStatus, RefundStatus } from '@mall/gateway-client';

/** What a member can do with an order, in the order the buttons are shown (primary last, JD-like). */
export type OrderActionKind =
  | 'pay'
  | 'close'
  | 'paytickets'
  | 'package'
  | 'extendtakedelivery'
  | 'takedelivery'
  | 'evaluate'
  | 'evaluate_again';

/** The order fields the legal actions depend on. */
export interface ActionableOrder {
  orderId: number;
  status: OrderStatus;
  deliveryType: DeliveryType;
  actions: readonly { action: string }[];
}

/**
 * The statuses in which each transition exists (mall-api's state machine). The API's `actions`
 * already say what is allowed; this table only guards against showing an action the status can
 * never allow (a stale or unknown flag), so an illegal transition is never offered.
 */
const LEGAL_IN: Record<OrderActionKind, readonly OrderStatus[]> = {
  pay: ['UNPAID'],
  close: ['UNPAID'],
  paytickets: ['REVIEWING'],
  package: ['SHIPPED', 'COMPLETED'],
  extendtakedelivery: ['SHIPPED'],
  takedelivery: ['SHIPPED'],
  evaluate: ['COMPLETED'],
  evaluate_again: ['COMPLETED'],
};

const ORDER: readonly OrderActionKind[] = [
  'close',
  'paytickets',
  'package',
  'extendtakedelivery',
  'evaluate_again',
  'evaluate',
  'takedelivery',
  'pay',
];

/** The order-level actions to show: flagged by the API and legal in the order's status. */
export function orderActions(order: ActionableOrder): OrderActionKind[] {
  const flagged = new Set(order.actions.map((a) => a.action));
  return ORDER.filter((kind) => flagged.has(kind) && LEGAL_IN[kind].includes(order.status));
}

/** 申请售后 is an order flag (paid, shipped or completed); a line also needs no open refund and money left. */
export function lineCanRefund(
  order: ActionableOrder,
  line: { refundStatus?: RefundStatus | null; realGoodsMoney: number; refundMoney: number },
): boolean {
  if (!order.actions.some((a) => a.action === 'refund')) return false;
  if (!['PAID', 'SHIPPED', 'COMPLETED'].includes(order.status)) return false;
  if (line.refundStatus === 'APPLIED' || line.refundStatus === 'ARBITRATING' || line.refundStatus === 'ARBITRATED') return false;
  return line.realGoodsMoney - line.refundMoney > 0;
}

/** The detail route of each delivery type (SPEC: order_detail with three variants). */
const DETAIL_PATHS: Record<DeliveryType, string> = {
  EXPRESS: '/member/order_detail',
  LOCAL_DELIVERY: '/member/order_detail_local_delivery',
  PICKUP: '/member/order_detail_pickup',
  VIRTUAL: '/member/order_detail_virtual',
};

export function detailHref(order: { orderId: number; deliveryType: DeliveryType }): string {
  return `${DETAIL_PATHS[order.deliveryType]}?order_id=${order.orderId}`;
}

/** Where each link-type action goes. */
export function actionHref(kind: OrderActionKind, orderId: number): string | null {
  switch (kind) {
    case 'pay':
      return `/pay?order_ids=${orderId}`;
    case 'paytickets':
      return `/member/paytickets?order_id=${orderId}`;
    case 'package':
      return `/member/logistics?order_id=${orderId}`;
    case 'evaluate':
    case 'evaluate_again':
      return `/evaluate?order_id=${orderId}`;
    default:
      return null;
  }
}

export function refundHref(orderGoodsId: number): string {
  return `/member/refund?order_goods_id=${orderGoodsId}`;
}

export function refundDetailHref(refundId: number): string {
  return `/member/refund_detail?refund_id=${refundId}`;
}

/** The steps 提交订单 → 付款 → 发货 → 收货 → 完成: index of the current one (5 = all done). */
export function statusStep(status: OrderStatus): number {
  switch (status) {
    case 'UNPAID':
    case 'REVIEWING':
      return 1;
    case 'PAID':
      return 2;
    case 'SHIPPED':
      return 3;
    case 'COMPLETED':
      return 5;
    case 'CLOSED':
      return 1;
  }
}
