import preview from '@mall/ui/storybook/preview';
import { playOn } from '@mall/ui/storybook';
import { expect } from 'storybook/test';
import { PayNotice } from './PayNotice';

const meta = preview.meta({
  component: PayNotice,
  args: { tone: 'success' as const, title: '支付成功', text: '我们会尽快为您发货，请耐心等待。' },
});

export const Success = meta.story({
  play: playOn(async (canvas) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('支付成功');
  }),
});
export const Info = meta.story({ args: { tone: 'info', title: '凭证已提交，等待平台审核' } });
export const Warning = meta.story({ args: { tone: 'warning', title: '订单尚未支付' } });
export const ErrorTone = meta.story({
  args: {
    tone: 'error',
    title: '订单信息有误',
    text: '链接中的订单编号缺失或格式不正确，请从“我的订单”重新进入',
  },
  play: playOn(async (canvas) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('订单信息有误');
  }),
});
export const LongText = meta.story({
  args: {
    tone: 'info',
    title: '湘西土家族苗族自治州保靖县黄金村有机黄金茶明前特级绿茶礼盒装订单的转账凭证已提交，等待平台审核',
    text: '平台将在 1-2 个工作日内核实到账，审核通过后订单将自动变为待发货。审核结果可在付款凭证中查看，如有疑问请联系平台客服。',
  },
});
