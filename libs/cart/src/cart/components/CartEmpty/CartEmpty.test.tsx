import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { CartEmpty } from './CartEmpty';

function setup(loggedIn: boolean) {
  render(
    <MemoryRouter>
      <CartEmpty loggedIn={loggedIn} />
    </MemoryRouter>,
  );
}

describe('CartEmpty', () => {
  it('shows the §8 text and 去逛逛 to the home page for a member, without 登录', () => {
    setup(true);
    expect(screen.getByText('您的购物车还是空的，赶紧去挑选商品吧')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去逛逛' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: '登录' })).toBeNull();
  });
  it('offers a visitor 登录 that comes back to the cart', () => {
    setup(false);
    expect(screen.getByText('您的购物车还是空的，赶紧去挑选商品吧')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '登录' })).toHaveAttribute('href', '/login?redirect=/cart');
    expect(screen.getByRole('link', { name: '去逛逛' })).toHaveAttribute('href', '/');
  });
});
