import type { Meta, StoryObj } from '@storybook/react-vite';
import { docs, withRouter } from '@mall/ui/storybook';
import { treeFixture } from '../../fixtures';
import { ShopCategoryMenu } from './ShopCategoryMenu';

const meta = {
  title: 'shop/shop/ShopCategoryMenu',
  component: ShopCategoryMenu,
  decorators: [withRouter()],
  parameters: docs(
    'A category tree of up to 3 levels as nested links: the shop\'s all-goods tree (/api/shopgoodscategory/tree) and the support-unit tree. ' +
      'Props: `categories`, `activeId`, `hrefFor(category | null)`, `label`. States: all, a level-1, level-2 and level-3 category selected, empty tree.',
  ),
  args: { categories: treeFixture, activeId: null, hrefFor: (c) => (c ? `/shop-1?tab=goods&category_id=${c.id}&level=${c.level}` : '/shop-1?tab=goods') },
} satisfies Meta<typeof ShopCategoryMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {};
export const Level1: Story = { args: { activeId: 1 } };
export const Level2: Story = { args: { activeId: 11 } };
export const Level3: Story = { args: { activeId: 111 } };
export const Empty: Story = { args: { categories: [] } };
