import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

/** The page's column (a Stack, space lg), allowed to shrink below its content's width. */
export const stack = style({ minWidth: 0 });
export const back = style({ color: vars.color.link, fontSize: vars.font.size.sm, textDecoration: 'none', selectors: { '&:hover': { color: vars.color.linkHover } } });
export const title = style({ margin: 0, fontSize: vars.font.size.xxl, color: vars.color.text });
export const muted = style({ margin: 0, color: vars.color.textSecondary });
/** A row of pills (a wrapping Box row, gap xs, no margin or padding). */
export const chips = style({ listStyle: 'none' });
/** A pill-shaped filter link (the meal plan's 人数, a zone's tabs); the current one is filled with the brand colour. */
export const pill = {
  display: 'inline-block',
  padding: `${vars.space.xs} ${vars.space.md}`,
  color: vars.color.text,
  background: vars.color.surface,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  textDecoration: 'none',
} as const;
export const pillCurrent = { color: vars.color.onBrand, background: vars.color.brand, borderColor: vars.color.brand } as const;
export const chip = style({ ...pill, selectors: { '&[aria-current="page"]': pillCurrent } });
