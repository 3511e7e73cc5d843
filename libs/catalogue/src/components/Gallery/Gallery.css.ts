import { createVar, style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const lensX = createVar();
export const lensY = createVar();
export const zoomImage = createVar();

const mainSize = `calc(${vars.size.dialogSm} * 0.9)`;

export const root = style({ width: mainSize });

export const stage = style({ position: 'relative' });

export const main = style({
  position: 'relative',
  width: mainSize,
  height: mainSize,
  border: `${vars.border.width} solid ${vars.color.border}`,
  background: vars.color.surface,
  cursor: 'crosshair',
  overflow: 'hidden',
});

export const mainImage = style({ width: '100%', height: '100%' });

export const lens = style({
  position: 'absolute',
  left: `clamp(0%, calc(${lensX} - 20%), 60%)`,
  top: `clamp(0%, calc(${lensY} - 20%), 60%)`,
  width: '40%',
  height: '40%',
  background: vars.color.overlay,
  opacity: 0.3,
  pointerEvents: 'none',
});

export const zoomPane = style({
  position: 'absolute',
  top: 0,
  left: `calc(100% + ${vars.space.md})`,
  width: mainSize,
  height: mainSize,
  zIndex: vars.zIndex.flyout,
  border: `${vars.border.width} solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  backgroundImage: zoomImage,
  backgroundRepeat: 'no-repeat',
  backgroundSize: '250%',
  backgroundPosition: `${lensX} ${lensY}`,
  boxShadow: vars.shadow.lg,
});

export const zoomButton = style({
  position: 'absolute',
  right: vars.space.xs,
  bottom: vars.space.xs,
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  fontSize: vars.font.size.xs,
  color: vars.color.text,
  background: vars.color.surface,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  cursor: 'zoom-in',
  selectors: { '&:focus-visible': { outline: `${vars.border.focus} solid ${vars.color.focus}` } },
});

export const thumbs = style({ margin: 0, padding: 0, listStyle: 'none' });

export const thumb = style({
  display: 'block',
  width: `calc(${vars.size.controlLg} * 1.5)`,
  height: `calc(${vars.size.controlLg} * 1.5)`,
  padding: 0,
  border: `${vars.border.widthStrong} solid ${vars.color.border}`,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `${vars.border.focus} solid ${vars.color.focus}` } },
});

export const thumbActive = style({ borderColor: vars.color.brand });

export const thumbImage = style({ width: '100%', height: '100%' });

export const dialogImage = style({ width: '100%', maxHeight: '70vh' });
