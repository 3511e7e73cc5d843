import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, width: '100%' });
export const tabs = style({ display: 'flex', gap: vars.space.xxs });
export const tab = style({
  padding: `${vars.space.xxs} ${vars.space.md}`,
  border: 'none',
  background: 'transparent',
  cursor: 'pointer',
  fontSize: vars.font.size.xs,
  color: vars.color.textSecondary,
  selectors: {
    '&[aria-selected="true"]': { background: vars.color.brand, color: vars.color.onBrand },
  },
});
export const form = style({
  display: 'flex',
  border: `${vars.border.widthStrong} solid ${vars.color.brand}`,
  height: vars.size.controlMd,
});
export const submit = style({
  border: 'none',
  padding: `0 ${vars.space.xl}`,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontSize: vars.font.size.md,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.brandHover } },
});
export const hot = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, fontSize: vars.font.size.xs });
export const hotWord = style({ color: vars.color.textMuted });
