import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { payOrdersFixture } from '../../fixtures';
import { PayOrderSummary } from './PayOrderSummary';

afterEach(() => vi.useRealTimers());

describe('PayOrderSummary', () => {
  it('lists the order numbers as links and the amount to pay', () => {
    render(
      <MemoryRouter>
        <PayOrderSummary orders={payOrdersFixture} payMoney={34790} closeAt={null} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: '订单提交成功，请尽快付款' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '202503101000123456' })).toHaveAttribute('href', '/member/order_detail?order_id=3');
    expect(screen.getByText('共 2 笔订单')).toBeInTheDocument();
    expect(screen.getByTestId('pay-amount')).toHaveTextContent('¥347.90');
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });
  it('counts down to the close time and reports when it ends', () => {
    vi.useFakeTimers();
    const onClosed = vi.fn();
    render(
      <MemoryRouter>
        <PayOrderSummary orders={payOrdersFixture.slice(0, 1)} payMoney={26800} closeAt={Date.now() + 65_000} onClosed={onClosed} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('timer')).toHaveTextContent('剩余付款时间');
    expect(screen.getByRole('timer')).toHaveTextContent('01:05');
    act(() => void vi.advanceTimersByTime(66_000));
    expect(onClosed).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('timer')).toHaveTextContent('付款时间已到，订单即将关闭');
  });
});
