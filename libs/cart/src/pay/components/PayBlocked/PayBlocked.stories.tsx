import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import { PayBlocked } from './PayBlocked';

const meta = {
  title: 'cart/pay/PayBlocked',
  component: PayBlocked,
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'Shown on /pay and /orderPay instead of the payment form when nothing is left to pay, so an order is ' +
          'never paid twice. Props: `stage` (paid, reviewing, closed), `orderId` (for the 付款凭证 link while ' +
          'under review). Every state links to the order list.',
      },
    },
  },
  args: { stage: 'paid' },
} satisfies Meta<typeof PayBlocked>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Paid: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: '查看我的订单' })).toHaveAttribute('href', '/member/order_list');
  },
};
export const Reviewing: Story = {
  args: { stage: 'reviewing', orderId: 3 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: '查看付款凭证' })).toHaveAttribute('href', '/member/paytickets?order_id=3');
  },
};
export const Closed: Story = { args: { stage: 'closed' } };
