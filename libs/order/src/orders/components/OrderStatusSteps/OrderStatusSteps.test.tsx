import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { closedDetail, completedDetail, pickupDetail, shippedDetail, unpaidDetail } from '../../fixtures';
import { OrderStatusSteps } from './OrderStatusSteps';

describe('OrderStatusSteps', () => {
  it('counts down the time left to pay for an unpaid order', () => {
    render(<OrderStatusSteps order={unpaidDetail} />);
    expect(screen.getByText('待付款')).toHaveAttribute('data-status', 'UNPAID');
    expect(screen.getByText(/剩余付款时间/)).toBeInTheDocument();
  });
  it('shows the automatic receipt time of a shipped order and marks finished steps', () => {
    render(<OrderStatusSteps order={shippedDetail} />);
    expect(screen.getByText('2025-04-10 09:00 将自动确认收货')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: '订单进度' })).toBeInTheDocument();
    expect(screen.getByText('2025-03-31 09:00')).toBeInTheDocument();
  });
  it('shows the close reason and pickup step names', () => {
    const { unmount } = render(<OrderStatusSteps order={closedDetail} />);
    expect(screen.getByText('关闭原因：我不想买了')).toBeInTheDocument();
    expect(screen.queryByText(/剩余付款时间/)).toBeNull();
    unmount();
    render(<OrderStatusSteps order={pickupDetail} />);
    expect(screen.getByText('提货')).toBeInTheDocument();
    expect(screen.getByText('待提货')).toBeInTheDocument();
  });
  it('finishes every step of a completed order', () => {
    render(<OrderStatusSteps order={completedDetail} />);
    expect(screen.getAllByText('2025-03-24 18:00')).toHaveLength(2);
  });
});
