import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loadRegionsFixture } from '../../fixtures';
import { fill, press, region } from '../../testSteps';
import { AddressForm } from './AddressForm';

describe('AddressForm variant="compact" (the checkout\'s, formerly AddressQuickForm)', () => {
  it('refuses empty fields, a bad phone and an incomplete region without submitting', async () => {
    const onSubmit = vi.fn();
    render(<AddressForm variant="compact" loadRegions={loadRegionsFixture} onSubmit={onSubmit} />);
    await fill({ 手机号码: '12800138000', 详细地址: '号' });
    await press('保存并使用');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('请填写收货人')).toBeInTheDocument();
    expect(screen.getByText('请输入正确的手机号')).toBeInTheDocument();
    expect(screen.getByText('请选择完整的省、市、区/县')).toBeInTheDocument();
    expect(screen.getByText('详细地址须为 2-120 个字')).toBeInTheDocument();
  });

  it('submits a checked address chosen through the cascade', async () => {
    const onSubmit = vi.fn();
    render(<AddressForm variant="compact" loadRegions={loadRegionsFixture} onSubmit={onSubmit} onCancel={vi.fn()} />);
    await fill({ 收货人: ' 李秀英 ', 手机号码: '13800138000' });
    await region('湖南省', '长沙市', '岳麓区');
    await fill({ 详细地址: '麓山南路 932 号' });
    await press('保存并使用');
    expect(onSubmit).toHaveBeenCalledWith({
      name: '李秀英',
      mobile: '13800138000',
      provinceId: 430000,
      cityId: 430100,
      districtId: 430104,
      address: '麓山南路 932 号',
    });
  });

  it('shows the server refusal and offers cancel only when given', () => {
    const { rerender } = render(<AddressForm variant="compact" loadRegions={loadRegionsFixture} onSubmit={vi.fn()} error="最多只能保存 20 个收货地址" />);
    expect(screen.getByRole('alert')).toHaveTextContent('最多只能保存 20 个收货地址');
    expect(screen.queryByRole('button', { name: '取消' })).toBeNull();
    rerender(<AddressForm variant="compact" loadRegions={loadRegionsFixture} onSubmit={vi.fn()} onCancel={vi.fn()} />);
    expect(screen.getByRole('button', { name: '取消' })).toBeInTheDocument();
  });
});
