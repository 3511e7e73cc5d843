import type { Meta, StoryObj } from '@storybook/react-vite';
import { docs, withRouter } from '@mall/ui/storybook';
import { shopsFixture } from '../../fixtures';
import { ShopGrid } from './ShopGrid';

const meta = {
  title: 'shop/shop/ShopGrid',
  component: ShopGrid,
  decorators: [withRouter()],
  parameters: docs(
    'Shops of /shop_list and /shop_street: avatar, name, address, score, goods, followers, stores and 进店逛逛. Props: `shops`, `label`. States: shops, empty.',
  ),
  args: { shops: shopsFixture, label: '店铺列表' },
} satisfies Meta<typeof ShopGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Shops: Story = {};
export const NoShops: Story = { args: { shops: [] } };
