import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { addressesFixture, loadRegionsFixture } from '../../fixtures';
import { AddressPicker } from './AddressPicker';

async function fillForm() {
  await userEvent.type(screen.getByLabelText('收货人'), '王建国');
  await userEvent.type(screen.getByLabelText('手机号码'), '13912345678');
  await screen.findByRole('option', { name: '江西省' });
  await userEvent.selectOptions(screen.getByRole('combobox', { name: '省份' }), '江西省');
  await screen.findByRole('option', { name: '赣州市' });
  await userEvent.selectOptions(screen.getByRole('combobox', { name: '城市' }), '赣州市');
  await screen.findByRole('option', { name: '瑞金市' });
  await userEvent.selectOptions(screen.getByRole('combobox', { name: '区/县' }), '瑞金市');
  await userEvent.type(screen.getByLabelText('详细地址'), '红都大道 66 号');
  await userEvent.click(screen.getByRole('button', { name: '保存并使用' }));
}

describe('AddressPicker', () => {
  it('lists the default address first, marks the selected one and selects on click', async () => {
    const onSelect = vi.fn();
    render(<AddressPicker addresses={addressesFixture} selectedId={11} onSelect={onSelect} onAdd={vi.fn()} loadRegions={loadRegionsFixture} />);
    const cards = within(screen.getByRole('list', { name: '选择收货地址' })).getAllByRole('button');
    expect(cards[0]).toHaveTextContent('李秀英');
    expect(cards[0]).toHaveTextContent('默认');
    expect(cards[0]).toHaveAttribute('aria-pressed', 'true');
    expect(cards[1]).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(cards[1]);
    expect(onSelect).toHaveBeenCalledWith(12);
  });

  it('opens the form with a hint when the member has no address, without cancel', () => {
    render(<AddressPicker addresses={[]} selectedId={null} onSelect={vi.fn()} onAdd={vi.fn()} loadRegions={loadRegionsFixture} />);
    expect(screen.getByText('您还没有收货地址，请先新增一个收货地址')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: '新增收货地址' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '取消' })).toBeNull();
  });

  it('adds an address through 新增收货地址 and closes the form once saved', async () => {
    const onAdd = vi.fn(async () => null);
    render(<AddressPicker addresses={addressesFixture} selectedId={11} onSelect={vi.fn()} onAdd={onAdd} loadRegions={loadRegionsFixture} />);
    await userEvent.click(screen.getByRole('button', { name: '新增收货地址' }));
    await fillForm();
    expect(onAdd).toHaveBeenCalledWith(expect.objectContaining({ name: '王建国', provinceId: 360000, districtId: 360781 }));
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('keeps the form open with the server refusal', async () => {
    const onAdd = vi.fn(async () => '最多只能保存 20 个收货地址');
    render(<AddressPicker addresses={addressesFixture} selectedId={11} onSelect={vi.fn()} onAdd={onAdd} loadRegions={loadRegionsFixture} />);
    await userEvent.click(screen.getByRole('button', { name: '新增收货地址' }));
    await fillForm();
    expect(await screen.findByRole('alert')).toHaveTextContent('最多只能保存 20 个收货地址');
    expect(screen.getByRole('form', { name: '新增收货地址' })).toBeInTheDocument();
  });
});
