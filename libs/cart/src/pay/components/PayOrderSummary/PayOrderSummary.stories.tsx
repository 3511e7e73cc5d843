import preview from '@mall/ui/storybook/preview';
import { playOn, withRouter } from '@mall/ui/storybook';
import { expect } from 'storybook/test';
import { payOrdersFixture } from '../../fixtures';
import { PayOrderSummary } from './PayOrderSummary';

const meta = preview.meta({
  component: PayOrderSummary,
  decorators: [withRouter()],
  args: { orders: payOrdersFixture, payMoney: 34790, closeAt: Date.now() + 25 * 60_000 },
});

export const SeveralOrders = meta.story({
  play: playOn(async (canvas) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('剩余付款时间');
    await expect(canvas.getByTestId('pay-amount')).toHaveTextContent('¥347.90');
  }),
});
export const OneOrder = meta.story({ args: { orders: payOrdersFixture.slice(0, 1), payMoney: 26800 } });
export const TimeUp = meta.story({
  args: { closeAt: Date.now() - 1000 },
  play: playOn(async (canvas) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('付款时间已到');
  }),
});
export const ManyOrders = meta.story({
  args: {
    orders: Array.from({ length: 12 }, (_, i) => ({
      orderId: i + 1,
      orderNo: `2025031010001234${String(i).padStart(2, '0')}`,
    })),
    payMoney: 1234567890,
  },
});
