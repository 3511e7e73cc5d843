import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { refundAppliedFixture, refundCancelledFixture, refundRefundedFixture, refundRefusedFixture } from '../../fixtures';
import { refundStep } from '../../lib/refund';
import { RefundProgress, type RefundProgressProps } from './RefundProgress';

function setup(props: Partial<RefundProgressProps> = {}) {
  const onCancel = vi.fn();
  render(
    <RefundProgress refund={refundAppliedFixture} complainHref="/member/complain?order_goods_id=51" onCancel={onCancel} {...props} />,
    { wrapper: MemoryRouter },
  );
  return onCancel;
}

describe('refundStep', () => {
  it('waits at review, stops there on refusal or cancel, finishes when refunded', () => {
    expect(refundStep('APPLIED')).toEqual({ current: 1, status: 'process' });
    expect(refundStep('REFUSED')).toEqual({ current: 1, status: 'error' });
    expect(refundStep('CANCELLED')).toEqual({ current: 1, status: 'error' });
    expect(refundStep('REFUNDED')).toEqual({ current: 3, status: 'process' });
  });
});

describe('RefundProgress', () => {
  it('cancels only after confirming', async () => {
    const onCancel = setup();
    expect(screen.getByTestId('refund-status')).toHaveTextContent('退款中');
    await userEvent.click(screen.getByRole('button', { name: '撤销申请' }));
    expect(onCancel).not.toHaveBeenCalled();
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: '确定撤销' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
  it('shows the refusal reason and the complaint link once refused, without cancel', () => {
    setup({ refund: refundRefusedFixture });
    expect(screen.getByText(/商品已签收超过 7 天/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '申请平台介入' })).toHaveAttribute('href', '/member/complain?order_goods_id=51');
    expect(screen.queryByRole('button', { name: '撤销申请' })).toBeNull();
  });
  it('says where the money went when refunded, and offers nothing', () => {
    setup({ refund: refundRefundedFixture });
    expect(screen.getAllByText('账户余额').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('link', { name: '申请平台介入' })).toBeNull();
  });
  it('shows the photos and the cancelled note', () => {
    setup({ refund: refundCancelledFixture });
    expect(screen.getByText('您已撤销退款申请')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: '凭证图片1' })).toBeNull();
  });
  it('links the order and shows a cancel refusal', () => {
    setup({ error: '不能撤销' });
    expect(screen.getByRole('link', { name: 'O20261117101233561290' })).toHaveAttribute('href', '/member/order_detail?order_id=5');
    expect(screen.getByRole('img', { name: '凭证图片2' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('不能撤销');
  });
});
