import preview from '@mall/ui/storybook/preview';
import { playOn } from '@mall/ui/storybook';
import { expect } from 'storybook/test';
import { refusedWithdrawalFixture, withdrawalFixture } from '../../fixtures';
import { WithdrawalDetail } from './WithdrawalDetail';

const meta = preview.meta({
  component: WithdrawalDetail,
  args: { withdrawal: withdrawalFixture },
});

export const Transferred = meta.story({
  play: playOn(async (canvas) => {
    await expect(canvas.getByTestId('withdrawal-status')).toHaveTextContent('已转账');
  }),
});
export const Pending = meta.story({
  args: { withdrawal: { ...withdrawalFixture, status: 'PENDING', statusName: '待审核', paymentTime: 0 } },
});
export const Refused = meta.story({
  args: { withdrawal: refusedWithdrawalFixture },
  play: playOn(async (canvas) => {
    await canvas.shows('收款账户实名信息与会员不一致，请核对后重新申请');
  }),
});
