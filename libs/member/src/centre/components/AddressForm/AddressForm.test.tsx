import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { addressesFixture, loadRegionsFixture, searchCitiesFixture } from '../../fixtures';
import { fill, press, region, tick } from '../../testSteps';
import { AddressForm } from './AddressForm';

describe('AddressForm', () => {
  it('refuses a bad phone and an incomplete region without submitting', async () => {
    const onSubmit = vi.fn();
    render(<AddressForm loadRegions={loadRegionsFixture} onSubmit={onSubmit} />);
    await fill({ 收货人: '李秀英', 手机号码: '12345678901', 详细地址: '麓山南路 932 号' });
    await press('保存');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('请输入正确的手机号')).toBeInTheDocument();
    expect(screen.getByText('请选择完整的省、市、区/县')).toBeInTheDocument();
  });
  it('submits a new address chosen through the cascader', async () => {
    const onSubmit = vi.fn();
    render(<AddressForm loadRegions={loadRegionsFixture} onSubmit={onSubmit} />);
    await fill({ 收货人: '李秀英', 手机号码: '13800138000' });
    await region('湖南省', '长沙市', '岳麓区');
    await fill({ 详细地址: '麓山南路 932 号' });
    await tick('设为默认地址');
    await press('保存');
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
    await press('保存');
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ provinceId: 360000, cityId: 360700, districtId: 360781 }));
  });

  it('fills province and city from 快速选择城市; a city without districts is complete', async () => {
    const onSubmit = vi.fn();
    render(<AddressForm loadRegions={loadRegionsFixture} searchCities={searchCitiesFixture} onSubmit={onSubmit} />);
    await fill({ 收货人: '李秀英', 手机号码: '13800138000', 详细地址: '麓山南路 932 号' });
    await userEvent.type(screen.getByLabelText('快速选择城市'), '长沙');
    await userEvent.click(await screen.findByRole('button', { name: /长沙市/ }));
    expect(await screen.findByRole('option', { name: '岳麓区' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: '省份' })).toHaveValue('430000');
    expect(screen.getByRole('combobox', { name: '城市' })).toHaveValue('430100');
    // 长沙 has districts: saving waits for one.
    await press('保存');
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '区/县' }), '岳麓区');
    await press('保存');
    expect(onSubmit).toHaveBeenLastCalledWith(expect.objectContaining({ provinceId: 430000, cityId: 430100, districtId: 430104 }));

    await userEvent.type(screen.getByLabelText('快速选择城市'), '株洲');
    await userEvent.click(await screen.findByRole('button', { name: /株洲市/ }));
    await screen.findByRole('option', { name: '株洲市' });
    await press('保存');
    expect(onSubmit).toHaveBeenLastCalledWith(expect.objectContaining({ provinceId: 430000, cityId: 430200, districtId: 0 }));
  });
});
