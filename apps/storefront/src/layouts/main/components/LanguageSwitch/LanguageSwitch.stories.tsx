import preview from '@mall/ui/storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LanguageSwitch } from './LanguageSwitch';

const meta = preview.meta({
  component: LanguageSwitch,
  args: { onChoose: fn() },
});

export const Chinese = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '中文' })).toHaveAttribute('aria-pressed', 'true');
  },
});

/** The page in English (the toolbar's language): English is pressed, the group is named in English. */
export const English = meta.story({
  globals: { locale: 'en-us' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('group', { name: 'Language' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '中文' }));
    await expect(args.onChoose).toHaveBeenCalledWith('zh-cn');
  },
});
