import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  fontSize: vars.font.size.sm,
  color: vars.color.textSecondary,
});

export const list = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });

export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.controlSm,
  height: vars.size.controlSm,
  padding: `0 ${vars.space.sm}`,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  fontFamily: vars.font.familyNumeric,
  cursor: 'pointer',
  textDecoration: 'none',
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.brand, color: vars.color.brand },
    '&:disabled': {
      background: vars.color.surfaceMuted,
      color: vars.color.textDisabled,
      cursor: 'not-allowed',
    },
  },
});

export const current = style({
  background: vars.color.brand,
  borderColor: vars.color.brand,
  color: vars.color.onBrand,
  cursor: 'default',
  selectors: {
    // Doubled to beat the theme's `a` colour when the current page is a link.
    '&&': { color: vars.color.onBrand },
    '&&:hover:not(:disabled)': { color: vars.color.onBrand, borderColor: vars.color.brand },
    '&&:disabled': {
      background: vars.color.surfaceMuted,
      borderColor: vars.color.border,
      color: vars.color.textDisabled,
    },
  },
});

export const ellipsis = style({ padding: `0 ${vars.space.xs}`, color: vars.color.textMuted });

export const total = style({ whiteSpace: 'nowrap' });

export const jumper = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  whiteSpace: 'nowrap',
});

export const jumpInput = style({
  width: vars.size.controlLg,
  height: vars.size.controlSm,
  padding: `0 ${vars.space.xs}`,
  border: `${vars.border.width} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  textAlign: 'center',
  outline: 'none',
  selectors: { '&:focus': { borderColor: vars.color.brand } },
});
