import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const home = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });
export const top = style({
  display: 'grid',
  gridTemplateColumns: `1fr calc(${vars.size.categoryList} + ${vars.space.xxxl} + ${vars.space.xl})`,
  gap: vars.space.md,
});
export const floors = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxl });
export const floatLayer = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: vars.color.overlay,
});
export const floatBox = style({ position: 'relative', maxWidth: vars.size.dialogMd });
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
