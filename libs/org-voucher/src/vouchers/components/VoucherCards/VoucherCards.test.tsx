import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { vouchersFixture } from '../../fixtures';
import { VoucherCards } from './VoucherCards';

describe('VoucherCards', () => {
  it('offers activation on pending vouchers only and shows the value left of a usable one', () => {
    const onActivate = vi.fn();
    render(<VoucherCards vouchers={vouchersFixture} onActivate={onActivate} />);
    expect(screen.getAllByRole('button')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: '激活 冬季暖心消费券' }));
    expect(onActivate).toHaveBeenCalledWith(11);
    expect(screen.getByText('¥62.50')).toBeInTheDocument();
    expect(screen.getByText('已过期')).toBeInTheDocument();
  });
  it('says so when empty', () => {
    render(<VoucherCards vouchers={[]} />);
    expect(screen.getByText('暂无该状态的消费券')).toBeInTheDocument();
  });
});
