import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
});
export const imageLink = style({ position: 'relative', display: 'block' });
export const image = style({ width: '100%', aspectRatio: '1 / 1', objectFit: 'cover', borderRadius: vars.radius.sm });
export const cover = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: vars.color.onBrand,
  background: vars.color.overlay,
  fontSize: vars.font.size.xl,
  borderRadius: vars.radius.sm,
});
export const name = style({
  color: vars.color.text,
  textDecoration: 'none',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  selectors: { '&:hover': { color: vars.color.brand } },
});
export const label = style({ color: vars.color.textSecondary, fontSize: vars.font.size.sm });
