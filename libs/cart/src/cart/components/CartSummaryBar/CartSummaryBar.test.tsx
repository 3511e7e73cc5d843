import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CartSummaryBar, type CartSummaryBarProps } from './CartSummaryBar';

function setup(props: Partial<CartSummaryBarProps> = {}) {
  const handlers = { onTickAll: vi.fn(), onDeleteSelected: vi.fn(), onCheckout: vi.fn() };
  render(
    <CartSummaryBar
      tickState="all"
      selectable
      totals={{ lines: 2, quantity: 3, total: 42780 }}
      {...handlers}
      {...props}
    />,
  );
  return handlers;
}

describe('CartSummaryBar', () => {
  it('shows the selected pieces and their total, and checks out', async () => {
    const { onCheckout, onDeleteSelected } = setup();
    expect(screen.getByText('已选择3件商品')).toBeInTheDocument();
    expect(screen.getByText('427.80')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '去结算' }));
    expect(onCheckout).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: '删除选中的商品' }));
    expect(onDeleteSelected).toHaveBeenCalledOnce();
  });
  it('disables checkout and batch delete when nothing is selected, and says why', async () => {
    const { onCheckout } = setup({ tickState: 'none', totals: { lines: 0, quantity: 0, total: 0 } });
    const checkout = screen.getByRole('button', { name: '去结算' });
    expect(checkout).toBeDisabled();
    expect(checkout).toHaveAccessibleDescription('请选择要结算的商品');
    expect(screen.getByRole('button', { name: '删除选中的商品' })).toBeDisabled();
    await userEvent.click(checkout);
    expect(onCheckout).not.toHaveBeenCalled();
  });
  it('toggles select all from its state', async () => {
    const { onTickAll } = setup({ tickState: 'some' });
    const box = screen.getByRole('checkbox', { name: '全选' });
    expect((box as HTMLInputElement).indeterminate).toBe(true);
    await userEvent.click(box);
    expect(onTickAll).toHaveBeenCalledWith(true);
  });
  it('disables select all when no line can be bought', () => {
    setup({ selectable: false, tickState: 'none', totals: { lines: 0, quantity: 0, total: 0 } });
    expect(screen.getByRole('checkbox', { name: '全选' })).toBeDisabled();
  });
});
