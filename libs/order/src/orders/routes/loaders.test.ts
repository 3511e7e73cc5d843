import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ordersFixture, orderCountsFixture, pickupDetail } from '../fixtures';

const gql = vi.fn();
vi.mock('@mall/gateway-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@mall/gateway-client')>()),
  gql: (...args: unknown[]) => gql(...args),
}));

const { loader: detailLoader } = await import('./OrderDetailRoute');
const { loader: listLoader } = await import('./OrderListRoute');

const args = (url: string) => ({ request: new Request(`http://localhost${url}`), params: {}, context: {} }) as never;

beforeEach(() => gql.mockReset());

describe('order detail loader', () => {
  it('404s a missing order id or a missing order', async () => {
    await expect(detailLoader(args('/member/order_detail?order_id=abc'))).rejects.toMatchObject({ status: 404 });
    gql.mockResolvedValueOnce({ order: null });
    await expect(detailLoader(args('/member/order_detail?order_id=99'))).rejects.toMatchObject({ status: 404 });
  });
  it('replaces a wrong variant with the route of the delivery type', async () => {
    gql.mockResolvedValueOnce({ order: pickupDetail });
    const res = (await detailLoader(args('/member/order_detail?order_id=12'))) as Response;
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe('/member/order_detail_pickup?order_id=12');
    gql.mockResolvedValueOnce({ order: pickupDetail });
    await expect(detailLoader(args('/member/order_detail_pickup?order_id=12'))).resolves.toBe(pickupDetail);
  });
});

describe('order list loader', () => {
  it('normalises bad tab and page values before loading', async () => {
    const res = (await listLoader(args('/member/order_list?tab=bogus&page=0'))) as Response;
    expect(res.headers.get('Location')).toBe('/member/order_list');
    expect(gql).not.toHaveBeenCalled();
  });
  it('loads the tab and page, and sends a page past the end to the last', async () => {
    const orders = { list: ordersFixture, count: 7, pageCount: 1, counts: orderCountsFixture };
    gql.mockResolvedValue({ orders });
    // The 待付款 tab is titled as SPEC §2's pending-payment page.
    await expect(listLoader(args('/member/order_list?tab=wait_pay'))).resolves.toEqual({ data: { orders }, error: null, documentTitle: '待付款' });
    expect(gql.mock.calls[0]?.[1]).toEqual({ tab: 'WAIT_PAY', page: 1, pageSize: 10 });
    const res = (await listLoader(args('/member/order_list?tab=wait_pay&page=4'))) as Response;
    expect(res.headers.get('Location')).toBe('/member/order_list?tab=wait_pay');
  });
});
