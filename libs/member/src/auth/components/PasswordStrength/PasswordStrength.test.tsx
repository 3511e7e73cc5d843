import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PasswordStrength } from './PasswordStrength';

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
});
