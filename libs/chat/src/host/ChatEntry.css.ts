import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const reset = style({ border: 'none', background: 'transparent', cursor: 'pointer', font: 'inherit' });
/** Inline beside a shop's name (goods detail, shop header, orders): looks like a link. */
export const link = style({
  padding: 0,
  color: vars.color.link,
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${vars.color.link}`, outlineOffset: 2 },
  },
});
