import preview from '@mall/ui/storybook/preview';
import { withRouter } from '@mall/ui/storybook';
import { expect, within } from 'storybook/test';
import { PrevNext } from './PrevNext';

const meta = preview.meta({
  component: PrevNext,
  decorators: [withRouter()],
  args: {
    prev: { id: 11, title: '如何注册成为会员' },
    next: { id: 13, title: '如何申请退款退货' },
    hrefFor: (id: number) => `/cms/help-${id}`,
  },
});

export const Both = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '如何申请退款退货' })).toHaveAttribute('href', '/cms/help-13');
  },
});

export const First = meta.story({ args: { prev: null } });

export const Last = meta.story({
  args: { next: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('没有了')).toBeInTheDocument();
  },
});
