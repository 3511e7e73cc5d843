import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });
export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  width: vars.size.dialogSm,
  maxWidth: '100%',
  margin: '0 auto',
});
export const sentTo = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textSecondary });
export const done = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  textAlign: 'center',
});
export const doneIcon = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlLg,
  height: vars.size.controlLg,
  borderRadius: vars.radius.full,
  background: vars.color.success,
  color: vars.color.textInverse,
  fontSize: vars.font.size.xl,
});
export const doneText = style({ margin: 0, fontSize: vars.font.size.lg });
