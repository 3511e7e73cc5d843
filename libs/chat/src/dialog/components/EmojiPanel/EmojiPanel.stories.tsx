import preview from '@mall/ui/storybook/preview';
import { docs } from '@mall/ui/storybook';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EmojiPanel } from './EmojiPanel';

const meta = preview.meta({
  title: 'chat/dialog/EmojiPanel',
  component: EmojiPanel,
  parameters: docs(
    'The 47 chat emoji [emjoy_01] … [emjoy_47] as GIF buttons (mall-api draws the GIFs at /upload/chat/emoji/). ' +
      'Props: `onPick(code)` receives the tag to insert into the text, which counts as one character. One state.',
  ),
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
