import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

// The tile of lists and floors: one link around picture, name, tags and price.

/** The link itself: a column, space xs (from the sprinkles). */
export const card = style({
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

// The activity card of the promotion pages (seckill, group-buy, topic): picture and name link to the
// activity's goods page; the sold bar and the call to action below the price.
export const activity = style({
  padding: vars.space.md,
  background: vars.color.surface,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
});
export const activityImageLink = style({ position: 'relative', display: 'block' });
export const activityImage = style({ width: '100%', aspectRatio: '1 / 1', objectFit: 'cover', borderRadius: vars.radius.sm });
/** Over the whole image: sold out, full, ended. */
export const cover = style({
  position: 'absolute',
  inset: 0,
  color: vars.color.onBrand,
  // Dark enough for white text over any picture (已抢光 over a light one was below 4.5:1).
  background: `color-mix(in srgb, ${vars.color.toast} 85%, transparent)`,
  fontSize: vars.font.size.xl,
  borderRadius: vars.radius.sm,
});
export const activityName = style({
  color: vars.color.text,
  textDecoration: 'none',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  selectors: { '&:hover': { color: vars.color.brand } },
});
export const soldBar = style({ flex: 1, height: vars.space.sm, background: vars.color.surfaceMuted, borderRadius: vars.radius.full, overflow: 'hidden' });
export const soldFill = style({ height: '100%', background: vars.color.price });
/** Secondary text: the sold share, a label. */
export const soldLabel = style({ color: vars.color.textSecondary, fontSize: vars.font.size.sm, whiteSpace: 'nowrap' });
const actionButton = {
  display: 'block',
  textAlign: 'center',
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  textDecoration: 'none',
} as const;
/** The card's call to action (buy now, join). */
export const action = style({ ...actionButton, background: vars.color.price, selectors: { '&, &:link, &:visited, &:hover': { color: vars.color.onBrand } } });
export const actionDisabled = style({ ...actionButton, color: vars.color.textSecondary, background: vars.color.surfaceMuted });
