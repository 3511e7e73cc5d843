import preview from '@mall/ui/storybook/preview';
import { playOn } from '@mall/ui/storybook';
import { expect, fn, userEvent } from 'storybook/test';
import { calculationFixture, longNamesCalculationFixture } from '../../fixtures';
import { CouponPicker } from './CouponPicker';

const meta = preview.meta({
  component: CouponPicker,
  args: { coupons: calculationFixture.coupons, value: null, onChange: fn() },
});

export const Normal = meta.story({
  play: playOn(async (canvas, { args }) => {
    await expect(
      canvas.getByRole('option', { name: '助农专区满 300 减 30（满 300.00 元可用）' }),
    ).toBeDisabled();
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: '选择优惠券' }),
      '新人专享券（省 ¥10.00）',
    );
    await expect(args.onChange).toHaveBeenCalledWith(31);
  }),
});

export const Chosen = meta.story({ args: { value: 31 } });
export const LongNames = meta.story({ args: { coupons: longNamesCalculationFixture.coupons, value: 33 } });
export const NoCoupon = meta.story({
  args: { coupons: [] },
  play: playOn(async (canvas) => {
    await canvas.shows('暂无可用优惠券');
  }),
});
export const Disabled = meta.story({ args: { disabled: true } });
