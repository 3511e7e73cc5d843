import preview from '@mall/ui/storybook/preview';
import { docs, withRouter } from '@mall/ui/storybook';
import { hallsFixture } from '../../fixtures';
import { RegionHallList } from './RegionHallList';

const meta = preview.meta({
  title: 'region/hall/RegionHallList',
  component: RegionHallList,
  decorators: [withRouter()],
  parameters: docs(
    '/region: every regional hall with its province, shop count and goods count, each linking to /region-{site id}. Props: `halls`. States: halls, empty.',
  ),
  args: { halls: hallsFixture },
});

export const Halls = meta.story();
export const NoHalls = meta.story({ args: { halls: [] } });
