import type { Meta, StoryObj } from '@storybook/react-vite';
import { docs, playOn } from '@mall/ui/storybook';
import { expect } from 'storybook/test';
import { refusedWithdrawalFixture, withdrawalFixture } from '../../fixtures';
import { WithdrawalDetail } from './WithdrawalDetail';

const meta = {
  title: 'member/centre/WithdrawalDetail',
  component: WithdrawalDetail,
  parameters: docs(
    'One withdrawal (/member/withdrawal_detail): progress steps (提交申请 → 平台审核 → 转账到账), amounts, ' +
      'the receiving account (masked) and, when refused, the reason. Props: `withdrawal`. States: ' +
      'transferred, pending, refused.',
  ),
  args: { withdrawal: withdrawalFixture },
} satisfies Meta<typeof WithdrawalDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Transferred: Story = {
  play: playOn(async (canvas) => {
    await expect(canvas.getByTestId('withdrawal-status')).toHaveTextContent('已转账');
  }),
};
export const Pending: Story = {
  args: { withdrawal: { ...withdrawalFixture, status: 'PENDING', statusName: '待审核', paymentTime: 0 } },
};
export const Refused: Story = {
  args: { withdrawal: refusedWithdrawalFixture },
  play: playOn(async (canvas) => {
    await canvas.shows('收款账户实名信息与会员不一致，请核对后重新申请');
  }),
};
