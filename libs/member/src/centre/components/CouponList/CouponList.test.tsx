import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { couponsFixture } from '../../fixtures';
import { CouponList } from './CouponList';

describe('CouponList', () => {
  it('shows money off, discounts, thresholds and shops', () => {
    render(<CouponList coupons={couponsFixture} state="UNUSED" couponHref={() => '/list'} />);
    expect(screen.getByText('¥10.00')).toBeInTheDocument();
    expect(screen.getByText('8.5 折')).toBeInTheDocument();
    expect(screen.getByText('满 99.00 元可用')).toBeInTheDocument();
    expect(screen.getByText('无门槛')).toBeInTheDocument();
    expect(screen.getByText('全平台通用')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /去使用/ })).toHaveLength(3);
  });
  it('stamps used coupons and has an empty state', () => {
    const used = couponsFixture.map((c) => ({ ...c, state: 'USED' as const, useTime: c.startTime + 86400 }));
    const { unmount } = render(<CouponList coupons={used} state="USED" />);
    expect(screen.getAllByText('已使用')).toHaveLength(3);
    expect(screen.queryByRole('link')).toBeNull();
    unmount();
    render(<CouponList coupons={[]} state="EXPIRED" />);
    expect(screen.getByText('暂无优惠券')).toBeInTheDocument();
  });
});
