import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { SendCode } from '../../types';
import { captchaFixture, RATE_LIMITED } from '../../fixtures';
import { SmsLoginForm } from './SmsLoginForm';

const meta = {
  title: 'member/auth/SmsLoginForm',
  component: SmsLoginForm,
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
          '短信登录 tab of /login. Props: `captcha` ({id, image} or null while loading), `onRefreshCaptcha`, ' +
          '`onSendCode({mobile, captchaCode})` → `{ok: true}` or `{ok: false, message}` (the server message, e.g. ' +
          'the rate limit, shown inline), `onSubmit({mobile, code, autoLoginDays})` (7 with 七天内自动登录), `error`, ' +
          '`submitting`, `resendSeconds` (default 60). A phone number outside SPEC §5 or a missing captcha is ' +
          'refused before any call. The 获取验证码 countdown starts only after a successful send. States: empty, ' +
          'captcha loading, sent, rate-limited, server error, submitting.',
      },
    },
  },
  args: {
    captcha: captchaFixture,
    onRefreshCaptcha: fn(),
    onSendCode: fn<SendCode>(async () => ({ ok: true as const, expireSeconds: 300 })),
    onSubmit: fn(),
  },
} satisfies Meta<typeof SmsLoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const BadPhoneRefused: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('手机号'), '12800138000');
    await userEvent.type(canvas.getByLabelText('验证码'), '7K3Q');
    await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }));
    await expect(args.onSendCode).not.toHaveBeenCalled();
    await expect(canvas.getByText('请输入正确的手机号')).toBeInTheDocument();
  },
};

export const CodeSentCountdown: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('手机号'), '13800138000');
    await userEvent.type(canvas.getByLabelText('验证码'), '7K3Q');
    await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }));
    await expect(args.onSendCode).toHaveBeenCalledWith({ mobile: '13800138000', captchaCode: '7K3Q' });
    await expect(await canvas.findByRole('button', { name: /秒后重新获取/ })).toBeDisabled();
    await expect(canvas.getByRole('status')).toHaveTextContent('验证码已发送至 13800138000，5分钟内有效');
    await userEvent.type(canvas.getByLabelText('短信验证码'), '246810');
    await userEvent.click(canvas.getByLabelText('七天内自动登录'));
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      mobile: '13800138000',
      code: '246810',
      autoLoginDays: 7,
    });
  },
};

export const RateLimited: Story = {
  args: { onSendCode: fn<SendCode>(async () => ({ ok: false as const, message: RATE_LIMITED })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('手机号'), '13800138000');
    await userEvent.type(canvas.getByLabelText('验证码'), '7K3Q');
    await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('请 60 秒后再试');
    await expect(canvas.getByRole('button', { name: '获取验证码' })).toBeEnabled();
  },
};

export const ServerError: Story = {
  args: { error: '短信验证码错误或已失效，请重新获取' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('短信验证码错误或已失效');
  },
};

export const Submitting: Story = { args: { submitting: true } };
export const CaptchaLoading: Story = { args: { captcha: null } };
