import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

/** Shared frame of the status pages (being built, 404, closed, error). */
export const box = style({
  minHeight: vars.size.emptyMinHeight,
  padding: vars.space.xxl,
  background: vars.color.surface,
  textAlign: 'center',
});
export const badge = style({
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.brandSoft,
  color: vars.color.brand,
  fontSize: vars.font.size.xs,
});
export const title = style({ fontSize: vars.font.size.xxl, fontWeight: vars.font.weight.bold, color: vars.color.text });
export const text = style({ fontSize: vars.font.size.md, color: vars.color.textSecondary });
export const home = style({
  padding: `${vars.space.xs} ${vars.space.xl}`,
  border: `${vars.border.width} solid ${vars.color.brand}`,
  borderRadius: vars.radius.sm,
  selectors: { '&&': { color: vars.color.brand } },
});
