import preview from '@mall/ui/storybook/preview';
import { withRouter } from '@mall/ui/storybook';
import { expect, within } from 'storybook/test';
import { freshFixture, redAreaFixture, zoneGoodsFixture } from '../../fixtures';
import { ZoneView } from './ZoneView';
import { showsText } from '../../../testing/plays';

const meta = preview.meta({
  component: ZoneView,
  decorators: [withRouter()],
  args: {
    zone: redAreaFixture,
    goods: zoneGoodsFixture,
    count: 45,
    page: 1,
    pageCount: 3,
    tabHref: (tab?: string) => (tab ? `/promotion/redarea?tab=${tab}` : '/promotion/redarea'),
    pageHref: (page: number) => `/promotion/redarea?page=${page}`,
    back: { href: '/', label: '返回首页' },
  },
});

export const RegionTabs = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '红色专区' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '全部' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: '江西（18）' })).toHaveAttribute(
      'href',
      '/promotion/redarea?tab=江西',
    );
    await expect(canvas.getAllByTestId('goods-card')).toHaveLength(5);
  },
});

export const SelectedTab = meta.story({ args: { tab: '湖南', count: 12, pageCount: 1 } });

export const ProvincePage = meta.story({
  args: {
    heading: '湖南馆',
    zone: { ...redAreaFixture, tabs: [{ name: '湖南', count: 12 }] },
    back: { href: '/promotion/redarea', label: '返回红色专区' },
    pageCount: 1,
  },
});

export const FreshHallWithDeliveryNote = meta.story({
  args: { zone: freshFixture, pageCount: 1, count: 5, back: { href: '/', label: '返回首页' } },
  play: showsText(/全程冷链配送/),
});

export const Empty = meta.story({
  args: { goods: [], count: 0, page: 1, pageCount: 0, tab: '河南' },
  play: showsText('暂无商品，去看看其他分类吧'),
});
