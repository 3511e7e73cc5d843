import preview from '@mall/ui/storybook/preview';
import { docs, playOn } from '@mall/ui/storybook';
import { expect } from 'storybook/test';
import { shippedDetail, unpaidDetail } from '../../fixtures';
import { OrderPriceSummary } from './OrderPriceSummary';

const meta = preview.meta({
  title: 'member/orders/OrderPriceSummary',
  component: OrderPriceSummary,
  parameters: docs(
    'The price breakdown of an order: 商品总额, 运费, discounts (满减优惠, 优惠券) as minus amounts, 发票税费 ' +
      'when any, and the total (实付款; 应付款 while unpaid). Zero discounts are left out. Props: `order`. ' +
      'States: paid with discounts, unpaid without discounts, with invoice tax.',
  ),
  args: { order: shippedDetail },
});

export const PaidWithDiscounts = meta.story({
  play: playOn(async (canvas) => {
    await canvas.shows('实付款');
  }),
});
export const UnpaidNoDiscounts = meta.story({
  args: { order: { ...unpaidDetail, promotionMoney: '0.00', couponMoney: '0.00' } },
  play: playOn(async (canvas) => {
    await canvas.shows('应付款');
    await expect(canvas.queryByText('优惠券')).toBeNull();
  }),
});
export const WithInvoiceTax = meta.story({
  args: { order: { ...shippedDetail, invoiceMoney: '8.39', orderMoney: '148.19' } },
});
