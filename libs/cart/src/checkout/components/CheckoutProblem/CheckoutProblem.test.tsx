import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { CheckoutProblem } from './CheckoutProblem';

describe('CheckoutProblem', () => {
  it('says there is nothing to settle and links back to the cart', () => {
    render(
      <MemoryRouter>
        <CheckoutProblem reason="noGoods" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('没有要结算的商品');
    expect(screen.getByRole('link', { name: '返回购物车' })).toHaveAttribute('href', '/cart');
  });

  it('shows the server message of a refused checkout', () => {
    render(
      <MemoryRouter>
        <CheckoutProblem reason="failed" message="购物车商品不存在或已结算，请刷新购物车" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('订单信息加载失败');
    expect(screen.getByRole('alert')).toHaveTextContent('购物车商品不存在或已结算，请刷新购物车');
  });
});
