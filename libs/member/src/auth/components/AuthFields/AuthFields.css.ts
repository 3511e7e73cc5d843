import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';
import { captchaFrame } from '../../form.css';
export const grow = style({ flex: 1, minWidth: 0 });
/** Keeps the side button level with the input below the label. */
export const side = style({
  flexShrink: 0,
  marginTop: `calc(${vars.font.size.md} * ${vars.font.lineHeight.normal} + ${vars.space.xs})`,
});
export const captchaButton = style([
  captchaFrame,
  { selectors: { '&:focus-visible': { outline: `${vars.border.focus} solid ${vars.color.focus}` } } },
]);
export const captchaImg = style({ display: 'block', width: '100%', height: '100%' });
