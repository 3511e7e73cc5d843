import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const root = style({ minWidth: 0 });
/** The image ads: a grid of 2 to 4 equal columns, or one column (from the sprinkles). */
export const ads = style({ margin: 0, padding: 0, listStyle: 'none' });
export const adImage = style({ display: 'block', width: '100%', aspectRatio: '10 / 3', objectFit: 'cover', borderRadius: vars.radius.sm });
export const titleBar = style({ paddingBottom: vars.space.xs, borderBottom: `${vars.border.widthStrong} solid ${vars.color.brand}` });
export const title = style({ margin: 0, fontSize: vars.font.size.xl, color: vars.color.text });
export const subtitle = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm, flex: 1 });
export const more = style({ color: vars.color.link, fontSize: vars.font.size.sm, textDecoration: 'none' });
export const notice = style({ padding: `${vars.space.sm} ${vars.space.md}`, background: vars.color.brandSoft, borderRadius: vars.radius.sm, color: vars.color.text });
export const noticeLabel = style({ flex: 'none', padding: `0 ${vars.space.xs}`, color: vars.color.onBrand, background: vars.color.brand, borderRadius: vars.radius.sm, fontSize: vars.font.size.xs });
export const noticeText = style({ color: vars.color.text, textDecoration: 'none' });
export const rich = style({ padding: vars.space.lg, background: vars.color.surface, borderRadius: vars.radius.md, color: vars.color.text, lineHeight: vars.font.lineHeight.relaxed });
export const coupons = style({ margin: 0, padding: 0, listStyle: 'none' });
/** A coupon's amount over its title and condition (a column from the sprinkles). */
export const coupon = style({
  minWidth: `calc(${vars.size.controlLg} * 4)`,
  padding: vars.space.md,
  color: vars.color.text,
  background: vars.color.surface,
  border: `${vars.border.width} dashed ${vars.color.brand}`,
  borderRadius: vars.radius.md,
  textDecoration: 'none',
});
export const couponAmount = style({ color: vars.color.price, fontSize: vars.font.size.xxl, fontWeight: vars.font.weight.bold });
export const couponText = style({ fontSize: vars.font.size.sm });
export const blank = styleVariants({ sm: { height: vars.space.md }, md: { height: vars.space.xl }, lg: { height: vars.space.xxxl } });
/** A link block: picture, text and › in a row, centred across (from the sprinkles). */
export const linkCard = style({
  padding: vars.space.md,
  background: vars.color.surface,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { borderColor: vars.color.brand } },
});
export const linkImage = style({ flex: 'none', width: `calc(${vars.size.controlLg} * 4)`, aspectRatio: '10 / 3', objectFit: 'cover', borderRadius: vars.radius.sm });
export const linkText = style({ flex: 1 });
export const linkKind = style({ color: vars.color.textMuted, fontSize: vars.font.size.xs });
export const linkTitle = style({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold });
export const linkEnter = style({ color: vars.color.brand });
