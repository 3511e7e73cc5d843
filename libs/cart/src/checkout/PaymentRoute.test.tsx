import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { GatewayError } from '@mall/gateway-client';
import { onRefreshSession } from '@mall/page-kit';
import { addressesFixture, calculationFixture, invoiceTitlesFixture } from './fixtures';
import { Component, loader } from './PaymentRoute';

const gql = vi.hoisted(() => vi.fn());
vi.mock('@mall/gateway-client', async (importOriginal) => ({ ...(await importOriginal<object>()), gql }));

/** Answers by operation name, as the gateway would. */
function answer(overrides: Record<string, (variables: Record<string, unknown>) => unknown> = {}) {
  gql.mockImplementation(async (document: { toString(): string }, variables: Record<string, unknown>) => {
    const name = /(?:query|mutation) (\w+)/.exec(String(document))?.[1] ?? '';
    if (overrides[name]) return overrides[name](variables);
    switch (name) {
      case 'CheckoutCalculate':
        return { checkout: calculationFixture };
      case 'MemberAddresses':
        return { addresses: { list: addressesFixture, count: 3, pageCount: 1 } };
      case 'MemberInvoiceTitles':
        return { invoiceTitles: { list: invoiceTitlesFixture, count: 2, pageCount: 1 } };
      case 'CheckoutCreateOrder':
        return { createOrder: { orderId: 88, orderNo: 'D20250306001', orderMoney: 25860, status: 'UNPAID', autoCloseTime: 0, repeated: false } };
      default:
        throw new Error(`unexpected ${name}`);
    }
  });
}

const calls = (name: string) => gql.mock.calls.filter(([d]) => String(d).includes(` ${name}(`)).map(([, v]) => v as Record<string, unknown>);

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/payment', loader, Component },
      { path: '/pay', Component: () => <p>收银台</p> },
      { path: '/cart', Component: () => <p>购物车页</p> },
    ],
    { initialEntries: ['/cart', url], initialIndex: 1 },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('/payment', () => {
  beforeEach(() => {
    gql.mockReset();
    answer();
  });

  it('shows 没有要结算的商品 for a URL without goods, calling nothing', async () => {
    renderAt('/payment?cart_ids=abc');
    expect(await screen.findByText('没有要结算的商品')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回购物车' })).toHaveAttribute('href', '/cart');
    expect(gql).not.toHaveBeenCalled();
  });

  it('shows the server message when mall-api refuses the checkout', async () => {
    answer({
      CheckoutCalculate: () => {
        throw new GatewayError('BUSINESS_ERROR', '购物车商品不存在或已结算，请刷新购物车');
      },
    });
    renderAt('/payment?cart_ids=1,2');
    expect(await screen.findByText('购物车商品不存在或已结算，请刷新购物车')).toBeInTheDocument();
  });

  it('loads the breakdown, recalculates on a coupon, and submits one order with a key, then goes to /pay', async () => {
    const emitted = vi.fn();
    const off = onRefreshSession(async () => emitted());
    const router = renderAt('/payment?cart_ids=1,2,3');
    expect(await screen.findByRole('heading', { level: 3, name: '店铺：五常市稻花香农业合作社旗舰店' })).toBeInTheDocument();
    expect(calls('checkout')[0]).toEqual({ input: { kind: 'NORMAL', cartIds: [1, 2, 3] } });

    answer({ CheckoutCalculate: () => ({ checkout: { ...calculationFixture, couponMoney: 1000, orderMoney: 24860 } }) });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '选择优惠券' }), '新人专享券（省 ¥10.00）');
    await waitFor(() => expect(screen.getByTestId('order-money')).toHaveTextContent('¥248.60'));
    expect(calls('checkout').at(-1)).toEqual({ input: expect.objectContaining({ cartIds: [1, 2, 3], couponId: 31, addressId: 11 }) });

    await userEvent.type(screen.getByLabelText('给商家留言'), '周末送货');
    await userEvent.click(screen.getByRole('button', { name: '提交订单' }));
    expect(await screen.findByText('收银台')).toBeInTheDocument();
    const [created] = calls('createOrder');
    expect(created.input).toMatchObject({
      checkout: { kind: 'NORMAL', cartIds: [1, 2, 3], couponId: 31, addressId: 11, deliveryType: 'EXPRESS', buyerMessage: '周末送货' },
      orderKey: expect.stringMatching(/^[\w-]{8,64}$/),
    });
    expect(router.state.location.search).toBe('?order_ids=88');
    expect(emitted).toHaveBeenCalledTimes(1);
    // Replaced: back goes to the cart, not to the checkout.
    await router.navigate(-1);
    expect(await screen.findByText('购物车页')).toBeInTheDocument();
    off();
  });

  it('keeps the page and the key on a refusal, so a retry is the same order', async () => {
    let refuse = true;
    answer({
      CheckoutCreateOrder: () => {
        if (refuse) throw new GatewayError('BUSINESS_ERROR', '赣南脐橙 库存不足');
        return { createOrder: { orderId: 89, orderNo: 'D2', orderMoney: 25860, status: 'UNPAID', autoCloseTime: 0, repeated: true } };
      },
    });
    renderAt('/payment?sku_id=1002&num=1');
    await userEvent.click(await screen.findByRole('button', { name: '提交订单' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('赣南脐橙 库存不足');
    expect(screen.getByRole('heading', { level: 1, name: '填写并核对订单信息' })).toBeInTheDocument();
    refuse = false;
    await userEvent.click(screen.getByRole('button', { name: '提交订单' }));
    expect(await screen.findByText('收银台')).toBeInTheDocument();
    const keys = calls('createOrder').map((v) => (v.input as { orderKey: string }).orderKey);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('goes back to the accepted choice with the message when a recalculation is refused', async () => {
    renderAt('/payment?cart_ids=1');
    const select = await screen.findByRole('combobox', { name: '选择优惠券' });
    answer({
      CheckoutCalculate: () => {
        throw new GatewayError('BUSINESS_ERROR', '优惠券不可用：满 300.00 元可用');
      },
    });
    await userEvent.selectOptions(select, '新人专享券（省 ¥10.00）');
    expect(await screen.findByRole('alert')).toHaveTextContent('优惠券不可用：满 300.00 元可用');
    expect(select).toHaveValue('');
  });
});
