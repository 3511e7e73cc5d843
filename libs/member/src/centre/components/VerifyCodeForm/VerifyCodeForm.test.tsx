import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { VerifyCodeForm } from './VerifyCodeForm';

describe('VerifyCodeForm', () => {
  it('refuses a malformed code and sends a trimmed good one', async () => {
    const onSubmit = vi.fn();
    render(<VerifyCodeForm onSubmit={onSubmit} error="没有找到核销码“A”，请确认后重试" />);
    expect(screen.getByRole('alert')).toHaveTextContent('没有找到核销码');
    await userEvent.type(screen.getByLabelText('核销码'), 'abc');
    await userEvent.click(screen.getByRole('button', { name: '查询' }));
    expect(screen.getByText('核销码为 6-32 位字母或数字')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('核销码'), '123456 ');
    await userEvent.click(screen.getByRole('button', { name: '查询' }));
    expect(onSubmit).toHaveBeenCalledWith('abc123456');
  });
});
