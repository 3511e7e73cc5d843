import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';
export const label = style({ flex: `0 0 calc(${vars.size.controlLg} * 1.5)`, color: vars.color.textSecondary, fontSize: vars.font.size.sm });
export const body = style({ minWidth: 0 });
export const rules = style({ margin: 0 });
export const kind = style({
  padding: `0 ${vars.space.xs}`,
  color: vars.color.onBrand,
  background: vars.color.brand,
  borderRadius: vars.radius.sm,
  fontSize: vars.font.size.xs,
});
export const rule = style({
  padding: `0 ${vars.space.xs}`,
  color: vars.color.brand,
  border: `${vars.border.width} solid ${vars.color.brand}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.font.size.xs,
});
export const meta = style({ margin: 0, color: vars.color.textSecondary, fontSize: vars.font.size.xs });
