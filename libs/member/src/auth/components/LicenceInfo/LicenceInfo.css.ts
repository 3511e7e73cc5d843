import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const root = style({
  width: vars.size.dialogMd,
  maxWidth: '100%',
});
export const heading = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  textAlign: 'center',
});
export const intro = style({
  margin: 0,
  color: vars.color.textSecondary,
  fontSize: vars.font.size.sm,
  textAlign: 'center',
});
export const list = style({
  gridTemplateColumns: 'max-content 1fr',
  margin: 0,
  border: `${vars.border.width} solid ${vars.color.border}`,
});
export const term = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surfaceMuted,
  color: vars.color.textSecondary,
  fontSize: vars.font.size.sm,
  borderBottom: `${vars.border.width} solid ${vars.color.border}`,
});
export const value = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontSize: vars.font.size.sm,
  wordBreak: 'break-all',
  borderBottom: `${vars.border.width} solid ${vars.color.border}`,
});
/** One dt/dd pair; its box disappears so both sit in the grid. */
export const row = style({ display: 'contents' });
