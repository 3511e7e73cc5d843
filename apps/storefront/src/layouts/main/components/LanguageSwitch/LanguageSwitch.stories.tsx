import preview from '@mall/ui/storybook/preview';
import { docs } from '@mall/ui/storybook';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LanguageSwitch } from './LanguageSwitch';

const meta = preview.meta({
  title: 'storefront/layout/LanguageSwitch',
  component: LanguageSwitch,
  parameters: docs(
    'The 中文 / English switch of the top bar. The current language is pressed (aria-pressed); ' +
      'choosing the other one calls `onChoose(lang)` — by default `chooseLanguage` from @mall/i18n: ' +
      'it writes the `mall_lang` cookie (365 days, path /, SameSite=Lax), fetches en-us (its own ' +
      'chunk) and switches every string, the page title and `<html lang>`. Props: `onChoose` ' +
      '(stories and tests pass a spy). States: Chinese (default), busy while the language loads ' +
      '(aria-busy; a second click is ignored). Labels are language names, so no long-name state.',
  ),
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
