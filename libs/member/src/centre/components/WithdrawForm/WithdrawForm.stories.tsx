import preview from '@mall/ui/storybook/preview';
import { playOn, refusesFilled, withRouter } from '@mall/ui/storybook';
import { expect, fn } from 'storybook/test';
import { bankAccountsFixture, withdrawConfigFixture } from '../../fixtures';
import { WithdrawForm } from './WithdrawForm';

const meta = preview.meta({
  component: WithdrawForm,
  decorators: [withRouter()],
  args: {
    balance: 128800,
    config: withdrawConfigFixture,
    accounts: bankAccountsFixture.slice(0, 2),
    addAccountHref: '/member/account_edit',
    onSubmit: fn(),
  },
});

export const Ready = meta.story({
  play: playOn(async (canvas, { args }) => {
    await canvas.fill({ 提现金额: '100.5' });
    await expect(canvas.getByTestId('withdraw-fee')).toHaveTextContent('¥0.60');
    await expect(canvas.getByTestId('withdraw-arrival')).toHaveTextContent('¥99.90');
    await canvas.press('确认提现');
    await expect(args.onSubmit).toHaveBeenCalledWith({ bankAccountId: 1, amount: '100.50' });
  }),
});

export const RefusesOverBalance = meta.story({
  play: refusesFilled({ 提现金额: '1288.01' }, '确认提现', ['提现金额不能超过可提现余额 1288.00 元']),
});

export const NoAccount = meta.story({ args: { accounts: [] } });
export const Closed = meta.story({ args: { config: { ...withdrawConfigFixture, isOpen: false } } });
export const ServerError = meta.story({ args: { error: '可提现余额不足' } });
