import preview from '@mall/ui/storybook/preview';
import { playOn, withRouter } from '@mall/ui/storybook';
import { expect, fn } from 'storybook/test';
import {
  closedOrder,
  completedOrder,
  longNamesOrder,
  manyLinesOrder,
  paidOrder,
  refundingOrder,
  reviewingOrder,
  shippedOrder,
  unpaidOrder,
} from '../../fixtures';
import { OrderCard } from './OrderCard';

const meta = preview.meta({
  component: OrderCard,
  decorators: [withRouter()],
  args: { order: unpaidOrder, onAct: fn(async () => null) },
});

export const Unpaid = meta.story({
  play: playOn(async (canvas) => {
    await canvas.shows('应付款');
    await expect(canvas.queryByRole('link', { name: /申请售后/ })).toBeNull();
  }),
});
export const Reviewing = meta.story({ args: { order: reviewingOrder } });
export const Paid = meta.story({
  args: { order: paidOrder },
  play: playOn(async (canvas) => {
    await canvas.linksTo(/申请售后/, '/member/refund?order_goods_id=19');
  }),
});
export const Shipped = meta.story({ args: { order: shippedOrder } });
export const Completed = meta.story({ args: { order: completedOrder } });
export const Closed = meta.story({
  args: { order: closedOrder },
  play: playOn(async (canvas) => {
    await expect(canvas.getByText('已关闭')).toHaveAttribute('data-status', 'CLOSED');
  }),
});
export const LineInRefund = meta.story({
  args: { order: refundingOrder },
  play: playOn(async (canvas) => {
    await canvas.linksTo('退款中', '/member/refund_detail?refund_id=7');
  }),
});
export const LongNames = meta.story({ args: { order: longNamesOrder } });
export const ManyLines = meta.story({
  args: { order: manyLinesOrder },
  play: playOn(async (canvas) => {
    await expect(canvas.getByRole('list', { name: '订单商品' }).children).toHaveLength(6);
  }),
});
