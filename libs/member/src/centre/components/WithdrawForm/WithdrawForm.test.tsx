import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { bankAccountsFixture, withdrawConfigFixture } from '../../fixtures';
import { WithdrawForm, type WithdrawFormProps } from './WithdrawForm';

function setup(props: Partial<WithdrawFormProps> = {}) {
  const onSubmit = vi.fn();
  render(
    <MemoryRouter>
      <WithdrawForm
        balance={128800}
        config={withdrawConfigFixture}
        accounts={bankAccountsFixture}
        addAccountHref="/member/account_edit"
        onSubmit={onSubmit}
        {...props}
      />
    </MemoryRouter>,
  );
  return onSubmit;
}

describe('WithdrawForm', () => {
  it('shows the fee and the arrival as you type, and submits to the default account', async () => {
    const onSubmit = setup();
    await userEvent.type(screen.getByLabelText('提现金额'), '100.5');
    expect(screen.getByTestId('withdraw-fee')).toHaveTextContent('¥0.60');
    expect(screen.getByTestId('withdraw-arrival')).toHaveTextContent('¥99.90');
    await userEvent.click(screen.getByRole('button', { name: '确认提现' }));
    expect(onSubmit).toHaveBeenCalledWith({ bankAccountId: 1, amount: '100.50' });
  });
  it('refuses more than the balance and less than the minimum', async () => {
    const onSubmit = setup();
    await userEvent.type(screen.getByLabelText('提现金额'), '2000');
    await userEvent.click(screen.getByRole('button', { name: '确认提现' }));
    expect(screen.getByText('提现金额不能超过可提现余额 1288.00 元')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('提现金额'));
    await userEvent.type(screen.getByLabelText('提现金额'), '5');
    await userEvent.click(screen.getByRole('button', { name: '确认提现' }));
    expect(screen.getByText('提现金额不能低于 10.00 元')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
  it('fills the whole balance and lets another account be chosen', async () => {
    const onSubmit = setup();
    await userEvent.click(screen.getByRole('button', { name: '全部提现' }));
    expect(screen.getByLabelText('提现金额')).toHaveValue('1288.00');
    await userEvent.click(screen.getByLabelText(/支付宝/));
    await userEvent.click(screen.getByRole('button', { name: '确认提现' }));
    expect(onSubmit).toHaveBeenCalledWith({ bankAccountId: 2, amount: '1288.00' });
  });
  it('asks to add an account when there is none, and says when withdrawals are closed', () => {
    setup({ accounts: [] });
    expect(screen.getByRole('link', { name: '添加提现账户' })).toHaveAttribute('href', '/member/account_edit');
  });
  it('is closed when the config says so', () => {
    setup({ config: { ...withdrawConfigFixture, isOpen: false } });
    expect(screen.getByText('提现功能暂未开放')).toBeInTheDocument();
  });
});
