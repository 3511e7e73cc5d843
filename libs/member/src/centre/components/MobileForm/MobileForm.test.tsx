import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fill, press } from '../../testSteps';
import { MobileForm } from './MobileForm';

const captcha = { id: 'c1', image: 'data:image/png;base64,AAAA' };

describe('MobileForm', () => {
  it('refuses the current mobile before asking for a code', async () => {
    const onSendCode = vi.fn(async () => true);
    render(
      <MobileForm currentMobile="13800138000" captcha={captcha} onRefreshCaptcha={vi.fn()} onSendCode={onSendCode} onSubmit={vi.fn()} />,
    );
    await fill({ 新手机号: '13800138000', 验证码: 'ab12' });
    await press('获取验证码');
    expect(screen.getByText('新手机号与当前绑定的相同')).toBeInTheDocument();
    expect(onSendCode).not.toHaveBeenCalled();
  });
  it('sends the code, starts the countdown and submits a 6-digit code', async () => {
    const onSendCode = vi.fn(async () => true);
    const onSubmit = vi.fn();
    render(
      <MobileForm currentMobile="138****8000" captcha={captcha} onRefreshCaptcha={vi.fn()} onSendCode={onSendCode} onSubmit={onSubmit} />,
    );
    await fill({ 新手机号: '13912345678', 验证码: 'ab12' });
    await press('获取验证码');
    expect(onSendCode).toHaveBeenCalledWith({ mobile: '13912345678', captchaCode: 'ab12' });
    expect(await screen.findByRole('button', { name: /秒后重新获取/ })).toBeDisabled();
    await fill({ 短信验证码: '1234' });
    await press('更换手机');
    expect(screen.getByText('请输入 6 位数字短信验证码')).toBeInTheDocument();
    await fill({ 短信验证码: '56' });
    await press('更换手机');
    expect(onSubmit).toHaveBeenCalledWith({ mobile: '13912345678', code: '123456' });
  });
});
