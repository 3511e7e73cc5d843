import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NewPasswordFields, PasswordStrength } from './PasswordStrength';

const rules = { passwordMin: 6, passwordMax: 32 };

describe('PasswordStrength', () => {
  it.each([
    ['', 'none', '—'],
    ['abc', 'weak', '弱'],
    ['tea2025', 'medium', '中'],
    ['Tea2025!xyz', 'strong', '强'],
  ])('%s → %s', (value, strength, label) => {
    const { container } = render(<PasswordStrength value={value} rules={rules} />);
    const el = container.querySelector('[data-strength]');
    expect(el).toHaveAttribute('data-strength', strength);
    expect(el).toHaveTextContent(label);
  });
  it('shows the rule text', () => {
    render(<PasswordStrength value="" ruleText="密码为 6-32 位，须同时包含字母和数字" />);
    expect(screen.getByText('密码为 6-32 位，须同时包含字母和数字')).toBeInTheDocument();
  });
  it('NewPasswordFields: the password with its meter, then the confirmation', () => {
    const onChange = vi.fn();
    render(
      <NewPasswordFields
        label="新密码"
        password={{ value: 'tea2025', onChange }}
        confirm={{ value: '', onChange: vi.fn(), error: '两次输入的密码不一致' }}
        rules={rules}
        ruleText="密码为 6-32 位"
        strengthId="s1"
      />,
    );
    const password = screen.getByLabelText('新密码');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('maxLength', '32');
    expect(screen.getByLabelText('确认密码')).toHaveAttribute('autoComplete', 'new-password');
    expect(screen.getByText('中')).toBeInTheDocument();
    expect(document.getElementById('s1')).toHaveTextContent('密码为 6-32 位');
    expect(screen.getByText('两次输入的密码不一致')).toBeInTheDocument();
    fireEvent.change(password, { target: { value: 'x' } });
    expect(onChange).toHaveBeenCalled();
  });
});
