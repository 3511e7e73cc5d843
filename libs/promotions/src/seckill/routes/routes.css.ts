import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const page = style({ padding: `${vars.space.lg} 0` });
export const title = style({ margin: 0, fontSize: vars.font.size.xxl, color: vars.color.price });
export const grid = style({ gridTemplateColumns: 'repeat(auto-fill, minmax(calc(' + vars.size.controlLg + ' * 5), 1fr))' });
export const detail = style({ gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)', background: vars.color.surface, padding: vars.space.lg, borderRadius: vars.radius.md });
export const image = style({ width: '100%', aspectRatio: '1 / 1', objectFit: 'cover', borderRadius: vars.radius.sm });
export const info = style({ minWidth: 0 });
export const banner = style({ padding: vars.space.md, color: vars.color.onBrand, background: vars.color.price, borderRadius: vars.radius.sm });
export const muted = style({ color: vars.color.textSecondary, fontSize: vars.font.size.sm, margin: 0 });
export const num = style({ width: `calc(${vars.size.controlLg} * 2)`, padding: vars.space.xs, border: `${vars.border.width} solid ${vars.color.border}`, borderRadius: vars.radius.sm });
// The group-buy list's search and sort bar (shared by the promotion list pages).
export const search = style({ width: `calc(${vars.size.controlLg} * 6)`, padding: vars.space.xs, border: `${vars.border.width} solid ${vars.color.border}`, borderRadius: vars.radius.sm });
export const sortBar = style({ padding: vars.space.sm, background: vars.color.surface, borderRadius: vars.radius.sm });
export const sortLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&[aria-current="page"]': { color: vars.color.price, fontWeight: 600 }, '&:hover': { color: vars.color.brand } },
});
export const bannerImage = style({ width: '100%', maxHeight: `calc(${vars.size.controlLg} * 8)`, objectFit: 'cover', borderRadius: vars.radius.md });
export const intro = style({ margin: 0, padding: vars.space.md, background: vars.color.surface, borderRadius: vars.radius.sm, lineHeight: 1.7 });
export const bar = style({ flex: 1, height: vars.space.sm, background: vars.color.surfaceMuted, borderRadius: vars.radius.full, overflow: 'hidden' });
export const fill = style({ height: '100%', background: vars.color.price });
export const heading = style({ margin: 0, fontSize: vars.font.size.xl, overflowWrap: 'anywhere' });
