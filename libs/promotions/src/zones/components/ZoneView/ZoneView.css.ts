import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';
import { pill, pillCurrent } from '../../routes/routes.css';

// The zone page's column, back link, heading and tab row are those of the other assistance pages.
export { stack as root, back, title, chips as tabs } from '../../routes/routes.css';
export const banner = style({ position: 'relative', overflow: 'hidden', borderRadius: vars.radius.md, background: vars.color.surfaceMuted });
export const bannerImage = style({ display: 'block', width: '100%', aspectRatio: '4 / 1', objectFit: 'cover' });
export const head = style({ padding: vars.space.lg, background: vars.color.surface, borderRadius: vars.radius.md });
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
export const tab = style({
  ...pill,
  selectors: { '&:hover': { color: vars.color.brand, borderColor: vars.color.brand }, '&[aria-current="page"]': pillCurrent },
});
export const total = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });
