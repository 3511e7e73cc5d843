// After-sales across the console: a shop decides its own orders' refund requests (agree: the money goes
// back as the platform's refund review sends it; refuse with the reason the buyer reads) and reads the
// complaints about it with the platform's decision; the platform's arbitration queue decides a refused
// refund the buyer escalated (for the buyer: refunded; for the shop: the refusal stands).
import { z } from 'zod';
import { consoleCall, consolePage, queueListRequest } from './call';
import { complaintReviewDetail, complaintReviewListRequest, refundReviewDetail, refundReviewRow, reviewDecisionRequest, reviewIdRequest } from './review-endpoints';

/** The states a shop's after-sales list filters by. */
export const SHOP_REFUND_STATES = ['applied', 'refunded', 'refused', 'cancelled', 'arbitrating', 'arbitrated'] as const;
export const shopRefundListRequest = queueListRequest(SHOP_REFUND_STATES);

/** The arbitration queue's states: waiting, decided for the buyer (refunded), decided for the shop. */
export const ARBITRATION_STATES = ['arbitrating', 'refunded', 'arbitrated'] as const;
export const arbitrationListRequest = queueListRequest(ARBITRATION_STATES);

export const aftersaleDetail = refundReviewDetail.extend({
  escalate_reason: z.string(),
  escalate_time: z.number().int(),
  arbitrate_remark: z.string(),
  arbitrate_time: z.number().int(),
});
export type AftersaleDetail = z.output<typeof aftersaleDetail>;

export const aftersaleEndpoints = {
  '/admin/api/shop/refunds/list': consoleCall({ permission: 'aftersale.handle', kind: 'read', summary: '店铺售后：退款申请列表', request: shopRefundListRequest, response: consolePage(refundReviewRow) }),
  '/admin/api/shop/refunds/detail': consoleCall({ permission: 'aftersale.handle', kind: 'read', summary: '店铺售后：退款申请详情', request: reviewIdRequest, response: aftersaleDetail }),
  '/admin/api/shop/refunds/decide': consoleCall({ permission: 'aftersale.handle', kind: 'write', summary: '店铺售后：同意退款（原路退回）或拒绝', request: reviewDecisionRequest, response: aftersaleDetail }),
  '/admin/api/shop/complaints/list': consoleCall({ permission: 'aftersale.handle', kind: 'read', summary: '店铺售后：关于本店的投诉及平台处理结果', request: complaintReviewListRequest, response: consolePage(complaintReviewDetail) }),
  '/admin/api/review/arbitrations/list': consoleCall({ permission: 'review.refund', kind: 'read', summary: '售后仲裁：列表', request: arbitrationListRequest, response: consolePage(refundReviewRow) }),
  '/admin/api/review/arbitrations/detail': consoleCall({ permission: 'review.refund', kind: 'read', summary: '售后仲裁：详情', request: reviewIdRequest, response: aftersaleDetail }),
  '/admin/api/review/arbitrations/decide': consoleCall({
    permission: 'review.refund',
    kind: 'write',
    summary: '售后仲裁：支持买家（退款）或支持商家（维持拒绝）',
    request: reviewDecisionRequest,
    response: aftersaleDetail,
  }),
} as const;
