import preview from '../storybook/preview';
import { docs } from '../storybook';
import { expect, within } from 'storybook/test';
import { vars } from '@mall/ui/theme';
import { chip, subpathConsumer, swatch, swatches } from './subpathConsumer.css';

const colours = Object.keys(vars.color) as Array<keyof typeof vars.color>;

function Palette() {
  return (
    <div>
      <p className={subpathConsumer} data-testid="subpath">
        本段文字的样式从 @mall/ui/theme 引入
      </p>
      <ul className={swatches}>
        {colours.map((name) => (
          <li key={name} className={swatch}>
            <span className={chip} style={{ background: vars.color[name] }} aria-hidden="true" />
            <code>{name}</code>
          </li>
        ))}
      </ul>
    </div>
  );
}

const meta = preview.meta({
  title: 'UI/Theme',
  component: Palette,
  parameters: docs(
    "The theme contract's colours under the default (national site) theme. Other libs' .css.ts " +
      'files import the theme from the `@mall/ui/theme` subpath (`vars`, `themeClass`, `sprinkles`, ' +
      '`visuallyHidden`), which does not pull the React components into the vanilla-extract compiler. ' +
      'This page itself is styled through that subpath.',
  ),
});

export const Colours = meta.story({
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByTestId('subpath');
    // The default theme's brand red (#d4201a), applied through a class compiled from @mall/ui/theme.
    await expect(getComputedStyle(text).color).toBe('rgb(212, 32, 26)');
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(colours.length);
  },
});
