import preview from '@mall/ui/storybook/preview';
import { playOn, withRouter } from '@mall/ui/storybook';
import { expect } from 'storybook/test';
import { payOrdersFixture } from '../../fixtures';
import { PayResult } from './PayResult';

const meta = preview.meta({
  component: PayResult,
  decorators: [withRouter()],
  args: {
    state: 'success' as const,
    orders: payOrdersFixture,
    amount: 34790,
    methodName: '余额支付',
    payTime: 1_741_579_200,
  },
});

export const Success = meta.story({
  play: playOn(async (canvas) => {
    await expect(canvas.getByRole('heading', { name: '支付成功' })).toBeInTheDocument();
    await expect(canvas.getByTestId('result-amount')).toHaveTextContent('347.90');
    await canvas.linksTo('继续购物', '/');
  }),
});
export const Failed = meta.story({
  args: { state: 'failed' },
  play: playOn(async (canvas) => {
    await canvas.linksTo('重新支付', '/pay?order_ids=3,4');
  }),
});
export const Reviewing = meta.story({ args: { state: 'reviewing' } });
export const Closed = meta.story({ args: { state: 'closed' } });
export const DemoPaid = meta.story({
  args: { methodName: '演示支付（不扣款）', orders: payOrdersFixture.slice(0, 1), amount: 26800 },
});
