import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const label = style({ flex: `0 0 calc(${vars.size.controlLg} * 1.5)`, color: vars.color.textSecondary, fontSize: vars.font.size.sm });

export const value = style({
  minHeight: vars.size.controlSm,
  padding: `0 ${vars.space.md}`,
  color: vars.color.text,
  background: vars.color.surface,
  border: `${vars.border.width} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.brand, color: vars.color.brand },
    '&:focus-visible': { outline: `${vars.border.focus} solid ${vars.color.focus}` },
    '&:disabled': { cursor: 'not-allowed' },
  },
});

export const selected = style({
  borderColor: vars.color.brand,
  color: vars.color.brand,
  boxShadow: `inset 0 0 0 ${vars.border.width} ${vars.color.brand}`,
});

export const unavailable = style({ borderStyle: 'dashed', color: vars.color.textSecondary });
