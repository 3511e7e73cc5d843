import type { OrderStatus } from '@mall/gateway-client';

/**
 * Where a set of orders stands for the cashier: something still to pay, a transfer under review,
 * all paid (or further), or nothing left to pay because the orders are closed.
 */
export type PayStage = 'payable' | 'reviewing' | 'paid' | 'closed';

const PAID_OR_LATER: readonly OrderStatus[] = ['PAID', 'SHIPPED', 'COMPLETED'];

export function payStage(orders: readonly { status: OrderStatus }[]): PayStage {
  if (orders.some((o) => o.status === 'UNPAID')) return 'payable';
  if (orders.some((o) => o.status === 'REVIEWING')) return 'reviewing';
  // Some paid and the rest closed still means there is nothing left to pay.
  if (orders.some((o) => PAID_OR_LATER.includes(o.status))) return 'paid';
  return 'closed';
}

/** The ids still to pay (the server refuses paying an order that is not unpaid). */
export function unpaidIds(orders: readonly { orderId: number; status: OrderStatus }[]): number[] {
  return orders.filter((o) => o.status === 'UNPAID').map((o) => o.orderId);
}

/** When the first unpaid order closes itself (epoch ms), or null. */
export function closeTimeMs(orders: readonly { status: OrderStatus; autoCloseTime: number }[]): number | null {
  const times = orders.filter((o) => o.status === 'UNPAID' && o.autoCloseTime > 0).map((o) => o.autoCloseTime);
  return times.length ? Math.min(...times) * 1000 : null;
}

/**
 * Whether the order takes a (new) transfer certificate: only while it is unpaid, and only when
 * nothing was submitted yet or the latest submission was refused (the list is newest first).
 */
export function canUploadTicket(orderStatus: OrderStatus, tickets: readonly { status: string }[]): boolean {
  if (orderStatus !== 'UNPAID') return false;
  return tickets.length === 0 || tickets[0].status === 'REFUSED';
}
