import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fill, press } from '../../testSteps';
import { PasswordForm } from './PasswordForm';

describe('PasswordForm', () => {
  it('refuses a new password equal to the old one and sends nothing', async () => {
    const onSubmit = vi.fn();
    render(<PasswordForm onSubmit={onSubmit} />);
    await fill({ 原密码: 'abc12345', 新密码: 'abc12345', 确认新密码: 'abc12345' });
    await press('修改密码');
    expect(screen.getByText('新密码不能与原密码相同')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
  it('asks for the old password and sends old + new when all is fine', async () => {
    const onSubmit = vi.fn();
    render(<PasswordForm onSubmit={onSubmit} error="原密码不正确" />);
    expect(screen.getByRole('alert')).toHaveTextContent('原密码不正确');
    await press('修改密码');
    expect(screen.getByText('请填写原密码')).toBeInTheDocument();
    await fill({ 原密码: 'abc12345', 新密码: 'xyz67890', 确认新密码: 'xyz67890' });
    await press('修改密码');
    expect(onSubmit).toHaveBeenCalledWith({ oldPassword: 'abc12345', newPassword: 'xyz67890' });
  });
});
