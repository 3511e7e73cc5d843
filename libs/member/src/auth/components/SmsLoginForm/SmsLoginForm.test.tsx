import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RATE_LIMITED } from '../../fixtures';
import { codeSenderProps, pressSendCode, renderForm, requestCode, type } from '../../testing/forms';
import { SmsLoginForm, type SmsLoginFormProps } from './SmsLoginForm';

const setup = (over: Partial<SmsLoginFormProps> = {}) =>
  renderForm(SmsLoginForm, { ...codeSenderProps(), onSubmit: vi.fn(), ...over });

describe('SmsLoginForm', () => {
  it('refuses a bad phone number without calling the server', async () => {
    const props = setup();
    await requestCode('12800138000');
    expect(props.onSendCode).not.toHaveBeenCalled();
    expect(screen.getByText('请输入正确的手机号')).toBeInTheDocument();
  });
  it('asks for the image captcha before sending', async () => {
    const props = setup();
    type('手机号', '13800138000');
    await pressSendCode();
    expect(props.onSendCode).not.toHaveBeenCalled();
    expect(screen.getByText('请填写验证码')).toBeInTheDocument();
  });
  it('sends, then counts down', async () => {
    const props = setup();
    await requestCode();
    expect(props.onSendCode).toHaveBeenCalledWith({ mobile: '13800138000', captchaCode: '7K3Q' });
    expect(screen.getByTestId('send-code')).toBeDisabled();
    expect(screen.getByTestId('send-code')).toHaveTextContent('60秒后重新获取');
    expect(screen.getByRole('status')).toHaveTextContent('验证码已发送至 13800138000');
  });
  it('shows the rate limit inline and keeps the button available', async () => {
    setup({ onSendCode: vi.fn(async () => ({ ok: false as const, message: RATE_LIMITED })) });
    await requestCode();
    expect(screen.getByRole('alert')).toHaveTextContent(RATE_LIMITED);
    expect(screen.getByTestId('send-code')).toBeEnabled();
  });
  it('logs in with the code and 7-day auto login', () => {
    const props = setup();
    type('手机号', '13800138000');
    type('短信验证码', '123456');
    fireEvent.click(screen.getByLabelText('七天内自动登录'));
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(props.onSubmit).toHaveBeenCalledWith({ mobile: '13800138000', code: '123456', autoLoginDays: 7 });
  });
  it('refuses a short code', () => {
    const props = setup();
    type('手机号', '13800138000');
    type('短信验证码', '123');
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(props.onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('请输入6位数字短信验证码')).toBeInTheDocument();
  });
});
