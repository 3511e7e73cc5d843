import preview from '@mall/ui/storybook/preview';
import { playOn, withRouter } from '@mall/ui/storybook';
import { expect, fn, userEvent, within } from 'storybook/test';
import { bankAccountsFixture } from '../../fixtures';
import { BankAccountList } from './BankAccountList';

const meta = preview.meta({
  component: BankAccountList,
  decorators: [withRouter()],
  args: {
    accounts: bankAccountsFixture,
    max: 20,
    addHref: '/member/account_edit',
    editHref: (id: number) => `/member/account_edit?id=${id}`,
    onSetDefault: fn(),
    onDelete: fn(),
  },
});

export const ThreeTypes = meta.story({
  play: playOn(async (canvas, { args }) => {
    const items = canvas.getAllByTestId('bank-account-item');
    await expect(within(items[0]!).getByText('622****8888')).toBeInTheDocument();
    await userEvent.click(within(items[2]!).getByRole('button', { name: /设为默认/ }));
    await expect(args.onSetDefault).toHaveBeenCalledWith(3);
  }),
});
export const Empty = meta.story({ args: { accounts: [] } });
export const ServerError = meta.story({ args: { error: '提现账户不存在' } });
