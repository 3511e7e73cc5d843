import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const pay = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, maxWidth: '36em' });
export const demo = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.font.size.sm,
  color: vars.color.textSecondary,
});
