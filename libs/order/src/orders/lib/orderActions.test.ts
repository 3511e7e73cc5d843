import { describe, expect, it } from 'vitest';
import {
  closedOrder,
  completedOrder,
  evaluatedOrder,
  extendedOrder,
  paidOrder,
  refundingOrder,
  reviewingOrder,
  shippedOrder,
  unpaidOrder,
} from '../fixtures';
import { actionHref, detailHref, lineCanRefund, orderActions, statusStep } from './orderActions';

describe('orderActions', () => {
  it('derives the buttons of each status from the API flags', () => {
    expect(orderActions(unpaidOrder)).toEqual(['close', 'pay']);
    expect(orderActions(reviewingOrder)).toEqual(['paytickets']);
    expect(orderActions(paidOrder)).toEqual([]);
    expect(orderActions(shippedOrder)).toEqual(['package', 'extendtakedelivery', 'takedelivery']);
    expect(orderActions(extendedOrder)).toEqual(['package', 'takedelivery']);
    expect(orderActions(completedOrder)).toEqual(['package', 'evaluate']);
    expect(orderActions(evaluatedOrder)).toEqual(['package', 'evaluate_again']);
    expect(orderActions(closedOrder)).toEqual([]);
  });
  it('never offers a transition the status cannot take, even when flagged', () => {
    const stale = { ...closedOrder, actions: [{ action: 'pay' }, { action: 'takedelivery' }, { action: 'close' }] };
    expect(orderActions(stale)).toEqual([]);
    const wrong = { ...unpaidOrder, actions: [{ action: 'takedelivery' }, { action: 'evaluate' }, { action: 'hack' }] };
    expect(orderActions(wrong)).toEqual([]);
  });
  it('offers 申请售后 per line only with the order flag, no open refund and money left', () => {
    const [applied, free] = refundingOrder.goods;
    expect(lineCanRefund(refundingOrder, applied!)).toBe(false);
    expect(lineCanRefund(refundingOrder, free!)).toBe(true);
    expect(lineCanRefund(unpaidOrder, unpaidOrder.goods[0]!)).toBe(false);
    // A refused refund may be applied again.
    expect(lineCanRefund(completedOrder, completedOrder.goods[0]!)).toBe(true);
    const fullyRefunded = { ...free!, refundStatus: 'REFUNDED' as const, refundMoney: free!.realGoodsMoney };
    expect(lineCanRefund(refundingOrder, fullyRefunded)).toBe(false);
  });
  it('links actions and details to their routes', () => {
    expect(actionHref('pay', 11)).toBe('/pay?order_ids=11');
    expect(actionHref('package', 8)).toBe('/member/logistics?order_id=8');
    expect(actionHref('evaluate_again', 5)).toBe('/evaluate?order_id=5');
    expect(actionHref('close', 5)).toBeNull();
    expect(detailHref({ orderId: 3, deliveryType: 'PICKUP' })).toBe('/member/order_detail_pickup?order_id=3');
    expect(detailHref({ orderId: 3, deliveryType: 'EXPRESS' })).toBe('/member/order_detail?order_id=3');
  });
  it('maps statuses to steps', () => {
    expect(statusStep('UNPAID')).toBe(1);
    expect(statusStep('PAID')).toBe(2);
    expect(statusStep('SHIPPED')).toBe(3);
    expect(statusStep('COMPLETED')).toBe(5);
  });
});
