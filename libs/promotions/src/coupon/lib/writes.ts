import { ClaimCouponDocument } from '@mall/gateway-client';
import { write } from '@mall/page-kit';

/** The coupon centre's writes: a claim changes the coupon's 已领 / remaining counts on the page. */
export const couponWrites = {
  // Silent: the page says a refusal in its own words, and a visitor is sent to login with /coupon.
  claim: write(ClaimCouponDocument, 'page', { silent: true }),
};
