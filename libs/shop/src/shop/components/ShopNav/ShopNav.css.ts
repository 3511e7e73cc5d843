import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const root = style({ display: 'flex', gap: vars.space.xs, background: vars.color.brand, padding: `0 ${vars.space.md}`, borderRadius: vars.radius.sm });
export const link = style({
  padding: `${vars.space.sm} ${vars.space.lg}`,
  color: vars.color.onBrand,
  selectors: { '&[aria-current="page"]': { background: vars.color.brandActive, fontWeight: vars.font.weight.bold }, '&:hover': { background: vars.color.brandHover } },
});
