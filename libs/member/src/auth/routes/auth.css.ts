import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

/** The auth pages' main area: a soft band with the form panel in the middle. */
export const page = style({
  padding: `${vars.space.xxxl} ${vars.space.lg}`,
  background: vars.color.brandSoft,
});
/** White content pages (register choice, find password, licence). */
export const plain = style({
  padding: `${vars.space.xxxl} ${vars.space.lg}`,
});
export const panel = style({
  width: vars.size.dialogSm,
  maxWidth: '100%',
  padding: vars.space.xl,
  background: vars.color.surface,
  border: `${vars.border.width} solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
});
export const widePanel = style({ width: vars.size.dialogMd, maxWidth: '100%' });
