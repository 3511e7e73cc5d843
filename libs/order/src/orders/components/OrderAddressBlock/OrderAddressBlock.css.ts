import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';
export const title = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold });
export const code = style({
  fontFamily: vars.font.familyNumeric,
  fontSize: vars.font.size.lg,
  letterSpacing: '0.1em',
  color: vars.color.brand,
  marginRight: vars.space.md,
});
