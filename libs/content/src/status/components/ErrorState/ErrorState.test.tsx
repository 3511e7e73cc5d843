import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorState } from './ErrorState';

describe('ErrorState', () => {
  it('shows the message and retries', () => {
    const onRetry = vi.fn();
    render(<ErrorState message="网络连接失败，请检查网络后重试" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('网络连接失败');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(onRetry).toHaveBeenCalled();
  });
});
