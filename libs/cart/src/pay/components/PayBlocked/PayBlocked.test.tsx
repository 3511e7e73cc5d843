import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PayBlocked, type PayBlockedProps } from './PayBlocked';

const setup = (props: PayBlockedProps) =>
  render(
    <MemoryRouter>
      <PayBlocked {...props} />
    </MemoryRouter>,
  );

describe('PayBlocked', () => {
  it('says paid orders need no payment and links to the order list', () => {
    setup({ stage: 'paid' });
    expect(screen.getByRole('heading', { name: '订单已支付' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看我的订单' })).toHaveAttribute('href', '/member/order_list');
  });
  it('links a transfer under review to its certificates', () => {
    setup({ stage: 'reviewing', orderId: 7 });
    expect(screen.getByRole('link', { name: '查看付款凭证' })).toHaveAttribute('href', '/member/paytickets?order_id=7');
  });
  it('announces a closed order as an alert', () => {
    setup({ stage: 'closed' });
    expect(screen.getByRole('alert')).toHaveTextContent('订单已关闭');
    expect(screen.queryByRole('link', { name: '查看付款凭证' })).not.toBeInTheDocument();
  });
});
