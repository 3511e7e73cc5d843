import type { Messages } from './zh-cn';
import type { payZhCN } from './pay.zh-cn';

/** Payment pages (/pay, /orderPay, /result, /orderPaySuccess, /member/paytickets): en-us, same shape as pay.zh-cn.ts. */
export const payEnUS: Messages<typeof payZhCN> = {
};
