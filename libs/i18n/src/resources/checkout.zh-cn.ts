/**
 * The /payment order confirmation (address, delivery, coupon, invoice, breakdown): zh-cn strings, the `checkout` group of zh-cn.ts (`t('checkout.…')`); en-us mirrors it in
 * checkout.en-us.ts.
 */
export const checkoutZhCN = {
} as const;
