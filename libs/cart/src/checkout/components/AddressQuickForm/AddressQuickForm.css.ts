import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxWidth: '40em',
  padding: vars.space.md,
  border: `${vars.border.width} dashed ${vars.color.border}`,
  borderRadius: vars.radius.sm,
});
export const row = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.md });
