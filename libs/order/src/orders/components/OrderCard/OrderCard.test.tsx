import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { refundingOrder, shippedOrder } from '../../fixtures';
import { OrderCard } from './OrderCard';

describe('OrderCard', () => {
  it('shows the header, lines, amount, status and actions of the order', () => {
    render(<OrderCard order={shippedOrder} onAct={vi.fn()} />, { wrapper: MemoryRouter });
    const card = screen.getByRole('article', { name: '订单 O20250330120000000008' });
    expect(within(card).getByText('湘西十八洞村特产店')).toBeInTheDocument();
    expect(within(card).getByText('2025-04-02 10:15')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: '井冈山红米 2.5kg' })).toHaveAttribute('href', '/sku-118');
    expect(within(card).getByText('待收货')).toHaveAttribute('data-status', 'SHIPPED');
    expect(within(card).getByText('共3件商品')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: '确认收货' })).toBeInTheDocument();
  });
  it('links a line with an open refund to it instead of 申请售后', () => {
    render(<OrderCard order={refundingOrder} onAct={vi.fn()} />, { wrapper: MemoryRouter });
    expect(screen.getByRole('link', { name: '退款中' })).toHaveAttribute('href', '/member/refund_detail?refund_id=7');
    expect(screen.queryByRole('link', { name: '申请售后：宁夏中宁枸杞 500g 特级' })).toBeNull();
    expect(screen.getByRole('link', { name: '申请售后：新疆若羌灰枣 1kg' })).toHaveAttribute(
      'href',
      '/member/refund?order_goods_id=11',
    );
  });
});
