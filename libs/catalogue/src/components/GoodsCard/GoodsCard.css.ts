import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `${vars.border.width} solid transparent`,
  transition: `border-color ${vars.motion.fast} ${vars.motion.easing}, box-shadow ${vars.motion.fast}`,
  color: vars.color.text,
  textDecoration: 'none',
  minWidth: 0,
  selectors: {
    '&:hover': { borderColor: vars.color.border, boxShadow: vars.shadow.md },
  },
});

export const imageBox = style({
  position: 'relative',
  aspectRatio: '1 / 1',
  overflow: 'hidden',
  background: vars.color.surfaceMuted,
});

export const image = style({ width: '100%', height: '100%' });

export const badge = style({
  position: 'absolute',
  top: vars.space.xs,
  left: vars.space.xs,
  padding: `0 ${vars.space.xs}`,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontSize: vars.font.size.xs,
  borderRadius: vars.radius.sm,
});

export const name = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  // Two lines tall even for a short name, so cards in a row line up.
  minHeight: `calc(2 * ${vars.font.lineHeight.normal} * ${vars.font.size.sm})`,
  wordBreak: 'break-all',
});
