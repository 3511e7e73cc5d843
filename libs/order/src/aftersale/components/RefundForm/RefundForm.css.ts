import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const goods = style({
  padding: vars.space.md,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
});
export const type = style({ margin: 0,  });
