import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import { closedDetail, completedDetail, longNamesOrder, detailOf, reviewingDetail, shippedDetail, unpaidDetail } from '../../fixtures';
import { OrderInfo } from './OrderInfo';

const meta = {
  title: 'member/orders/OrderInfo',
  component: OrderInfo,
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
          'The facts of an order on its detail page: number, shop, delivery type, payment method and time (an ' +
          'offline transfer links to /member/paytickets), the other times, the invoice (or 不开发票) and the ' +
          "buyer's message. Props: `order`. States: unpaid, offline transfer under review, paid with invoice, " +
          'completed, closed, long shop name.',
      },
    },
  },
  args: { order: shippedDetail },
} satisfies Meta<typeof OrderInfo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PaidWithInvoice: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('普通发票')).toBeInTheDocument();
  },
};
export const Unpaid: Story = { args: { order: unpaidDetail } };
export const OfflineTransfer: Story = {
  args: { order: reviewingDetail },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: '查看转账凭证' })).toHaveAttribute(
      'href',
      '/member/paytickets?order_id=10',
    );
  },
};
export const Completed: Story = { args: { order: completedDetail } };
export const Closed: Story = { args: { order: closedDetail } };
export const LongShopName: Story = { args: { order: detailOf(longNamesOrder) } };
