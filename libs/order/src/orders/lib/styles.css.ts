import { style, type StyleRule } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

/**
 * Link-type order actions (去付款, 查看物流, 评价 …) look like the small ui buttons beside them; their
 * inline-flex row, centred both ways, is `linkButtonLayout` from the sprinkles.
 */
const linkButtonBase = {
  minHeight: vars.size.controlSm,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.font.size.sm,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
} as const;

/** A link button in its colours: border, background and text, and what changes on hover. */
function linkButtonIn(border: string, background: string, color: string, hover: StyleRule) {
  return style({
    ...linkButtonBase,
    border: `${vars.border.width} solid ${border}`,
    background,
    selectors: { '&&, &&:hover': { color }, '&&:hover': hover },
  });
}

export const linkButton = linkButtonIn(vars.color.borderStrong, vars.color.surface, vars.color.text, {
  borderColor: vars.color.brand,
});
export const linkButtonPrimary = linkButtonIn(vars.color.brand, vars.color.brand, vars.color.onBrand, {
  background: vars.color.brandHover,
});

/** A bordered box of stacked lines (a Stack, space sm): a logistics package, a refund's status. */
export const framedStack = style({
  padding: vars.space.md,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
});

/** An after-sale photo or goods picture: a small bordered square. */
export const thumbnail = style({
  width: vars.size.iconXl,
  height: vars.size.iconXl,
  borderRadius: vars.radius.sm,
  border: `${vars.border.width} solid ${vars.color.border}`,
});
