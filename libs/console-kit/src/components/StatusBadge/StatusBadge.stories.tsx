import preview from '@mall/ui/storybook/preview';
import { expect, within } from 'storybook/test';
import { StatusBadge } from './StatusBadge';

const meta = preview.meta({ component: StatusBadge, args: { label: '待审核', tone: 'warning' as const } });

export const Waiting = meta.story();
export const Approved = meta.story({ args: { label: '已通过', tone: 'success' as const } });
export const Refused = meta.story({ args: { label: '已拒绝', tone: 'danger' as const } });
export const LongName = meta.story({
  args: { label: '湘西州乡村振兴局机关工会 · 等待财务复核', tone: 'info' as const },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('湘西州乡村振兴局机关工会 · 等待财务复核')).toBeVisible();
  },
});
