import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { agreementsFixture, registerConfigFixture } from '../../fixtures';
import { codeSenderProps, renderForm, requestCode, type } from '../../testing/forms';
import { MOBILE_CHECK_DELAY_MS, RegisterForm, type RegisterFormProps } from './RegisterForm';

const setup = (over: Partial<RegisterFormProps> = {}) =>
  renderForm(RegisterForm, {
    variant: 'personal',
    config: registerConfigFixture,
    agreements: agreementsFixture.filter((a) => a.kind !== 'company'),
    ...codeSenderProps(),
    onSubmit: vi.fn(),
    ...over,
  });

const submitButton = () => screen.getByRole('button', { name: '同意协议并注册' });

function fillPersonal() {
  type('手机号', '13800138000');
  type('短信验证码', '123456');
  type('密码', 'tea2025');
  type('确认密码', 'tea2025');
}

describe('RegisterForm', () => {
  it('keeps submit disabled until the agreements are accepted', () => {
    const props = setup();
    fillPersonal();
    expect(submitButton()).toBeDisabled();
    fireEvent.click(screen.getByLabelText('我已阅读并同意'));
    expect(submitButton()).toBeEnabled();
    fireEvent.click(submitButton());
    expect(props.onSubmit).toHaveBeenCalledWith({
      type: 'PERSONAL',
      mobile: '13800138000',
      code: '123456',
      password: 'tea2025',
      username: '',
      agreement: true,
    });
  });
  it('reads an agreement in a dialog and accepts it there', () => {
    setup();
    fireEvent.click(screen.getByRole('button', { name: '《隐私政策》' }));
    const dialog = screen.getByRole('dialog', { name: '隐私政策' });
    expect(dialog).toHaveTextContent('个人信息');
    fireEvent.click(within(dialog).getByRole('button', { name: '阅读并同意' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByLabelText('我已阅读并同意')).toBeChecked();
  });
  it('checks password rules and confirmation', () => {
    const props = setup();
    type('手机号', '13800138000');
    type('短信验证码', '123456');
    type('密码', 'abcdefg');
    type('确认密码', 'abcdefh');
    fireEvent.click(screen.getByLabelText('我已阅读并同意'));
    fireEvent.click(submitButton());
    expect(props.onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('密码须同时包含字母和数字')).toBeInTheDocument();
    expect(screen.getByText('两次输入的密码不一致')).toBeInTheDocument();
  });
  it('company: validates the credit code and sends the unit fields', () => {
    const props = setup({ variant: 'company', agreements: agreementsFixture });
    type('单位名称', '湘西州农产品供销合作社');
    type('统一社会信用代码', '91350100M000100Y44');
    type('联系人', '张建国');
    fillPersonal();
    fireEvent.click(screen.getByLabelText('我已阅读并同意'));
    fireEvent.click(submitButton());
    expect(props.onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('统一社会信用代码校验位不正确，请核对')).toBeInTheDocument();
    type('统一社会信用代码', '91350100m000100y43');
    fireEvent.click(submitButton());
    expect(props.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        type: 'COMPANY',
        companyName: '湘西州农产品供销合作社',
        creditCode: '91350100M000100Y43',
        contactName: '张建国',
      }),
    );
  });
  it('refuses a bad phone before sending a code', async () => {
    const props = setup();
    await requestCode('1380013800');
    expect(props.onSendCode).not.toHaveBeenCalled();
  });
  it('shows the server error inline', () => {
    setup({ error: '该手机号已注册' });
    expect(screen.getByRole('alert')).toHaveTextContent('该手机号已注册');
  });
  it('says at once that a mobile is registered: on leaving the field, once per number', async () => {
    const checkMobile = vi.fn(async (mobile: string) => mobile === '13800138000');
    const props = setup({ checkMobile });
    type('手机号', '1380013800');
    // Not yet a whole number: nothing is asked.
    await act(async () => fireEvent.blur(screen.getByLabelText('手机号')));
    expect(checkMobile).not.toHaveBeenCalled();
    type('手机号', '13800138000');
    await act(async () => fireEvent.blur(screen.getByLabelText('手机号')));
    expect(checkMobile).toHaveBeenCalledWith('13800138000');
    expect(screen.getByText('该手机号已注册，请直接登录')).toBeInTheDocument();
    // No code is sent to a registered number, and the form is not submitted.
    await requestCode('13800138000');
    expect(props.onSendCode).not.toHaveBeenCalled();
    fillPersonal();
    fireEvent.click(screen.getByLabelText('我已阅读并同意'));
    fireEvent.click(submitButton());
    expect(props.onSubmit).not.toHaveBeenCalled();
    // Another number clears the message; the first is not asked about again.
    type('手机号', '13900139000');
    await act(async () => fireEvent.blur(screen.getByLabelText('手机号')));
    expect(screen.queryByText('该手机号已注册，请直接登录')).toBeNull();
    type('手机号', '13800138000');
    await act(async () => fireEvent.blur(screen.getByLabelText('手机号')));
    expect(checkMobile).toHaveBeenCalledTimes(2);
    expect(screen.getByText('该手机号已注册，请直接登录')).toBeInTheDocument();
  });
  it('checks a typed whole number after a pause, without leaving the field', async () => {
    vi.useFakeTimers();
    try {
      const checkMobile = vi.fn(async () => true);
      setup({ checkMobile });
      type('手机号', '13800138000');
      expect(checkMobile).not.toHaveBeenCalled();
      await act(async () => vi.advanceTimersByTime(MOBILE_CHECK_DELAY_MS));
      expect(checkMobile).toHaveBeenCalledTimes(1);
      expect(screen.getByText('该手机号已注册，请直接登录')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
  it('a failed check says nothing and asks again later', async () => {
    const checkMobile = vi.fn(async () => {
      throw new Error('操作过于频繁，请稍后再试');
    });
    setup({ checkMobile });
    type('手机号', '13800138000');
    await act(async () => fireEvent.blur(screen.getByLabelText('手机号')));
    expect(screen.queryByText('该手机号已注册，请直接登录')).toBeNull();
    await act(async () => fireEvent.blur(screen.getByLabelText('手机号')));
    expect(checkMobile).toHaveBeenCalledTimes(2);
  });
});
