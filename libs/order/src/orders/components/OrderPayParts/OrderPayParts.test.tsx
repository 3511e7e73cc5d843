import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { longNamesPayParts, refusedTransferPayParts, reviewingDetail, shippedDetail, unpaidDetail, unpaidPayParts, voucherTransferPayParts } from '../../fixtures';
import { OrderPayParts } from './OrderPayParts';

describe('OrderPayParts', () => {
  it('shows the held voucher part, the transfer for the rest and its review state with the certificate', () => {
    render(<OrderPayParts order={{ ...reviewingDetail, payParts: voucherTransferPayParts }} />, { wrapper: MemoryRouter });
    expect(screen.getByText('消费券抵扣（审核期间冻结）')).toBeInTheDocument();
    expect(within(screen.getByTestId('pay-part-voucher')).getByText('20.00')).toBeInTheDocument();
    expect(within(screen.getByTestId('pay-part-offline')).getByText('48.00')).toBeInTheDocument();
    expect(screen.getByTestId('pay-part-offline-status')).toHaveTextContent('待审核');
    expect(screen.getByRole('img', { name: '转账凭证 1' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看转账凭证' })).toHaveAttribute('href', '/member/paytickets?order_id=10');
    expect(screen.queryByTestId('pay-part-balance')).toBeNull();
  });
  it('says a refused transfer gave the voucher part back, with the review remark', () => {
    render(<OrderPayParts order={{ ...unpaidDetail, payParts: refusedTransferPayParts }} />, { wrapper: MemoryRouter });
    expect(screen.getByRole('alert')).toHaveTextContent('消费券抵扣已退回');
    expect(screen.getByText(/未查到该笔转账的到账记录/)).toBeInTheDocument();
    expect(screen.queryByTestId('pay-part-voucher')).toBeNull();
  });
  it('lists every voucher and the balance part; renders nothing before anything was paid', () => {
    const { container, rerender } = render(<OrderPayParts order={{ ...shippedDetail, payParts: longNamesPayParts }} />, { wrapper: MemoryRouter });
    expect(within(screen.getByTestId('pay-part-voucher')).getAllByRole('listitem')).toHaveLength(2);
    expect(within(screen.getByTestId('pay-part-balance')).getByText('89.80')).toBeInTheDocument();
    rerender(<OrderPayParts order={{ ...unpaidDetail, payParts: unpaidPayParts }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
