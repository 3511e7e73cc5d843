import preview from '@mall/ui/storybook/preview';
import { playOn, withRouter } from '@mall/ui/storybook';
import { expect, fn, userEvent } from 'storybook/test';
import { insufficientMethodsFixture, payMethodsFixture } from '../../fixtures';
import { PayMethods } from './PayMethods';

const meta = preview.meta({
  component: PayMethods,
  decorators: [withRouter()],
  args: {
    methods: payMethodsFixture,
    balance: 128800,
    amount: 34790,
    offlineHref: '/orderPay?order_ids=3,4',
    onPay: fn(),
  },
});

export const Normal = meta.story({
  play: playOn(async (canvas, { args }) => {
    await canvas.press('确认支付');
    await expect(canvas.getByRole('dialog', { name: '确认余额支付' })).toBeInTheDocument();
    await canvas.press('确定支付');
    await expect(args.onPay).toHaveBeenCalledWith('BALANCE');
  }),
});

export const DemoPayment = meta.story({
  play: playOn(async (canvas, { args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: /演示支付/ }));
    await expect(canvas.getByRole('note')).toHaveTextContent('不会扣除任何费用');
    await canvas.press('确认支付');
    await expect(args.onPay).toHaveBeenCalledWith('DEMO');
  }),
});

export const InsufficientBalance = meta.story({
  args: { methods: insufficientMethodsFixture, balance: 10000 },
  play: playOn(async (canvas) => {
    await expect(canvas.getByRole('radio', { name: /余额支付/ })).toBeDisabled();
    await canvas.shows('余额不足，还差 247.90 元，请选择其他支付方式');
  }),
});

export const Offline = meta.story({
  play: playOn(async (canvas) => {
    await userEvent.click(canvas.getByRole('radio', { name: /线下转账/ }));
    await canvas.linksTo('去上传转账凭证', '/orderPay?order_ids=3,4');
  }),
});

export const Empty = meta.story({ args: { methods: [] } });
export const Paying = meta.story({ args: { paying: true } });
export const ServerError = meta.story({
  args: { error: '订单当前状态为「已关闭」，不能支付' },
  play: playOn(async (canvas) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('不能支付');
  }),
});
