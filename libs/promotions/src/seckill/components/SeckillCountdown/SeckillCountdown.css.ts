import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';
export const label = style({ color: vars.color.textSecondary, fontSize: vars.font.size.sm });
export const time = style({
  padding: `0 ${vars.space.xs}`,
  color: vars.color.onBrand,
  background: vars.color.price,
  borderRadius: vars.radius.sm,
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.font.weight.bold,
});
export const done = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });
