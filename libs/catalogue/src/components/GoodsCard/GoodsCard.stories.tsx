import preview from '@mall/ui/storybook/preview';
import { withRouter } from '@mall/ui/storybook';
import { expect, within } from 'storybook/test';
import { goodsFixtures, LONG_GOODS_NAME } from '../../fixtures';
import { GoodsCard } from './GoodsCard';
import { formatPrice } from '@mall/ui';

const meta = preview.meta({
  component: GoodsCard,
  decorators: [withRouter({ width: 220 })],
  args: { goods: goodsFixtures[0] },
});

export const Discounted = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link')).toHaveAttribute('href', '/sku-1001');
    await expect(canvas.getByTestId('price-current')).toHaveTextContent('79.90');
    await expect(canvasElement.querySelector('del')).not.toBeNull();
  },
});

export const LongName = meta.story({
  args: { goods: goodsFixtures[1] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(LONG_GOODS_NAME)).toBeInTheDocument();
    await expect(canvas.getByText('县级扶贫认证')).toBeInTheDocument();
  },
});

export const NoDiscount = meta.story({
  args: { goods: goodsFixtures[2] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('del')).toBeNull();
  },
});

export const NoTags = meta.story({ args: { goods: goodsFixtures[8] } });

export const BrokenImage = meta.story({
  args: { goods: { ...goodsFixtures[3], skuImage: '/upload/missing/none.png' } },
});

export const WithPromotion = meta.story({
  args: {
    goods: {
      ...goodsFixtures[0],
      skuName: LONG_GOODS_NAME,
      promotion: { seckill: { seckillPrice: 990 }, groupbuy: { groupbuyPrice: 3990, minNum: 3 }, topic: null, manjian: ['满100减10'] },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('秒杀 ¥9.90')).toBeVisible();
    await expect(canvas.getByText('团购 ¥39.90 · 3件起')).toBeVisible();
    // The card's price stays the selling price; the promotion is only a tag.
    await expect(canvasElement.textContent).toContain(formatPrice(goodsFixtures[0].discountPrice));
  },
});
