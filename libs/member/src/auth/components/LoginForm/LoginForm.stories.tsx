import preview from '@mall/ui/storybook/preview';
import { playOn, withRouter } from '@mall/ui/storybook';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LoginForm } from './LoginForm';

const captchaImage = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><rect width="100%" height="100%" fill="#f2f2f2"/>' +
    '<text x="50%" y="55%" font-size="22" text-anchor="middle" dominant-baseline="middle" fill="#a33">7 3 K 9</text></svg>',
)}`;

const meta = preview.meta({
  title: 'storefront/pages/LoginForm',
  component: LoginForm,
  decorators: [withRouter()],
  args: { captcha: { id: 'c1', image: captchaImage }, onRefreshCaptcha: fn(), onSubmit: fn() },
});

export const Default = meta.story({
  play: playOn(async (canvas, { args }) => {
    await canvas.fill({ '用户名/手机号': 'demo', 密码: 'demo123456', 验证码: '73K9' });
    await canvas.tick('七天内自动登录');
    await canvas.press('登录');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      username: 'demo',
      password: 'demo123456',
      captchaCode: '73K9',
      autoLoginDays: 7,
    });
    await userEvent.click(canvas.getByTestId('captcha-refresh'));
    await expect(args.onRefreshCaptcha).toHaveBeenCalled();
  }),
});

export const GatewayError = meta.story({
  args: { error: '用户名或密码错误' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('用户名或密码错误');
  },
});

export const Submitting = meta.story({ args: { submitting: true } });
export const CaptchaLoading = meta.story({ args: { captcha: null } });
/** Inside the /login tabs: no frame, the heading read to screen readers only. */
export const Bare = meta.story({ args: { bare: true } });
/** The address and account have not failed lately: no captcha is asked. */
export const WithoutCaptcha = meta.story({
  args: { needsCaptcha: false },
  play: playOn(async (canvas) => {
    await expect(canvas.queryByLabelText('验证码')).toBeNull();
  }),
});
