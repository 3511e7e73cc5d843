import preview from '@mall/ui/storybook/preview';
import { playOn, withRouter } from '@mall/ui/storybook';
import { PayBlocked } from './PayBlocked';

const meta = preview.meta({
  component: PayBlocked,
  decorators: [withRouter()],
  args: { stage: 'paid' as const },
});

export const Paid = meta.story({
  play: playOn(async (canvas) => {
    await canvas.linksTo('查看我的订单', '/member/order_list');
  }),
});
export const Reviewing = meta.story({
  args: { stage: 'reviewing', orderId: 3 },
  play: playOn(async (canvas) => {
    await canvas.linksTo('查看付款凭证', '/member/paytickets?order_id=3');
  }),
});
export const Closed = meta.story({ args: { stage: 'closed' } });
