import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CartPageDeleteItemsDocument,
  CartPageDocument,
  CartPageUpdateItemDocument,
  gql,
} from '@mall/gateway-client';
import { onRefreshSession } from '@mall/page-kit';
import { Component, loader } from './CartRoute';
import { cartOf, oneShopLinesFixture } from './fixtures';

vi.mock('@mall/gateway-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@mall/gateway-client')>()),
  gql: vi.fn(),
}));

const gqlMock = vi.mocked(gql);

function start(member: { id: number } | null, lines = oneShopLinesFixture) {
  gqlMock.mockImplementation(async (document: unknown, variables: unknown) => {
    if (document === CartPageDocument) return { member, cart: cartOf(lines) };
    if (document === CartPageUpdateItemDocument) {
      const { cartId, num } = variables as { cartId: number; num: number };
      return { updateCartItem: cartOf(lines.map((l) => (l.cartId === cartId ? { ...l, num } : l))) };
    }
    if (document === CartPageDeleteItemsDocument) {
      const { cartIds } = variables as { cartIds: number[] };
      return { deleteCartItems: cartOf(lines.filter((l) => !cartIds.includes(l.cartId))) };
    }
    throw new Error('unexpected document');
  });
  const router = createMemoryRouter(
    [
      { path: '/cart', loader, Component },
      { path: '/payment', element: <p>结算页</p> },
    ],
    { initialEntries: ['/cart'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => {
  gqlMock.mockReset();
});

describe('/cart route', () => {
  it('shows a visitor the empty cart with 登录', async () => {
    start(null, []);
    expect(await screen.findByRole('link', { name: '登录' })).toHaveAttribute('href', '/login?redirect=/cart');
    expect(screen.getByText('您的购物车还是空的，赶紧去挑选商品吧')).toBeInTheDocument();
  });

  it('sends a quantity change and takes the answered cart, then tells the app', async () => {
    const emitted = vi.fn();
    const unsubscribe = onRefreshSession(async () => emitted());
    start({ id: 1 });
    const first = oneShopLinesFixture[0]!;
    const line = (await screen.findAllByTestId('cart-line'))[0]!;
    await userEvent.click(within(line).getByRole('button', { name: '增加数量' }));
    await waitFor(() =>
      expect(gqlMock).toHaveBeenCalledWith(
        CartPageUpdateItemDocument,
        { cartId: first.cartId, num: first.num + 1 },
        { forceLogin: true, silent: true },
      ),
    );
    await waitFor(() => expect(emitted).toHaveBeenCalled());
    // 268.00 × 2
    expect(within(line).getByText('536.00')).toBeInTheDocument();
    unsubscribe();
  });

  it('deleting the last lines shows the empty cart', async () => {
    start({ id: 1 });
    await userEvent.click(within(await screen.findByTestId('cart-summary')).getByRole('button', { name: '删除选中的商品' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: '确定删除' }));
    expect(await screen.findByRole('link', { name: '去逛逛' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: '登录' })).toBeNull();
  });

  it('checks out the selected lines', async () => {
    const router = start({ id: 1 });
    await userEvent.click(within(await screen.findByTestId('cart-summary')).getByRole('button', { name: '去结算' }));
    await screen.findByText('结算页');
    expect(router.state.location.search).toBe(`?cart_ids=${oneShopLinesFixture.map((l) => l.cartId).join(',')}`);
  });
});
