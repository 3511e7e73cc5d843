import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { captchaFixture } from '../../fixtures';
import { RATE_LIMITED } from '../../fixtures';
import type { SendCode } from '../../types';
import { useSmsForm } from '../../useSendCode';
import { requestCode } from '../../testing/forms';
import { CaptchaField, PhoneInput, SendStatus, SmsCodeField, SmsCodeFields } from './AuthFields';

function Phone() {
  const [value, setValue] = useState('');
  return <PhoneInput value={value} onChange={setValue} />;
}

function SmsDemo({ onSendCode }: { onSendCode: SendCode }) {
  const sms = useSmsForm({ mobile: '', captcha: '', code: '' }, onSendCode);
  return (
    <>
      <SmsCodeFields form={sms} captcha={captchaFixture} onRefreshCaptcha={vi.fn()} resendSeconds={60} />
      <SendStatus sent={sms.sent} message={sms.sendError} />
    </>
  );
}

describe('AuthFields', () => {
  it('PhoneInput keeps digits only, at most 11', () => {
    render(<Phone />);
    const input = screen.getByLabelText('手机号');
    fireEvent.change(input, { target: { value: '138-0013 8000' } });
    expect(input).toHaveValue('13800138000');
    expect(input).toHaveAttribute('maxLength', '11');
  });
  it('CaptchaField refreshes on a click of the image', () => {
    const onRefresh = vi.fn();
    render(<CaptchaField captcha={captchaFixture} onRefresh={onRefresh} value="" onChange={vi.fn()} />);
    expect(screen.getByAltText('图片验证码，点击刷新')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '看不清？换一张' }));
    expect(onRefresh).toHaveBeenCalled();
  });
  it('SmsCodeField counts down only after a successful send', async () => {
    const onSend = vi.fn(async () => false);
    const { rerender } = render(
      <SmsCodeField value="" onChange={vi.fn()} onSend={onSend} resendSeconds={30} />,
    );
    await act(async () => fireEvent.click(screen.getByTestId('send-code')));
    expect(screen.getByTestId('send-code')).toHaveTextContent('获取验证码');
    const ok = vi.fn(async () => true);
    rerender(<SmsCodeField value="" onChange={vi.fn()} onSend={ok} resendSeconds={30} />);
    await act(async () => fireEvent.click(screen.getByTestId('send-code')));
    expect(screen.getByTestId('send-code')).toHaveTextContent('30秒后重新获取');
  });
  it('SmsCodeFields sends through the form and SendStatus says where the code went', async () => {
    const onSendCode = vi.fn(async () => ({ ok: true as const }));
    render(<SmsDemo onSendCode={onSendCode} />);
    await requestCode();
    expect(onSendCode).toHaveBeenCalledWith({ mobile: '13800138000', captchaCode: '7K3Q' });
    expect(screen.getByLabelText('验证码')).toHaveValue('');
    expect(screen.getByRole('status')).toHaveTextContent('验证码已发送至 13800138000');
    expect(screen.getByTestId('send-code')).toHaveTextContent('60秒后重新获取');
  });
  it('SendStatus shows the refusal instead', async () => {
    render(<SmsDemo onSendCode={vi.fn(async () => ({ ok: false as const, message: RATE_LIMITED }))} />);
    await requestCode();
    expect(screen.getByRole('alert')).toHaveTextContent(RATE_LIMITED);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
