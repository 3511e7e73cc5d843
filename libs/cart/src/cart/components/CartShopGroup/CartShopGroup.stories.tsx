import { useState } from 'react';
import preview from '@mall/ui/storybook/preview';
import { playOn, withRouter } from '@mall/ui/storybook';
import { expect, fn, userEvent, within } from 'storybook/test';
import { longNameLinesFixture, oneShopLinesFixture } from '../../fixtures';
import { tick } from '../../selection';
import { CartShopGroup, type CartShopGroupProps } from './CartShopGroup';
import { formatPrice } from '@mall/ui';

const [tea, goji] = oneShopLinesFixture as [(typeof oneShopLinesFixture)[0], (typeof oneShopLinesFixture)[0]];

/** Holds the ticks and quantities like the page does, so the controls can be tried. */
function Live(props: CartShopGroupProps) {
  const [unticked, setUnticked] = useState(props.unticked);
  const [lines, setLines] = useState(props.lines);
  return (
    <CartShopGroup
      {...props}
      lines={lines}
      unticked={unticked}
      onTick={(ids, checked) => {
        props.onTick(ids, checked);
        setUnticked((u) => tick(u, ids, checked));
      }}
      onQuantityChange={(cartId, num) => {
        props.onQuantityChange(cartId, num);
        setLines((ls) => ls.map((l) => (l.cartId === cartId ? { ...l, num } : l)));
      }}
    />
  );
}

const meta = preview.meta({
  component: CartShopGroup,
  decorators: [withRouter()],
  render: (args) => <Live {...args} />,
  args: {
    siteId: tea.siteId,
    siteName: tea.siteName,
    lines: oneShopLinesFixture,
    unticked: new Set<number>(),
    onTick: fn(),
    onQuantityChange: fn(),
    onDelete: fn(),
  },
});

export const Normal = meta.story({
  play: playOn(async (canvas, { args }) => {
    const shopBox = canvas.getByRole('checkbox', { name: `选择${tea.siteName}的全部商品` });
    await expect(shopBox).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: `选择商品：${tea.skuName}` }));
    await expect(args.onTick).toHaveBeenCalledWith([tea.cartId], false);
    await expect(shopBox).not.toBeChecked();
    await expect(shopBox).toHaveProperty('indeterminate', true);
    const line = canvas.getAllByTestId('cart-line')[0]!;
    await userEvent.click(within(line).getByRole('button', { name: '增加数量' }));
    await expect(args.onQuantityChange).toHaveBeenCalledWith(tea.cartId, tea.num + 1);
    // 268.00 × 2
    await expect(within(line).getByText('536.00')).toBeInTheDocument();
  }),
});

export const QuantityAtStockLimit = meta.story({
  args: { lines: [goji] },
  play: playOn(async (canvas) => {
    await expect(canvas.getByRole('button', { name: '增加数量' })).toBeDisabled();
    await canvas.shows(`最多可购买${goji.stock}件`);
  }),
});

export const LongNames = meta.story({
  args: {
    siteId: longNameLinesFixture[0]!.siteId,
    siteName: longNameLinesFixture[0]!.siteName,
    lines: longNameLinesFixture,
  },
  play: playOn(async (canvas) => {
    const name = canvas.getByRole('link', { name: longNameLinesFixture[1]!.skuName });
    // The longest name needs more than two lines: it is clamped, the box is shorter than the text.
    await expect(name.scrollHeight).toBeGreaterThan(name.clientHeight);
  }),
});

export const NothingSelected = meta.story({
  args: { unticked: new Set(oneShopLinesFixture.map((l) => l.cartId)) },
  play: playOn(async (canvas, { args }) => {
    const shopBox = canvas.getByRole('checkbox', { name: `选择${tea.siteName}的全部商品` });
    await expect(shopBox).not.toBeChecked();
    await userEvent.click(shopBox);
    await expect(args.onTick).toHaveBeenCalledWith(
      oneShopLinesFixture.map((l) => l.cartId),
      true,
    );
  }),
});

export const RefusedQuantity = meta.story({
  args: { lineErrors: { [tea.cartId]: '商品库存不足，当前最多可购买12件' } },
  play: playOn(async (canvas) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('商品库存不足');
  }),
});

export const Updating = meta.story({
  args: { updating: new Set([tea.cartId]) },
});

export const RunningPromotion = meta.story({
  args: {
    lines: [
      {
        ...tea,
        promotion: {
          seckill: { seckillId: 7, seckillPrice: 990 },
          groupbuy: { groupbuyId: 3, groupbuyPrice: 3990, minNum: 3 },
          topic: null,
          manjian: ['满100减10'],
        },
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('秒杀 ¥9.90')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '去秒杀' })).toHaveAttribute(
      'href',
      '/promotion/seckill-7',
    );
    await expect(canvas.getByRole('link', { name: '参加团购' })).toHaveAttribute(
      'href',
      '/promotion/groupbuy-3',
    );
    // The line's price is still what the cart charges.
    await expect(canvasElement.textContent).toContain(formatPrice(tea.discountPrice));
  },
});
