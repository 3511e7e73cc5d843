import preview from '@mall/ui/storybook/preview';
import { playOn } from '@mall/ui/storybook';
import {
  closedDetail,
  completedDetail,
  localDetail,
  pickupDetail,
  reviewingDetail,
  shippedDetail,
  unpaidDetail,
  virtualDetail,
} from '../../fixtures';
import { OrderStatusSteps } from './OrderStatusSteps';

const meta = preview.meta({
  component: OrderStatusSteps,
  args: { order: unpaidDetail },
});

export const Unpaid = meta.story({
  play: playOn(async (canvas) => {
    await canvas.shows(/剩余付款时间/);
  }),
});
export const Reviewing = meta.story({ args: { order: reviewingDetail } });
export const Shipped = meta.story({
  args: { order: shippedDetail },
  play: playOn(async (canvas) => {
    await canvas.shows(/将自动确认收货/);
  }),
});
export const Completed = meta.story({ args: { order: completedDetail } });
export const Closed = meta.story({
  args: { order: closedDetail },
  play: playOn(async (canvas) => {
    await canvas.shows('关闭原因：我不想买了');
  }),
});
export const Pickup = meta.story({ args: { order: pickupDetail } });
export const LocalDelivery = meta.story({ args: { order: localDetail } });
export const Virtual = meta.story({
  args: { order: virtualDetail },
  play: playOn(async (canvas) => {
    await canvas.shows('核销');
  }),
});
