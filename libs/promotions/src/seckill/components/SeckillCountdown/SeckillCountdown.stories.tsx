import preview from '@mall/ui/storybook/preview';
import { expect, within } from 'storybook/test';
import { SeckillCountdown } from './SeckillCountdown';
import { showsText } from '../../../testing/plays';

const meta = preview.meta({
  component: SeckillCountdown,
  args: {
    target: 1_764_004_834,
    serverNow: 1_764_000_000,
    label: '距结束',
    doneText: '本场已结束',
    ticking: false,
  },
});

export const Running = meta.story({
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('timer')).toHaveAccessibleName('距结束 01:20:34');
  },
});
export const Upcoming = meta.story({ args: { label: '距开始', target: 1_764_000_000 + 600 } });
export const LongWait = meta.story({ args: { label: '距开始', target: 1_764_000_000 + 30 * 3600 } });
export const Done = meta.story({
  args: { target: 1_764_000_000 },
  play: showsText('本场已结束'),
});
