import type { Meta, StoryObj } from '@storybook/react-vite';
import { docs, withRouter } from '@mall/ui/storybook';
import { expect, within } from 'storybook/test';
import { ShopNav } from './ShopNav';

const meta = {
  title: 'shop/shop/ShopNav',
  component: ShopNav,
  decorators: [withRouter()],
  parameters: docs(
    'The shop navigation (SPEC §2): shop home, all goods, and offline stores only when the shop has stores. Props: `shopId`, `active` ' +
      '(home, goods, stores), `storeNum`. States: a shop with stores, a shop without stores, all goods active.',
  ),
  args: { shopId: 1, active: 'home', storeNum: 2 },
} satisfies Meta<typeof ShopNav>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithStores: Story = {};
export const WithoutStores: Story = {
  args: { storeNum: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link', { name: '线下门店' })).toBeNull();
  },
};
export const AllGoodsActive: Story = { args: { active: 'goods' } };
