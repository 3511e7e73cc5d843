import type { RefundStatus } from '@mall/gateway-client';

/**
 * Where a refund stands on 申请 → 审核 → 退款完成 (Steps' `current`): applied and arbitrating wait at
 * review; refused, arbitrated and cancelled stop there with an error mark; refunded has every step finished.
 */
export function refundStep(status: RefundStatus): { current: number; status: 'process' | 'error' } {
  if (status === 'REFUNDED') return { current: 3, status: 'process' };
  return { current: 1, status: status === 'APPLIED' || status === 'ARBITRATING' ? 'process' : 'error' };
}
