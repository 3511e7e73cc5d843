import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const title = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold });
export const name = style({ fontWeight: vars.font.weight.medium });
export const demoBadge = style({
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  border: `${vars.border.width} solid ${vars.color.warning}`,
  color: vars.color.warning,
  fontSize: vars.font.size.xs,
});
export const demoNote = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  border: `${vars.border.width} solid ${vars.color.warning}`,
  color: vars.color.warning,
});
// The offline method leaves the page, so it is a link dressed as the primary action (an inline-flex
// row centred across, from the sprinkles).
export const linkButton = style({
  height: vars.size.controlMd,
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.sm,
  background: vars.color.brand,
  textDecoration: 'none',
  // :link/:visited outrank the theme's own link colour.
  selectors: {
    '&:link, &:visited': { color: vars.color.onBrand },
    '&:hover': { background: vars.color.brandHover },
  },
});
