import preview from '@mall/ui/storybook/preview';
import { playOn } from '@mall/ui/storybook';
import { expect, fn } from 'storybook/test';
import { paidRechargeOrderFixture, rechargeOrderFixture, rechargePayTypesFixture } from '../../fixtures';
import { RechargeOrderView } from './RechargeOrderView';

const meta = preview.meta({
  component: RechargeOrderView,
  args: { order: rechargeOrderFixture, payTypes: rechargePayTypesFixture, onPay: fn() },
});

export const ToPay = meta.story({
  play: playOn(async (canvas, { args }) => {
    await expect(canvas.getByRole('note')).toHaveTextContent('演示支付，不产生真实扣款');
    await canvas.press('立即支付');
    await expect(args.onPay).toHaveBeenCalledWith('DEMO');
  }),
});
export const Paying = meta.story({ args: { paying: true } });
export const PayError = meta.story({ args: { error: '充值订单已关闭' } });
export const Paid = meta.story({ args: { order: paidRechargeOrderFixture } });
