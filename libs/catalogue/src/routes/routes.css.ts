import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

/** Layout pieces of the catalogue pages. */
export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, paddingBottom: vars.space.xl });
export const heading = style({ margin: 0, fontSize: vars.font.size.xl });
export const sideLayout = style({ display: 'flex', gap: vars.space.lg, alignItems: 'flex-start' });
export const grow = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const panel = style({ padding: vars.space.lg, background: vars.color.surface, border: `${vars.border.width} solid ${vars.color.border}` });
export const hotWords = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: vars.space.md, fontSize: vars.font.size.sm });
export const searchForm = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center' });
export const searchInput = style({
  width: `calc(${vars.size.controlLg} * 8)`,
  height: vars.size.controlMd,
  padding: `0 ${vars.space.sm}`,
  border: `${vars.border.widthStrong} solid ${vars.color.brand}`,
  fontSize: vars.font.size.md,
});
export const detailTop = style({ display: 'flex', gap: vars.space.xl, alignItems: 'flex-start', padding: vars.space.lg, background: vars.color.surface });
export const aside = style({ flex: `0 0 calc(${vars.size.controlLg} * 6)`, display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const introduction = style({ overflowWrap: 'anywhere', lineHeight: vars.font.lineHeight.relaxed });
export const sectionTitle = style({ margin: `0 0 ${vars.space.md}`, fontSize: vars.font.size.lg, paddingBottom: vars.space.xs, borderBottom: `${vars.border.widthStrong} solid ${vars.color.brand}` });
export const categoryTabs = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const categoryTab = style({
  padding: `${vars.space.xxs} ${vars.space.md}`,
  border: `${vars.border.width} solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: vars.font.size.sm,
  selectors: { '&[aria-current]': { color: vars.color.onBrand, background: vars.color.brand, borderColor: vars.color.brand } },
});
