import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const card = style({
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
  padding: vars.space.md,
  background: vars.color.surface,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
});
export const image = style({ width: '100%', aspectRatio: '2 / 1', objectFit: 'cover', borderRadius: vars.radius.sm });
export const body = style({ minWidth: 0 });
export const name = style({ margin: 0, fontSize: vars.font.size.xl, overflowWrap: 'anywhere' });
export const remark = style({
  margin: 0,
  color: vars.color.textSecondary,
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});
export const muted = style({ color: vars.color.textSecondary, fontSize: vars.font.size.sm });
export const enter = style({
  alignSelf: 'flex-start',
  padding: `${vars.space.xs} ${vars.space.lg}`,
  background: vars.color.price,
  borderRadius: vars.radius.sm,
  textDecoration: 'none',
  selectors: { '&, &:link, &:visited, &:hover': { color: vars.color.onBrand } },
});
