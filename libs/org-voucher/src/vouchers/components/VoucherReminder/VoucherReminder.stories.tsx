import preview from '@mall/ui/storybook/preview';
import { docs } from '@mall/ui/storybook';
import { expect, fn, userEvent, within } from 'storybook/test';
import { VoucherReminder } from './VoucherReminder';

const meta = preview.meta({
  title: 'org-voucher/vouchers/VoucherReminder',
  component: VoucherReminder,
  args: { open: true, count: 3, onLater: fn(), onGo: fn() },
  parameters: docs(
    '消费券待激活提醒（SPEC §4）：会员有待激活的消费券时弹出（消费券页面除外）。props：open 是否显示，count 待激活张数，onLater “暂不”（4 小时内不再提醒），onGo “去激活”。状态：打开、关闭、张数很多。',
  ),
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
