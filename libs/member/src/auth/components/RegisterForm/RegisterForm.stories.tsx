import preview from '@mall/ui/storybook/preview';
import { playOn, withRouter } from '@mall/ui/storybook';
import { expect, fn, userEvent, within } from 'storybook/test';
import { agreementsFixture, captchaFixture, LONG_COMPANY_NAME, registerConfigFixture } from '../../fixtures';
import type { SendCode } from '../../types';
import { RegisterForm } from './RegisterForm';
import { rateLimited, refusesBadPhone, requestCode } from '../../testing/plays';

const personalAgreements = agreementsFixture.filter((a) => a.kind !== 'company');

const meta = preview.meta({
  component: RegisterForm,
  decorators: [withRouter()],
  args: {
    variant: 'personal' as const,
    config: registerConfigFixture,
    agreements: personalAgreements,
    captcha: captchaFixture,
    onRefreshCaptcha: fn(),
    onSendCode: fn<SendCode>(async () => ({ ok: true as const })),
    onSubmit: fn(),
  },
});

export const Personal = meta.story({
  play: playOn(async (canvas, { args }) => {
    const submit = canvas.getByRole('button', { name: '同意协议并注册' });
    await canvas.fill({ 手机号: '13800138000', 短信验证码: '135790', 密码: 'tea2025', 确认密码: 'tea2025' });
    await expect(submit).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: '《用户注册协议》' }));
    const dialog = await within(document.body).findByRole('dialog', { name: '用户注册协议' });
    await userEvent.click(within(dialog).getByRole('button', { name: '阅读并同意' }));
    await expect(canvas.getByLabelText('我已阅读并同意')).toBeChecked();
    await expect(submit).toBeEnabled();
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'PERSONAL', mobile: '13800138000', code: '135790', agreement: true }),
    );
  }),
});

/** A registered number: said under 手机号 as soon as the field is left, and no code is sent to it. */
export const RegisteredMobile = meta.story({
  args: { checkMobile: fn(async (mobile: string) => mobile === '13800138000') },
  play: playOn(async (canvas, { args }) => {
    await canvas.fill({ 手机号: '13800138000' });
    await userEvent.tab();
    await expect(await canvas.findByText('该手机号已注册，请直接登录')).toBeVisible();
    await expect(args.checkMobile).toHaveBeenCalledWith('13800138000');
  }),
});

export const BadPhoneRefused = meta.story({ play: refusesBadPhone('11012345678') });

export const CodeSentCountdown = meta.story({
  play: playOn(async (canvas, { args }) => {
    await requestCode(canvas, '13800138000');
    await expect(args.onSendCode).toHaveBeenCalled();
    await expect(await canvas.findByRole('button', { name: '60秒后重新获取' })).toBeDisabled();
  }),
});

export const Company = meta.story({
  args: { variant: 'company', agreements: agreementsFixture },
  play: playOn(async (canvas, { args }) => {
    await canvas.fill({
      单位名称: '湘西州农产品供销合作社',
      统一社会信用代码: '91350100M000100Y44',
      联系人: '张建国',
      手机号: '13900139000',
      短信验证码: '135790',
      密码: 'farm2025',
      确认密码: 'farm2025',
    });
    await canvas.tick('我已阅读并同意');
    await canvas.press('同意协议并注册');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await canvas.shows('统一社会信用代码校验位不正确，请核对');
  }),
});

export const LongCompanyName = meta.story({
  args: { variant: 'company', agreements: agreementsFixture },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('单位名称'), LONG_COMPANY_NAME);
    await expect(canvas.getByLabelText('单位名称')).toHaveValue(LONG_COMPANY_NAME.slice(0, 64));
  },
});

export const RateLimited = meta.story(rateLimited());

export const ServerError = meta.story({ args: { error: '该手机号已注册，请直接登录' } });
export const Submitting = meta.story({ args: { submitting: true } });
