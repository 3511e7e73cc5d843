import preview from '@mall/ui/storybook/preview';
import { playOn, withRouter } from '@mall/ui/storybook';
import {
  closedDetail,
  completedDetail,
  longNamesOrder,
  detailOf,
  reviewingDetail,
  shippedDetail,
  unpaidDetail,
} from '../../fixtures';
import { OrderInfo } from './OrderInfo';

const meta = preview.meta({
  component: OrderInfo,
  decorators: [withRouter()],
  args: { order: shippedDetail },
});

export const PaidWithInvoice = meta.story({
  play: playOn(async (canvas) => {
    await canvas.shows('普通发票');
  }),
});
export const Unpaid = meta.story({ args: { order: unpaidDetail } });
export const OfflineTransfer = meta.story({
  args: { order: reviewingDetail },
  play: playOn(async (canvas) => {
    await canvas.linksTo('查看转账凭证', '/member/paytickets?order_id=10');
  }),
});
export const Completed = meta.story({ args: { order: completedDetail } });
export const Closed = meta.story({ args: { order: closedDetail } });
export const LongShopName = meta.story({ args: { order: detailOf(longNamesOrder) } });
