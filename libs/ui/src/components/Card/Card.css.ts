import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const card = style({
  background: vars.color.surface,
  padding: vars.space.lg,
  borderRadius: vars.radius.sm,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});
export const head = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  borderBottom: `${vars.border.width} solid ${vars.color.border}`,
  paddingBottom: vars.space.sm,
});
export const title = style({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold, margin: 0 });
