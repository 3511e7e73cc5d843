import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { reviewingDetail, shippedDetail, unpaidDetail } from '../../fixtures';
import { OrderInfo } from './OrderInfo';

describe('OrderInfo', () => {
  it('links an offline transfer to its certificates', () => {
    render(<OrderInfo order={reviewingDetail} />, { wrapper: MemoryRouter });
    expect(screen.getByText(/线下转账/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看转账凭证' })).toHaveAttribute('href', '/member/paytickets?order_id=10');
  });
  it('shows payment, invoice and the buyer message', () => {
    render(<OrderInfo order={shippedDetail} />, { wrapper: MemoryRouter });
    expect(screen.getByText('余额支付')).toBeInTheDocument();
    expect(screen.getByText('2025-03-30 12:05')).toBeInTheDocument();
    expect(screen.getByText('普通发票')).toBeInTheDocument();
    expect(screen.getByText('91430104MA4L0XXXX1')).toBeInTheDocument();
    expect(screen.getByText('请工作日送货，谢谢')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });
  it('says 不开发票 and hides the payment of an unpaid order', () => {
    render(<OrderInfo order={{ ...unpaidDetail, buyerMessage: '' }} />, { wrapper: MemoryRouter });
    expect(screen.getByText('不开发票')).toBeInTheDocument();
    expect(screen.queryByText('支付方式')).toBeNull();
    expect(screen.getByText('无')).toBeInTheDocument();
  });
});
