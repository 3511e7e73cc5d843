import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { oneShopLinesFixture } from '../../fixtures';
import { CartShopGroup, type CartShopGroupProps } from './CartShopGroup';

const [tea, goji] = oneShopLinesFixture as [(typeof oneShopLinesFixture)[0], (typeof oneShopLinesFixture)[0]];

function setup(props: Partial<CartShopGroupProps> = {}) {
  const handlers = { onTick: vi.fn(), onQuantityChange: vi.fn(), onDelete: vi.fn() };
  render(
    <MemoryRouter>
      <CartShopGroup
        siteId={tea.siteId}
        siteName={tea.siteName}
        lines={oneShopLinesFixture}
        unticked={new Set()}
        {...handlers}
        {...props}
      />
    </MemoryRouter>,
  );
  return handlers;
}

describe('CartShopGroup', () => {
  it('ticks the whole shop from its box, and shows it mixed when one line is unticked', async () => {
    const { onTick } = setup({ unticked: new Set([goji.cartId]) });
    const shopBox = screen.getByRole('checkbox', { name: `选择${tea.siteName}的全部商品` });
    expect(shopBox).not.toBeChecked();
    expect((shopBox as HTMLInputElement).indeterminate).toBe(true);
    await userEvent.click(shopBox);
    expect(onTick).toHaveBeenCalledWith([tea.cartId, goji.cartId], true);
  });
  it('unticks one line', async () => {
    const { onTick } = setup();
    await userEvent.click(screen.getByRole('checkbox', { name: `选择商品：${tea.skuName}` }));
    expect(onTick).toHaveBeenCalledWith([tea.cartId], false);
  });
  it('shows unit price and the subtotal with 2 decimals, and links the goods', () => {
    setup();
    const line = screen.getAllByTestId('cart-line')[1]!;
    // 宁夏中宁枸杞 59.00 × 3
    expect(within(line).getByText('177.00')).toBeInTheDocument();
    expect(within(line).getByRole('link', { name: goji.skuName })).toHaveAttribute('href', `/sku-${goji.skuId}`);
  });
  it('changes the quantity with the stepper and stops at the stock', async () => {
    const { onQuantityChange } = setup();
    const [teaLine, gojiLine] = screen.getAllByTestId('cart-line') as [HTMLElement, HTMLElement];
    await userEvent.click(within(teaLine).getByRole('button', { name: '增加数量' }));
    expect(onQuantityChange).toHaveBeenCalledWith(tea.cartId, tea.num + 1);
    // 枸杞: num 3 = stock 3.
    expect(within(gojiLine).getByRole('button', { name: '增加数量' })).toBeDisabled();
  });
  it('clamps a typed quantity above the stock before it is sent', async () => {
    const { onQuantityChange } = setup();
    const field = screen.getByRole('spinbutton', { name: `${tea.skuName}的购买数量` });
    await userEvent.clear(field);
    await userEvent.type(field, '999{Enter}');
    expect(onQuantityChange).toHaveBeenCalledWith(tea.cartId, tea.stock);
  });
  it('asks to delete a line and shows a refused quantity under its line', async () => {
    const { onDelete } = setup({ lineErrors: { [goji.cartId]: '库存不足，最多可购买3件' } });
    await userEvent.click(screen.getByRole('button', { name: `删除商品：${tea.skuName}` }));
    expect(onDelete).toHaveBeenCalledWith(tea);
    const gojiLine = screen.getAllByTestId('cart-line')[1]!;
    expect(within(gojiLine).getByRole('alert')).toHaveTextContent('库存不足，最多可购买3件');
  });
});
