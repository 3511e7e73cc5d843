import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const root = style({
  fontSize: vars.font.size.xs,
});
export const bars = style({ flex: 1 });
export const bar = style({
  flex: 1,
  height: vars.space.xs,
  borderRadius: vars.radius.sm,
  background: vars.color.border,
});
export const filled = styleVariants({
  weak: { background: vars.color.danger },
  medium: { background: vars.color.warning },
  strong: { background: vars.color.success },
});
export const label = style({ color: vars.color.textSecondary, whiteSpace: 'nowrap' });
export const rule = style({ color: vars.color.textMuted });
