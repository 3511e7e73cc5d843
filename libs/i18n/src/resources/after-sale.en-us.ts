import type { Messages } from './zh-cn';
import type { afterSaleZhCN } from './after-sale.zh-cn';

/** After-sales pages (/evaluate, activist, refund, refund_detail, complain): en-us, same shape as after-sale.zh-cn.ts. */
export const afterSaleEnUS: Messages<typeof afterSaleZhCN> = {
};
