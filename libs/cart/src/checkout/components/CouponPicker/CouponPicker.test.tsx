import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { calculationFixture } from '../../fixtures';
import { CouponPicker } from './CouponPicker';

describe('CouponPicker', () => {
  it('offers 不使用优惠券 first, usable coupons with their saving, and unusable ones disabled with the reason', () => {
    render(<CouponPicker coupons={calculationFixture.coupons} value={null} onChange={vi.fn()} />);
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['不使用优惠券', '新人专享券（省 ¥10.00）', '助农专区满 300 减 30（满 300.00 元可用）']);
    expect(options[2]).toBeDisabled();
    expect(screen.getByText('1 张可用')).toBeInTheDocument();
  });

  it('reports the chosen coupon and null for none', async () => {
    const onChange = vi.fn();
    const { rerender } = render(<CouponPicker coupons={calculationFixture.coupons} value={null} onChange={onChange} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '选择优惠券' }), '新人专享券（省 ¥10.00）');
    expect(onChange).toHaveBeenLastCalledWith(31);
    rerender(<CouponPicker coupons={calculationFixture.coupons} value={31} onChange={onChange} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '选择优惠券' }), '不使用优惠券');
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('says so when the member has no coupon', () => {
    render(<CouponPicker coupons={[]} value={null} onChange={vi.fn()} />);
    expect(screen.getByText('暂无可用优惠券')).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});
