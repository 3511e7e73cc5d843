import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { agreementsFixture, registerConfigFixture } from '../../fixtures';
import { codeSenderProps, renderForm, requestCode, type } from '../../testing/forms';
import { RegisterForm, type RegisterFormProps } from './RegisterForm';

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
});
