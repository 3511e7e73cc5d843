import type { Meta, StoryObj } from '@storybook/react-vite';
import { docs, playOn } from '@mall/ui/storybook';
import { expect, fn, userEvent } from 'storybook/test';
import { calculationFixture, longNamesCalculationFixture } from '../../fixtures';
import { CouponPicker } from './CouponPicker';

const meta = {
  title: 'cart/checkout/CouponPicker',
  component: CouponPicker,
  parameters: docs(
    '优惠券 of the checkout page: a select of the coupons the calculation judged usable (with the money each ' +
      'takes off), 不使用优惠券 first, and unusable ones disabled with the reason. Props: `coupons`, `value` ' +
      '(couponId or null), `onChange(id | null)`, `disabled`. A change makes the page recalculate. States: ' +
      'coupons, none, one chosen, long names, disabled while submitting.',
  ),
  args: { coupons: calculationFixture.coupons, value: null, onChange: fn() },
} satisfies Meta<typeof CouponPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Normal: Story = {
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
};

export const Chosen: Story = { args: { value: 31 } };
export const LongNames: Story = { args: { coupons: longNamesCalculationFixture.coupons, value: 33 } };
export const NoCoupon: Story = {
  args: { coupons: [] },
  play: playOn(async (canvas) => {
    await canvas.shows('暂无可用优惠券');
  }),
};
export const Disabled: Story = { args: { disabled: true } };
