import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { SendCode } from '../../types';
import { captchaFixture, RATE_LIMITED } from '../../fixtures';
import { FindPasswordSteps } from './FindPasswordSteps';

const meta = {
  title: 'member/auth/FindPasswordSteps',
  component: FindPasswordSteps,
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          '/find_pass (找回密码) in four steps under a Steps bar: 1 mobile + image captcha (下一步 sends the SMS; ' +
          'a bad phone is refused without a call), 2 the SMS code (checked by the server; 获取验证码 waits for ' +
          '`resendAt`, then goes back to step 1 for a new captcha), 3 new password + confirmation with the ' +
          'strength hint, 4 done with a link to login. Props: `step` (0-3), `mobile`, `resendAt`, `captcha`, ' +
          '`onRefreshCaptcha`, `onSendCode`, `onCheckCode`, `onResend`, `onResetPassword`, `onRestart`, `rules`, ' +
          '`ruleText`, `error`, `submitting`, `loginHref`. The page keeps the one-time key in memory only. ' +
          'Each step is also exported on its own (FindPassMobileStep …).',
      },
    },
  },
  args: {
    step: 0,
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
} satisfies Meta<typeof FindPasswordSteps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Step1Mobile: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('手机号'), '1380013800');
    await userEvent.type(canvas.getByLabelText('验证码'), '7K3Q');
    await userEvent.click(canvas.getByRole('button', { name: '下一步' }));
    await expect(args.onSendCode).not.toHaveBeenCalled();
    await expect(canvas.getByText('请输入正确的手机号')).toBeInTheDocument();
  },
};

export const Step1RateLimited: Story = {
  args: { onSendCode: fn<SendCode>(async () => ({ ok: false as const, message: RATE_LIMITED })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('手机号'), '13800138000');
    await userEvent.type(canvas.getByLabelText('验证码'), '7K3Q');
    await userEvent.click(canvas.getByRole('button', { name: '下一步' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('请 60 秒后再试');
  },
};

export const Step2Code: Story = {
  args: { step: 1, mobile: '13800138000', resendAt: Date.now() + 60_000 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /秒后重新获取/ })).toBeDisabled();
    await userEvent.type(canvas.getByLabelText('短信验证码'), '864209');
    await userEvent.click(canvas.getByRole('button', { name: '下一步' }));
    await expect(args.onCheckCode).toHaveBeenCalledWith('864209');
  },
};

export const Step2WrongCode: Story = {
  args: { step: 1, mobile: '13800138000', resendAt: null, error: '短信验证码错误或已失效，请重新获取' },
};

export const Step3Password: Story = {
  args: { step: 2, mobile: '13800138000' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('新密码'), 'Xiangxi2025');
    await userEvent.type(canvas.getByLabelText('确认密码'), 'Xiangxi2025');
    await userEvent.click(canvas.getByRole('button', { name: '确认修改' }));
    await expect(args.onResetPassword).toHaveBeenCalledWith('Xiangxi2025');
  },
};

export const Step3Submitting: Story = { args: { step: 2, mobile: '13800138000', submitting: true } };

export const Step4Done: Story = {
  args: { step: 3, loginHref: '/login' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: '立即登录' })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};
