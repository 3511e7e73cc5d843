/**
 * Limits of the after-sales forms. They mirror the zod schemas of rest-contract's order.ts
 * (evaluateAddRequest, refundApplyRequest, complainRequest, ORDER_IMAGES_MAX, COMPLAIN_REASONS),
 * which the browser may not import: those values are not in '@mall/rest-contract/constants'.
 * mall-api checks them again.
 */
export const ORDER_IMAGES_MAX = 6;
export const EVALUATE_CONTENT_MAX = 500;
export const REFUND_REMARK_MAX = 200;
export const COMPLAIN_CONTENT_MIN = 5;
export const COMPLAIN_CONTENT_MAX = 500;
/** The gateway gives no list of complaint reasons (refundData gives the refund ones). */
export const COMPLAIN_REASONS = ['商家拒绝合理退款', '商品质量问题', '商家态度恶劣', '虚假宣传', '其他'] as const;
/** Refund types of RefundInput.refundType. */
export const REFUND_ONLY = 1;
