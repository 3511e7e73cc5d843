import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@mall/i18n';
import { centreCouponFixture, centreCouponsFixture } from '../../fixtures';
import { CouponCard } from './CouponCard';

beforeAll(() => setLanguage('zh-cn'));
const date = (s: number) => new Date(s * 1000).toISOString().slice(0, 10);

describe('CouponCard', () => {
  it('claims a claimable coupon', () => {
    const onClaim = vi.fn();
    render(<CouponCard coupon={centreCouponFixture} onClaim={onClaim} formatDate={date} />);
    expect(screen.getByText('¥30.00')).toBeInTheDocument();
    expect(screen.getByText('满 199.00 元可用')).toBeInTheDocument();
    expect(screen.getByText('已领 25%')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '立即领取' }));
    expect(onClaim).toHaveBeenCalledWith(centreCouponFixture);
  });
  it.each([
    [1, '已领取'],
    [2, '已抢光'],
    [3, '已过期'],
  ])('shows state %i as a disabled %s', (i, label) => {
    render(<CouponCard coupon={centreCouponsFixture[i]} onClaim={vi.fn()} formatDate={date} />);
    expect(screen.getByRole('button', { name: label })).toBeDisabled();
  });
  it('shows validity in days from the claim and a discount', () => {
    render(<CouponCard coupon={centreCouponsFixture[1]} onClaim={vi.fn()} formatDate={date} />);
    expect(screen.getByText('领取后 3 天内有效')).toBeInTheDocument();
    expect(screen.getByText('9.0 折')).toBeInTheDocument();
  });
});
