import preview from '@mall/ui/storybook/preview';
import { docs, withRouter } from '@mall/ui/storybook';
import { expect, within } from 'storybook/test';
import { ShopNav } from './ShopNav';

const meta = preview.meta({
  title: 'shop/shop/ShopNav',
  component: ShopNav,
  decorators: [withRouter()],
  parameters: docs(
    'The shop navigation (SPEC §2): shop home, all goods, and offline stores only when the shop has stores. Props: `shopId`, `active` ' +
      '(home, goods, stores), `storeNum`. States: a shop with stores, a shop without stores, all goods active.',
  ),
  args: { shopId: 1, active: 'home' as const, storeNum: 2 },
});

export const WithStores = meta.story();
export const WithoutStores = meta.story({
  args: { storeNum: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link', { name: '线下门店' })).toBeNull();
  },
});
export const AllGoodsActive = meta.story({ args: { active: 'goods' } });
