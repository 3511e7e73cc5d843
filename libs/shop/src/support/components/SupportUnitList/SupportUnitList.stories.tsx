import preview from '@mall/ui/storybook/preview';
import { docs, withRouter } from '@mall/ui/storybook';
import { unitsFixture } from '../../fixtures';
import { SupportUnitList } from './SupportUnitList';

const meta = preview.meta({
  title: 'shop/support/SupportUnitList',
  component: SupportUnitList,
  decorators: [withRouter()],
  parameters: docs(
    'Support units of /support and /support_list (/fupin/api/Support/page): logo, name, introduction, supported goods count; each links to /support-{id}. Props: `units`. States: units, empty.',
  ),
  args: { units: unitsFixture },
});

export const Units = meta.story();
export const NoUnits = meta.story({ args: { units: [] } });
