import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { captchaFixture } from '../../fixtures';
import { CaptchaField, PhoneInput, SmsCodeField } from './AuthFields';

function Phone() {
  const [value, setValue] = useState('');
  return <PhoneInput value={value} onChange={setValue} />;
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
});
