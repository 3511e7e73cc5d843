import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { controlFrame, controlSizes } from '../Field/control.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const label = style({ fontSize: vars.font.size.md, color: vars.color.textSecondary });

export const group = style({
  display: 'inline-flex',
  alignItems: 'stretch',
  ...controlFrame,
  overflow: 'hidden',
  selectors: { '&[data-disabled]': { background: vars.color.surfaceMuted } },
});

export const size = styleVariants({ sm: controlSizes.sm, md: controlSizes.md });

export const button = style({
  width: vars.size.controlSm,
  padding: 0,
  border: 'none',
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.tight,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { color: vars.color.brand },
    // Readable when disabled too (the cart's − at 1 was below 4.5:1); the disabled attribute says the rest.
    '&:disabled': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

export const input = style({
  width: vars.size.controlLg,
  padding: `0 ${vars.space.xs}`,
  border: 'none',
  borderLeft: `${vars.border.width} solid ${vars.color.border}`,
  borderRight: `${vars.border.width} solid ${vars.color.border}`,
  background: 'transparent',
  fontFamily: vars.font.familyNumeric,
  fontSize: 'inherit',
  textAlign: 'center',
  outline: 'none',
  selectors: {
    '&:focus': { boxShadow: `inset 0 0 0 ${vars.border.width} ${vars.color.brand}` },
    '&:disabled': { color: vars.color.textDisabled, cursor: 'not-allowed' },
  },
});

export const hint = style({ fontSize: vars.font.size.xs, color: vars.color.textSecondary });
export const warning = style({ fontSize: vars.font.size.xs, color: vars.color.warning });
