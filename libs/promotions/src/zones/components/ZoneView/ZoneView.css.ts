import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });
export const back = style({ color: vars.color.link, fontSize: vars.font.size.sm, textDecoration: 'none', selectors: { '&:hover': { color: vars.color.linkHover } } });
export const banner = style({ position: 'relative', overflow: 'hidden', borderRadius: vars.radius.md, background: vars.color.surfaceMuted });
export const bannerImage = style({ display: 'block', width: '100%', aspectRatio: '4 / 1', objectFit: 'cover' });
export const head = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, padding: vars.space.lg, background: vars.color.surface, borderRadius: vars.radius.md });
export const title = style({ margin: 0, fontSize: vars.font.size.xxl, color: vars.color.text });
export const subtitle = style({ margin: 0, color: vars.color.brand, fontSize: vars.font.size.md });
export const intro = style({ margin: 0, color: vars.color.textSecondary, lineHeight: vars.font.lineHeight.relaxed });
export const notice = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  color: vars.color.text,
  background: vars.color.brandSoft,
  borderLeft: `${vars.border.widthStrong} solid ${vars.color.brand}`,
  borderRadius: vars.radius.sm,
});
export const noticeLabel = style({ fontWeight: vars.font.weight.bold, marginRight: vars.space.xs });
export const tabs = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });
export const tab = style({
  display: 'inline-block',
  padding: `${vars.space.xs} ${vars.space.md}`,
  color: vars.color.text,
  background: vars.color.surface,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: vars.color.brand, borderColor: vars.color.brand },
    '&[aria-current="page"]': { color: vars.color.onBrand, background: vars.color.brand, borderColor: vars.color.brand },
  },
});
export const total = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });
export const pager = style({ display: 'flex', justifyContent: 'center' });
