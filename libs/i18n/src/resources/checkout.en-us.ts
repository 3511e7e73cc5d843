import type { Messages } from './zh-cn';
import type { checkoutZhCN } from './checkout.zh-cn';

/** The /payment order confirmation (address, delivery, coupon, invoice, breakdown): en-us, same shape as checkout.zh-cn.ts. */
export const checkoutEnUS: Messages<typeof checkoutZhCN> = {
};
