import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { cartLinesFixture, invalidLinesFixture } from '../../fixtures';
import type { CartPageLine } from '../../types';
import { CartView, type CartViewProps } from './CartView';

function Payment() {
  const { search } = useLocation();
  return <p data-testid="payment">{search}</p>;
}

function setup(lines: CartPageLine[] = [...cartLinesFixture, ...invalidLinesFixture], props: Partial<CartViewProps> = {}) {
  const handlers = {
    onQuantityChange: vi.fn(),
    onDelete: vi.fn<CartViewProps['onDelete']>(async () => null),
  };
  render(
    <MemoryRouter initialEntries={['/cart']}>
      <Routes>
        <Route path="/cart" element={<CartView lines={lines} loggedIn {...handlers} {...props} />} />
        <Route path="/payment" element={<Payment />} />
      </Routes>
    </MemoryRouter>,
  );
  return handlers;
}

const bar = () => within(screen.getByTestId('cart-summary'));
const allIds = cartLinesFixture.map((l) => l.cartId);
// 268×1 + 59×3 + 79.9×2 + 45×1 + 49.8×1 + 39.9×2
const fullTotal = '779.40';
const fullQuantity = cartLinesFixture.reduce((sum, l) => sum + l.num, 0);

describe('CartView', () => {
  it('selects every valid line at first; invalid lines count for nothing', () => {
    setup();
    expect(bar().getByText(`已选择${fullQuantity}件商品`)).toBeInTheDocument();
    expect(bar().getByText(fullTotal)).toBeInTheDocument();
    expect(screen.getAllByTestId('cart-shop')).toHaveLength(3);
    expect(screen.getAllByTestId('cart-invalid-line')).toHaveLength(2);
  });
  it('select all (bottom) clears and restores the totals and the checkout button', async () => {
    setup();
    await userEvent.click(bar().getByRole('checkbox', { name: '全选' }));
    expect(bar().getByText('已选择0件商品')).toBeInTheDocument();
    expect(bar().getByText('0.00')).toBeInTheDocument();
    expect(bar().getByRole('button', { name: '去结算' })).toBeDisabled();
    // The top box follows.
    expect(screen.getAllByRole('checkbox', { name: '全选' })[0]).not.toBeChecked();
    await userEvent.click(screen.getAllByRole('checkbox', { name: '全选' })[0]!);
    expect(bar().getByText(fullTotal)).toBeInTheDocument();
    expect(bar().getByRole('button', { name: '去结算' })).toBeEnabled();
  });
  it('unticking a shop leaves the other shops in the total and checks out their ids', async () => {
    setup();
    const firstShop = cartLinesFixture[0]!.siteName;
    await userEvent.click(screen.getByRole('checkbox', { name: `选择${firstShop}的全部商品` }));
    const rest = cartLinesFixture.filter((l) => l.siteName !== firstShop);
    // 79.9×2 + 45 + 49.8 + 39.9×2
    expect(bar().getByText('334.40')).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox', { name: '全选' })[1]).toHaveProperty('indeterminate', true);
    await userEvent.click(bar().getByRole('button', { name: '去结算' }));
    expect(screen.getByTestId('payment')).toHaveTextContent(`?cart_ids=${rest.map((l) => l.cartId).join(',')}`);
  });
  it('keeps the selection when a quantity changes', async () => {
    const lines = [...cartLinesFixture];
    const { onQuantityChange } = setup(lines);
    await userEvent.click(screen.getByRole('checkbox', { name: `选择商品：${lines[2]!.skuName}` }));
    await userEvent.click(within(screen.getAllByTestId('cart-line')[2]!).getByRole('button', { name: '增加数量' }));
    expect(onQuantityChange).toHaveBeenCalledWith(lines[2]!.cartId, lines[2]!.num + 1);
    expect(screen.getByRole('checkbox', { name: `选择商品：${lines[2]!.skuName}` })).not.toBeChecked();
  });
  it('deletes the selected lines only after confirming', async () => {
    const { onDelete } = setup();
    await userEvent.click(bar().getByRole('button', { name: '删除选中的商品' }));
    expect(onDelete).not.toHaveBeenCalled();
    const dialog = screen.getByRole('dialog', { name: '删除商品' });
    expect(within(dialog).getByText(`确定要删除选中的${allIds.length}种商品吗？`)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '确定删除' }));
    expect(onDelete).toHaveBeenCalledWith(allIds);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
  it('cancelling the delete dialog deletes nothing', async () => {
    const { onDelete } = setup();
    await userEvent.click(screen.getByRole('button', { name: `删除商品：${cartLinesFixture[0]!.skuName}` }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: '取消' }));
    expect(onDelete).not.toHaveBeenCalled();
  });
  it('keeps the dialog open with the server message when a delete is refused', async () => {
    setup(undefined, { onDelete: vi.fn(async () => '购物车商品不存在') });
    await userEvent.click(screen.getByRole('button', { name: `删除商品：${cartLinesFixture[0]!.skuName}` }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: '确定删除' }));
    expect(within(screen.getByRole('dialog')).getByRole('alert')).toHaveTextContent('购物车商品不存在');
    expect(screen.getAllByTestId('cart-line')).toHaveLength(cartLinesFixture.length);
  });
  it('clears the invalid lines after confirming', async () => {
    const { onDelete } = setup();
    await userEvent.click(screen.getByRole('button', { name: '清空失效商品' }));
    const dialog = screen.getByRole('dialog', { name: '清空失效商品' });
    await userEvent.click(within(dialog).getByRole('button', { name: '确定清空' }));
    expect(onDelete).toHaveBeenCalledWith(invalidLinesFixture.map((l) => l.cartId));
  });
  it('with only invalid lines, nothing can be selected or checked out', () => {
    setup(invalidLinesFixture);
    expect(bar().getByRole('checkbox', { name: '全选' })).toBeDisabled();
    expect(bar().getByRole('button', { name: '去结算' })).toBeDisabled();
  });
  it('shows the empty cart without lines', () => {
    setup([]);
    expect(screen.getByText('您的购物车还是空的，赶紧去挑选商品吧')).toBeInTheDocument();
    expect(screen.queryByTestId('cart-summary')).toBeNull();
  });
});
