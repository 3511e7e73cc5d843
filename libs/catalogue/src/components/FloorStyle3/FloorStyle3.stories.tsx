import preview from '@mall/ui/storybook/preview';
import { withRouter } from '@mall/ui/storybook';
import { expect, within } from 'storybook/test';
import { floorStyle3Fixture } from '../../fixtures';
import { FloorStyle3 } from './FloorStyle3';

const meta = preview.meta({
  component: FloorStyle3,
  decorators: [withRouter({ width: 1200 })],
  args: { floor: floorStyle3Fixture },
});

export const Default = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '绿茶' })).toHaveAttribute('href', '/list?category_id=31&level=2');
    await expect(canvas.getByRole('link', { name: /安化黑茶/ })).toHaveAttribute('href', '/list?brand_id=3');
  },
});

export const NoGoods = meta.story({ args: { floor: { ...floorStyle3Fixture, goods: [] } } });

export const GoodsOnly = meta.story({
  args: { floor: { ...floorStyle3Fixture, categories: [], images: [], brands: [] } },
});
