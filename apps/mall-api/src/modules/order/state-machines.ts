// The order, payment and refund state machines as data (docs/state-machines.md draws them). Every
// state change goes through `transition()`: one conditional UPDATE … WHERE status = <a legal from>
// RETURNING, so an illegal or concurrent second change updates nothing and is refused with a clear
// Chinese message, and the change is logged in order_log in the same transaction.
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  ErrorCode,
  ORDER_STATUS_NAMES,
  ORDER_STATUSES,
  PAYMENT_STATUS_NAMES,
  PAYMENT_STATUSES,
  REFUND_STATUS_NAMES,
  REFUND_STATUSES,
  type OrderStatus,
  type PaymentStatus,
  type RefundStatus,
} from '@mall/rest-contract';
import type { Db, Tx } from '../../db/client';
import { orderLog, orderPayment, orderRefund, orders } from '../../db/schema-order';
import { BusinessError } from '../../http/envelope';
import { onTransition } from '../ranking/ledger';
import { issueVerifyCodes } from './verify-codes';

export interface Transition<S extends string, E extends string> {
  from: S;
  to: S;
  event: E;
  /** The action in Chinese, for messages ("不能{label}"). */
  label: string;
  /** Who may trigger it (`shop`: the shop's console staff; `admin`: the platform's). */
  by: 'member' | 'system' | 'admin' | 'shop';
}

export const ORDER_EVENTS = [
  'pay',
  'submit_offline',
  'approve_offline',
  'refuse_offline',
  'close',
  'auto_close',
  'ship',
  'verify',
  'take_delivery',
  'auto_take_delivery',
  'extend_take_delivery',
  'refund_all',
] as const;
export type OrderEvent = (typeof ORDER_EVENTS)[number];

export const ORDER_TRANSITIONS: readonly Transition<OrderStatus, OrderEvent>[] = [
  { from: 'unpaid', to: 'paid', event: 'pay', label: '支付', by: 'member' },
  { from: 'unpaid', to: 'reviewing', event: 'submit_offline', label: '提交转账凭证', by: 'member' },
  { from: 'reviewing', to: 'paid', event: 'approve_offline', label: '通过转账凭证', by: 'admin' },
  { from: 'reviewing', to: 'unpaid', event: 'refuse_offline', label: '驳回转账凭证', by: 'admin' },
  { from: 'unpaid', to: 'closed', event: 'close', label: '关闭订单', by: 'member' },
  { from: 'unpaid', to: 'closed', event: 'auto_close', label: '超时关闭订单', by: 'system' },
  { from: 'paid', to: 'shipped', event: 'ship', label: '发货', by: 'admin' },
  { from: 'paid', to: 'completed', event: 'verify', label: '提货核销', by: 'admin' },
  { from: 'shipped', to: 'completed', event: 'take_delivery', label: '确认收货', by: 'member' },
  { from: 'shipped', to: 'completed', event: 'auto_take_delivery', label: '自动确认收货', by: 'system' },
  // A self-transition guarded by extended_take_delivery = false (once per order).
  { from: 'shipped', to: 'shipped', event: 'extend_take_delivery', label: '延长收货', by: 'member' },
  { from: 'paid', to: 'closed', event: 'refund_all', label: '全部退款后关闭订单', by: 'system' },
  { from: 'shipped', to: 'closed', event: 'refund_all', label: '全部退款后关闭订单', by: 'system' },
];

export const PAYMENT_EVENTS = ['pay', 'submit_offline', 'approve', 'refuse'] as const;
export type PaymentEvent = (typeof PAYMENT_EVENTS)[number];
export const PAYMENT_TRANSITIONS: readonly Transition<PaymentStatus, PaymentEvent>[] = [
  { from: 'created', to: 'paid', event: 'pay', label: '支付', by: 'member' },
  { from: 'created', to: 'reviewing', event: 'submit_offline', label: '提交转账凭证', by: 'member' },
  { from: 'reviewing', to: 'paid', event: 'approve', label: '通过转账凭证', by: 'admin' },
  { from: 'reviewing', to: 'refused', event: 'refuse', label: '驳回转账凭证', by: 'admin' },
];

export const REFUND_EVENTS = ['agree', 'refuse', 'cancel', 'escalate', 'for_buyer', 'for_shop'] as const;
export type RefundEvent = (typeof REFUND_EVENTS)[number];
// The shop decides first (the platform's refund queue may decide for it); a refusal may go to the
// platform's arbitration once, which decides for the buyer (refunded) or for the shop (the refusal stands).
export const REFUND_TRANSITIONS: readonly Transition<RefundStatus, RefundEvent>[] = [
  { from: 'applied', to: 'refunded', event: 'agree', label: '同意退款', by: 'shop' },
  { from: 'applied', to: 'refused', event: 'refuse', label: '拒绝退款', by: 'shop' },
  { from: 'applied', to: 'cancelled', event: 'cancel', label: '撤销退款申请', by: 'member' },
  { from: 'refused', to: 'arbitrating', event: 'escalate', label: '申请平台仲裁', by: 'member' },
  { from: 'arbitrating', to: 'refunded', event: 'for_buyer', label: '平台裁定退款', by: 'admin' },
  { from: 'arbitrating', to: 'arbitrated', event: 'for_shop', label: '平台维持商家拒绝', by: 'admin' },
];

