import preview from '@mall/ui/storybook/preview';
import { playOn } from '@mall/ui/storybook';
import { expect, fn, userEvent } from 'storybook/test';
import { orderCountsFixture } from '../../fixtures';
import { OrderTabs } from './OrderTabs';

const meta = preview.meta({
  component: OrderTabs,
  args: { tab: 'ALL' as const, counts: orderCountsFixture, onChange: fn(), children: <p>订单列表</p> },
});

export const WithCounts = meta.story({
  play: playOn(async (canvas, { args }) => {
    await expect(canvas.getByRole('tab', { name: '待收货(2)' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('tab', { name: '待付款(2)' }));
    await expect(args.onChange).toHaveBeenCalledWith('WAIT_PAY');
  }),
});
export const WithoutCounts = meta.story({
  args: { counts: null },
  play: playOn(async (canvas) => {
    await expect(canvas.getByRole('tab', { name: '待付款' })).toBeInTheDocument();
  }),
});
export const ClosedSelected = meta.story({
  args: { tab: 'CLOSED' },
  play: playOn(async (canvas) => {
    await expect(canvas.getByRole('tab', { name: '已关闭' })).toHaveAttribute('aria-selected', 'true');
  }),
});
