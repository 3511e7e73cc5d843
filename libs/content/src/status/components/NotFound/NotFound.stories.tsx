import preview from '@mall/ui/storybook/preview';
import { withRouter } from '@mall/ui/storybook';
import { expect, within } from 'storybook/test';
import { NotFound } from './NotFound';

const meta = preview.meta({
  component: NotFound,
  decorators: [withRouter()],
  args: { path: '/sku-99999999' },
});

export const WithPath = meta.story({
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/');
  },
});
export const WithoutPath = meta.story({ args: { path: undefined } });
