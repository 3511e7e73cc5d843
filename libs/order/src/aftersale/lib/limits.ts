/**
 * Limits of the after-sales forms: the numbers mall-api's schemas use (rest-contract constants),
 * checked here first so a mistake is shown before anything is sent. mall-api checks them again.
 * The gateway gives no list of complaint reasons (refundData gives the refund ones).
 */
export {
  COMPLAIN_CONTENT_MAX,
  COMPLAIN_CONTENT_MIN,
  COMPLAIN_REASONS,
  EVALUATE_CONTENT_MAX,
  ORDER_IMAGES_MAX,
  REFUND_REMARK_MAX,
} from '@mall/rest-contract/constants';
/** Refund types of RefundInput.refundType. */
export const REFUND_ONLY = 1;
