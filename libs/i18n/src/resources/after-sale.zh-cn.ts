/**
 * After-sales pages (/evaluate, activist, refund, refund_detail, complain): zh-cn strings, the `afterSale` group of zh-cn.ts (`t('afterSale.…')`); en-us mirrors it in
 * after-sale.en-us.ts.
 */
export const afterSaleZhCN = {
} as const;
