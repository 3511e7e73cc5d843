import preview from '@mall/ui/storybook/preview';
import { withRouter } from '@mall/ui/storybook';
import { unitsFixture } from '../../fixtures';
import { SupportUnitList } from './SupportUnitList';

const meta = preview.meta({
  component: SupportUnitList,
  decorators: [withRouter()],
  args: { units: unitsFixture },
});

export const Units = meta.story();
export const NoUnits = meta.story({ args: { units: [] } });
