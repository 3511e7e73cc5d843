import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const panel = style({
  gridTemplateColumns: 'repeat(12, 1fr)',
  padding: vars.space.sm,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.md,
});
export const cell = style({
  padding: vars.space.xxs,
  border: 'none',
  background: 'transparent',
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  ':hover': { background: vars.color.surfaceHover },
});
export const img = style({ width: vars.size.iconMd, height: vars.size.iconMd, display: 'block' });
