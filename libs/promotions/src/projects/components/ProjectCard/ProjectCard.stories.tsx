import preview from '@mall/ui/storybook/preview';
import { withRouter } from '@mall/ui/storybook';
import { expect, within } from 'storybook/test';
import { projectsFixture } from '../../fixtures';
import { ProjectCard } from './ProjectCard';

const meta = preview.meta({
  component: ProjectCard,
  decorators: [withRouter()],
  args: { project: projectsFixture[0] },
});

export const InProgress = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('meter')).toHaveAttribute('aria-valuenow', '78');
    await expect(canvas.getByRole('link', { name: '湘西保靖黄金茶产业帮扶项目' })).toHaveAttribute(
      'href',
      '/promotion/projectList/detail-1',
    );
  },
});
export const Completed = meta.story({ args: { project: projectsFixture[1] } });
export const Preparing = meta.story({ args: { project: projectsFixture[2] } });
export const LongTitle = meta.story({
  args: {
    project: {
      ...projectsFixture[0],
      title: '湘西土家族苗族自治州保靖县黄金茶产业标准化种植加工与品牌建设综合帮扶项目',
    },
  },
});
