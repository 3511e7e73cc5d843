import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const card = style({
  gridTemplateColumns: `calc(${vars.size.controlLg} * 5) 1fr`,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
export const cover = style({ width: '100%', aspectRatio: '5 / 3', objectFit: 'cover', borderRadius: vars.radius.sm });
export const body = style({ minWidth: 0 });
export const title = style({ margin: 0, fontSize: vars.font.size.lg });
export const titleLink = style({ color: vars.color.text, textDecoration: 'none', selectors: { '&:hover': { color: vars.color.brand } } });
export const facts = style({ gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', margin: 0 });
export const fact = style({ fontSize: vars.font.size.sm });
export const factLabel = style({ color: vars.color.textMuted });
export const factValue = style({ margin: 0, color: vars.color.text });
export const status = style({ marginLeft: vars.space.sm, padding: `0 ${vars.space.xs}`, fontSize: vars.font.size.xs, borderRadius: vars.radius.sm, verticalAlign: 'middle' });
export const statusKind = styleVariants({
  PREPARING: { color: vars.color.textSecondary, background: vars.color.surfaceMuted },
  IN_PROGRESS: { color: vars.color.onBrand, background: vars.color.brand },
  COMPLETED: { color: vars.color.textInverse, background: vars.color.success },
});
export const progress = style({ fontSize: vars.font.size.sm, color: vars.color.textSecondary });
export const bar = style({ flex: 1, height: vars.space.sm, overflow: 'hidden', background: vars.color.surfaceMuted, borderRadius: vars.radius.full });
export const fill = style({ height: '100%', background: vars.color.brand, borderRadius: vars.radius.full });
