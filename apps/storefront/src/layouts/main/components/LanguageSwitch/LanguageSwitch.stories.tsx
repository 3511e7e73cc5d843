import preview from '@mall/ui/storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LanguageSwitch } from './LanguageSwitch';

const meta = preview.meta({
  component: LanguageSwitch,
  args: { onChoose: fn(() => new Promise<void>(() => undefined)) },
});

export const Chinese = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '中文' })).toHaveAttribute('aria-pressed', 'true');
  },
});

/** English chosen, its resources still loading: the buttons say they are busy. */
export const Loading = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'English' }));
    await expect(args.onChoose).toHaveBeenCalledWith('en-us');
    await expect(canvas.getByRole('button', { name: 'English' })).toHaveAttribute('aria-busy', 'true');
  },
});
