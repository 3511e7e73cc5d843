import preview from '@mall/ui/storybook/preview';
import { playOn } from '@mall/ui/storybook';
import { expect, fn, userEvent, within } from 'storybook/test';
import { addressesFixture, loadRegionsFixture } from '../../fixtures';
import { AddressPicker } from './AddressPicker';

const meta = preview.meta({
  component: AddressPicker,
  args: {
    addresses: addressesFixture,
    selectedId: 11,
    onSelect: fn(),
    onAdd: fn(async () => null),
    loadRegions: loadRegionsFixture,
  },
});

export const Normal = meta.story({
  play: playOn(async (canvas, { args }) => {
    const cards = within(canvas.getByRole('list', { name: '选择收货地址' })).getAllByRole('button');
    await expect(cards[0]).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(cards[2]);
    await expect(args.onSelect).toHaveBeenCalledWith(13);
  }),
});

export const NoAddress = meta.story({
  args: { addresses: [], selectedId: null },
  play: playOn(async (canvas) => {
    await canvas.shows('您还没有收货地址，请先新增一个收货地址');
    await expect(canvas.getByRole('form', { name: '新增收货地址' })).toBeInTheDocument();
  }),
});

export const AddFormValidates = meta.story({
  play: playOn(async (canvas, { args }) => {
    await canvas.press('新增收货地址');
    await canvas.press('保存并使用');
    await canvas.shows('请输入正确的手机号');
    await expect(args.onAdd).not.toHaveBeenCalled();
    await canvas.press('取消');
    await expect(canvas.queryByRole('form')).toBeNull();
  }),
});

export const LongNamesSelected = meta.story({ args: { selectedId: 13 } });
export const Pickup = meta.story({ args: { pickup: true } });
