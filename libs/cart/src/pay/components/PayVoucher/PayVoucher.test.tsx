import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { payVouchersFixture } from '../../fixtures';
import { PayVoucher, voucherSplit } from './PayVoucher';

describe('PayVoucher', () => {
  it('renders nothing without usable vouchers', () => {
    const { container } = render(<PayVoucher vouchers={[]} value={null} onChange={() => undefined} amount={1000} />);
    expect(container).toBeEmptyDOMElement();
  });
  it('offers none or each voucher and reports the choice', () => {
    const onChange = vi.fn();
    render(<PayVoucher vouchers={payVouchersFixture} value={null} onChange={onChange} amount={34790} />);
    expect(screen.getAllByRole('radio')).toHaveLength(4);
    fireEvent.click(screen.getByRole('radio', { name: /年货节消费券/ }));
    expect(onChange).toHaveBeenLastCalledWith(11);
    expect(screen.queryByTestId('voucher-split')).not.toBeInTheDocument();
  });
  it('shows what the chosen voucher pays and what is left', () => {
    render(<PayVoucher vouchers={payVouchersFixture} value={11} onChange={() => undefined} amount={34790} />);
    expect(screen.getByTestId('voucher-deduct')).toHaveTextContent('100.00');
    expect(screen.getByTestId('voucher-rest')).toHaveTextContent('247.90');
  });
  it('splits in fen and never below zero', () => {
    expect(voucherSplit(payVouchersFixture, 13, 34790)).toEqual({ deduct: 34790, rest: 0 });
    expect(voucherSplit(payVouchersFixture, 13, 2010)).toEqual({ deduct: 2010, rest: 0 });
    expect(voucherSplit(payVouchersFixture, null, 2010)).toEqual({ deduct: 0, rest: 2010 });
    expect(voucherSplit(payVouchersFixture, 12, 3001)).toEqual({ deduct: 3000, rest: 1 });
  });
});
