// The goods card of the promotion pages (seckill, group buying, topics): one look for all three.
import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const card = style({
  padding: vars.space.md,
  background: vars.color.surface,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
});
export const imageLink = style({ position: 'relative', display: 'block' });
export const image = style({ width: '100%', aspectRatio: '1 / 1', objectFit: 'cover', borderRadius: vars.radius.sm });
/** Over the whole image: sold out, full, ended. */
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
export const bar = style({ flex: 1, height: vars.space.sm, background: vars.color.surfaceMuted, borderRadius: vars.radius.full, overflow: 'hidden' });
export const fill = style({ height: '100%', background: vars.color.price });
/** Secondary text: the sold share, a label. */
export const muted = style({ color: vars.color.textSecondary, fontSize: vars.font.size.sm, whiteSpace: 'nowrap' });
const button = {
  display: 'block',
  textAlign: 'center',
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  textDecoration: 'none',
} as const;
/** The card's call to action (buy now, join). */
export const action = style({ ...button, background: vars.color.price, selectors: { '&, &:link, &:visited, &:hover': { color: vars.color.onBrand } } });
export const disabled = style({ ...button, color: vars.color.textSecondary, background: vars.color.surfaceMuted });
