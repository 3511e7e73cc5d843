import { useState } from 'react';
import preview from '@mall/ui/storybook/preview';
import { playOn } from '@mall/ui/storybook';
import { expect, fn, userEvent } from 'storybook/test';
import { selectionTotals } from '../../../cartTotal';
import { cartLinesFixture } from '../../fixtures';
import { CartSummaryBar, type CartSummaryBarProps } from './CartSummaryBar';

/** The bar over the fixture lines with a working select-all, as the page wires it. */
function Live(props: CartSummaryBarProps) {
  const [all, setAll] = useState(props.tickState !== 'none');
  return (
    <CartSummaryBar
      {...props}
      tickState={all ? 'all' : 'none'}
      totals={selectionTotals(cartLinesFixture, all ? cartLinesFixture.map((l) => l.cartId) : [])}
      onTickAll={(checked) => {
        props.onTickAll(checked);
        setAll(checked);
      }}
    />
  );
}

const meta = preview.meta({
  component: CartSummaryBar,
  args: {
    tickState: 'all' as const,
    selectable: true,
    totals: selectionTotals(
      cartLinesFixture,
      cartLinesFixture.map((l) => l.cartId),
    ),
    onTickAll: fn(),
    onDeleteSelected: fn(),
    onCheckout: fn(),
  },
});

export const AllSelected = meta.story({
  render: (args) => <Live {...args} />,
  play: playOn(async (canvas, { args }) => {
    await canvas.shows('779.40');
    await userEvent.click(canvas.getByRole('checkbox', { name: '全选' }));
    await expect(args.onTickAll).toHaveBeenCalledWith(false);
    await canvas.shows('已选择0件商品');
    await canvas.shows('0.00');
    await expect(canvas.getByRole('button', { name: '去结算' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: '全选' }));
    await canvas.shows('779.40');
    await canvas.press('去结算');
    await expect(args.onCheckout).toHaveBeenCalledOnce();
  }),
});

export const SomeSelected = meta.story({
  args: { tickState: 'some', totals: { lines: 1, quantity: 2, total: 15980 } },
  play: playOn(async (canvas) => {
    await expect(canvas.getByRole('checkbox', { name: '全选' })).toHaveProperty('indeterminate', true);
  }),
});

export const NothingSelected = meta.story({
  args: { tickState: 'none', totals: { lines: 0, quantity: 0, total: 0 } },
  play: playOn(async (canvas, { args }) => {
    await expect(canvas.getByRole('button', { name: '去结算' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '删除选中的商品' })).toBeDisabled();
    await canvas.shows('请选择要结算的商品');
    await expect(args.onCheckout).not.toHaveBeenCalled();
  }),
});

export const NoValidLine = meta.story({
  args: { tickState: 'none', selectable: false, totals: { lines: 0, quantity: 0, total: 0 } },
  play: playOn(async (canvas) => {
    await expect(canvas.getByRole('checkbox', { name: '全选' })).toBeDisabled();
  }),
});
