import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const box = style({ padding: vars.space.lg, background: vars.color.surface, borderRadius: vars.radius.md, minWidth: 0 });
export const title = style({ margin: 0, fontSize: vars.font.size.xl, overflowWrap: 'anywhere' });
export const members = style({ listStyle: 'none', margin: 0, padding: 0 });
export const member = style({ width: `calc(${vars.size.controlLg} * 4)`, minWidth: 0 });
export const plus = style({ alignSelf: 'center', color: vars.color.textSecondary, fontSize: vars.font.size.xl });
export const image = style({ width: '100%', aspectRatio: '1 / 1', objectFit: 'cover', borderRadius: vars.radius.sm, border: `${vars.border.width} solid ${vars.color.border}` });
export const name = style({
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: vars.font.size.sm,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});
export const muted = style({ color: vars.color.textSecondary, fontSize: vars.font.size.sm });
export const out = style({ color: vars.color.price, fontSize: vars.font.size.sm });
export const saving = style({ padding: `0 ${vars.space.sm}`, color: vars.color.onBrand, background: vars.color.price, borderRadius: vars.radius.sm, fontSize: vars.font.size.sm });
