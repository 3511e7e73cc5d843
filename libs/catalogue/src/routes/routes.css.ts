import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

/** Layout pieces of the catalogue pages. */
export const stack = style({ paddingBottom: vars.space.xl });
export const heading = style({ margin: 0, fontSize: vars.font.size.xl });
/** The detail's introduction and evaluations: below the shop aside where the row has no room for both. */
export const detailMain = style({ flex: '1 1 24em', minWidth: 0 });
export const panel = style({ padding: vars.space.lg, background: vars.color.surface, border: `${vars.border.width} solid ${vars.color.border}` });
export const hotWords = style({ fontSize: vars.font.size.sm });
export const searchInput = style({
  width: `calc(${vars.size.controlLg} * 8)`,
  height: vars.size.controlMd,
  padding: `0 ${vars.space.sm}`,
  border: `${vars.border.widthStrong} solid ${vars.color.brand}`,
  fontSize: vars.font.size.md,
});
export const detailTop = style({ padding: vars.space.lg, background: vars.color.surface });
export const aside = style({ flex: `0 0 calc(${vars.size.controlLg} * 6)`,  });
export const introduction = style({ overflowWrap: 'anywhere', lineHeight: vars.font.lineHeight.relaxed });
export const sectionTitle = style({ margin: `0 0 ${vars.space.md}`, fontSize: vars.font.size.lg, paddingBottom: vars.space.xs, borderBottom: `${vars.border.widthStrong} solid ${vars.color.brand}` });
export const categoryTab = style({
  padding: `${vars.space.xxs} ${vars.space.md}`,
  border: `${vars.border.width} solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: vars.font.size.sm,
  selectors: { '&[aria-current]': { color: vars.color.onBrand, background: vars.color.brand, borderColor: vars.color.brand } },
});
