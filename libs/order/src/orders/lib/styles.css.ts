import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

/** Link-type order actions (去付款, 查看物流, 评价 …) look like the small ui buttons beside them. */
const linkButtonBase = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: vars.size.controlSm,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.font.size.sm,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
} as const;

export const linkButton = style({
  ...linkButtonBase,
  border: `${vars.border.width} solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  selectors: {
    '&&, &&:hover': { color: vars.color.text },
    '&&:hover': { borderColor: vars.color.brand },
  },
});

export const linkButtonPrimary = style({
  ...linkButtonBase,
  border: `${vars.border.width} solid ${vars.color.brand}`,
  background: vars.color.brand,
  selectors: {
    '&&, &&:hover': { color: vars.color.onBrand },
    '&&:hover': { background: vars.color.brandHover },
  },
});

/** A bordered box of stacked lines: a logistics package, a refund's status. */
export const framedStack = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
});
