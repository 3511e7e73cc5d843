import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@mall/ui';

export const badge = recipe({
  base: {
    display: 'inline-block',
    padding: `0 ${vars.space.xs}`,
    borderRadius: vars.radius.sm,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.normal,
    whiteSpace: 'nowrap',
    border: `${vars.border.width} solid currentColor`,
  },
  variants: {
    tone: {
      neutral: { color: vars.color.textSecondary },
      success: { color: vars.color.success },
      warning: { color: vars.color.warning },
      danger: { color: vars.color.danger },
      info: { color: vars.color.info },
    },
  },
  defaultVariants: { tone: 'neutral' },
});
