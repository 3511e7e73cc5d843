import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { refusedWithdrawalFixture, withdrawalFixture } from '../../fixtures';
import { WithdrawalDetail } from './WithdrawalDetail';

const meta = {
  title: 'member/centre/WithdrawalDetail',
  component: WithdrawalDetail,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'One withdrawal (/member/withdrawal_detail): progress steps (提交申请 → 平台审核 → 转账到账), amounts, ' +
          'the receiving account (masked) and, when refused, the reason. Props: `withdrawal`. States: ' +
          'transferred, pending, refused.',
      },
    },
  },
  args: { withdrawal: withdrawalFixture },
} satisfies Meta<typeof WithdrawalDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Transferred: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('withdrawal-status')).toHaveTextContent('已转账');
  },
};
export const Pending: Story = {
  args: { withdrawal: { ...withdrawalFixture, status: 'PENDING', statusName: '待审核', paymentTime: 0 } },
};
export const Refused: Story = {
  args: { withdrawal: refusedWithdrawalFixture },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('收款账户实名信息与会员不一致，请核对后重新申请')).toBeInTheDocument();
  },
};
