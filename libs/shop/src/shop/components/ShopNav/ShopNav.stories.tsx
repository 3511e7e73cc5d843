import preview from '@mall/ui/storybook/preview';
import { withRouter } from '@mall/ui/storybook';
import { expect, within } from 'storybook/test';
import { ShopNav } from './ShopNav';

const meta = preview.meta({
  component: ShopNav,
  decorators: [withRouter()],
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
