import preview from '@mall/ui/storybook/preview';
import { playOn, refusesFilled } from '@mall/ui/storybook';
import { expect, fn, userEvent } from 'storybook/test';
import { addressesFixture, loadRegionsFixture, searchCitiesFixture } from '../../fixtures';
import { AddressForm } from './AddressForm';

const meta = preview.meta({
  component: AddressForm,
  args: { loadRegions: loadRegionsFixture, onSubmit: fn(), onCancel: fn() },
});

export const New = meta.story();

export const RefusesBadPhone = meta.story({
  play: refusesFilled({ 收货人: '李秀英', 手机号码: '12800138000', 详细地址: '麓山南路 932 号' }, '保存', [
    '请输入正确的手机号',
    '请选择完整的省、市、区/县',
  ]),
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

/** 快速选择城市 (the address book's form): 湘西 fills 湖南省 and the prefecture; the district is left to pick. */
export const PicksCityBySearch = meta.story({
  args: { searchCities: searchCitiesFixture },
  play: playOn(async (canvas) => {
    await canvas.fill({ 快速选择城市: '湘西' });
    await userEvent.click(await canvas.findByRole('button', { name: /湘西土家族苗族自治州/ }));
    await canvas.findByRole('option', { name: '花垣县' });
    await expect(canvas.getByRole('combobox', { name: '城市' })).toHaveValue('433100');
  }),
});

export const EditLongXinjiangAddress = meta.story({ args: { initial: addressesFixture[2] } });
export const Submitting = meta.story({ args: { initial: addressesFixture[0], submitting: true } });
export const ServerError = meta.story({
  args: { initial: addressesFixture[0], error: '最多只能保存 20 个收货地址' },
});
