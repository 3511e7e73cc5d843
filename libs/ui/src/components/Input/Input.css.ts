import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { controlFrame, controlSizes, controlStates } from '../Field/control.css';

export const input = style({
  width: '100%',
  padding: `0 ${vars.space.md}`,
  ...controlFrame,
  color: vars.color.text,
  outline: 'none',
  selectors: { '&::placeholder': { color: vars.color.textMuted }, ...controlStates },
});

export const size = styleVariants(controlSizes);

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
