import preview from '@mall/ui/storybook/preview';
import { playOn } from '@mall/ui/storybook';
import { expect, fn } from 'storybook/test';
import { ConfirmDialog } from './ConfirmDialog';

// Its title from before it moved here from the member centre, so the story id and baselines stay.
const meta = preview.meta({
  title: 'member/centre/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    title: '删除收货地址',
    children: '确定删除收货人“阿依古丽·买买提明”的地址吗？',
    onConfirm: fn(),
    onCancel: fn(),
  },
});

export const Open = meta.story({
  play: playOn(async (canvas, { args }) => {
    await canvas.press('确认删除');
    await expect(args.onConfirm).toHaveBeenCalled();
  }),
});

export const Pending = meta.story({ args: { pending: true } });
