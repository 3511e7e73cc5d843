import preview from '@mall/ui/storybook/preview';
import { withRouter } from '@mall/ui/storybook';
import { expect, within } from 'storybook/test';
import { categoryTreeFixture } from '../../fixtures';
import { CategoryPanel } from './CategoryPanel';

const meta = preview.meta({
  component: CategoryPanel,
  decorators: [withRouter()],
  args: { categories: categoryTreeFixture },
});

export const Tree = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '保靖黄金茶' })).toHaveAttribute('href', '/list?category_id=411&level=3');
    await expect(canvas.getByRole('link', { name: '绿茶' })).toHaveAttribute('href', '/list?category_id=41&level=2');
  },
});

export const Empty = meta.story({ args: { categories: [] } });
