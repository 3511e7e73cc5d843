import preview from '@mall/ui/storybook/preview';
import { withRouter } from '@mall/ui/storybook';
import { hallsFixture } from '../../fixtures';
import { RegionHallList } from './RegionHallList';

const meta = preview.meta({
  component: RegionHallList,
  decorators: [withRouter()],
  args: { halls: hallsFixture },
});

export const Halls = meta.story();
export const NoHalls = meta.story({ args: { halls: [] } });
