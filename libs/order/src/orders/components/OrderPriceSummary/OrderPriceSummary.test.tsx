import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { shippedDetail, unpaidDetail } from '../../fixtures';
import { OrderPriceSummary } from './OrderPriceSummary';

describe('OrderPriceSummary', () => {
  it('lists goods, delivery and discounts as minus, then 实付款', () => {
    render(<OrderPriceSummary order={shippedDetail} />);
    expect(screen.getByText('商品总额')).toBeInTheDocument();
    expect(screen.getByText('满减优惠').nextElementSibling).toHaveAttribute('data-minus', 'true');
    expect(screen.getByText('实付款')).toBeInTheDocument();
    expect(screen.queryByText('发票税费')).toBeNull();
  });
  it('hides zero discounts and says 应付款 while unpaid', () => {
    render(<OrderPriceSummary order={{ ...unpaidDetail, promotionMoney: 0, couponMoney: 0 }} />);
    expect(screen.queryByText('满减优惠')).toBeNull();
    expect(screen.queryByText('优惠券')).toBeNull();
    expect(screen.getByText('应付款')).toBeInTheDocument();
  });
});
