import type { Meta, StoryObj } from '@storybook/react-vite';
import { docs, withRouter } from '@mall/ui/storybook';
import { unitsFixture } from '../../fixtures';
import { SupportUnitList } from './SupportUnitList';

const meta = {
  title: 'shop/support/SupportUnitList',
  component: SupportUnitList,
  decorators: [withRouter()],
  parameters: docs(
    'Support units of /support and /support_list (/fupin/api/Support/page): logo, name, introduction, supported goods count; each links to /support-{id}. Props: `units`. States: units, empty.',
  ),
  args: { units: unitsFixture },
} satisfies Meta<typeof SupportUnitList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Units: Story = {};
export const NoUnits: Story = { args: { units: [] } };
