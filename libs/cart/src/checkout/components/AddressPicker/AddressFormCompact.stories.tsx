import preview from '@mall/ui/storybook/preview';
import { docs, playOn, refusesFilled } from '@mall/ui/storybook';
import { expect, fn, userEvent } from 'storybook/test';
import { loadRegionsFixture } from '../../fixtures';
import { AddressForm } from '@mall/member';

const meta = preview.meta({
  title: 'cart/checkout/AddressQuickForm',
  component: AddressForm,
  parameters: docs(
    '`AddressForm variant="compact"` (@mall/member; the story keeps its cart ID so its baselines apply): the compact new-address form of the checkout page (/payment), opened by 新增收货地址 or from the start when ' +
      'the member has no address. Props: `loadRegions(pid)` (region cascade, 0 = provinces), `onSubmit(input)` ' +
      '(only with valid input), `onCancel` (absent when the form cannot be left), `submitting`, `error` (the ' +
      "server's refusal). Rules: receiver 1-32 characters, mobile 11 digits 1[3-9], complete province/city/district, " +
      'street 2-120 characters. States: new, invalid input, submitting, server refusal, without cancel.',
  ),
  args: { variant: 'compact' as const, loadRegions: loadRegionsFixture, onSubmit: fn(), onCancel: fn() },
});

export const New = meta.story();

export const RefusesBadInput = meta.story({
  play: refusesFilled({ 手机号码: '12800138000' }, '保存并使用', [
    '请填写收货人',
    '请输入正确的手机号',
    '请选择完整的省、市、区/县',
  ]),
});

export const SubmitsLongAddress = meta.story({
  play: playOn(async (canvas, { args }) => {
    await canvas.fill({ 收货人: '买买提·艾力·阿不都热合曼', 手机号码: '13700007777' });
    await canvas.region('湖南省', '长沙市', '岳麓区');
    await userEvent.type(
      canvas.getByLabelText('详细地址'),
      '麓山南路 932 号 湖南师范大学二里半教工宿舍 12 栋 3 单元 602 室',
    );
    await canvas.press('保存并使用');
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ districtId: 430104, mobile: '13700007777' }),
    );
  }),
});

export const Submitting = meta.story({ args: { submitting: true } });
export const ServerRefusal = meta.story({ args: { error: '最多只能保存 20 个收货地址' } });
export const WithoutCancel = meta.story({ args: { onCancel: undefined } });
