import { useRef, useState } from 'react';
import preview from '@mall/ui/storybook/preview';
import { playOn } from '@mall/ui/storybook';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GatewayError } from '@mall/gateway-client';
import type { CartApi } from '../../cartApi';
import {
  cartLinesFixture,
  cartOf,
  invalidLinesFixture,
  longNameLinesFixture,
  oneShopLinesFixture,
} from '../../fixtures';
import type { CartPageLine } from '../../types';
import { useCartEditor } from '../../useCartEditor';
import { CartView, type CartViewProps } from './CartView';

/** An in-memory cart behind the page's editor, so quantities and deletes work as on the site. */
function Live({
  lines,
  loggedIn,
  refuseQuantity,
}: {
  lines: CartPageLine[];
  loggedIn: boolean;
  refuseQuantity?: boolean;
}) {
  const current = useRef(lines);
  const [loaded] = useState(() => cartOf(lines));
  const [api] = useState<CartApi>(() => ({
    async update(cartId, num) {
      if (refuseQuantity) throw new GatewayError('BUSINESS_ERROR', '商品库存不足，请减少购买数量');
      current.current = current.current.map((l) => (l.cartId === cartId ? { ...l, num } : l));
      return cartOf(current.current);
    },
    async remove(ids) {
      current.current = current.current.filter((l) => !ids.includes(l.cartId));
      return cartOf(current.current);
    },
  }));
  const editor = useCartEditor(loaded, api, 100);
  return (
    <CartView
      lines={editor.lines}
      loggedIn={loggedIn}
      onQuantityChange={editor.setQuantity}
      onDelete={editor.remove}
      lineErrors={editor.lineErrors}
      updating={editor.updating}
    />
  );
}

function Payment() {
  const { search } = useLocation();
  return <p>结算页 {search}</p>;
}

type Args = CartViewProps & { refuseQuantity?: boolean };

const meta = preview.meta({
  component: CartView,
  render: ({ lines, loggedIn, refuseQuantity }: Args) => (
    <MemoryRouter initialEntries={['/cart']}>
      <Routes>
        <Route
          path="/cart"
          element={<Live lines={lines} loggedIn={loggedIn} refuseQuantity={refuseQuantity} />}
        />
        <Route path="/payment" element={<Payment />} />
      </Routes>
    </MemoryRouter>
  ),
  args: {
    lines: [...cartLinesFixture, ...invalidLinesFixture],
    loggedIn: true,
    onQuantityChange: fn(),
    onDelete: fn(),
  },
});

const bar = (canvasElement: HTMLElement) => within(within(canvasElement).getByTestId('cart-summary'));

export const ManyShops = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByTestId('cart-shop')).toHaveLength(3);
    await expect(bar(canvasElement).getByText('779.40')).toBeInTheDocument();
    // Select all off: nothing counted, checkout disabled; on again: the total is back.
    await userEvent.click(bar(canvasElement).getByRole('checkbox', { name: '全选' }));
    await expect(bar(canvasElement).getByText('已选择0件商品')).toBeInTheDocument();
    await expect(bar(canvasElement).getByText('0.00')).toBeInTheDocument();
    await expect(bar(canvasElement).getByRole('button', { name: '去结算' })).toBeDisabled();
    await userEvent.click(canvas.getAllByRole('checkbox', { name: '全选' })[0]!);
    await expect(bar(canvasElement).getByText('779.40')).toBeInTheDocument();
    await expect(bar(canvasElement).getByRole('button', { name: '去结算' })).toBeEnabled();
  },
});

export const OneShop = meta.story({
  args: { lines: oneShopLinesFixture },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('checkbox', { name: `选择商品：${oneShopLinesFixture[1]!.skuName}` }),
    );
    // Only 黄金茶 268.00 × 1 is left selected.
    await expect(bar(canvasElement).getByText('268.00')).toBeInTheDocument();
    await userEvent.click(bar(canvasElement).getByRole('button', { name: '去结算' }));
    await expect(
      await canvas.findByText(`结算页 ?cart_ids=${oneShopLinesFixture[0]!.cartId}`),
    ).toBeInTheDocument();
  },
});

export const LongNames = meta.story({ args: { lines: longNameLinesFixture } });

export const InvalidLines = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '清空失效商品' }));
    const dialog = within(canvas.getByRole('dialog', { name: '清空失效商品' }));
    await userEvent.click(dialog.getByRole('button', { name: '确定清空' }));
    await expect(canvas.queryByTestId('cart-invalid')).toBeNull();
    // The total never counted them.
    await expect(bar(canvasElement).getByText('779.40')).toBeInTheDocument();
  },
});

export const OnlyInvalidLines = meta.story({
  args: { lines: invalidLinesFixture },
  play: async ({ canvasElement }) => {
    await expect(bar(canvasElement).getByRole('button', { name: '去结算' })).toBeDisabled();
    await expect(bar(canvasElement).getByRole('checkbox', { name: '全选' })).toBeDisabled();
  },
});

export const QuantityAtStockLimit = meta.story({
  args: { lines: oneShopLinesFixture.slice(1) },
  play: playOn(async (canvas) => {
    await expect(canvas.getByRole('button', { name: '增加数量' })).toBeDisabled();
  }),
});

export const NothingSelected = meta.story({
  play: async ({ canvasElement }) => {
    await userEvent.click(bar(canvasElement).getByRole('checkbox', { name: '全选' }));
    await expect(bar(canvasElement).getByRole('button', { name: '去结算' })).toBeDisabled();
    await expect(bar(canvasElement).getByRole('button', { name: '删除选中的商品' })).toBeDisabled();
  },
});

export const RefusedQuantity = meta.story({
  args: { lines: oneShopLinesFixture, refuseQuantity: true },
  play: playOn(async (canvas) => {
    const line = canvas.getAllByTestId('cart-line')[0]!;
    await userEvent.click(within(line).getByRole('button', { name: '增加数量' }));
    await expect(await within(line).findByRole('alert')).toHaveTextContent('商品库存不足');
    // Back to the server's quantity.
    await expect(within(line).getByRole('spinbutton')).toHaveValue(String(oneShopLinesFixture[0]!.num));
  }),
});

export const DeleteSelected = meta.story({
  args: { lines: oneShopLinesFixture },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(bar(canvasElement).getByRole('button', { name: '删除选中的商品' }));
    await userEvent.click(within(canvas.getByRole('dialog')).getByRole('button', { name: '确定删除' }));
    await expect(await canvas.findByText('您的购物车还是空的，赶紧去挑选商品吧')).toBeInTheDocument();
  },
});

export const EmptyVisitor = meta.story({
  args: { lines: [], loggedIn: false },
  play: playOn(async (canvas) => {
    await canvas.linksTo('登录', '/login?redirect=/cart');
  }),
});

export const EmptyMember = meta.story({ args: { lines: [] } });
