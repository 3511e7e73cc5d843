import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';
export const body = style({
  width: vars.size.dialogSm,
  maxWidth: '100%',
  margin: '0 auto',
});
export const sentTo = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textSecondary });
export const done = style({
  textAlign: 'center',
});
export const doneIcon = style({
  width: vars.size.controlLg,
  height: vars.size.controlLg,
  borderRadius: vars.radius.full,
  background: vars.color.success,
  color: vars.color.textInverse,
  fontSize: vars.font.size.xl,
});
export const doneText = style({ margin: 0, fontSize: vars.font.size.lg });
