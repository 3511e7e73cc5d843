import preview from '@mall/ui/storybook/preview';
import { withRouter } from '@mall/ui/storybook';
import { shopsFixture } from '../../fixtures';
import { ShopGrid } from './ShopGrid';

const meta = preview.meta({
  component: ShopGrid,
  decorators: [withRouter()],
  args: { shops: shopsFixture, label: '店铺列表' },
});

export const Shops = meta.story();
export const NoShops = meta.story({ args: { shops: [] } });
