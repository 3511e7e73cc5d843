import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const row = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-start' });
export const grow = style({ flex: 1, minWidth: 0 });
/** Keeps the side button level with the input below the label. */
export const side = style({
  flexShrink: 0,
  marginTop: `calc(${vars.font.size.md} * ${vars.font.lineHeight.normal} + ${vars.space.xs})`,
});
export const captchaButton = style({
  flexShrink: 0,
  width: `calc(3 * ${vars.size.controlMd})`,
  height: vars.size.controlMd,
  padding: 0,
  border: `${vars.border.width} solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `${vars.border.focus} solid ${vars.color.focus}` } },
});
export const captchaImg = style({ display: 'block', width: '100%', height: '100%' });
