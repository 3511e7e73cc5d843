import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const card = style({
  gridTemplateColumns: `calc(${vars.size.controlLg} * 6) 1fr`,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
export const image = style({ width: '100%', aspectRatio: '3 / 2', objectFit: 'cover', borderRadius: vars.radius.sm });
export const body = style({ minWidth: 0 });
export const title = style({ margin: 0, fontSize: vars.font.size.xl, color: vars.color.text });
export const people = style({ marginLeft: vars.space.sm, padding: `0 ${vars.space.xs}`, fontSize: vars.font.size.sm, color: vars.color.onBrand, background: vars.color.brand, borderRadius: vars.radius.sm, verticalAlign: 'middle' });
export const description = style({ margin: 0, color: vars.color.textSecondary });
export const items = style({ margin: 0, padding: 0, listStyle: 'none' });
export const item = style({ fontSize: vars.font.size.sm });
export const itemName = style({ color: vars.color.text, textDecoration: 'none', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', selectors: { '&:hover': { color: vars.color.brand } } });
export const label = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });
export const save = style({ color: vars.color.price, fontSize: vars.font.size.sm });
