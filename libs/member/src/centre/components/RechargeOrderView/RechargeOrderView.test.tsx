import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { paidRechargeOrderFixture, rechargeOrderFixture, rechargePayTypesFixture } from '../../fixtures';
import { RechargeOrderView } from './RechargeOrderView';

describe('RechargeOrderView', () => {
  it('labels the demo provider and pays with it', async () => {
    const onPay = vi.fn();
    render(<RechargeOrderView order={rechargeOrderFixture} payTypes={rechargePayTypesFixture} onPay={onPay} />);
    expect(screen.getByRole('note')).toHaveTextContent('演示支付，不产生真实扣款');
    await userEvent.click(screen.getByRole('button', { name: '立即支付' }));
    expect(onPay).toHaveBeenCalledWith('DEMO');
  });
  it('shows a paid order without the payment part', () => {
    render(<RechargeOrderView order={paidRechargeOrderFixture} payTypes={rechargePayTypesFixture} onPay={vi.fn()} />);
    expect(screen.queryByRole('button', { name: '立即支付' })).toBeNull();
    expect(screen.getByText('已支付')).toBeInTheDocument();
    expect(screen.getByText('2025-03-12 10:31')).toBeInTheDocument();
  });
});
