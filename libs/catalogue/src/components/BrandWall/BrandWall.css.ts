import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const grid = style({ margin: 0, padding: 0, listStyle: 'none' });
/** A brand's logo over its name and count, a centred column (from the sprinkles). */
export const tile = style({
  position: 'relative',
  padding: vars.space.md,
  background: vars.color.surface,
  border: `${vars.border.width} solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { borderColor: vars.color.brand, boxShadow: vars.shadow.md } },
});
export const logo = style({ width: '100%', aspectRatio: '2 / 1' });
export const name = style({ width: '100%', textAlign: 'center', fontSize: vars.font.size.sm, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const count = style({ fontSize: vars.font.size.xs, color: vars.color.textSecondary });
export const badge = style({
  position: 'absolute',
  top: 0,
  right: 0,
  padding: `0 ${vars.space.xs}`,
  fontSize: vars.font.size.xs,
  color: vars.color.onBrand,
  background: vars.color.brand,
});
