import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { unitsFixture } from '../../fixtures';
import { SupportUnitList } from './SupportUnitList';

const meta = {
  title: 'shop/support/SupportUnitList',
  component: SupportUnitList,
  tags: ['autodocs'],
  decorators: [(Story) => <MemoryRouter><Story /></MemoryRouter>],
  parameters: {
    docs: {
      description: { component: 'Support units of /support and /support_list (/fupin/api/Support/page): logo, name, introduction, supported goods count; each links to /support-{id}. Props: `units`. States: units, empty.' },
    },
  },
  args: { units: unitsFixture },
} satisfies Meta<typeof SupportUnitList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Units: Story = {};
export const NoUnits: Story = { args: { units: [] } };
