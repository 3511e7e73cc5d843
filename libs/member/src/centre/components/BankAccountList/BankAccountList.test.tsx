import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { bankAccountsFixture, editableListPage } from '../../fixtures';
import { BankAccountList } from './BankAccountList';

describe('BankAccountList', () => {
  it('masks numbers, marks the default and confirms deletes', async () => {
    const onDelete = vi.fn();
    const onSetDefault = vi.fn();
    render(
      <MemoryRouter>
        <BankAccountList
          accounts={bankAccountsFixture}
          {...editableListPage('/member/account_edit')}
          onDelete={onDelete}
          onSetDefault={onSetDefault}
        />
      </MemoryRouter>,
    );
    const items = screen.getAllByTestId('bank-account-item');
    expect(within(items[0]!).getByText('622****8888')).toBeInTheDocument();
    expect(within(items[0]!).getByText('默认')).toBeInTheDocument();
    await userEvent.click(within(items[1]!).getByRole('button', { name: /设为默认/ }));
    expect(onSetDefault).toHaveBeenCalledWith(2);
    await userEvent.click(within(items[2]!).getByRole('button', { name: /删除/ }));
    await userEvent.click(screen.getByRole('button', { name: '确认删除' }));
    expect(onDelete).toHaveBeenCalledWith(3);
  });
  it('shows the empty state', () => {
    render(
      <MemoryRouter>
        <BankAccountList accounts={[]} max={20} addHref="/a" editHref={() => '/b'} onDelete={vi.fn()} onSetDefault={vi.fn()} />
      </MemoryRouter>,
    );
    expect(screen.getByText('还没有提现账户')).toBeInTheDocument();
  });
});
