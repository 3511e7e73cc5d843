import preview from '@mall/ui/storybook/preview';
import { playOn } from '@mall/ui/storybook';
import { expect } from 'storybook/test';
import { shippedDetail, unpaidDetail } from '../../fixtures';
import { OrderPriceSummary } from './OrderPriceSummary';

const meta = preview.meta({
  component: OrderPriceSummary,
  args: { order: shippedDetail },
});

export const PaidWithDiscounts = meta.story({
  play: playOn(async (canvas) => {
    await canvas.shows('实付款');
  }),
});
export const UnpaidNoDiscounts = meta.story({
  args: { order: { ...unpaidDetail, promotionMoney: 0, couponMoney: 0 } },
  play: playOn(async (canvas) => {
    await canvas.shows('应付款');
    await expect(canvas.queryByText('优惠券')).toBeNull();
  }),
});
export const WithInvoiceTax = meta.story({
  args: { order: { ...shippedDetail, invoiceMoney: 839, orderMoney: 14819 } },
});
