import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const root = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  background: vars.color.surfaceMuted,
  border: `${vars.border.width} solid ${vars.color.border}`,
});

export const list = style({ margin: 0, padding: 0, listStyle: 'none' });

export const item = style({
  display: 'inline-block',
  padding: `${vars.space.xxs} ${vars.space.md}`,
  color: vars.color.text,
  background: vars.color.surface,
  border: `${vars.border.width} solid ${vars.color.border}`,
  textDecoration: 'none',
  fontSize: vars.font.size.sm,
  selectors: {
    '&:hover': { color: vars.color.brand, borderColor: vars.color.brand },
    // The current sort (aria-current): stronger than the link's own colours.
    '&[aria-current="true"], &[aria-current="true"]:hover': {
      color: vars.color.onBrand,
      background: vars.color.brand,
      borderColor: vars.color.brand,
    },
  },
});

export const active = style({ fontWeight: vars.font.weight.medium });

export const count = style({ margin: 0, color: vars.color.textSecondary, fontSize: vars.font.size.sm });
