import { style } from '@vanilla-extract/css';
import { sprinkles, vars } from '@mall/ui/theme';

/** What the checkout sections' text shares (the sections themselves are the member page cards). */
export const muted = sprinkles({ color: 'textMuted', fontSize: 'sm', margin: 'none' });
export const error = sprinkles({ color: 'danger', fontSize: 'sm', margin: 'none' });
export const link = style([
  sprinkles({ color: 'link', fontSize: 'sm' }),
  { selectors: { '&:hover': { color: vars.color.linkHover } } },
]);
