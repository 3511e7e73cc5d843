import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

/** Page-level bits of the member centre's route modules. */
export const summary = style({
  padding: vars.space.md,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.sm,
});
export const summaryItem = style({ margin: 0 });
export const big = style({ fontSize: vars.font.size.xxl, fontFamily: vars.font.familyNumeric });
