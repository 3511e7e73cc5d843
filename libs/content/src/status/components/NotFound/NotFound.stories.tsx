import type { Meta, StoryObj } from '@storybook/react-vite';
import { docs, withRouter } from '@mall/ui/storybook';
import { expect, within } from 'storybook/test';
import { NotFound } from './NotFound';

const meta = {
  title: 'storefront/pages/NotFound',
  component: NotFound,
  decorators: [withRouter()],
  parameters: docs(
    'The 404 page of the catch-all route and of routes whose entity is missing (a loader throws ' +
      'a 404 response). Props: `path` (optional, shown for reference). States: with and without path.',
  ),
  args: { path: '/sku-99999999' },
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithPath: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/');
  },
};
export const WithoutPath: Story = { args: { path: undefined } };
