import preview from '@mall/ui/storybook/preview';
import { withRouter } from '@mall/ui/storybook';
import { expect, within } from 'storybook/test';
import { Empty } from '@mall/ui';
import { goodsFixtures } from '../../fixtures';
import { GoodsGrid } from './GoodsGrid';

const meta = preview.meta({
  component: GoodsGrid,
  decorators: [withRouter({ width: 1200 })],
  args: { goods: goodsFixtures, label: '商品列表' },
});

export const Full = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByTestId('goods-card')).toHaveLength(10);
  },
});

export const FourColumns = meta.story({ args: { columns: 4, goods: goodsFixtures.slice(0, 4) } });

export const Loading = meta.story({ args: { loading: true } });

export const EmptyList = meta.story({
  args: { goods: [], empty: <Empty text="没有找到相关商品" /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('没有找到相关商品')).toBeInTheDocument();
  },
});
