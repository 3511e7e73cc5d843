import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import { payOrdersFixture } from '../../fixtures';
import { PayResult } from './PayResult';

const meta = {
  title: 'cart/pay/PayResult',
  component: PayResult,
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
          'The body of /result, from the orders’ states read again after paying. Props: `state` (success, ' +
          'reviewing, failed, closed), `orders` (orderId, orderNo; links to /member/order_detail), `amount`, ' +
          '`methodName`, `payTime` (success only). Success shows 支付成功 with amount, method, time, order ' +
          'links and 继续购物; failed offers 重新支付 (/pay); reviewing links to the certificates; closed ' +
          'to the order list.',
      },
    },
  },
  args: { state: 'success', orders: payOrdersFixture, amount: '347.90', methodName: '余额支付', payTime: 1_741_579_200 },
} satisfies Meta<typeof PayResult>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '支付成功' })).toBeInTheDocument();
    await expect(canvas.getByTestId('result-amount')).toHaveTextContent('347.90');
    await expect(canvas.getByRole('link', { name: '继续购物' })).toHaveAttribute('href', '/');
  },
};
export const Failed: Story = {
  args: { state: 'failed' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: '重新支付' })).toHaveAttribute('href', '/pay?order_ids=3,4');
  },
};
export const Reviewing: Story = { args: { state: 'reviewing' } };
export const Closed: Story = { args: { state: 'closed' } };
export const DemoPaid: Story = { args: { methodName: '演示支付（不扣款）', orders: payOrdersFixture.slice(0, 1), amount: '268.00' } };
