import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { GatewayError } from '@mall/gateway-client';
import { payInfoFixture } from './fixtures';
import * as route from './PayRoute';

const gql = vi.hoisted(() => vi.fn());
vi.mock('@mall/gateway-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@mall/gateway-client')>()),
  gql,
}));

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/pay', loader: route.loader, Component: route.Component, errorElement: <p>404 页面</p> },
      { path: '/result', Component: () => <p>结果页</p> },
    ],
    { initialEntries: ['/', url], initialIndex: 1 },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => gql.mockReset());

describe('/pay', () => {
  it('pays once with one key however often it is clicked, then replaces the page with the result', async () => {
    let answer: (v: unknown) => void = () => undefined;
    gql.mockImplementation((doc: { toString(): string }) =>
      String(doc).includes('mutation PayOrders') ? new Promise((resolve) => (answer = resolve)) : Promise.resolve({ payInfo: payInfoFixture }),
    );
    const router = renderAt('/pay?order_ids=3,4');
    await userEvent.click(await screen.findByRole('radio', { name: /演示支付/ }));
    const button = screen.getByRole('button', { name: '确认支付' });
    await userEvent.click(button);
    await userEvent.click(button);
    const payCalls = gql.mock.calls.filter(([doc]) => String(doc).includes('mutation PayOrders'));
    expect(payCalls).toHaveLength(1);
    expect(payCalls[0][1]).toMatchObject({ orderIds: [3, 4], payType: 'DEMO' });
    expect(payCalls[0][1].payKey).toMatch(/^[\w-]{8,64}$/);
    answer({ payOrders: { paymentId: 9, payNo: 'T1', payType: 'DEMO', payTypeName: '演示支付', amount: 34790, status: 'PAID' } });
    expect(await screen.findByText('结果页')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?order_ids=3,4&pay=9');
    expect(router.state.historyAction).toBe('REPLACE');
  });
  it('shows a refusal inline and retries with the same key', async () => {
    gql.mockImplementation((doc: { toString(): string }) =>
      String(doc).includes('mutation PayOrders')
        ? Promise.reject(new GatewayError('BUSINESS_ERROR', '余额不足'))
        : Promise.resolve({ payInfo: payInfoFixture }),
    );
    renderAt('/pay?order_ids=3,4');
    await userEvent.click(await screen.findByRole('radio', { name: /演示支付/ }));
    await userEvent.click(screen.getByRole('button', { name: '确认支付' }));
    expect(await screen.findByText('余额不足')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '确认支付' }));
    await waitFor(() => expect(gql.mock.calls.filter(([doc]) => String(doc).includes('mutation PayOrders'))).toHaveLength(2));
    const keys = gql.mock.calls.filter(([doc]) => String(doc).includes('mutation PayOrders')).map((c) => c[1].payKey);
    expect(keys[0]).toBe(keys[1]);
  });
  it('never offers to pay orders that are already paid', async () => {
    gql.mockResolvedValue({ payInfo: { ...payInfoFixture, orders: payInfoFixture.orders.map((o) => ({ ...o, status: 'PAID' })) } });
    renderAt('/pay?order_ids=3,4');
    expect(await screen.findByRole('heading', { name: '订单已支付' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '确认支付' })).not.toBeInTheDocument();
  });
  it('shows an error state for a bad link without calling the gateway', async () => {
    renderAt('/pay?order_ids=abc');
    expect(await screen.findByRole('heading', { name: '订单信息有误' })).toBeInTheDocument();
    expect(gql).not.toHaveBeenCalled();
  });
});
