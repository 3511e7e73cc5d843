import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const banner = style({ position: 'relative', display: 'flex', justifyContent: 'center', overflow: 'hidden' });
export const link = style({ display: 'block', maxWidth: vars.layout.contentWidth, width: '100%' });
// Height from the width and the picture's ratio (its width/height attributes until it loads).
export const image = style({ width: '100%', height: 'auto' });
export const close = style({
  position: 'absolute',
  top: vars.space.xs,
  right: vars.space.sm,
  width: vars.size.iconMd,
  height: vars.size.iconMd,
  border: 'none',
  borderRadius: vars.radius.full,
  background: vars.color.overlay,
  color: vars.color.textInverse,
  cursor: 'pointer',
  lineHeight: 1,
  fontSize: vars.font.size.md,
});
