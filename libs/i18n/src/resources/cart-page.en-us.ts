import type { Messages } from './zh-cn';
import type { cartPageZhCN } from './cart-page.zh-cn';

/** The /cart page (lines, selection, totals, invalid lines): en-us, same shape as cart-page.zh-cn.ts. */
export const cartPageEnUS: Messages<typeof cartPageZhCN> = {
};
