import type { Meta, StoryObj } from '@storybook/react-vite';
import { docs, playOn, withRouter } from '@mall/ui/storybook';
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

const meta = {
  title: 'member/orders/OrderInfo',
  component: OrderInfo,
  decorators: [withRouter()],
  parameters: docs(
    'The facts of an order on its detail page: number, shop, delivery type, payment method and time (an ' +
      'offline transfer links to /member/paytickets), the other times, the invoice (or 不开发票) and the ' +
      "buyer's message. Props: `order`. States: unpaid, offline transfer under review, paid with invoice, " +
      'completed, closed, long shop name.',
  ),
  args: { order: shippedDetail },
} satisfies Meta<typeof OrderInfo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PaidWithInvoice: Story = {
  play: playOn(async (canvas) => {
    await canvas.shows('普通发票');
  }),
};
export const Unpaid: Story = { args: { order: unpaidDetail } };
export const OfflineTransfer: Story = {
  args: { order: reviewingDetail },
  play: playOn(async (canvas) => {
    await canvas.linksTo('查看转账凭证', '/member/paytickets?order_id=10');
  }),
};
export const Completed: Story = { args: { order: completedDetail } };
export const Closed: Story = { args: { order: closedDetail } };
export const LongShopName: Story = { args: { order: detailOf(longNamesOrder) } };
