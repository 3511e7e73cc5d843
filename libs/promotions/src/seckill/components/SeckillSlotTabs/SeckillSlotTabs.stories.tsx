import preview from '@mall/ui/storybook/preview';
import { docs } from '@mall/ui/storybook';
import { expect, fn, userEvent, within } from 'storybook/test';
import { seckillSlotsFixture } from '../../fixtures';
import { SeckillSlotTabs } from './SeckillSlotTabs';

const meta = preview.meta({
  title: 'promotions/SeckillSlotTabs',
  component: SeckillSlotTabs,
  parameters: docs(
    "Today's seckill slots on /promotion/seckill. Props: `slots` (name, times, state ENDED / RUNNING / " +
      'UPCOMING from mall-api), `activeId` (the shown slot) and `onSelect`. States: running selected, an ' +
      'ended slot selected, a single slot.',
  ),
  args: { slots: seckillSlotsFixture, activeId: 2, onSelect: fn() },
});

export const RunningSelected = meta.story({
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('tab', { name: /12:00 场/ }));
    await expect(args.onSelect).toHaveBeenCalledWith(3);
  },
});
export const EndedSelected = meta.story({ args: { activeId: 1 } });
export const SingleSlot = meta.story({ args: { slots: seckillSlotsFixture.slice(1, 2) } });
