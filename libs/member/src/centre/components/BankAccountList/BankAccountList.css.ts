import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const line = style({ margin: 0 });
export const type = style({
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  fontSize: vars.font.size.sm,
});
export const account = style({
  margin: 0,
  fontFamily: vars.font.familyNumeric,
  wordBreak: 'break-all',
});
