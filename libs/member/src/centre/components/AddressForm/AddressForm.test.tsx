import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { addressesFixture, loadRegionsFixture } from '../../fixtures';
import { AddressForm } from './AddressForm';

describe('AddressForm', () => {
  it('refuses a bad phone and an incomplete region without submitting', async () => {
    const onSubmit = vi.fn();
    render(<AddressForm loadRegions={loadRegionsFixture} onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('收货人'), '李秀英');
    await userEvent.type(screen.getByLabelText('手机号码'), '12345678901');
    await userEvent.type(screen.getByLabelText('详细地址'), '麓山南路 932 号');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('请输入正确的手机号')).toBeInTheDocument();
    expect(screen.getByText('请选择完整的省、市、区/县')).toBeInTheDocument();
  });
  it('submits a new address chosen through the cascader', async () => {
    const onSubmit = vi.fn();
    render(<AddressForm loadRegions={loadRegionsFixture} onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('收货人'), '李秀英');
    await userEvent.type(screen.getByLabelText('手机号码'), '13800138000');
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: '省份' }), '湖南省');
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: '城市' }), '长沙市');
    const district = await screen.findByRole('combobox', { name: '区/县' });
    await screen.findByRole('option', { name: '岳麓区' });
    await userEvent.selectOptions(district, '岳麓区');
    await userEvent.type(screen.getByLabelText('详细地址'), '麓山南路 932 号');
    await userEvent.click(screen.getByLabelText('设为默认地址'));
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(onSubmit).toHaveBeenCalledWith({
      name: '李秀英',
      mobile: '13800138000',
      telephone: '',
      provinceId: 430000,
      cityId: 430100,
      districtId: 430104,
      address: '麓山南路 932 号',
      isDefault: true,
    });
  });
  it('edits an existing address', async () => {
    const onSubmit = vi.fn();
    render(<AddressForm initial={addressesFixture[1]} loadRegions={loadRegionsFixture} onSubmit={onSubmit} error="地址最多 20 个" />);
    expect(screen.getByRole('alert')).toHaveTextContent('地址最多 20 个');
    await screen.findByRole('option', { name: '瑞金市' });
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ provinceId: 360000, cityId: 360700, districtId: 360781 }));
  });
});
