import preview from '@mall/ui/storybook/preview';
import { expect, within } from 'storybook/test';
import { ShopOverviewTiles, type ShopOverviewData } from './ShopOverviewTiles';

const overview: ShopOverviewData = {
  siteId: 1,
  siteName: '湘西保靖黄金茶农民专业合作社',
  goodsSelling: 42,
  goodsPending: 2,
  goodsRefused: 1,
  lowStock: 3,
  ordersToShip: 7,
  ordersToPickUp: 2,
  refundsApplied: 1,
  todayOrders: 12,
  todaySales: 136850,
};

const meta = preview.meta({ component: ShopOverviewTiles, args: { overview } });

/** A busy shop: to-dos and today's numbers. */
export const Default = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '湘西保靖黄金茶农民专业合作社' })).toBeVisible();
    await expect(canvas.getByText('1368.50')).toBeVisible();
  },
});

/** A new shop: everything zero. */
export const Empty = meta.story({
  args: { overview: { ...overview, siteName: '新开小店', goodsSelling: 0, goodsPending: 0, goodsRefused: 0, lowStock: 0, ordersToShip: 0, ordersToPickUp: 0, refundsApplied: 0, todayOrders: 0, todaySales: 0 } },
});

/** Tiles as links (the route passes router links). */
export const Linked = meta.story({ args: { linkTo: (_tile, content) => <a href="#list">{content}</a> } });

/** A long shop name. */
export const LongNames = meta.story({ args: { overview: { ...overview, siteName: '湘西土家族苗族自治州保靖县葫芦镇黄金村高山云雾茶叶农民专业合作社联合社' } } });
