import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

/** The framed form (a Stack, space md). */
export const form = style({
  width: vars.size.dialogSm,
  padding: vars.space.xl,
  background: vars.color.surface,
  border: `${vars.border.width} solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
});
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
