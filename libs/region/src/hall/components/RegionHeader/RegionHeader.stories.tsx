import preview from '@mall/ui/storybook/preview';
import { withRouter } from '@mall/ui/storybook';
import { expect, userEvent, within } from 'storybook/test';
import { hallSite, regionTreeFixture } from '../../fixtures';
import { RegionHeader } from './RegionHeader';

const meta = preview.meta({
  component: RegionHeader,
  decorators: [withRouter()],
  args: { site: hallSite, categories: regionTreeFixture, active: 'home' as const },
});

export const Closed = meta.story({
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.hover(c.getByTestId('region-all-categories'));
    await expect(c.getByTestId('region-category-panel')).toBeInTheDocument();
  },
});
export const OpenTree = meta.story({
  args: { defaultOpen: true, active: 'list' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.hover(c.getByRole('link', { name: '茶叶冲饮' }));
    await expect(c.getByRole('link', { name: '保靖黄金茶' })).toHaveAttribute('href', '/region_list?site_id=1&shop_category_id=111&category_level=3');
  },
});
export const NoCategories = meta.story({ args: { categories: [] } });
export const LongName = meta.story({ args: { site: { ...hallSite, title: '湘西土家族苗族自治州特色农产品地方馆', shortName: '湘西土家苗寨馆' } } });
