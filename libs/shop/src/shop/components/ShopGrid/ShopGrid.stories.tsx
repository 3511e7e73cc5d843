import preview from '@mall/ui/storybook/preview';
import { docs, withRouter } from '@mall/ui/storybook';
import { shopsFixture } from '../../fixtures';
import { ShopGrid } from './ShopGrid';

const meta = preview.meta({
  title: 'shop/shop/ShopGrid',
  component: ShopGrid,
  decorators: [withRouter()],
  parameters: docs(
    'Shops of /shop_list and /shop_street: avatar, name, address, score, goods, followers, stores and 进店逛逛. Props: `shops`, `label`. States: shops, empty.',
  ),
  args: { shops: shopsFixture, label: '店铺列表' },
});

export const Shops = meta.story();
export const NoShops = meta.story({ args: { shops: [] } });
