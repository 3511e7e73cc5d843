import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';
// The label takes its container's colour: on the red banner of a promotion's detail a grey label was 1.1:1.
export const label = style({ color: 'inherit', fontSize: vars.font.size.sm });
export const time = style({
  padding: `0 ${vars.space.xs}`,
  color: vars.color.onBrand,
  background: vars.color.price,
  borderRadius: vars.radius.sm,
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.font.weight.bold,
});
export const done = style({ color: 'inherit', fontSize: vars.font.size.sm });
