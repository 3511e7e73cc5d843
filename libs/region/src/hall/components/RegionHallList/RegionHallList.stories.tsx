import type { Meta, StoryObj } from '@storybook/react-vite';
import { docs, withRouter } from '@mall/ui/storybook';
import { hallsFixture } from '../../fixtures';
import { RegionHallList } from './RegionHallList';

const meta = {
  title: 'region/hall/RegionHallList',
  component: RegionHallList,
  decorators: [withRouter()],
  parameters: docs(
    '/region: every regional hall with its province, shop count and goods count, each linking to /region-{site id}. Props: `halls`. States: halls, empty.',
  ),
  args: { halls: hallsFixture },
} satisfies Meta<typeof RegionHallList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Halls: Story = {};
export const NoHalls: Story = { args: { halls: [] } };
