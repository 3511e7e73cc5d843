import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const agreements = style({
  fontSize: vars.font.size.xs,
});
export const agreementLink = style({
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.color.link,
  cursor: 'pointer',
  fontSize: vars.font.size.xs,
  selectors: { '&:hover': { color: vars.color.linkHover, textDecoration: 'underline' } },
});
export const footer = style({
  fontSize: vars.font.size.xs,
});
