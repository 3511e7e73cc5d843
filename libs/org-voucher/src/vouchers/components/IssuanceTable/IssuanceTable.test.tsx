import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { issuancesFixture } from '../../fixtures';
import { IssuanceTable } from './IssuanceTable';

describe('IssuanceTable', () => {
  it('links each issuance to its detail and shows its voucher states', () => {
    render(<IssuanceTable rows={issuancesFixture} detailHref={(id) => `/member/couponDetail?issuance_id=${id}`} />);
    expect(screen.getByRole('link', { name: '详情 年货节消费券' })).toHaveAttribute('href', '/member/couponDetail?issuance_id=2');
    expect(screen.getByText('待激活 0 · 可使用 7 · 已使用 3 · 已过期 0')).toBeInTheDocument();
  });
  it('says so when there are none', () => {
    render(<IssuanceTable rows={[]} detailHref={() => ''} />);
    expect(screen.getByText('还没有发放记录')).toBeInTheDocument();
  });
});
