import { globalStyle, style } from '@vanilla-extract/css';
import { sprinkles, vars } from '@mall/ui/theme';
import { contentColumn } from '../../../frames.css';

// Rows wrap rather than squeeze: at 200% zoom (a 640 px wide page) the navigation went one character
// a line and the top bar's links split mid-word.
export const inner = style([sprinkles({ display: 'flex', alignItems: 'center', gap: 'lg' }), contentColumn, { flexWrap: 'wrap' }]);
export const topBar = style({
  background: vars.color.surfaceMuted,
  borderBottom: `${vars.border.width} solid ${vars.color.border}`,
  fontSize: vars.font.size.xs,
  lineHeight: vars.size.controlSm,
  color: vars.color.textSecondary,
});
export const topLinks = style({ marginLeft: 'auto', display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'center' });
globalStyle(`${topLinks} > *`, { whiteSpace: 'nowrap' });
export const linkButton = style({
  border: 'none',
  background: 'none',
  padding: 0,
  cursor: 'pointer',
  color: vars.color.link,
  selectors: { '&:hover': { color: vars.color.linkHover } },
});
export const main = style({ background: vars.color.surface, padding: `${vars.space.lg} 0` });
export const logo = style({ flexShrink: 0, width: vars.size.categoryList });
// A fixed 3:1 box (the logo is 240 × 80), so the header does not move when the logo arrives.
export const logoImg = style({ width: '100%', height: 'auto', aspectRatio: '3 / 1' });
export const search = style({ flex: '1 1 16em', minWidth: 0 });
export const cartEntry = style({ position: 'relative', flexShrink: 0 });
export const cartButton = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  height: vars.size.controlMd,
  padding: `0 ${vars.space.lg}`,
  border: `${vars.border.width} solid ${vars.color.border}`,
  background: vars.color.surface,
});
export const count = style({
  minWidth: vars.size.iconSm,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  color: vars.color.onBrand,
  textAlign: 'center',
  fontSize: vars.font.size.xs,
});
export const dropdown = style({
  position: 'absolute',
  right: 0,
  top: '100%',
  zIndex: vars.zIndex.dropdown,
});
export const navBar = style({
  background: vars.color.surface,
  borderBottom: `${vars.border.widthStrong} solid ${vars.color.brand}`,
});
export const categoryEntry = style({ position: 'relative', width: vars.size.categoryList, flexShrink: 0 });
export const categoryButton = style({
  width: '100%',
  height: vars.size.controlLg,
  border: 'none',
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  cursor: 'pointer',
});
export const categoryPanel = style({
  position: 'absolute',
  top: '100%',
  left: 0,
  zIndex: vars.zIndex.flyout,
  width: vars.size.categoryList,
});
export const nav = style({ display: 'flex', flexWrap: 'wrap', columnGap: vars.space.xl, fontSize: vars.font.size.md });
export const navLink = style({ lineHeight: vars.size.controlLg, fontWeight: vars.font.weight.medium, whiteSpace: 'nowrap' });
