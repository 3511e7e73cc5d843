import preview from '@mall/ui/storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EmojiPanel } from './EmojiPanel';

const meta = preview.meta({
  component: EmojiPanel,
  args: { onPick: fn() },
});

export const All47 = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button')).toHaveLength(47);
    await userEvent.click(canvas.getByRole('button', { name: '[emjoy_47]' }));
    await expect(args.onPick).toHaveBeenCalledWith('[emjoy_47]');
  },
});
