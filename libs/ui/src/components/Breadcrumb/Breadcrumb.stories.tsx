import preview from '../../storybook/preview';
import { expect, within } from 'storybook/test';
import { Breadcrumb } from './Breadcrumb';

const meta = preview.meta({
  component: Breadcrumb,
  args: {
    items: [
      { label: '首页', href: '/' },
      { label: '食品饮料', href: '/list?category_id=1&level=1' },
      { label: '茶叶', href: '/list?category_id=12&level=2' },
      { label: '湘西黄金茶' },
    ],
  },
});

export const Default = meta.story({
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: '当前位置' });
    await expect(within(nav).getAllByRole('link')).toHaveLength(3);
    await expect(within(nav).getByText('湘西黄金茶')).toHaveAttribute('aria-current', 'page');
  },
});

export const LongChineseNames = meta.story({
  args: {
    items: [
      { label: '首页', href: '/' },
      { label: '地方特色馆', href: '/region' },
      { label: '湖南湘西土家族苗族自治州特色馆', href: '/region/4331' },
      { label: '湖南湘西土家族苗族自治州保靖县黄金村有机黄金茶明前特级绿茶礼盒装250g×2罐' },
    ],
  },
});

export const NonLinkAncestor = meta.story({
  args: { items: [{ label: '会员中心', href: '/member' }, { label: '订单中心' }, { label: '我的订单' }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(1);
  },
});

export const Empty = meta.story({
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
});
