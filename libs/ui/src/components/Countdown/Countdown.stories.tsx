import preview from '../../storybook/preview';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Countdown, CountdownButton } from './Countdown';

const HOUR = 3600 * 1000;

const meta = preview.meta({
  component: Countdown,
  args: { end: Date.now() + 2 * HOUR + 13 * 60 * 1000 + 45 * 1000, onFinish: fn() },
});

export const EndsInHours = meta.story({
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('timer')).toHaveTextContent(/^距结束 02:13:4\d$/);
  },
});

export const EndsInDays = meta.story({
  args: { end: Date.now() + 3 * 24 * HOUR + 5 * HOUR, prefix: '距开团' },
});

export const Ended = meta.story({
  args: { end: Date.now() - 1000 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('timer')).toHaveTextContent('已结束');
  },
});

export const FinishesWhileShown = meta.story({
  args: { end: 0 },
  render: (args) => <Countdown {...args} end={Date.now() + 1500} endedText="秒杀已结束" />,
  play: async ({ args, canvasElement }) => {
    const timer = within(canvasElement).getByRole('timer');
    await waitFor(() => expect(timer).toHaveTextContent('秒杀已结束'), { timeout: 4000 });
    await expect(args.onFinish).toHaveBeenCalledTimes(1);
  },
});

export const SmsButton = meta.story({
  render: (args) => (
    <CountdownButton seconds={3} onSend={fn(async () => undefined)} onFinish={args.onFinish} />
  ),
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: '获取验证码' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveTextContent('3秒后重新获取'));
    await expect(button).toBeDisabled();
    await waitFor(() => expect(button).toHaveTextContent('获取验证码'), { timeout: 5000 });
    await expect(button).toBeEnabled();
    await expect(args.onFinish).toHaveBeenCalledTimes(1);
  },
});

export const SmsSendFails = meta.story({
  render: () => <CountdownButton onSend={() => Promise.reject(new Error('发送过于频繁'))} />,
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: '获取验证码' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toBeEnabled());
    await expect(button).toHaveTextContent('获取验证码');
  },
});

export const SmsDisabled = meta.story({
  render: () => <CountdownButton disabled onSend={fn()} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '获取验证码' })).toBeDisabled();
  },
});
