import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { rechargePackagesFixture } from '../../fixtures';
import { RechargePackages } from './RechargePackages';

describe('RechargePackages', () => {
  it('buys a package and blocks the others while one is being created', async () => {
    const onBuy = vi.fn();
    const { rerender } = render(<RechargePackages packages={rechargePackagesFixture} onBuy={onBuy} />);
    expect(screen.getByText('面值 1060.00 元')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '立即充值 充 100 元' }));
    expect(onBuy).toHaveBeenCalledWith(1);
    rerender(<RechargePackages packages={rechargePackagesFixture} onBuy={onBuy} pendingId={1} />);
    expect(screen.getByRole('button', { name: '立即充值 充 1000 送 60' })).toBeDisabled();
  });
  it('says so when there are no packages', () => {
    render(<RechargePackages packages={[]} onBuy={vi.fn()} />);
    expect(screen.getByText('暂无充值套餐')).toBeInTheDocument();
  });
});
