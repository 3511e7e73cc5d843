import preview from '@mall/ui/storybook/preview';
import { playOn, withRouter } from '@mall/ui/storybook';
import { expect, fn, userEvent, within } from 'storybook/test';
import { addressesFixture, manyAddresses } from '../../fixtures';
import { AddressList } from './AddressList';

const meta = preview.meta({
  component: AddressList,
  decorators: [withRouter()],
  args: {
    addresses: addressesFixture,
    max: 20,
    addHref: '/member/address_edit',
    editHref: (id: number) => `/member/address_edit?id=${id}`,
    onSetDefault: fn(),
    onDelete: fn(),
  },
});

export const Default = meta.story({
  play: playOn(async (canvas, { args }) => {
    const items = canvas.getAllByTestId('address-item');
    await expect(within(items[0]!).getByText('默认')).toBeInTheDocument();
    await userEvent.click(within(items[1]!).getByRole('button', { name: /设为默认/ }));
    await expect(args.onSetDefault).toHaveBeenCalledWith(2);
  }),
});

export const DeleteWithConfirm = meta.story({
  play: playOn(async (canvas, { args }) => {
    await userEvent.click(
      within(canvas.getAllByTestId('address-item')[2]!).getByRole('button', { name: /删除/ }),
    );
    await expect(args.onDelete).not.toHaveBeenCalled();
    await canvas.press('确认删除');
    await expect(args.onDelete).toHaveBeenCalledWith(3);
  }),
});

export const MaxReached = meta.story({
  args: { addresses: manyAddresses(20) },
  play: playOn(async (canvas) => {
    await canvas.shows('最多只能保存 20 个收货地址，请删除不用的地址后再新增');
    await expect(canvas.queryByRole('link', { name: /新增收货地址/ })).toBeNull();
  }),
});

export const Empty = meta.story({ args: { addresses: [] } });
export const Loading = meta.story({ args: { loading: true } });
export const ServerError = meta.story({ args: { error: '收货地址不存在' } });
