import preview from '@mall/ui/storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';
import { VoucherReminder } from './VoucherReminder';

const meta = preview.meta({
  component: VoucherReminder,
  args: { open: true, count: 3, onLater: fn(), onGo: fn() },
});

export const Open = meta.story({
  play: async ({ args }) => {
    const body = within(document.body);
    await expect(body.getByRole('dialog')).toHaveTextContent('您有 3 张消费券待激活');
    await userEvent.click(body.getByRole('button', { name: '暂不' }));
    await expect(args.onLater).toHaveBeenCalled();
  },
});
export const Many = meta.story({ args: { count: 128 } });
export const Closed = meta.story({ args: { open: false } });
