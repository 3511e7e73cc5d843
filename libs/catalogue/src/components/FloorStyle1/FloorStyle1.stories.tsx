import preview from '@mall/ui/storybook/preview';
import { withRouter } from '@mall/ui/storybook';
import { expect, within } from 'storybook/test';
import { floorStyle1Fixture } from '../../fixtures';
import { FloorStyle1 } from './FloorStyle1';

const meta = preview.meta({
  component: FloorStyle1,
  decorators: [withRouter({ width: 1200 })],
  args: { floor: floorStyle1Fixture },
});

export const Default = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '粮油米面' })).toBeInTheDocument();
    await expect(canvas.getAllByTestId('goods-card')).toHaveLength(8);
  },
});

export const NoGoods = meta.story({
  args: { floor: { ...floorStyle1Fixture, goods: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('暂无数据')).toBeInTheDocument();
  },
});

export const NoImages = meta.story({
  args: {
    floor: { ...floorStyle1Fixture, leftImage: { url: '', link: '' }, bottomImage: { url: '', link: '' } },
  },
});
