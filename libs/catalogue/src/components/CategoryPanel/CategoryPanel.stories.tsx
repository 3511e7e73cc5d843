import preview from '@mall/ui/storybook/preview';
import { docs, withRouter } from '@mall/ui/storybook';
import { expect, within } from 'storybook/test';
import { categoryTreeFixture } from '../../fixtures';
import { CategoryPanel } from './CategoryPanel';

const meta = preview.meta({
  title: 'catalogue/CategoryPanel',
  component: CategoryPanel,
  decorators: [withRouter()],
  parameters: docs(
    'The whole category tree of /category (3 levels, SPEC §9). Props: `categories` (id, name, level, image, ' +
      'children). An index of level-1 categories jumps to their sections; level-2 categories are rows, level-3 ' +
      'categories image tiles (default category image when missing). Every entry links to ' +
      '/list?category_id={id}&level={level}. States: full tree, empty.',
  ),
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
