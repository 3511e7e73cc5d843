import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const root = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.sm,
  border: `${vars.border.width} solid ${vars.color.border}`,
  background: vars.color.surface,
});
export const tone = styleVariants({
  success: { borderColor: vars.color.success },
  info: { borderColor: vars.color.info },
  warning: { borderColor: vars.color.warning },
  error: { borderColor: vars.color.danger },
});
export const icon = style({
  flex: 'none',
  width: vars.size.iconLg,
  height: vars.size.iconLg,
  borderRadius: vars.radius.full,
  color: vars.color.textInverse,
  fontWeight: vars.font.weight.bold,
  // Large bold text, so white on every tone colour passes AA contrast.
  fontSize: vars.font.size.xxl,
});
export const iconTone = styleVariants({
  success: { background: vars.color.success },
  info: { background: vars.color.info },
  warning: { background: vars.color.warning },
  error: { background: vars.color.danger },
});
export const body = style({ minWidth: 0 });
export const title = style({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold });
export const text = style({ margin: 0, color: vars.color.textSecondary });
export const actions = style({ marginTop: vars.space.sm });
