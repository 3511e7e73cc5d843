import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { goodsDetailFixture } from '../../fixtures';
import { specsFor } from '../../logic/sku';
import { BuyBox } from './BuyBox';

function setup(stock: number) {
  const handlers = { onAddToCart: vi.fn(), onBuyNow: vi.fn(), onToggleCollect: vi.fn(), onSelectSku: vi.fn(), onQuantityChange: vi.fn() };
  render(
    <BuyBox
      goods={{ ...goodsDetailFixture, stock }}
      specs={specsFor(goodsDetailFixture.specs, goodsDetailFixture.skuId)}
      quantity={1}
      collected={false}
      {...handlers}
    />,
  );
  return handlers;
}

describe('BuyBox', () => {
  it('buys and adds to cart with stock', async () => {
    const h = setup(12);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(goodsDetailFixture.skuName);
    await userEvent.click(screen.getByRole('button', { name: '立即购买' }));
    await userEvent.click(screen.getByRole('button', { name: '袋装 100g' }));
    expect(h.onBuyNow).toHaveBeenCalled();
    expect(h.onSelectSku).toHaveBeenCalledWith(2002);
    expect(screen.getByTestId('stock')).toHaveTextContent('库存12件');
  });

  it('blocks buying when out of stock', () => {
    setup(0);
    expect(screen.getByRole('button', { name: '加入购物车' })).toBeDisabled();
    expect(screen.getByTestId('stock')).toHaveTextContent('已售罄');
  });
});
