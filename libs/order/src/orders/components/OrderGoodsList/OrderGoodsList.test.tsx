import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { completedOrder, unpaidOrder } from '../../fixtures';
import { OrderGoodsList } from './OrderGoodsList';

describe('OrderGoodsList', () => {
  it('lists lines with price × quantity and no after-sales while unpaid', () => {
    render(<OrderGoodsList order={unpaidOrder} showSubtotal />, { wrapper: MemoryRouter });
    expect(screen.getByRole('list', { name: '订单商品' })).toBeInTheDocument();
    expect(screen.getByText('×2')).toBeInTheDocument();
    expect(screen.getByText('139.80')).toBeInTheDocument();
    expect(screen.queryByText('申请售后')).toBeNull();
  });
  it('shows a refused refund and offers after-sales again', () => {
    render(<OrderGoodsList order={completedOrder} />, { wrapper: MemoryRouter });
    expect(screen.getByRole('link', { name: '已拒绝' })).toHaveAttribute('href', '/member/refund_detail?refund_id=4');
    expect(screen.getByRole('link', { name: /申请售后/ })).toHaveAttribute('href', '/member/refund?order_goods_id=15');
  });
});
