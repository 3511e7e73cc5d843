import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { closedOrder, completedOrder, shippedOrder, unpaidOrder, type OrderSummaryItem } from '../../fixtures';
import { OrderActions, type OrderActionsProps } from './OrderActions';

function renderActions(order: OrderSummaryItem, onAct: OrderActionsProps['onAct'] = vi.fn(async () => null)) {
  render(<OrderActions order={order} onAct={onAct} showDetail />, { wrapper: MemoryRouter });
  return onAct;
}

describe('OrderActions', () => {
  it('offers pay and cancel for an unpaid order', () => {
    renderActions(unpaidOrder);
    expect(screen.getByRole('link', { name: '去付款' })).toHaveAttribute('href', '/pay?order_ids=11');
    expect(screen.getByRole('button', { name: '取消订单' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '确认收货' })).toBeNull();
    expect(screen.getByRole('link', { name: '订单详情' })).toHaveAttribute('href', '/member/order_detail?order_id=11');
  });
  it('requires a cancel reason, then closes with it', async () => {
    const onAct = renderActions(unpaidOrder);
    await userEvent.click(screen.getByRole('button', { name: '取消订单' }));
    await userEvent.click(screen.getByRole('button', { name: '确定取消' }));
    expect(screen.getByText('请选择取消原因')).toBeInTheDocument();
    expect(onAct).not.toHaveBeenCalled();
    await userEvent.selectOptions(screen.getByLabelText(/取消原因/), '我不想买了');
    await userEvent.click(screen.getByRole('button', { name: '确定取消' }));
    expect(onAct).toHaveBeenCalledWith('close', 11, '我不想买了');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
  it('keeps the dialog open with the server refusal', async () => {
    renderActions(shippedOrder, vi.fn(async () => '订单状态已变化，请刷新后重试'));
    await userEvent.click(screen.getByRole('button', { name: '确认收货' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: '确认收货' }));
    expect(screen.getByRole('alert')).toHaveTextContent('订单状态已变化，请刷新后重试');
    expect(screen.getByRole('dialog', { name: '确认收货' })).toBeInTheDocument();
  });
  it('extends delivery after confirming', async () => {
    const onAct = renderActions(shippedOrder);
    await userEvent.click(screen.getByRole('button', { name: '延长收货' }));
    await userEvent.click(screen.getByRole('button', { name: '确定延长' }));
    expect(onAct).toHaveBeenCalledWith('extendtakedelivery', 8, undefined);
  });
  it('shows review for completed orders and nothing for closed ones', () => {
    renderActions(completedOrder);
    expect(screen.getByRole('link', { name: '评价' })).toHaveAttribute('href', '/evaluate?order_id=6');
    expect(screen.getByRole('link', { name: '查看物流' })).toHaveAttribute('href', '/member/logistics?order_id=6');
    expect(screen.queryByRole('button')).toBeNull();
  });
  it('offers no action on a closed order', () => {
    renderActions(closedOrder);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });
});
