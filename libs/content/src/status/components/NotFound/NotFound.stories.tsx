import preview from '@mall/ui/storybook/preview';
import { docs, withRouter } from '@mall/ui/storybook';
import { expect, within } from 'storybook/test';
import { NotFound } from './NotFound';

const meta = preview.meta({
  title: 'storefront/pages/NotFound',
  component: NotFound,
  decorators: [withRouter()],
  parameters: docs(
    'The 404 page of the catch-all route and of routes whose entity is missing (a loader throws ' +
      'a 404 response). Props: `path` (optional, shown for reference). States: with and without path.',
  ),
  args: { path: '/sku-99999999' },
});

export const WithPath = meta.story({
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/');
  },
});
export const WithoutPath = meta.story({ args: { path: undefined } });
