import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { paidTicketFixture, refusedTicketFixture, reviewingTicketFixture } from '../../fixtures';
import { PayTicketList, type PayTicketListProps } from './PayTicketList';

const setup = (props: PayTicketListProps) =>
  render(
    <MemoryRouter>
      <PayTicketList {...props} />
    </MemoryRouter>,
  );

describe('PayTicketList', () => {
  it('shows each submission with status, time and images', () => {
    setup({ tickets: [reviewingTicketFixture, paidTicketFixture] });
    const items = screen.getAllByTestId('pay-ticket');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('审核中');
    expect(items[0]).toHaveTextContent('2025-03-10 12:00');
    expect(items[1]).toHaveTextContent('审核通过');
    expect(screen.getAllByRole('img', { name: /转账凭证/ })).toHaveLength(4);
  });
  it('shows the reason of a refusal and the upload-again link', () => {
    setup({ tickets: [refusedTicketFixture], uploadHref: '/orderPay?order_ids=3' });
    expect(screen.getByText('转账金额与订单金额不符，请核对后重新上传')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '重新上传凭证' })).toHaveAttribute('href', '/orderPay?order_ids=3');
  });
  it('is empty with an upload link when nothing was submitted', () => {
    setup({ tickets: [], uploadHref: '/orderPay?order_ids=3' });
    expect(screen.getByText('暂未提交转账凭证')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '上传转账凭证' })).toBeInTheDocument();
  });
  it('offers no upload when not allowed', () => {
    setup({ tickets: [reviewingTicketFixture], uploadHref: null });
    expect(screen.queryByRole('link', { name: /上传/ })).not.toBeInTheDocument();
  });
});
