import preview from '@mall/ui/storybook/preview';
import { storesFixture } from '../../fixtures';
import { StoreList } from './StoreList';

const meta = preview.meta({
  component: StoreList,
  args: { stores: storesFixture },
});

export const Stores = meta.story();
export const NoStores = meta.story({ args: { stores: [] } });
