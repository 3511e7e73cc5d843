import preview from '@mall/ui/storybook/preview';
import { playOn, withRouter } from '@mall/ui/storybook';
import { expect, fn, within } from 'storybook/test';
import type { SendCode } from '../../types';
import { captchaFixture } from '../../fixtures';
import { FindPasswordSteps } from './FindPasswordSteps';
import { rateLimited, refusesBadPhone } from '../../testing/plays';

const meta = preview.meta({
  component: FindPasswordSteps,
  decorators: [withRouter()],
  args: {
    step: 0 as const,
    mobile: null,
    resendAt: null,
    captcha: captchaFixture,
    onRefreshCaptcha: fn(),
    onSendCode: fn<SendCode>(async () => ({ ok: true as const })),
    onCheckCode: fn(),
    onResend: fn(),
    onResetPassword: fn(),
    onRestart: fn(),
    rules: { passwordMin: 6, passwordMax: 32 },
    ruleText: '密码为 6-32 位，须同时包含字母和数字',
  },
});

export const Step1Mobile = meta.story({ play: refusesBadPhone('1380013800', '下一步') });

export const Step1RateLimited = meta.story(rateLimited('下一步'));

export const Step2Code = meta.story({
  args: { step: 1, mobile: '13800138000', resendAt: Date.now() + 60_000 },
  play: playOn(async (canvas, { args }) => {
    await expect(canvas.getByRole('button', { name: /秒后重新获取/ })).toBeDisabled();
    await canvas.fill({ 短信验证码: '864209' });
    await canvas.press('下一步');
    await expect(args.onCheckCode).toHaveBeenCalledWith('864209');
  }),
});

export const Step2WrongCode = meta.story({
  args: { step: 1, mobile: '13800138000', resendAt: null, error: '短信验证码错误或已失效，请重新获取' },
});

export const Step3Password = meta.story({
  args: { step: 2, mobile: '13800138000' },
  play: playOn(async (canvas, { args }) => {
    await canvas.fill({ 新密码: 'Xiangxi2025', 确认密码: 'Xiangxi2025' });
    await canvas.press('确认修改');
    await expect(args.onResetPassword).toHaveBeenCalledWith('Xiangxi2025');
  }),
});

export const Step3Submitting = meta.story({ args: { step: 2, mobile: '13800138000', submitting: true } });

export const Step4Done = meta.story({
  args: { step: 3, loginHref: '/login' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: '立即登录' })).toHaveAttribute(
      'href',
      '/login',
    );
  },
});
