import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { VoucherReminder } from './VoucherReminder';

describe('VoucherReminder', () => {
  it('names the count and answers 暂不 and 去激活', () => {
    const onLater = vi.fn();
    const onGo = vi.fn();
    render(<VoucherReminder open count={2} onLater={onLater} onGo={onGo} />);
    expect(screen.getByRole('dialog')).toHaveTextContent('您有 2 张消费券待激活');
    fireEvent.click(screen.getByRole('button', { name: '暂不' }));
    fireEvent.click(screen.getByRole('button', { name: '去激活' }));
    expect(onLater).toHaveBeenCalledTimes(1);
    expect(onGo).toHaveBeenCalledTimes(1);
  });
  it('shows nothing when closed', () => {
    render(<VoucherReminder open={false} count={2} onLater={vi.fn()} onGo={vi.fn()} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
