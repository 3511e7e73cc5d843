/**
 * The 获取验证码 step the auth forms share (register, SMS login, find password): a phone number and the
 * picture captcha, then the button; and the stories built on it that the forms tell alike.
 */
import { expect, fn } from 'storybook/test';
import { playOn, type Canvas } from '@mall/ui/storybook';
import { RATE_LIMITED } from '../fixtures';
import type { SendCode } from '../types';

/** Fills 手机号 and the picture captcha 验证码, then presses the button that sends the SMS code. */
export async function requestCode(canvas: Canvas, mobile: string, button = '获取验证码') {
  await canvas.fill({ 手机号: mobile, 验证码: '7K3Q' });
  await canvas.press(button);
}

/** A phone number outside SPEC §5 is refused before any SMS is sent. */
export function refusesBadPhone(mobile: string, button?: string) {
  return playOn<{ canvasElement: HTMLElement; args: { onSendCode: SendCode } }>(async (canvas, { args }) => {
    await requestCode(canvas, mobile, button);
    await expect(args.onSendCode).not.toHaveBeenCalled();
    await canvas.shows('请输入正确的手机号');
  });
}

/** The gateway's rate limit refuses the send: its message is shown inline. */
export function rateLimited(button?: string, then?: (canvas: Canvas) => Promise<void>) {
  return {
    args: { onSendCode: fn<SendCode>(async () => ({ ok: false as const, message: RATE_LIMITED })) },
    play: playOn(async (canvas) => {
      await requestCode(canvas, '13800138000', button);
      await expect(await canvas.findByRole('alert')).toHaveTextContent('请 60 秒后再试');
      await then?.(canvas);
    }),
  };
}
