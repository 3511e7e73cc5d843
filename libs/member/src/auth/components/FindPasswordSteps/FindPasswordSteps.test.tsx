import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { codeSenderProps, renderForm, type } from '../../testing/forms';
import { FindPasswordSteps, maskMobile, type FindPasswordStepsProps } from './FindPasswordSteps';

const setup = (over: Partial<FindPasswordStepsProps> = {}) =>
  renderForm(FindPasswordSteps, {
    step: 0,
    mobile: null,
    resendAt: null,
    ...codeSenderProps(),
    onCheckCode: vi.fn(),
    onResend: vi.fn(),
    onResetPassword: vi.fn(),
    rules: { passwordMin: 6, passwordMax: 32 },
    ...over,
  });

describe('FindPasswordSteps', () => {
  it('masks the mobile', () => expect(maskMobile('13800138000')).toBe('138****8000'));
  it('step 1: a bad phone is refused without a call', async () => {
    const props = setup();
    type('手机号', '10000000000');
    type('验证码', '7K3Q');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '下一步' })));
    expect(props.onSendCode).not.toHaveBeenCalled();
    type('手机号', '13800138000');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '下一步' })));
    expect(props.onSendCode).toHaveBeenCalledWith({ mobile: '13800138000', captchaCode: '7K3Q' });
  });
  it('step 1: shows the server refusal', async () => {
    setup({ onSendCode: vi.fn(async () => ({ ok: false as const, message: '该手机号未注册' })) });
    type('手机号', '13800138000');
    type('验证码', '7K3Q');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '下一步' })));
    expect(screen.getByRole('alert')).toHaveTextContent('该手机号未注册');
  });
  it('step 2: checks the code; resend waits for the countdown', () => {
    const props = setup({ step: 1, mobile: '13800138000', resendAt: Date.now() + 60_000 });
    expect(screen.getByText(/138\*\*\*\*8000/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /秒后重新获取/ })).toBeDisabled();
    type('短信验证码', '654321');
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    expect(props.onCheckCode).toHaveBeenCalledWith('654321');
  });
  it('step 3: password rules and confirmation', () => {
    const props = setup({ step: 2, mobile: '13800138000' });
    type('新密码', 'newTea2025');
    type('确认密码', 'newTea2026');
    fireEvent.click(screen.getByRole('button', { name: '确认修改' }));
    expect(props.onResetPassword).not.toHaveBeenCalled();
    type('确认密码', 'newTea2025');
    fireEvent.click(screen.getByRole('button', { name: '确认修改' }));
    expect(props.onResetPassword).toHaveBeenCalledWith('newTea2025');
  });
  it('step 4: done, with a login link', () => {
    setup({ step: 3, loginHref: '/login?redirect=%2Fcart' });
    expect(screen.getByRole('link', { name: '立即登录' })).toHaveAttribute('href', '/login?redirect=%2Fcart');
    expect(screen.queryByRole('listitem', { current: 'step' })).toBeNull(); // every step finished
  });
});
