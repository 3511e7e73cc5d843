import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const status = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
});
export const statusText = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold });
export const goods = style({ paddingBottom: vars.space.md, borderBottom: `${vars.border.width} solid ${vars.color.border}` });
