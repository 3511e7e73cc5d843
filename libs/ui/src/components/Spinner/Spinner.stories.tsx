import type { Meta, StoryObj } from '@storybook/react-vite';
import { docs } from '../../storybook';
import { expect, within } from 'storybook/test';
import { Spinner } from './Spinner';

const meta = {
  title: 'UI/Spinner',
  component: Spinner,
  parameters: docs(
    'A loading indicator with role="status", announced as 加载中. Props: `size` sm|md|lg, `tone` ' +
      'neutral|brand|inherit, `label` (custom text), `showLabel` (show the text beside the ring).',
  ),
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('加载中');
  },
};

export const WithLabel: Story = { args: { showLabel: true, size: 'sm' } };

export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 24, alignItems: 'center' }}>
      <Spinner size="sm" />
      <Spinner size="md" tone="brand" />
      <Spinner size="lg" label="正在加载商品列表" showLabel />
    </div>
  ),
};
