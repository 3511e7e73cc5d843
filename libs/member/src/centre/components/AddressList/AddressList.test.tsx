import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { addressesFixture, editableListPage, manyAddresses } from '../../fixtures';
import { AddressList, type AddressListProps } from './AddressList';

function setup(props: Partial<AddressListProps> = {}) {
  const handlers = { onSetDefault: vi.fn(), onDelete: vi.fn() };
  render(
    <MemoryRouter>
      <AddressList addresses={addressesFixture} {...editableListPage('/member/address_edit')} {...handlers} {...props} />
    </MemoryRouter>,
  );
  return handlers;
}

describe('AddressList', () => {
  it('shows the default badge on the default address only, and the count', () => {
    setup();
    const items = screen.getAllByTestId('address-item');
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByText('默认')).toBeInTheDocument();
    expect(within(items[1]!).queryByText('默认')).toBeNull();
    expect(screen.getByText('已保存 3 个地址，最多可保存 20 个')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+ 新增收货地址' })).toHaveAttribute('href', '/member/address_edit');
  });
  it('sets another address as default', async () => {
    const { onSetDefault } = setup();
    const second = screen.getAllByTestId('address-item')[1]!;
    await userEvent.click(within(second).getByRole('button', { name: /设为默认/ }));
    expect(onSetDefault).toHaveBeenCalledWith(2);
  });
  it('deletes only after confirming in the dialog', async () => {
    const { onDelete } = setup();
    const third = screen.getAllByTestId('address-item')[2]!;
    await userEvent.click(within(third).getByRole('button', { name: /删除/ }));
    expect(onDelete).not.toHaveBeenCalled();
    const dialog = screen.getByRole('dialog', { name: '删除收货地址' });
    expect(within(dialog).getByText('确定删除收货人“阿依古丽·买买提明”的地址吗？')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '确认删除' }));
    expect(onDelete).toHaveBeenCalledWith(3);
  });
  it('replaces the add link by a message at the maximum', () => {
    setup({ addresses: manyAddresses(20) });
    expect(screen.queryByRole('link', { name: /新增收货地址/ })).toBeNull();
    expect(screen.getByText('最多只能保存 20 个收货地址，请删除不用的地址后再新增')).toBeInTheDocument();
  });
  it('shows the empty state', () => {
    setup({ addresses: [] });
    expect(screen.getByText('还没有收货地址')).toBeInTheDocument();
  });
});
