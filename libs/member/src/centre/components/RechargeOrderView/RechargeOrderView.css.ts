import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';
export const pay = style({ maxWidth: '36em' });
export const demo = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.font.size.sm,
  color: vars.color.textSecondary,
});
