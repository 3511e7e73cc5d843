import type { Meta, StoryObj } from '@storybook/react-vite';
import { docs } from '@mall/ui/storybook';
import { storesFixture } from '../../fixtures';
import { StoreList } from './StoreList';

const meta = {
  title: 'shop/shop/StoreList',
  component: StoreList,
  parameters: docs(
    'A shop\'s offline stores (/api/store/page2_0): name, address, opening hours and phone. Props: `stores`. States: two stores, none (暂无线下门店).',
  ),
  args: { stores: storesFixture },
} satisfies Meta<typeof StoreList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Stores: Story = {};
export const NoStores: Story = { args: { stores: [] } };
