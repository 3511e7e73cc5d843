import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { payVouchersFixture } from '../../fixtures';
import { PayVoucher, voucherSplit } from './PayVoucher';

describe('PayVoucher', () => {
  it('renders nothing without usable vouchers', () => {
    const { container } = render(<PayVoucher vouchers={[]} value={null} onChange={() => undefined} amount="10.00" />);
    expect(container).toBeEmptyDOMElement();
  });
  it('offers none or each voucher and reports the choice', () => {
    const onChange = vi.fn();
    render(<PayVoucher vouchers={payVouchersFixture} value={null} onChange={onChange} amount="347.90" />);
    expect(screen.getAllByRole('radio')).toHaveLength(4);
    fireEvent.click(screen.getByRole('radio', { name: /年货节消费券/ }));
    expect(onChange).toHaveBeenLastCalledWith(11);
    expect(screen.queryByTestId('voucher-split')).not.toBeInTheDocument();
  });
  it('shows what the chosen voucher pays and what is left', () => {
    render(<PayVoucher vouchers={payVouchersFixture} value={11} onChange={() => undefined} amount="347.90" />);
    expect(screen.getByTestId('voucher-deduct')).toHaveTextContent('100.00');
    expect(screen.getByTestId('voucher-rest')).toHaveTextContent('247.90');
  });
  it('splits in fen and never below zero', () => {
    expect(voucherSplit(payVouchersFixture, 13, '347.90')).toEqual({ deduct: '347.90', rest: '0.00' });
    expect(voucherSplit(payVouchersFixture, 13, '20.10')).toEqual({ deduct: '20.10', rest: '0.00' });
    expect(voucherSplit(payVouchersFixture, null, '20.10')).toEqual({ deduct: '0.00', rest: '20.10' });
    expect(voucherSplit(payVouchersFixture, 12, '30.01')).toEqual({ deduct: '30.00', rest: '0.01' });
  });
});
