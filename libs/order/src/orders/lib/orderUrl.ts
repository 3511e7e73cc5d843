import type { DeliveryType, OrderTab } from '@mall/gateway-client';

/** The tabs of /member/order_list and their `?tab=` values (lower case, like the old site). */
export const ORDER_TABS: readonly OrderTab[] = [
  'ALL',
  'WAIT_PAY',
  'WAIT_SEND',
  'WAIT_CONFIRM',
  'WAIT_RATE',
  'COMPLETED',
  'CLOSED',
  'REFUNDING',
];

export interface OrderListParams {
  tab: OrderTab;
  page: number;
}

/** `?tab=wait_pay&page=2` → { WAIT_PAY, 2 }; unknown tabs → ALL, bad pages → 1. */
export function parseOrderListParams(url: URL | URLSearchParams): OrderListParams {
  const params = url instanceof URL ? url.searchParams : url;
  const rawTab = (params.get('tab') ?? '').toUpperCase();
  const tab = ORDER_TABS.find((t) => t === rawTab) ?? 'ALL';
  const rawPage = params.get('page') ?? '';
  const page = /^\d{1,6}$/.test(rawPage) && Number(rawPage) > 0 ? Number(rawPage) : 1;
  return { tab, page };
}

/** The canonical search string: defaults left out, so `?tab=all&page=1` normalises to ''. */
export function orderListSearch({ tab, page }: OrderListParams): string {
  const params = new URLSearchParams();
  if (tab !== 'ALL') params.set('tab', tab.toLowerCase());
  if (page > 1) params.set('page', String(page));
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** The delivery type a detail route's path stands for. */
export function variantOfPath(pathname: string): DeliveryType {
  if (pathname.endsWith('_local_delivery')) return 'LOCAL_DELIVERY';
  if (pathname.endsWith('_pickup')) return 'PICKUP';
  if (pathname.endsWith('_virtual')) return 'VIRTUAL';
  return 'EXPRESS';
}
