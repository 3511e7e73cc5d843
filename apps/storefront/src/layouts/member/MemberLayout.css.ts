import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const centre = style({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold, color: vars.color.brand });
export const who = style({ marginLeft: 'auto', color: vars.color.textSecondary });
export const body = style({
  display: 'grid',
  gridTemplateColumns: `${vars.size.categoryList} minmax(0, 1fr)`,
  gap: vars.space.lg,
  alignItems: 'start',
});
export const menu = style({
  background: vars.color.surface,
  padding: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});
export const home = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
  selectors: { '&[aria-current="page"]': { color: vars.color.brand } },
});
export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const groupTitle = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold });
export const list = style({ listStyle: 'none', margin: 0, padding: 0 });
export const link = style({
  display: 'block',
  padding: `${vars.space.xxs} 0 ${vars.space.xxs} ${vars.space.md}`,
  color: vars.color.textSecondary,
  selectors: {
    '&:hover': { color: vars.color.brand },
    '&[aria-current="page"]': { color: vars.color.brand, fontWeight: vars.font.weight.bold },
  },
});
export const main = style({ minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space.lg });
