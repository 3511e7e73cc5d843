import preview from '@mall/ui/storybook/preview';
import { playOn, withRouter } from '@mall/ui/storybook';
import { expect, fn, within } from 'storybook/test';
import type { SendCode } from '../../types';
import { captchaFixture } from '../../fixtures';
import { SmsLoginForm } from './SmsLoginForm';
import { rateLimited, refusesBadPhone, requestCode } from '../../testing/plays';

const meta = preview.meta({
  component: SmsLoginForm,
  decorators: [withRouter()],
  args: {
    captcha: captchaFixture,
    onRefreshCaptcha: fn(),
    onSendCode: fn<SendCode>(async () => ({ ok: true as const, expireSeconds: 300 })),
    onSubmit: fn(),
  },
});

export const Empty = meta.story();

export const BadPhoneRefused = meta.story({ play: refusesBadPhone('12800138000') });

export const CodeSentCountdown = meta.story({
  play: playOn(async (canvas, { args }) => {
    await requestCode(canvas, '13800138000');
    await expect(args.onSendCode).toHaveBeenCalledWith({ mobile: '13800138000', captchaCode: '7K3Q' });
    await expect(await canvas.findByRole('button', { name: /秒后重新获取/ })).toBeDisabled();
    await expect(canvas.getByRole('status')).toHaveTextContent('验证码已发送至 13800138000，5分钟内有效');
    await canvas.fill({ 短信验证码: '246810' });
    await canvas.tick('七天内自动登录');
    await canvas.press('登录');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      mobile: '13800138000',
      code: '246810',
      autoLoginDays: 7,
    });
  }),
});

export const RateLimited = meta.story(
  rateLimited('获取验证码', (canvas) =>
    expect(canvas.getByRole('button', { name: '获取验证码' })).toBeEnabled(),
  ),
);

export const ServerError = meta.story({
  args: { error: '短信验证码错误或已失效，请重新获取' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('短信验证码错误或已失效');
  },
});

export const Submitting = meta.story({ args: { submitting: true } });
export const CaptchaLoading = meta.story({ args: { captcha: null } });
