import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const root = style({ background: vars.color.surface, borderBottom: `${vars.border.widthStrong} solid ${vars.color.brand}` });
export const link = style({
  padding: `${vars.space.sm} ${vars.space.lg}`,
  color: vars.color.text,
  fontWeight: vars.font.weight.medium,
  selectors: { '&[aria-current="page"]': { color: vars.color.brand, fontWeight: vars.font.weight.bold }, '&:hover': { color: vars.color.linkHover } },
});
