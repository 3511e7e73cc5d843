import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const panel = style({ fontSize: vars.font.size.xs });
export const heading = style({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.bold, margin: 0 });
export const item = style({
  padding: vars.space.xs,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
});
export const send = style({
  alignSelf: 'flex-end',
  border: `${vars.border.width} solid ${vars.color.brand}`,
  color: vars.color.brand,
  background: vars.color.surface,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  padding: `0 ${vars.space.xs}`,
});
export const muted = style({ color: vars.color.textSecondary });
