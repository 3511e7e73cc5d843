import type { Meta, StoryObj } from '@storybook/react-vite';
import { docs, playOn, withRouter } from '@mall/ui/storybook';
import { expect } from 'storybook/test';
import { completedOrder, longNamesOrder, manyLinesOrder, refundingOrder, unpaidOrder } from '../../fixtures';
import { OrderGoodsList } from './OrderGoodsList';

const meta = {
  title: 'member/orders/OrderGoodsList',
  component: OrderGoodsList,
  decorators: [withRouter()],
  parameters: docs(
    'The lines of an order (list card and detail page): image and name linking to the goods, unit price × ' +
      'quantity, the subtotal (`showSubtotal`), and per line 申请售后 when the order flag allows it and the line ' +
      'has no open refund and money left, else the refund status linking to the refund. Props: `order`, ' +
      '`showSubtotal`. States: unpaid (no after-sales), refund in progress, refused refund, long names, many lines.',
  ),
  args: { order: unpaidOrder, showSubtotal: false },
} satisfies Meta<typeof OrderGoodsList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unpaid: Story = {
  play: playOn(async (canvas) => {
    await expect(canvas.queryByText('申请售后')).toBeNull();
  }),
};
export const RefundInProgress: Story = {
  args: { order: refundingOrder, showSubtotal: true },
  play: playOn(async (canvas) => {
    await expect(canvas.getAllByText('申请售后')).toHaveLength(1);
    await expect(canvas.getByRole('link', { name: '退款中' })).toBeInTheDocument();
  }),
};
export const RefundRefused: Story = { args: { order: completedOrder } };
export const LongNames: Story = { args: { order: longNamesOrder } };
export const ManyLines: Story = { args: { order: manyLinesOrder, showSubtotal: true } };
