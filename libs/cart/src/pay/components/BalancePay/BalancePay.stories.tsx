import type { Meta, StoryObj } from '@storybook/react-vite';
import { docs, playOn } from '@mall/ui/storybook';
import { expect } from 'storybook/test';
import { BalancePay } from './BalancePay';

const meta = {
  title: 'cart/pay/BalancePay',
  component: BalancePay,
  parameters: docs(
    'Details of 余额支付 under the method picker. Props: `balance` and `amount` (yuan strings). Shows the ' +
      'balance, this payment and the balance after paying (computed in fen); when the balance is short it ' +
      'says by how much instead. States: enough, insufficient, exactly enough.',
  ),
  args: { balance: '1288.00', amount: '347.90' },
} satisfies Meta<typeof BalancePay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Enough: Story = {
  play: playOn(async (canvas) => {
    await expect(canvas.getByTestId('balance-after')).toHaveTextContent('940.10');
  }),
};
export const Insufficient: Story = {
  args: { balance: '100.00' },
  play: playOn(async (canvas) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('还差 247.90 元');
  }),
};
export const ExactlyEnough: Story = { args: { balance: '347.90' } };
