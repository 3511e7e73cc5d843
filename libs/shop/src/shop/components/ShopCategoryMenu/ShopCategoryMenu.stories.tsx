import preview from '@mall/ui/storybook/preview';
import { withRouter } from '@mall/ui/storybook';
import { treeFixture } from '../../fixtures';
import { ShopCategoryMenu } from './ShopCategoryMenu';

const meta = preview.meta({
  component: ShopCategoryMenu,
  decorators: [withRouter()],
  args: { categories: treeFixture, activeId: null, hrefFor: (c) => (c ? `/shop-1?tab=goods&category_id=${c.id}&level=${c.level}` : '/shop-1?tab=goods') },
});

export const All = meta.story();
export const Level1 = meta.story({ args: { activeId: 1 } });
export const Level2 = meta.story({ args: { activeId: 11 } });
export const Level3 = meta.story({ args: { activeId: 111 } });
export const Empty = meta.story({ args: { categories: [] } });
