import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
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

const meta = {
  title: 'member/orders/OrderStatusSteps',
  component: OrderStatusSteps,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The status header of the order detail page: the status in words, a hint (剩余付款时间 countdown while ' +
          'unpaid, automatic receipt time when shipped, review of a transfer, close reason) and the steps 提交订单 → ' +
          '付款 → 发货 → 收货 → 完成 with their times; pickup and virtual orders say 备货/提货 and 发码/核销. Props: ' +
          '`order`, `onPayExpired` (the page reloads). States: each status, pickup, local, virtual.',
      },
    },
  },
  args: { order: unpaidDetail },
} satisfies Meta<typeof OrderStatusSteps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unpaid: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/剩余付款时间/)).toBeInTheDocument();
  },
};
export const Reviewing: Story = { args: { order: reviewingDetail } };
export const Shipped: Story = {
  args: { order: shippedDetail },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/将自动确认收货/)).toBeInTheDocument();
  },
};
export const Completed: Story = { args: { order: completedDetail } };
export const Closed: Story = {
  args: { order: closedDetail },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('关闭原因：我不想买了')).toBeInTheDocument();
  },
};
export const Pickup: Story = { args: { order: pickupDetail } };
export const LocalDelivery: Story = { args: { order: localDetail } };
export const Virtual: Story = {
  args: { order: virtualDetail },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('核销')).toBeInTheDocument();
  },
};
