import preview from '@mall/ui/storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';
import { seckillSlotsFixture } from '../../fixtures';
import { SeckillSlotTabs } from './SeckillSlotTabs';

const meta = preview.meta({
  component: SeckillSlotTabs,
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
