/** Most orders one payment takes (mall-api's order_ids list allows 20). */
export const PAY_ORDER_IDS_MAX = 20;

/**
 * The order ids of `?order_ids=3,4` (also accepts a single `?order_id=`), deduplicated in their
 * order; null when missing, malformed or too many, so the page shows an error instead of calling.
 */
export function orderIdsParam(source: Request | URL, name = 'order_ids'): number[] | null {
  const url = source instanceof URL ? source : new URL(source.url);
  const raw = url.searchParams.get(name);
  if (!raw) return null;
  const parts = raw.split(',').map((s) => s.trim());
  if (parts.some((p) => !/^\d{1,9}$/.test(p))) return null;
  const ids = [...new Set(parts.map(Number))];
  if (ids.length === 0 || ids.length > PAY_ORDER_IDS_MAX || ids.some((n) => n <= 0)) return null;
  return ids;
}

/** `/orderPay?order_ids=3,4` and friends. */
export const payHref = (ids: readonly number[]) => `/pay?order_ids=${ids.join(',')}`;
/** /orderPay for these orders; with a chosen consumption voucher, which pays first and leaves the rest to the transfer. */
export const orderPayHref = (ids: readonly number[], voucherId?: number | null) => `/orderPay?order_ids=${ids.join(',')}${voucherId ? `&voucher_id=${voucherId}` : ''}`;

/** The `?voucher_id=` a cashier passed on, or null when absent or not a positive id. */
export function voucherIdParam(url: URL): number | null {
  const raw = url.searchParams.get('voucher_id') ?? '';
  return /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : null;
}
export const orderDetailHref = (id: number) => `/member/order_detail?order_id=${id}`;
export const payTicketsHref = (id: number) => `/member/paytickets?order_id=${id}`;
export const ORDER_LIST_HREF = '/member/order_list';
