import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { calculationFixture, pickupCalculationFixture } from '../../fixtures';
import { PriceBreakdown } from './PriceBreakdown';

describe('PriceBreakdown', () => {
  it('shows the amounts mall-api computed and submits', async () => {
    const onSubmit = vi.fn();
    render(<PriceBreakdown amounts={calculationFixture} count={4} destination={calculationFixture.address} onSubmit={onSubmit} />);
    expect(screen.getByText('商品金额').parentElement).toHaveTextContent('¥268.60');
    expect(screen.getByText('运费').parentElement).toHaveTextContent('+¥10.00');
    expect(screen.getByText('满减').parentElement).toHaveTextContent('-¥20.00');
    expect(screen.queryByText('发票税费')).toBeNull();
    expect(screen.getByTestId('order-money')).toHaveTextContent('¥258.60');
    expect(screen.getByText('寄送至：湖南省 长沙市 岳麓区 麓山南路 932 号')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '提交订单' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('shows the invoice tax and the pickup store when present', () => {
    render(<PriceBreakdown amounts={pickupCalculationFixture} count={3} destination={{ storeName: '汉源特产体验店（城北店）' }} onSubmit={vi.fn()} />);
    expect(screen.getByText('发票税费').parentElement).toHaveTextContent('+¥2.58');
    expect(screen.getByText('自提门店：汉源特产体验店（城北店）')).toBeInTheDocument();
  });

  it('blocks submitting without an address and while recalculating', async () => {
    const onSubmit = vi.fn();
    const { rerender } = render(<PriceBreakdown amounts={calculationFixture} count={4} blockedReason="请先选择收货地址" onSubmit={onSubmit} />);
    expect(screen.getByText('请先选择收货地址')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '提交订单' })).toBeDisabled();
    rerender(<PriceBreakdown amounts={calculationFixture} count={4} recalculating onSubmit={onSubmit} />);
    expect(screen.getByRole('status')).toHaveTextContent('正在重新计算价格');
    expect(screen.getByRole('button', { name: '提交订单' })).toBeDisabled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the server refusal and blocks the button while submitting (busy, still focusable)', async () => {
    const onSubmit = vi.fn();
    render(<PriceBreakdown amounts={calculationFixture} count={4} submitting error="赣南脐橙 库存不足" onSubmit={onSubmit} />);
    expect(screen.getByRole('alert')).toHaveTextContent('赣南脐橙 库存不足');
    const button = screen.getByRole('button', { name: /提交订单/ });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(button);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
