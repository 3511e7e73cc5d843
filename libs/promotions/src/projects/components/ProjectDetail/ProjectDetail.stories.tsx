import preview from '@mall/ui/storybook/preview';
import { docs, withRouter } from '@mall/ui/storybook';
import { expect, within } from 'storybook/test';
import { projectDetailFixture } from '../../fixtures';
import { ProjectDetail } from './ProjectDetail';

const meta = preview.meta({
  title: 'promotions/ProjectDetail',
  component: ProjectDetail,
  decorators: [withRouter()],
  parameters: docs(
    'The detail of an assistance project (/promotion/projectList/detail-{id}). Props: `project` (the card ' +
      'fields plus images, sanitised HTML content, createTime and the linked goods). Shows facts and progress, ' +
      'the pictures, the description and the goods with their 832 / certification tags. States: with goods, ' +
      'without goods or pictures.',
  ),
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
