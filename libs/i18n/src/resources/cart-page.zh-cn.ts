/**
 * The /cart page (lines, selection, totals, invalid lines): zh-cn strings, the `cartPage` group of zh-cn.ts (`t('cartPage.…')`); en-us mirrors it in
 * cart-page.en-us.ts.
 */
export const cartPageZhCN = {
} as const;
