import preview from '@mall/ui/storybook/preview';
import { playOn } from '@mall/ui/storybook';
import { expect, fn, userEvent } from 'storybook/test';
import { VerifyCodeForm } from './VerifyCodeForm';

const meta = preview.meta({
  component: VerifyCodeForm,
  args: { onSubmit: fn() },
});

export const Empty = meta.story();
export const RefusesMalformed = meta.story({
  play: playOn(async (canvas, { args }) => {
    await canvas.fill({ 核销码: 'ZT-88' });
    await canvas.press('查询');
    await canvas.shows('核销码为 6-32 位字母或数字');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(canvas.getByLabelText('核销码'));
    await canvas.fill({ 核销码: ' ZT8842169350 ' });
    await canvas.press('查询');
    await expect(args.onSubmit).toHaveBeenCalledWith('ZT8842169350');
  }),
});
export const Searching = meta.story({ args: { searching: true } });
export const NotFound = meta.story({ args: { error: '没有找到核销码“ZT0000000000”，请确认后重试' } });
