import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

/** Styles shared by the auth forms (login, register, find password); each form is a Stack, space md. */
export const heading = style({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold });
export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.font.size.sm });
export const notice = style({ margin: 0, color: vars.color.success, fontSize: vars.font.size.sm });
export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.xs });
export const links = style({ fontSize: vars.font.size.xs });
/** The captcha image button's box (the login form's as it is; the auth fields add a focus ring). */
export const captchaFrame = style({
  flexShrink: 0,
  width: `calc(3 * ${vars.size.controlMd})`,
  height: vars.size.controlMd,
  padding: 0,
  border: `${vars.border.width} solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
  cursor: 'pointer',
});
