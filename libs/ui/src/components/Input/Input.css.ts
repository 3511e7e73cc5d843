import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const input = style({
  width: '100%',
  padding: `0 ${vars.space.md}`,
  border: `${vars.border.width} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted },
    '&:focus': { borderColor: vars.color.brand },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&:disabled': { background: vars.color.surfaceMuted, color: vars.color.textDisabled, cursor: 'not-allowed' },
  },
});

export const size = styleVariants({
  sm: { height: vars.size.controlSm, fontSize: vars.font.size.xs },
  md: { height: vars.size.controlMd, fontSize: vars.font.size.md },
  lg: { height: vars.size.controlLg, fontSize: vars.font.size.lg },
});

export const search = style({
  display: 'flex',
  alignItems: 'stretch',
  width: '100%',
  border: `${vars.border.widthStrong} solid ${vars.color.brand}`,
  background: vars.color.surface,
});

export const searchInput = style({
  flex: 1,
  minWidth: 0,
  height: vars.size.controlMd,
  padding: `0 ${vars.space.md}`,
  border: 'none',
  background: 'transparent',
  fontSize: vars.font.size.md,
  outline: 'none',
  selectors: { '&::placeholder': { color: vars.color.textMuted } },
});

export const searchButton = style({
  flexShrink: 0,
  padding: `0 ${vars.space.xl}`,
  border: 'none',
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontSize: vars.font.size.lg,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.brandHover } },
});
