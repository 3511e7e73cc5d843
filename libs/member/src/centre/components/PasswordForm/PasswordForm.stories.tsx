import preview from '@mall/ui/storybook/preview';
import { playOn, refusesFilled } from '@mall/ui/storybook';
import { expect, fn } from 'storybook/test';
import { PasswordForm } from './PasswordForm';

const meta = preview.meta({
  component: PasswordForm,
  args: { onSubmit: fn() },
});

export const Empty = meta.story();

export const RefusesWeakAndMismatch = meta.story({
  play: refusesFilled({ 原密码: 'lixiuying2024', 新密码: '123456', 确认新密码: '1234567' }, '修改密码', [
    '密码为 6-32 位，须同时包含字母和数字',
    '两次输入的新密码不一致',
  ]),
});

export const Changes = meta.story({
  play: playOn(async (canvas, { args }) => {
    await canvas.fill({ 原密码: 'lixiuying2024', 新密码: 'Yuelu932road', 确认新密码: 'Yuelu932road' });
    await canvas.press('修改密码');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      oldPassword: 'lixiuying2024',
      newPassword: 'Yuelu932road',
    });
  }),
});

export const Submitting = meta.story({ args: { submitting: true } });
export const ServerError = meta.story({ args: { error: '原密码不正确' } });
