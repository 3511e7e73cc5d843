import preview from '@mall/ui/storybook/preview';
import { withRouter } from '@mall/ui/storybook';
import { expect, within } from 'storybook/test';
import { projectDetailFixture } from '../../fixtures';
import { ProjectDetail } from './ProjectDetail';

const meta = preview.meta({
  component: ProjectDetail,
  decorators: [withRouter()],
  args: { project: projectDetailFixture },
});

export const WithGoods = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '帮扶成效' })).toBeVisible();
    await expect(canvas.getAllByTestId('goods-card')).toHaveLength(2);
  },
});
export const NoGoodsNoPictures = meta.story({
  args: { project: { ...projectDetailFixture, goods: [], images: [] } },
});
