import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const floatLayer = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  background: vars.color.overlay,
});
// The seed's picture is 400 × 500: a fixed box, so the picture loading moves nothing.
export const floatBox = style({ position: 'relative', width: '400px', maxWidth: vars.size.dialogMd });
export const image = style({ display: 'block', width: '100%', height: 'auto', aspectRatio: '4 / 5' });
export const floatClose = style({
  position: 'absolute',
  top: `calc(-1 * ${vars.size.iconMd})`,
  right: 0,
  width: vars.size.iconMd,
  height: vars.size.iconMd,
  border: 'none',
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  cursor: 'pointer',
});
