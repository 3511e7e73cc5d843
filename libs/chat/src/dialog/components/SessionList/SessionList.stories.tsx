import preview from '@mall/ui/storybook/preview';
import { withBox } from '@mall/ui/storybook';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sessions } from '../../fixtures';
import { SessionList } from './SessionList';

const meta = preview.meta({
  component: SessionList,
  args: { sessions, activeKey: 3, viewer: 'member' as const, onSelect: fn() },
  decorators: [withBox({ width: '16rem', height: '24rem' })],
});

export const Shops = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('2 条未读')).toHaveTextContent('2');
    await expect(canvas.getByText('99+')).toBeInTheDocument();
    await userEvent.click(canvas.getByText('湘西土家腊肉'));
    await expect(args.onSelect).toHaveBeenCalledWith(sessions[2]);
  },
});
export const Buyers = meta.story({ args: { viewer: 'servicer', activeKey: 11 } });
export const Empty = meta.story({ args: { sessions: [] } });
