import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { rechargeOrdersFixture } from '../../fixtures';
import { RechargeOrderList } from './RechargeOrderList';

describe('RechargeOrderList', () => {
  it('offers 去支付 only for unpaid orders and details for all', () => {
    render(
      <MemoryRouter>
        <RechargeOrderList orders={rechargeOrdersFixture} payHref={(id) => `/pay/${id}`} detailHref={(id) => `/detail/${id}`} />
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('link', { name: /去支付/ })).toHaveLength(1);
    expect(screen.getByRole('link', { name: '查看详情 CZ20250301090000001' })).toHaveAttribute('href', '/detail/70');
  });
  it('says so when there are none', () => {
    render(<RechargeOrderList orders={[]} payHref={String} detailHref={String} />);
    expect(screen.getByText('还没有充值记录')).toBeInTheDocument();
  });
});
