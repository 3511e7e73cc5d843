import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const root = style({ paddingTop: vars.space.lg });
export const name = style({ margin: 0, fontSize: vars.font.size.xxl, color: vars.color.brand });
export const short = style({ padding: `0 ${vars.space.sm}`, borderRadius: vars.radius.sm, background: vars.color.brandSoft, color: vars.color.brand });
export const welcome = style({ margin: 0, color: vars.color.textSecondary, width: '100%' });
export const bar = style({ background: vars.color.surface, borderBottom: `${vars.border.widthStrong} solid ${vars.color.brand}` });
export const categories = style({ position: 'relative' });
export const allLink = style({ display: 'block', width: vars.size.categoryList, padding: `${vars.space.sm} ${vars.space.md}`, color: vars.color.brand, background: vars.color.brandSoft, fontWeight: vars.font.weight.bold });
export const panel = style({ position: 'absolute', top: '100%', left: 0, zIndex: vars.zIndex.flyout, background: vars.color.surface, boxShadow: vars.shadow.md });
export const navLink = style({
  padding: `${vars.space.sm} ${vars.space.lg}`,
  color: vars.color.text,
  selectors: { '&[aria-current="page"]': { fontWeight: vars.font.weight.bold, color: vars.color.brand } },
});