export interface Machine<S extends string, E extends string> {
  name: 'order' | 'payment' | 'refund';
  noun: string;
  states: readonly S[];
  events: readonly E[];
  stateNames: Record<S, string>;
  transitions: readonly Transition<S, E>[];
}

export const orderMachine: Machine<OrderStatus, OrderEvent> = {
  name: 'order',
  noun: '订单',
  states: ORDER_STATUSES,
  events: ORDER_EVENTS,
  stateNames: ORDER_STATUS_NAMES,
  transitions: ORDER_TRANSITIONS,
};
export const paymentMachine: Machine<PaymentStatus, PaymentEvent> = {
  name: 'payment',
  noun: '支付单',
  states: PAYMENT_STATUSES,
  events: PAYMENT_EVENTS,
  stateNames: PAYMENT_STATUS_NAMES,
  transitions: PAYMENT_TRANSITIONS,
};
export const refundMachine: Machine<RefundStatus, RefundEvent> = {
  name: 'refund',
  noun: '退款申请',
  states: REFUND_STATUSES,
  events: REFUND_EVENTS,
  stateNames: REFUND_STATUS_NAMES,
  transitions: REFUND_TRANSITIONS,
};

/** The transition of `event` from `from`, or undefined when it is illegal. */
export function findTransition<S extends string, E extends string>(machine: Machine<S, E>, from: S, event: E) {
  return machine.transitions.find((t) => t.from === from && t.event === event);
}

/** The refusal for an illegal transition: "订单当前状态为「已关闭」，不能支付". */
export function illegalMessage<S extends string, E extends string>(machine: Machine<S, E>, from: S, event: E): string {
  const label = machine.transitions.find((t) => t.event === event)?.label ?? event;
  return `${machine.noun}当前状态为「${machine.stateNames[from] ?? from}」，不能${label}`;
}

/** Throws the illegal-transition refusal unless `event` is legal from `from`. */
export function assertTransition<S extends string, E extends string>(machine: Machine<S, E>, from: S, event: E): Transition<S, E> {
  const t = findTransition(machine, from, event);
  if (!t) throw new BusinessError(illegalMessage(machine, from, event));
  return t;
}

const tables = {
  order: { table: orders, id: orders.orderId, status: orders.orderStatus, member: orders.memberId },
  payment: { table: orderPayment, id: orderPayment.paymentId, status: orderPayment.status, member: orderPayment.memberId },
  refund: { table: orderRefund, id: orderRefund.refundId, status: orderRefund.status, member: orderRefund.memberId },
} as const;

export interface TransitionOptions {
  /** Only this member's row (member calls); another member's id is NOT_FOUND. */
  memberId?: number;
  /** Extra columns to set with the state (drizzle column keys of the table). */
  set?: Record<string, unknown>;
  /** Extra SQL condition (e.g. extended_take_delivery = false). */
  guard?: ReturnType<typeof sql>;
  /** Message when the guard (not the state) refuses. */
  guardMessage?: string;
  operator: Transition<string, string>['by'];
  remark?: string;
  orderId?: number;
  notFound?: string;
}

/**
 * Moves one row along `event`: a conditional UPDATE from the event's legal states. Answers the
 * previous and new state; throws NOT_FOUND for a missing (or another member's) row and BUSINESS with
 * the illegal-transition message otherwise — nothing changes then.
 */
export async function transition<S extends string, E extends string>(
  tx: Tx | Db,
  machine: Machine<S, E>,
  id: number,
  event: E,
  options: TransitionOptions,
): Promise<{ from: S; to: S }> {
  const legal = machine.transitions.filter((t) => t.event === event);
  const { table, id: idCol, status, member } = tables[machine.name];
  const where = and(
    eq(idCol, id),
    options.memberId === undefined ? undefined : eq(member, options.memberId),
    options.guard,
  );
  // Read the current state under a row lock: the event's target can depend on it.
  const [current] = (await tx
    .select({ status })
    .from(table)
    .where(and(eq(idCol, id), options.memberId === undefined ? undefined : eq(member, options.memberId)))
    .for('update')) as { status: string }[];
  if (!current) throw new BusinessError(options.notFound ?? `${machine.noun}不存在`, ErrorCode.NOT_FOUND);
  const from = current.status as S;
  const t = legal.find((l) => l.from === from);
  if (!t) throw new BusinessError(illegalMessage(machine, from, event));
  const updated = (await tx
    .update(table)
    .set({ ...(options.set ?? {}), [machine.name === 'order' ? 'orderStatus' : 'status']: t.to } as never)
    .where(and(where, inArray(status, [from])))
    .returning({ id: idCol })) as { id: number }[];
  if (updated.length === 0) throw new BusinessError(options.guardMessage ?? illegalMessage(machine, from, event));
  await tx.insert(orderLog).values({
    machine: machine.name,
    entityId: id,
    orderId: options.orderId ?? (machine.name === 'order' ? id : 0),
    event,
    fromStatus: from,
    toStatus: t.to,
    operator: options.operator,
    remark: options.remark ?? '',
  });
  // The ranking board and ticker count a payment or refund in this same transaction.
  await onTransition(tx, machine.name, id, t.to);
  // A paid pickup or virtual-goods order gets its verification code in the same transaction.
  if (machine.name === 'order' && t.to === 'paid') await issueVerifyCodes(tx, id);
  return { from, to: t.to };
}
