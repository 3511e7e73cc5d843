import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { orderCountsFixture } from '../../fixtures';
import { OrderTabs, tabCount } from './OrderTabs';

describe('OrderTabs', () => {
  it('labels tabs with the counts the API gives and reports a change', async () => {
    const onChange = vi.fn();
    render(
      <OrderTabs tab="ALL" counts={orderCountsFixture} onChange={onChange}>
        <p>订单列表</p>
      </OrderTabs>,
    );
    expect(screen.getByRole('tab', { name: '全部订单' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: '待付款(2)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '已关闭' })).toBeInTheDocument();
    expect(screen.getByText('订单列表')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: '退款中(1)' }));
    expect(onChange).toHaveBeenCalledWith('REFUNDING');
  });
  it('counts only the tabs the API counts', () => {
    expect(tabCount('WAIT_CONFIRM', orderCountsFixture)).toBe(2);
    expect(tabCount('COMPLETED', orderCountsFixture)).toBeNull();
    expect(tabCount('WAIT_PAY', null)).toBeNull();
  });
});
