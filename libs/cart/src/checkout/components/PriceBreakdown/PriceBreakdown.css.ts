import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const list = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs, alignItems: 'flex-end' });
export const row = style({ display: 'flex', gap: vars.space.lg, justifyContent: 'flex-end', minWidth: '16em' });
export const label = style({ color: vars.color.textSecondary, flex: 1, textAlign: 'right' });
export const value = style({ margin: 0, minWidth: '7em', textAlign: 'right' });
export const footer = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'flex-end',
  gap: vars.space.lg,
  flexWrap: 'wrap',
  borderTop: `${vars.border.width} solid ${vars.color.border}`,
  paddingTop: vars.space.md,
});
export const total = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, flex: 1, minWidth: 0 });
export const totalLine = style({ display: 'flex', alignItems: 'baseline', gap: vars.space.sm, fontWeight: vars.font.weight.bold });
export const destination = style({ color: vars.color.textSecondary, fontSize: vars.font.size.sm, wordBreak: 'break-all' });
export const submit = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: vars.space.xs });
