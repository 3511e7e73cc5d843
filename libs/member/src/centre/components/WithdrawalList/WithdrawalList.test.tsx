import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { withdrawalsFixture } from '../../fixtures';
import { WithdrawalList, statusTone } from './WithdrawalList';

describe('WithdrawalList', () => {
  it('lists withdrawals with amounts, status and a details link', () => {
    render(
      <MemoryRouter>
        <WithdrawalList withdrawals={withdrawalsFixture} detailHref={(id) => `/member/withdrawal_detail?id=${id}`} />
      </MemoryRouter>,
    );
    expect(screen.getByText('W20250401100000000003')).toBeInTheDocument();
    expect(screen.getByText('¥99.90')).toBeInTheDocument();
    expect(screen.getByText('已拒绝')).toHaveAttribute('data-tone', 'refused');
    expect(screen.getByRole('link', { name: '详情 W20250310100000000001' })).toHaveAttribute('href', '/member/withdrawal_detail?id=1');
  });
  it('has an empty state and maps status tones', () => {
    render(
      <MemoryRouter>
        <WithdrawalList withdrawals={[]} detailHref={() => '/'} />
      </MemoryRouter>,
    );
    expect(screen.getByText('还没有提现记录')).toBeInTheDocument();
    expect(statusTone('PENDING')).toBe('pending');
    expect(statusTone('TRANSFERRED')).toBe('done');
  });
});
