import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { refundsFixture } from '../../fixtures';
import { RefundList, refundTone } from './RefundList';

describe('RefundList', () => {
  it('shows each refund with its amount, status label and detail link', () => {
    render(
      <RefundList refunds={refundsFixture} detailHref={(id) => `/member/refund_detail?refund_id=${id}`} />,
      { wrapper: MemoryRouter },
    );
    const [first, second] = screen.getAllByRole('listitem');
    expect(within(first).getByText('退款中')).toBeInTheDocument();
    expect(within(first).getByTestId('price-current')).toHaveTextContent('¥59.90');
    expect(within(first).getByText('订单编号：O20261117101233561290')).toBeInTheDocument();
    expect(within(second).getByText('已退款')).toBeInTheDocument();
    expect(within(second).getByRole('link')).toHaveAttribute('href', '/member/refund_detail?refund_id=9');
  });
  it('shows the empty state without refunds', () => {
    render(<RefundList refunds={[]} detailHref={String} />, { wrapper: MemoryRouter });
    expect(screen.getByText('暂无退款/售后记录')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });
  it('colours statuses', () => {
    expect(refundTone('APPLIED')).toBe('pending');
    expect(refundTone('REFUNDED')).toBe('done');
    expect(refundTone('REFUSED')).toBe('refused');
    expect(refundTone('CANCELLED')).toBe('closed');
  });
});
