import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './ConfirmDialog';

describe('ConfirmDialog', () => {
  it('confirms or cancels', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(<ConfirmDialog open title="删除收货地址" onConfirm={onConfirm} onCancel={onCancel} />);
    expect(screen.getByRole('dialog', { name: '删除收货地址' })).toBeInTheDocument();
    expect(screen.getByText('删除后不可恢复，确定要删除吗？')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '确认删除' }));
    await userEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
  it('renders nothing when closed', () => {
    render(<ConfirmDialog open={false} title="删除" onConfirm={() => undefined} onCancel={() => undefined} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
