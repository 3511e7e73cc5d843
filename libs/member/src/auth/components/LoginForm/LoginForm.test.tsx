import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderForm } from '../../testing/forms';
import { LoginForm, type LoginFormProps } from './LoginForm';

const captcha = { id: 'c1', image: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>' };

const setup = (over: Partial<LoginFormProps> = {}) =>
  renderForm(LoginForm, { captcha, onRefreshCaptcha: vi.fn(), onSubmit: vi.fn(), ...over });

describe('LoginForm', () => {
  it('submits trimmed values with 7-day auto login', () => {
    const props = setup();
    fireEvent.change(screen.getByLabelText('用户名/手机号'), { target: { value: ' demo ' } });
    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'demo123456' } });
    fireEvent.change(screen.getByLabelText('验证码'), { target: { value: ' 1234 ' } });
    fireEvent.click(screen.getByLabelText('七天内自动登录'));
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(props.onSubmit).toHaveBeenCalledWith({
      username: 'demo',
      password: 'demo123456',
      captchaCode: '1234',
      autoLoginDays: 7,
    });
  });
  it('without a needed captcha shows no captcha field and submits without one', () => {
    const props = setup({ needsCaptcha: false });
    expect(screen.queryByLabelText('验证码')).toBeNull();
    fireEvent.change(screen.getByLabelText('用户名/手机号'), { target: { value: 'demo' } });
    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'demo123456' } });
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(props.onSubmit).toHaveBeenCalledWith({ username: 'demo', password: 'demo123456', captchaCode: '', autoLoginDays: 0 });
  });
  it('asks for missing fields inline', () => {
    const props = setup();
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(screen.getByRole('alert')).toHaveTextContent('请填写用户名/手机号');
    expect(props.onSubmit).not.toHaveBeenCalled();
  });
  it('shows the gateway error inline and refreshes the captcha on click', () => {
    const props = setup({ error: '验证码错误' });
    expect(screen.getByRole('alert')).toHaveTextContent('验证码错误');
    fireEvent.click(screen.getByTestId('captcha-refresh'));
    expect(props.onRefreshCaptcha).toHaveBeenCalled();
  });
});
