/**
 * Payment pages (/pay, /orderPay, /result, /orderPaySuccess, /member/paytickets): zh-cn strings, the `pay` group of zh-cn.ts (`t('pay.…')`); en-us mirrors it in
 * pay.en-us.ts.
 */
export const payZhCN = {
} as const;
