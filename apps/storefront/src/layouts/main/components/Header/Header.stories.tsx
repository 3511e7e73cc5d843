import preview from '@mall/ui/storybook/preview';
import { withRouter } from '@mall/ui/storybook';
import { expect, fn, userEvent, within } from 'storybook/test';
import { memberFixture, shellFixture } from '../../../../fixtures';
import { Header } from './Header';

const meta = preview.meta({
  component: Header,
  decorators: [withRouter()],
  parameters: { layout: 'fullscreen' },
  args: {
    siteTitle: shellFixture.site.title,
    logo: shellFixture.site.logo,
    member: null,
    onLogout: fn(),
    onSearch: fn(),
    defaultSearchWord: shellFixture.defaultSearchWord,
    hotWords: shellFixture.hotSearchWords,
    categories: shellFixture.categoryTree,
    showCategoryNav: true,
    navList: shellFixture.navList,
    cart: shellFixture.cart,
  },
});

export const Visitor = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByTestId('category-panel')).toBeNull();
    await userEvent.hover(canvas.getByTestId('category-entry'));
    await expect(await canvas.findByTestId('category-panel')).toBeInTheDocument();
    // The tree's code is fetched on the first hover.
    await userEvent.hover(await canvas.findByRole('link', { name: '茶叶冲饮' }));
    await expect(await canvas.findByRole('link', { name: '绿茶' })).toBeVisible();
  },
});

export const CartOnHover = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.hover(canvas.getByTestId('cart-count'));
    const list = await canvas.findByTestId('cart-dropdown-list');
    await expect(list).toHaveAttribute('data-scrolls', 'true');
  },
});

export const Member = meta.story({
  args: { member: memberFixture, onLogout: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('member-name')).toHaveTextContent('湘西茶农小王');
    await userEvent.click(canvas.getByRole('button', { name: '退出' }));
    await expect(args.onLogout).toHaveBeenCalled();
  },
});

export const SubSiteWithoutCategories = meta.story({
  args: { showCategoryNav: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByTestId('category-entry')).toBeNull();
  },
});

export const EmptyCart = meta.story({ args: { cart: { count: 0, total: 0, items: [] } } });

/** The shop, support, region and no-navigation layouts: top bar, logo, search and cart, no navigation bar (the page brings its own). */
export const WithoutNavigationBar = meta.story({
  args: { showCategoryNav: false, showNavBar: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation', { name: '主导航' })).toBeNull();
    await expect(canvas.getByRole('search')).toBeInTheDocument();
    await expect(canvas.getByTestId('cart-count')).toBeInTheDocument();
  },
});
