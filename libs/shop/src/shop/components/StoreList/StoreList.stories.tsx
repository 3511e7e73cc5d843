import preview from '@mall/ui/storybook/preview';
import { docs } from '@mall/ui/storybook';
import { storesFixture } from '../../fixtures';
import { StoreList } from './StoreList';

const meta = preview.meta({
  title: 'shop/shop/StoreList',
  component: StoreList,
  parameters: docs(
    'A shop\'s offline stores (/api/store/page2_0): name, address, opening hours and phone. Props: `stores`. States: two stores, none (暂无线下门店).',
  ),
  args: { stores: storesFixture },
});

export const Stores = meta.story();
export const NoStores = meta.story({ args: { stores: [] } });
