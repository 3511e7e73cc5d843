import preview from '@mall/ui/storybook/preview';
import { docs, withRouter } from '@mall/ui/storybook';
import { treeFixture } from '../../fixtures';
import { ShopCategoryMenu } from './ShopCategoryMenu';

const meta = preview.meta({
  title: 'shop/shop/ShopCategoryMenu',
  component: ShopCategoryMenu,
  decorators: [withRouter()],
  parameters: docs(
    'A category tree of up to 3 levels as nested links: the shop\'s all-goods tree (/api/shopgoodscategory/tree) and the support-unit tree. ' +
      'Props: `categories`, `activeId`, `hrefFor(category | null)`, `label`. States: all, a level-1, level-2 and level-3 category selected, empty tree.',
  ),
  args: { categories: treeFixture, activeId: null, hrefFor: (c) => (c ? `/shop-1?tab=goods&category_id=${c.id}&level=${c.level}` : '/shop-1?tab=goods') },
});

export const All = meta.story();
export const Level1 = meta.story({ args: { activeId: 1 } });
export const Level2 = meta.story({ args: { activeId: 11 } });
export const Level3 = meta.story({ args: { activeId: 111 } });
export const Empty = meta.story({ args: { categories: [] } });
