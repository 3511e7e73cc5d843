import preview from '@mall/ui/storybook/preview';
import { playOn } from '@mall/ui/storybook';
import { expect, fn } from 'storybook/test';
import { addressesFixture, calculationFixture, pickupCalculationFixture } from '../../fixtures';
import { PriceBreakdown } from './PriceBreakdown';

const meta = preview.meta({
  component: PriceBreakdown,
  args: { amounts: calculationFixture, count: 4, destination: calculationFixture.address, onSubmit: fn() },
});

export const Normal = meta.story({
  play: playOn(async (canvas, { args }) => {
    await expect(canvas.getByTestId('order-money')).toHaveTextContent('¥258.60');
    await canvas.press('提交订单');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  }),
});

export const PickupWithInvoiceTax = meta.story({
  args: {
    amounts: pickupCalculationFixture,
    count: 3,
    destination: { storeName: '汉源特产体验店（城北店）' },
  },
});

export const NoAddress = meta.story({
  args: { destination: null, blockedReason: '请先选择收货地址' },
  play: playOn(async (canvas) => {
    await expect(canvas.getByRole('button', { name: '提交订单' })).toBeDisabled();
  }),
});

export const Recalculating = meta.story({ args: { recalculating: true } });
export const Submitting = meta.story({ args: { submitting: true } });
export const Refused = meta.story({ args: { error: '赣南脐橙 新鲜当季水果 10斤装 库存不足，仅剩 0 件' } });
export const LongAddress = meta.story({
  args: {
    destination: {
      name: addressesFixture[2].name,
      mobile: addressesFixture[2].mobile,
      fullAddress: addressesFixture[2].fullAddress,
    },
  },
});
