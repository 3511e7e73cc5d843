import preview from '@mall/ui/storybook/preview';
import { playOn } from '@mall/ui/storybook';
import { expect, fn } from 'storybook/test';
import { addressesFixture, loadRegionsFixture } from '../../fixtures';
import { AddressForm } from './AddressForm';

const meta = preview.meta({
  component: AddressForm,
  args: { loadRegions: loadRegionsFixture, onSubmit: fn(), onCancel: fn() },
});

export const New = meta.story();

export const RefusesBadPhone = meta.story({
  play: playOn(async (canvas, { args }) => {
    await canvas.fill({ 收货人: '李秀英', 手机号码: '12800138000', 详细地址: '麓山南路 932 号' });
    await canvas.press('保存');
    await canvas.shows('请输入正确的手机号');
    await canvas.shows('请选择完整的省、市、区/县');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  }),
});

export const SubmitsWithCascader = meta.story({
  play: playOn(async (canvas, { args }) => {
    await canvas.fill({ 收货人: '李秀英', 手机号码: '13800138000' });
    await canvas.region('湖南省', '长沙市', '岳麓区');
    await canvas.fill({ 详细地址: '麓山南路 932 号' });
    await canvas.tick('设为默认地址');
    await expect(canvas.getByLabelText('设为默认地址')).toBeChecked();
    await canvas.press('保存');
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ provinceId: 430000, cityId: 430100, districtId: 430104, isDefault: true }),
    );
  }),
});

export const EditLongXinjiangAddress = meta.story({ args: { initial: addressesFixture[2] } });
export const Submitting = meta.story({ args: { initial: addressesFixture[0], submitting: true } });
export const ServerError = meta.story({
  args: { initial: addressesFixture[0], error: '最多只能保存 20 个收货地址' },
});
