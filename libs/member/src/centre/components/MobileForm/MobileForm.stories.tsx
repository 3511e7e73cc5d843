import preview from '@mall/ui/storybook/preview';
import { playOn, refusesFilled } from '@mall/ui/storybook';
import { expect, fn } from 'storybook/test';
import { MobileForm } from './MobileForm';

const captcha = {
  id: 'c-8f2a',
  image:
    "data:image/svg+xml;utf8,<svg xmlns='http://www.w3.org/2000/svg' width='100' height='36'><rect width='100' height='36' fill='%23eef'/><text x='18' y='25' font-size='20' fill='%23335'>7K3Q</text></svg>",
};

const meta = preview.meta({
  component: MobileForm,
  args: {
    currentMobile: '138****8000',
    captcha,
    onRefreshCaptcha: fn(),
    onSendCode: fn(async () => true),
    onSubmit: fn(),
  },
});

export const Empty = meta.story();

export const RefusesBadMobile = meta.story({
  play: refusesFilled(
    { 新手机号: '12800138000' },
    '获取验证码',
    ['请输入正确的手机号', '请输入图形验证码'],
    'onSendCode',
  ),
});

export const SendsCodeAndChanges = meta.story({
  play: playOn(async (canvas, { args }) => {
    await canvas.fill({ 新手机号: '13912345678', 验证码: '7K3Q' });
    await canvas.press('获取验证码');
    await expect(args.onSendCode).toHaveBeenCalledWith({ mobile: '13912345678', captchaCode: '7K3Q' });
    await expect(await canvas.findByRole('button', { name: /秒后重新获取/ })).toBeDisabled();
    await canvas.fill({ 短信验证码: '246810' });
    await canvas.press('更换手机');
    await expect(args.onSubmit).toHaveBeenCalledWith({ mobile: '13912345678', code: '246810' });
  }),
});

export const ServerError = meta.story({ args: { error: '短信验证码错误或已过期' } });
