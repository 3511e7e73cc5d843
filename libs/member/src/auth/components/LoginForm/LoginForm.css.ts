import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  width: vars.size.dialogSm,
  padding: vars.space.xl,
  background: vars.color.surface,
  border: `${vars.border.width} solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
});
/** The form without its frame, inside the login tabs. */
export const bare = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const heading = style({ fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold });
export const field = style({
  fontSize: vars.font.size.sm,
});
export const input = style({
  height: vars.size.controlMd,
  padding: `0 ${vars.space.sm}`,
  border: `${vars.border.width} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.danger } },
});
export const captchaImg = style({ width: '100%', height: '100%' });
export const check = style({
  fontSize: vars.font.size.xs,
});
