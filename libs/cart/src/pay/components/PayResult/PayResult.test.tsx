import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { payOrdersFixture } from '../../fixtures';
import { PayResult, type PayResultProps } from './PayResult';

const setup = (props: Partial<PayResultProps>) =>
  render(
    <MemoryRouter>
      <PayResult state="success" orders={payOrdersFixture} {...props} />
    </MemoryRouter>,
  );

describe('PayResult', () => {
  it('shows 支付成功 with amount, method and links to every order', () => {
    setup({ amount: 34790, methodName: '余额支付', payTime: 1_741_579_200 });
    expect(screen.getByRole('heading', { name: '支付成功' })).toBeInTheDocument();
    expect(screen.getByTestId('result-amount')).toHaveTextContent('347.90');
    expect(screen.getByText('余额支付')).toBeInTheDocument();
    expect(screen.getByText('2025-03-10 12:00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '订单 202503101000123457' })).toHaveAttribute('href', '/member/order_detail?order_id=4');
    expect(screen.getByRole('link', { name: '继续购物' })).toHaveAttribute('href', '/');
  });
  it('offers to pay again when the orders are still unpaid', () => {
    setup({ state: 'failed', amount: 34790 });
    expect(screen.getByRole('heading', { name: '订单尚未支付' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '重新支付' })).toHaveAttribute('href', '/pay?order_ids=3,4');
    expect(screen.queryByTestId('result-amount')).not.toBeInTheDocument();
  });
  it('points a transfer under review to its certificates, and a closed order to the list', () => {
    const { unmount } = setup({ state: 'reviewing' });
    expect(screen.getByRole('link', { name: '查看付款凭证' })).toHaveAttribute('href', '/member/paytickets?order_id=3');
    unmount();
    setup({ state: 'closed' });
    expect(screen.getByRole('alert')).toHaveTextContent('订单已关闭');
    expect(screen.queryByRole('link', { name: '重新支付' })).not.toBeInTheDocument();
  });
});
