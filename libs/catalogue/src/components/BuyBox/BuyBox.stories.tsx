import { useState } from 'react';
import preview from '@mall/ui/storybook/preview';
import { docs } from '@mall/ui/storybook';
import { expect, fn, userEvent, within } from 'storybook/test';
import { goodsDetailFixture, manjianFixture } from '../../fixtures';
import { findSku, specsFor } from '../../logic/sku';
import { BuyBox, type BuyBoxProps } from './BuyBox';

type HarnessProps = Pick<BuyBoxProps, 'onAddToCart' | 'onBuyNow' | 'onToggleCollect'> & {
  initialSku?: number;
  onShelf?: boolean;
  manjian?: BuyBoxProps['manjian'];
};

/** The goods page's state around the buy box: chosen sku, quantity, collected. */
function Harness({ initialSku = goodsDetailFixture.skuId, onShelf = true, manjian = manjianFixture, ...handlers }: HarnessProps) {
  const [skuId, setSkuId] = useState(initialSku);
  const [quantity, setQuantity] = useState(1);
  const [collected, setCollected] = useState(false);
  const sku = findSku(goodsDetailFixture.skus, skuId)!;
  return (
    <BuyBox
      goods={{ ...goodsDetailFixture, ...sku, skuName: `${goodsDetailFixture.goodsName} ${sku.specName}`, onShelf }}
      specs={specsFor(goodsDetailFixture.specs, skuId)}
      onSelectSku={(id) => {
        setSkuId(id);
        setQuantity(1);
      }}
      manjian={manjian}
      quantity={quantity}
      onQuantityChange={setQuantity}
      collected={collected}
      onToggleCollect={() => {
        setCollected((c) => !c);
        handlers.onToggleCollect();
      }}
      onAddToCart={handlers.onAddToCart}
      onBuyNow={handlers.onBuyNow}
    />
  );
}

const meta = preview.meta({
  component: Harness,
  parameters: docs(
    'The buy box of /sku-{id}. Props: `goods` (the chosen sku: names, brief, price, discountPrice, stock, ' +
      'saleNum, recommendWay, tags, onShelf), `specs` + `onSelectSku`, `manjian`, `quantity` + ' +
      '`onQuantityChange` (the stepper is bounded by the stock), `collected` + `onToggleCollect`, ' +
      '`onAddToCart`, `onBuyNow`, and `adding` / `collecting` (requests in flight). Out of stock or off the ' +
      'shelf disables buying. States: in stock, switching sku, out of stock, off shelf, long Chinese name.',
  ),
  args: { onAddToCart: fn(), onBuyNow: fn(), onToggleCollect: fn() },
});

export const InStock = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const more = canvas.getByRole('button', { name: '增加数量' });
    await expect(canvas.getByTestId('price-current')).toHaveTextContent('268.00');
    // The stepper stops at the stock of the chosen sku.
    await userEvent.click(canvas.getByRole('button', { name: '袋装 100g' }));
    await expect(canvas.getByTestId('price-current')).toHaveTextContent('88.00');
    for (let i = 0; i < 5; i++) await userEvent.click(more);
    await expect(canvas.getByRole('spinbutton', { name: '数量' })).toHaveValue('3');
    await expect(more).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: '加入购物车' }));
    await expect(args.onAddToCart).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: /收藏/ }));
    await expect(canvas.getByRole('button', { name: /已收藏/ })).toHaveAttribute('aria-pressed', 'true');
  },
});

export const OutOfStock = meta.story({
  args: { initialSku: 2003 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '加入购物车' })).toBeDisabled();
    await expect(canvas.getByTestId('stock')).toHaveTextContent('已售罄');
  },
});

export const OffShelf = meta.story({
  args: { onShelf: false, manjian: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('该商品已下架')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '立即购买' })).toBeDisabled();
  },
});
