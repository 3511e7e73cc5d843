import preview from '@mall/ui/storybook/preview';
import { playOn } from '@mall/ui/storybook';
import { expect, fn, userEvent } from 'storybook/test';
import { BuyVoucherForm } from './BuyVoucherForm';

const meta = preview.meta({
  component: BuyVoucherForm,
  args: { onSubmit: fn() },
});

export const Default = meta.story({
  play: playOn(async (c, { args }) => {
    await c.fill({ '购买金额（元）': '1.234' });
    await c.press('提交订单');
    await c.shows('请输入大于 0、最多两位小数的金额');
    await userEvent.clear(c.getByLabelText('购买金额（元）'));
    await c.fill({ '购买金额（元）': '5000' });
    await c.press('提交订单');
    await expect(args.onSubmit).toHaveBeenCalledWith('5000');
  }),
});
export const Pending = meta.story({ args: { pending: true } });
export const ServerError = meta.story({ args: { error: '只有本单位管理员可以进行此操作' } });
