import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { refusedWithdrawalFixture, withdrawalFixture } from '../../fixtures';
import { WithdrawalDetail, withdrawalStep } from './WithdrawalDetail';

describe('WithdrawalDetail', () => {
  it('shows amounts, the masked account and the transfer time', () => {
    render(<WithdrawalDetail withdrawal={withdrawalFixture} />);
    expect(screen.getByTestId('withdrawal-status')).toHaveTextContent('已转账');
    expect(screen.getByText('622****8888')).toBeInTheDocument();
    expect(screen.getByText('¥198.80')).toBeInTheDocument();
    expect(screen.getAllByText('2025-03-11 15:30').length).toBeGreaterThan(0);
  });
  it('shows the refusal reason', () => {
    render(<WithdrawalDetail withdrawal={refusedWithdrawalFixture} />);
    expect(screen.getByText('收款账户实名信息与会员不一致，请核对后重新申请')).toBeInTheDocument();
    expect(withdrawalStep('PENDING')).toBe(1);
    expect(withdrawalStep('TRANSFERRED')).toBe(3);
  });
});
