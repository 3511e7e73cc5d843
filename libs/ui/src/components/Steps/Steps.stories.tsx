import preview from '../../storybook/preview';
import { expect, within } from 'storybook/test';
import { Steps } from './Steps';

const findPassword = [
  { title: '验证身份', description: '输入手机号和短信验证码' },
  { title: '设置新密码' },
  { title: '完成' },
];

const meta = preview.meta({
  component: Steps,
  args: { items: findPassword, current: 1 },
});

export const FindPassword = meta.story({
  play: async ({ canvasElement }) => {
    const steps = within(canvasElement).getAllByRole('listitem');
    await expect(steps[1]).toHaveAttribute('aria-current', 'step');
    await expect(steps[0]).toHaveTextContent('已完成');
    await expect(steps[2]).toHaveTextContent('未开始');
  },
});

export const WithError = meta.story({
  args: {
    current: 0,
    status: 'error',
    items: [{ title: '验证身份', description: '验证码错误，请重新获取' }, ...findPassword.slice(1)],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')[0]).toHaveTextContent('未通过');
  },
});

export const Checkout = meta.story({
  args: {
    items: [
      { title: '我的购物车' },
      { title: '填写核对订单信息' },
      { title: '成功提交订单' },
      { title: '支付' },
    ],
    current: 4,
  },
  play: async ({ canvasElement }) => {
    const steps = within(canvasElement).getAllByRole('listitem');
    for (const step of steps) await expect(step).toHaveAttribute('data-status', 'finish');
  },
});

export const LongChineseTitles = meta.story({
  args: {
    current: 1,
    items: [
      { title: '填写单位基本信息及统一社会信用代码', description: '请准确填写与营业执照一致的单位名称' },
      { title: '上传营业执照、法人身份证及授权委托书' },
      { title: '等待平台审核（1～3个工作日）' },
    ],
  },
});
