import preview from '../../storybook/preview';
import { withBox } from '../../storybook';
import { expect, userEvent, within } from 'storybook/test';
import { CategoryTree } from './CategoryTree';
import { categoryFixture } from '../../fixtures/categories';

const meta = preview.meta({
  component: CategoryTree,
  args: { categories: categoryFixture },
  decorators: [withBox({ minHeight: 360 })],
});

export const Default = meta.story();

export const OpensOnHover = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: '赣南脐橙' })).toBeNull();
    await userEvent.hover(canvas.getByRole('link', { name: '生鲜果蔬' }));
    const orange = await canvas.findByRole('link', { name: '赣南脐橙' });
    await expect(orange).toBeVisible();
    await expect(orange).toHaveAttribute('href', '/list?category_id=211&level=3');
    await expect(canvas.getByRole('link', { name: '生鲜果蔬' })).toHaveAttribute('aria-expanded', 'true');
  },
});

export const OpenWithFourthLevelDropped = meta.story({
  args: { defaultOpenId: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '菜籽油' })).toBeVisible();
    await expect(canvas.queryByText('第四级不应显示')).toBeNull();
  },
});

export const RegionLinks = meta.story({
  args: {
    defaultOpenId: 3,
    getHref: (c) => `/region_list?site_id=12&category_id=${c.category_id}&category_level=${c.level}`,
  },
});

export const LongNames = meta.story({ args: { defaultOpenId: 5 } });

export const Empty = meta.story({ args: { categories: [] } });
