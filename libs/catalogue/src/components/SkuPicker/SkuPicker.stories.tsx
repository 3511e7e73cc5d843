import { useState } from 'react';
import preview from '@mall/ui/storybook/preview';
import { expect, userEvent, within } from 'storybook/test';
import { goodsDetailFixture } from '../../fixtures';
import { findSku, specsFor } from '../../logic/sku';
import { SkuPicker } from './SkuPicker';
import { formatPrice } from '@mall/ui';

/** Keeps the chosen sku as the goods page does and shows its price and stock. */
function Harness({ initial = goodsDetailFixture.skuId }: { initial?: number }) {
  const [skuId, setSkuId] = useState(initial);
  const sku = findSku(goodsDetailFixture.skus, skuId);
  return (
    <>
      <SkuPicker specs={specsFor(goodsDetailFixture.specs, skuId)} onSelect={setSkuId} />
      <p data-testid="chosen">
        {sku?.specName} {formatPrice(sku?.discountPrice)} 库存{sku?.stock}
      </p>
    </>
  );
}

const meta = preview.meta({
  component: SkuPicker,
  args: { specs: goodsDetailFixture.specs, onSelect: () => undefined },
  render: () => <Harness />,
});

export const Switching = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '礼盒 250g' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: '袋装 100g' }));
    await expect(canvas.getByRole('button', { name: '袋装 100g' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: '礼盒 250g' })).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.getByTestId('chosen')).toHaveTextContent('袋装 100g ¥88.00 库存3');
  },
});

export const OutOfStockChosen = meta.story({
  render: () => <Harness initial={2003} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '罐装 500g（无货）' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByTestId('chosen')).toHaveTextContent('库存0');
  },
});

export const NoSpecs = meta.story({ render: () => <SkuPicker specs={[]} onSelect={() => undefined} /> });
